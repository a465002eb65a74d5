'use client';

import { App, Button, Input, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import {
  CUSTOMER_SOURCE_LABELS,
  CUSTOMER_SOURCES,
  CUSTOMER_STAGE_OPTIONS,
  stageLabel,
  CUSTOMER_EXPORT_PATH,
  type CustomerRecord,
} from '@/lib/contract/customers';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportButton } from '@/components/search/export-button';
import { QueryError } from '@/components/layout/query-error';
import { changeCustomerBook, useCustomerGroups, useCustomers } from '@/lib/client/use-customers';
import { profileHref } from '@/lib/site/enterprise-routes';
import { formatCount, formatDate } from '@/lib/format';
import { CustomerDrawer } from './customer-drawer';
import { StageTag } from './stage-tag';
import { CUSTOMER_TEXT as T } from './messages';
import styles from './customers.module.css';
import { DemoDataTag } from '@/components/layout/demo-data-tag';

type Filters = {
  groupId?: string;
  stage?: string;
  source?: string;
  keyword?: string;
  due?: boolean;
  pageIndex: number;
  pageSize: number;
};

/** 我的客户: the caller's customers with filters, paging, bulk move and remove, and a drawer. */
export function CustomerList() {
  const [filters, setFilters] = useState<Filters>({ pageIndex: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [moveTo, setMoveTo] = useState<string | undefined>();
  const list = useCustomers(filters);
  const groups = useCustomerGroups();
  const { message } = App.useApp();
  const update = (changes: Partial<Filters>) => {
    setSelected([]);
    setFilters((f) => ({ ...f, pageIndex: 1, ...changes }));
  };
  const filtered = Boolean(
    filters.groupId || filters.stage || filters.source || filters.keyword || filters.due,
  );

  async function run(alias: string, params: unknown) {
    try {
      const { message: text } = await changeCustomerBook(alias, params);
      if (text) void message.success(text);
      setSelected([]);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  const groupOptions = (groups.data ?? []).map((g) => ({
    value: g.ID_,
    label: `${g.name}（${g.count}）`,
  }));

  return (
    <section className={styles.card} aria-labelledby="customers-title">
      <div className={styles.head}>
        <h1 id="customers-title">我的客户</h1>
        <DemoDataTag />
        <span className={styles.muted}>
          {list.data ? T.total(formatCount(list.data.total)) : null}
        </span>
        <span style={{ marginLeft: 'auto' }}>
          <ExportButton
            filters={Object.fromEntries(
              Object.entries({
                groupId: filters.groupId,
                stage: filters.stage,
                source: filters.source,
                keyword: filters.keyword,
                due: filters.due ? 'true' : undefined,
              }).filter((e): e is [string, string] => e[1] !== undefined),
            )}
            sort={{}}
            quotaAlias="glzxExportQuota"
            exportPath={CUSTOMER_EXPORT_PATH}
            title={T.exportTitle}
          />
        </span>
      </div>
      <div className={styles.filters}>
        <Select
          aria-label={T.group}
          allowClear
          placeholder={T.allGroups}
          style={{ width: 180 }}
          value={filters.groupId}
          onChange={(groupId?: string) => update({ groupId })}
          options={groupOptions}
          data-testid="filter-group"
        />
        <Select
          aria-label={T.stage}
          allowClear
          placeholder={T.allStages}
          style={{ width: 140 }}
          value={filters.stage}
          onChange={(stage?: string) => update({ stage })}
          options={CUSTOMER_STAGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          data-testid="filter-stage"
        />
        <Select
          aria-label="来源"
          allowClear
          placeholder={T.allSources}
          style={{ width: 140 }}
          value={filters.source}
          onChange={(source?: string) => update({ source })}
          options={CUSTOMER_SOURCES.map((s) => ({ value: s, label: CUSTOMER_SOURCE_LABELS[s] }))}
        />
        <Input.Search
          aria-label={T.searchPlaceholder}
          placeholder={T.searchPlaceholder}
          allowClear
          maxLength={50}
          style={{ width: 260 }}
          onSearch={(keyword) => update({ keyword: keyword.trim() || undefined })}
          data-testid="filter-keyword"
        />
        <label className={styles.muted}>
          <Space size={6}>
            <Switch
              size="small"
              checked={Boolean(filters.due)}
              onChange={(due) => update({ due: due || undefined })}
            />
            {T.dueOnly}
          </Space>
        </label>
      </div>
      {selected.length > 0 ? (
        <div className={styles.bulk} data-testid="customer-bulk">
          <span>{T.selected(selected.length)}</span>
          <Select
            aria-label={T.moveTo}
            placeholder={T.moveTo}
            style={{ width: 160 }}
            size="small"
            value={moveTo}
            onChange={setMoveTo}
            options={(groups.data ?? []).map((g) => ({ value: g.ID_, label: g.name }))}
          />
          <Button
            size="small"
            disabled={!moveTo}
            onClick={() => void run('glzxMoveCustomers', { ids: selected, groupId: moveTo })}
          >
            {T.moveTo}
          </Button>
          <Popconfirm
            title={T.removeConfirm(selected.length)}
            okText={T.confirm}
            cancelText={T.cancel}
            onConfirm={() => void run('glzxRemoveCustomers', { ids: selected })}
          >
            <Button size="small" danger>
              {T.remove}
            </Button>
          </Popconfirm>
        </div>
      ) : null}
      {list.error && !list.data ? (
        <QueryError error={list.error} onRetry={() => void list.mutate()} />
      ) : (
        <Table<CustomerRecord>
          rowKey="ID_"
          loading={list.isLoading || list.isValidating}
          dataSource={list.data?.rows ?? []}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
          }}
          locale={{ emptyText: <EmptyState text={filtered ? T.emptyFiltered : T.empty} /> }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: filters.pageIndex,
            pageSize: filters.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            showTotal: (total) => `共 ${formatCount(total)} 条`,
            onChange: (pageIndex, pageSize) => {
              setSelected([]);
              setFilters((f) => ({ ...f, pageIndex, pageSize }));
            },
          }}
          data-testid="customer-table"
          columns={[
            {
              title: '企业名称',
              dataIndex: 'qymc',
              width: 260,
              fixed: 'left',
              render: (name: string, row) => (
                <Space orientation="vertical" size={0}>
                  <Link href={profileHref(row.qyid)} className={styles.name}>
                    {name}
                  </Link>
                  <span className={styles.muted}>{row.region}</span>
                </Space>
              ),
            },
            {
              title: T.contacts,
              key: 'contacts',
              width: 200,
              render: (_, row) => (
                <Space orientation="vertical" size={0} data-testid="customer-row-contacts">
                  <span>
                    {row.contactname || row.fddbr || '-'}
                    {row.contactname ? null : <span className={styles.muted}>（{T.legal}）</span>}
                  </span>
                  <span className={styles.muted}>{row.contactphone || row.lxfs || '-'}</span>
                  {row.email ? <span className={styles.muted}>{row.email}</span> : null}
                </Space>
              ),
            },
            { title: '分组', dataIndex: 'groupname', width: 110 },
            {
              title: '阶段',
              dataIndex: 'stage',
              width: 150,
              render: (stage: CustomerRecord['stage'], row) => (
                <Space size={4}>
                  <StageTag stage={stage} />
                  <span className={styles.muted}>{row.stagedates[stage] ?? ''}</span>
                </Space>
              ),
            },
            {
              title: '最近跟进',
              dataIndex: 'lastfollowup',
              width: 110,
              render: (v: string | null) => formatDate(v),
            },
            {
              title: '下次提醒',
              dataIndex: 'nextremind',
              width: 110,
              render: (v: string | null) => formatDate(v),
            },
            {
              title: '来源',
              dataIndex: 'source',
              width: 100,
              render: (v: CustomerRecord['source']) => <Tag>{CUSTOMER_SOURCE_LABELS[v] ?? v}</Tag>,
            },
            {
              title: '加入日期',
              dataIndex: 'createdat',
              width: 110,
              render: (v: string) => formatDate(v),
            },
            {
              title: '操作',
              key: 'actions',
              width: 120,
              fixed: 'right',
              render: (_, row) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setOpenId(row.ID_)}
                  aria-label={`${T.detail}：${row.qymc}（${stageLabel(row.stage)}）`}
                  data-testid="customer-open"
                >
                  {T.detail} / {T.followUp}
                </Button>
              ),
            },
          ]}
        />
      )}
      <CustomerDrawer id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
