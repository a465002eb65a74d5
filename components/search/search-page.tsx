'use client';

import { formatCount } from '@/lib/format';
import { Select, Skeleton, Tag } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { KEY_TYPES, SORTS, type KeyType, type SortKey } from '@/lib/contract/search';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useAddressTree, useIndustryTree } from '@/lib/client/use-reference-trees';
import { ExportButton } from './export-button';
import { FilterPanel } from './filter-panel';
import {
  filterParams,
  readSearchState,
  searchParams,
  toQueryString,
  type SearchState,
} from './query-string';
import { ResultTable } from './result-table';
import { SuggestInput } from './suggest-input';
import { useSearchResults, useSearchStats } from './use-search';
import styles from './search.module.css';

/** 找企业: keyword and type, filters with counts, results, export; the URL holds the query. */
export function SearchPage() {
  const router = useRouter();
  const pathname = usePathname();
  const state = readSearchState(useSearchParams());
  const { user } = useCurrentUser();
  const address = useAddressTree(user?.userId, 2, Boolean(user));
  const industries = useIndustryTree(user?.userId, 2, Boolean(user));
  const filters = filterParams(state);
  const results = useSearchResults(searchParams(state));
  const stats = useSearchStats(filters);

  // Any change but paging starts again at page 1.
  const update = (patch: Partial<SearchState>) => {
    const next = { ...state, pageIndex: 1, ...patch };
    router.push(`${pathname}${toQueryString(searchParams(next))}`, { scroll: false });
  };
  const sort: Record<string, string> = {};
  if (state.sort !== 'relevance') sort.sort = state.sort;
  if (state.order !== 'desc') sort.order = state.order;

  return (
    <main className={styles.page}>
      <div className={styles.searchBar}>
        <Select<KeyType>
          aria-label="搜索范围"
          value={state.keyType}
          style={{ width: 150 }}
          size="large"
          data-testid="key-type"
          options={KEY_TYPES.map((k) => ({ value: k.value, label: k.label }))}
          onChange={(keyType) => update({ keyType })}
        />
        <SuggestInput
          key={state.keyword}
          size="large"
          width={640}
          defaultValue={state.keyword}
          testId="search-input"
          onSearch={(keyword) => update({ keyword })}
        />
        {stats.data?.datasetkind === 'demo' ? (
          <Tag className={styles.demoTag} data-testid="demo-data-tag">
            演示数据
          </Tag>
        ) : null}
      </div>
      <FilterPanel
        state={state}
        stats={stats.data}
        address={address}
        industries={industries}
        onChange={(key, values) => update({ filters: { ...state.filters, [key]: values } })}
      />
      <div className={styles.toolbar}>
        <span data-testid="result-total">
          {results.data
            ? `找到 ${formatCount(results.data.total)}${results.data.capped ? '+' : ''} 家企业`
            : ''}
        </span>
        <span style={{ display: 'flex', gap: 8 }}>
          <Select<string>
            aria-label="排序"
            value={`${state.sort}:${state.order}`}
            style={{ width: 160 }}
            data-testid="sort"
            onChange={(v) => {
              const [s, o] = v.split(':') as [SortKey, 'asc' | 'desc'];
              update({ sort: s, order: o });
            }}
            options={SORTS.flatMap((s) =>
              s.value === 'relevance'
                ? [{ value: 'relevance:desc', label: '按相关度' }]
                : [
                    { value: `${s.value}:desc`, label: `${s.label}从高到低` },
                    { value: `${s.value}:asc`, label: `${s.label}从低到高` },
                  ],
            )}
          />
          <ExportButton filters={filters} sort={sort} />
        </span>
      </div>
      {!results.data && results.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <ResultTable
          rows={results.data?.rows ?? []}
          total={results.data?.total ?? 0}
          loading={results.isValidating}
          pageIndex={state.pageIndex}
          pageSize={state.pageSize}
          onPage={(pageIndex, pageSize) => update({ pageIndex, pageSize })}
        />
      )}
    </main>
  );
}
