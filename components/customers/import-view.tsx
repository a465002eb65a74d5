'use client';

import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Select, Space, Table, Tag, Upload } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import {
  CUSTOMER_TEMPLATE_PATH,
  type ImportDetail,
  type ImportRecord,
  type ImportRowOutcome,
} from '@/lib/contract/customers';
import { EmptyState } from '@/components/layout/empty-state';
import { apiUrl } from '@/lib/client/request';
import {
  changeCustomerBook,
  uploadCustomerList,
  useCustomerGroups,
  useImport,
  useImports,
} from '@/lib/client/use-customers';
import { profileHref } from '@/lib/site/enterprise-routes';
import { formatCount, formatDate } from '@/lib/format';
import { CUSTOMER_TEXT as T } from './messages';
import styles from './customers.module.css';

const OUTCOMES: Record<ImportRowOutcome['outcome'], { label: string; color: string }> = {
  added: { label: '已加入', color: 'green' },
  already: { label: '已是客户', color: 'blue' },
  ambiguous: { label: '同名待选', color: 'gold' },
  notFound: { label: '未匹配', color: 'red' },
};

/** 客户导入: upload a list, read its match report, pick among namesakes, and earlier imports. */
export function ImportView() {
  const { message } = App.useApp();
  const groups = useCustomerGroups();
  const [groupId, setGroupId] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const history = useImports(page.pageIndex, page.pageSize);
  const current = useImport(currentId);

  async function upload(file: File) {
    setBusy(true);
    try {
      const detail = await uploadCustomerList(file, groupId);
      setCurrentId(detail.ID_);
      await current.mutate(detail, { revalidate: false });
      void message.success(`导入完成：${summary(detail)}`);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <section className={styles.card} aria-labelledby="import-title" data-testid="import">
        <div className={styles.head}>
          <h1 id="import-title">{T.importTitle}</h1>
          <Space>
            <Button
              icon={<DownloadOutlined />}
              href={apiUrl(CUSTOMER_TEMPLATE_PATH, { format: 'xlsx' })}
              download
              data-testid="import-template"
            >
              {T.template}
            </Button>
            <Button type="link" href={apiUrl(CUSTOMER_TEMPLATE_PATH, { format: 'csv' })} download>
              {T.templateCsv}
            </Button>
          </Space>
        </div>
        <p className={styles.muted}>{T.importHint}</p>
        <Space size={12} wrap>
          <Select
            aria-label={T.importGroup}
            placeholder={`${T.importGroup}（${T.defaultGroup}）`}
            allowClear
            style={{ width: 220 }}
            value={groupId}
            onChange={setGroupId}
            options={(groups.data ?? []).map((g) => ({ value: g.ID_, label: g.name }))}
          />
          <Upload
            accept=".xlsx,.csv"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={busy}
              data-testid="import-upload"
            >
              {T.chooseFile}
            </Button>
          </Upload>
        </Space>
      </section>

      {current.data ? (
        <ImportReport
          detail={current.data}
          onPicked={(d) => void current.mutate(d, { revalidate: false })}
        />
      ) : current.error ? (
        <section className={styles.card}>
          <Alert type="error" showIcon title={current.error.message} />
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="import-history">
        <div className={styles.head}>
          <h2 id="import-history">{T.history}</h2>
        </div>
        <Table<ImportRecord>
          rowKey="ID_"
          size="small"
          loading={history.isLoading}
          dataSource={history.data?.rows ?? []}
          locale={{ emptyText: <EmptyState text={T.noImports} /> }}
          pagination={{
            current: page.pageIndex,
            pageSize: page.pageSize,
            total: history.data?.total ?? 0,
            pageSizeOptions: [10, 20, 50],
            showSizeChanger: true,
            onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }),
          }}
          columns={[
            { title: '文件', dataIndex: 'filename' },
            {
              title: '导入时间',
              dataIndex: 'createdat',
              width: 180,
              render: (v: string) => formatDate(v, true),
            },
            { title: '结果', key: 'totals', render: (_, row) => summary(row) },
            {
              title: '操作',
              key: 'open',
              width: 100,
              render: (_, row) => (
                <Button type="link" size="small" onClick={() => setCurrentId(row.ID_)}>
                  {T.report}
                </Button>
              ),
            },
          ]}
        />
      </section>
    </>
  );
}

function summary(r: Pick<ImportRecord, 'totals'>) {
  const t = r.totals;
  return `共 ${formatCount(t.rows)} 行：已加入 ${t.added}，已是客户 ${t.already}，同名待选 ${t.ambiguous}，未匹配 ${t.notfound}`;
}

function ImportReport({
  detail,
  onPicked,
}: {
  detail: ImportDetail;
  onPicked: (detail: ImportDetail) => void;
}) {
  const { message } = App.useApp();
  const [choice, setChoice] = useState<Record<number, string>>({});

  async function pick(row: number) {
    try {
      const { data, message: text } = await changeCustomerBook<ImportDetail[]>('glzxImportPick', {
        id: detail.ID_,
        row,
        enterpriseId: Number(choice[row]),
      });
      void message.success(text);
      if (data[0]) onPicked(data[0]);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <section className={styles.card} aria-labelledby="import-report" data-testid="import-report">
      <div className={styles.head}>
        <h2 id="import-report">
          {T.report}：{detail.filename}
        </h2>
      </div>
      <div className={styles.totals} data-testid="import-totals">
        <span>共 {formatCount(detail.totals.rows)} 行</span>
        <span>已加入 {detail.totals.added}</span>
        <span>已是客户 {detail.totals.already}</span>
        <span>同名待选 {detail.totals.ambiguous}</span>
        <span>未匹配 {detail.totals.notfound}</span>
      </div>
      <Table<ImportRowOutcome>
        rowKey="row"
        size="small"
        dataSource={detail.report}
        pagination={{ pageSize: 20, pageSizeOptions: [10, 20, 50], showSizeChanger: true }}
        columns={[
          { title: '行号', dataIndex: 'row', width: 70 },
          { title: '企业名称', dataIndex: 'name', render: (v: string) => v || '-' },
          {
            title: '统一社会信用代码',
            dataIndex: 'code',
            width: 200,
            render: (v: string) => v || '-',
          },
          {
            title: '结果',
            dataIndex: 'outcome',
            width: 110,
            render: (v: ImportRowOutcome['outcome']) => (
              <Tag color={OUTCOMES[v].color}>{OUTCOMES[v].label}</Tag>
            ),
          },
          {
            title: '匹配企业 / 说明',
            key: 'match',
            render: (_, r) => {
              if (r.outcome === 'added' || r.outcome === 'already') {
                return <Link href={profileHref(r.qyid)}>{r.qymc}</Link>;
              }
              if (r.outcome === 'notFound') return <span className={styles.muted}>{r.reason}</span>;
              if (r.outcome !== 'ambiguous') return null;
              return (
                <Space.Compact>
                  <Select
                    aria-label={`第 ${r.row} 行的候选企业`}
                    placeholder={`${r.candidates.length} 家同名企业，请选择`}
                    style={{ width: 320 }}
                    value={choice[r.row]}
                    onChange={(v: string) => setChoice((c) => ({ ...c, [r.row]: v }))}
                    options={r.candidates.map((c) => ({
                      value: c.qyid,
                      label: `${c.qymc}（${c.region}，${c.tyshxydm}）`,
                    }))}
                  />
                  <Button disabled={!choice[r.row]} onClick={() => void pick(r.row)}>
                    {T.pick}
                  </Button>
                </Space.Compact>
              );
            },
          },
        ]}
      />
    </section>
  );
}
