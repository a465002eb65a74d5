'use client';

import { Alert, Badge, Button, Checkbox, Select, Skeleton, Table, Tag } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import {
  LINK_MAX_RESULTS,
  LINK_SORTS,
  PLACEMENT_CONFIDENCE_OPTIONS,
  type LinkEnterpriseRecord,
  type LinkSort,
  type PlacementConfidenceValue,
} from '@/lib/contract/chains';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';
import { formatCount, formatDate } from '@/lib/format';
import { profileHref } from '@/lib/site/enterprise-routes';
import {
  INITIAL_LINK_LIST,
  LINK_FILTER_KEYS,
  activeFilterCount,
  linkFilterOptions,
  linkFilterParams,
  linkListParams,
  linkSortParams,
  type LinkFilterKey,
  type LinkListState,
} from '@/lib/chains/link-list';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useIndustryTree } from '@/lib/client/use-reference-trees';
import { useLinkEnterprises } from '@/lib/client/use-chains';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportButton } from '@/components/search/export-button';
import { FilterPanel } from '@/components/search/filter-panel';
import { capitalText } from '@/components/search/result-table';
import { ConfidenceTag } from './confidence-tag';
import { EvidencePopover } from './evidence-popover';
import { CHAIN_SCREEN_TEXT } from './messages';
import { ReportPlacement } from './report-placement';
import styles from './chains.module.css';

type Props = { node: string; nodeName: string; region: string };

const ALIVE = new Set(['存续', '在业']);
const OPTIONS = linkFilterOptions();
const isLinkFilter = (key: string): key is LinkFilterKey =>
  (LINK_FILTER_KEYS as readonly string[]).includes(key);

/**
 * 企业列表: a link's enterprises in the region, sortable, filtered by 找企业's filters and by
 * how sure the placement is, paged, exportable; each row says why it is on the link and can
 * be reported as wrong.
 */
export function LinkEnterprises({ node, nodeName, region }: Props) {
  const [state, setState] = useState<LinkListState>(INITIAL_LINK_LIST);
  const [showFilters, setShowFilters] = useState(false);
  const { user } = useCurrentUser();
  const industries = useIndustryTree(user?.userId, 2, showFilters);
  const { data, error, isLoading, isValidating } = useLinkEnterprises(
    linkListParams(node, region, state),
  );
  // Any change but paging starts again at page 1.
  const update = (patch: Partial<LinkListState>) =>
    setState((s) => ({ ...s, pageIndex: 1, ...patch }));
  const filtersSet = activeFilterCount(state);

  return (
    <div data-testid="link-enterprises">
      <div className={styles.listToolbar}>
        <span className={styles.label}>{CHAIN_SCREEN_TEXT.confidence}</span>
        <Checkbox.Group<PlacementConfidenceValue>
          aria-label={CHAIN_SCREEN_TEXT.confidence}
          data-testid="confidence-filter"
          options={PLACEMENT_CONFIDENCE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          value={state.confidence}
          // At least one: an empty set would mean the API's default, not "none".
          onChange={(values) => values.length && update({ confidence: values })}
        />
        <Badge count={filtersSet} size="small">
          <Button
            onClick={() => setShowFilters((v) => !v)}
            aria-expanded={showFilters}
            data-testid="filter-toggle"
          >
            {CHAIN_SCREEN_TEXT.filters}
          </Button>
        </Badge>
        <div className={styles.listToolbarEnd}>
          <Select<string>
            aria-label="排序"
            value={`${state.sort}:${state.order}`}
            style={{ width: 170 }}
            data-testid="link-sort"
            onChange={(v) => {
              const [sort, order] = v.split(':') as [LinkSort, 'asc' | 'desc'];
              update({ sort, order });
            }}
            options={LINK_SORTS.flatMap((s) => [
              { value: `${s.value}:desc`, label: `${s.label}从高到低` },
              { value: `${s.value}:asc`, label: `${s.label}从低到高` },
            ])}
          />
          <ExportButton
            filters={linkFilterParams(node, region, state)}
            sort={linkSortParams(state)}
            quotaAlias="cylExportQuota"
            exportPath="/api-zsai-query/zsai/cyl/export"
            title={`导出「${nodeName}」企业列表`}
          />
        </div>
      </div>
      {showFilters && (
        <div className={styles.listFilters}>
          <FilterPanel
            state={state}
            stats={OPTIONS}
            counted={false}
            rows={LINK_FILTER_KEYS}
            address={undefined}
            industries={industries}
            onChange={(key, values) => {
              if (isLinkFilter(key)) update({ filters: { ...state.filters, [key]: values } });
            }}
          />
        </div>
      )}
      {state.confidence.includes('weak') && (
        <Alert
          type="info"
          showIcon
          title={CHAIN_SCREEN_TEXT.weakHint}
          style={{ marginBottom: 8 }}
        />
      )}
      {error ? (
        <Alert type="error" showIcon title={error.message} data-testid="link-enterprises-error" />
      ) : !data && isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Table<LinkEnterpriseRecord>
          rowKey="ID_"
          size="middle"
          data-testid="link-enterprise-table"
          loading={isValidating && !!data}
          dataSource={data?.rows ?? []}
          locale={{
            emptyText: (
              <EmptyState
                text={
                  filtersSet || state.confidence.join() !== INITIAL_LINK_LIST.confidence.join()
                    ? CHAIN_SCREEN_TEXT.noMatches
                    : CHAIN_SCREEN_TEXT.noEnterprises
                }
              />
            ),
          }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: state.pageIndex,
            pageSize: state.pageSize,
            // Paging reaches the first LINK_MAX_RESULTS rows (the API's limit).
            total: Math.min(data?.extra.totalCount ?? 0, LINK_MAX_RESULTS),
            showSizeChanger: true,
            pageSizeOptions: SEARCH_PAGE_SIZES.map(String),
            showTotal: () => (
              <span data-testid="link-total">
                共 {formatCount(data?.extra.totalCount ?? 0)} 家企业
              </span>
            ),
            onChange: (pageIndex, pageSize) =>
              setState((s) => ({
                ...s,
                pageIndex: pageSize === s.pageSize ? pageIndex : 1,
                pageSize,
              })),
          }}
          columns={[
            {
              title: '企业名称',
              dataIndex: 'qymc',
              width: 320,
              render: (_, r) => (
                <div className={styles.nameCell}>
                  <Link
                    href={profileHref(r.ID_)}
                    className={styles.nameLink}
                    data-testid="link-enterprise-name"
                  >
                    {r.qymc}
                  </Link>
                  <Tag
                    color={ALIVE.has(r.status) ? 'green' : 'default'}
                    style={ALIVE.has(r.status) ? { color: '#237804' } : undefined}
                  >
                    {r.status}
                  </Tag>
                  {r.tags.slice(0, 3).map((t) => (
                    <Tag key={t} color="blue" style={{ color: '#0958d9' }}>
                      {t}
                    </Tag>
                  ))}
                </div>
              ),
            },
            {
              title: CHAIN_SCREEN_TEXT.confidence,
              dataIndex: 'confidence',
              width: 170,
              render: (_, r) => (
                <div className={styles.nameCell}>
                  <ConfidenceTag value={r.confidence} />
                  <EvidencePopover
                    name={r.qymc}
                    node={node}
                    evidence={r.evidence}
                    confidence={r.confidence}
                    score={r.score}
                  />
                </div>
              ),
            },
            { title: '注册资本', dataIndex: 'zczb', width: 140, render: (_, r) => capitalText(r) },
            {
              title: '成立日期',
              dataIndex: 'clrq',
              width: 110,
              render: (v: string) => formatDate(v),
            },
            { title: '所属地区', dataIndex: 'region', width: 170 },
            { title: '所属行业', dataIndex: 'dlhy', width: 150 },
            {
              title: '操作',
              key: 'actions',
              width: 90,
              fixed: 'right',
              render: (_, r) => (
                <ReportPlacement node={node} nodeName={nodeName} qyid={r.ID_} qymc={r.qymc} />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
