'use client';

import { formatCount, withCount } from '@/lib/format';
import { Cascader, Tag } from 'antd';
import {
  capitalRangeLabel,
  foundedRangeLabel,
  type FacetBucket,
  type SearchStats,
} from '@/lib/contract/search';
import type { AddressNode, IndustryNode } from '@/lib/contract/form-query';
import { FILTER_KEYS, type FilterKey } from './query-string';
import styles from './search.module.css';

type Props = {
  /** The selected values by filter (a list without a filter passes only the ones it shows). */
  state: { filters: Partial<Record<FilterKey, string[]>> };
  /** The options with their counts; 找企业's facets, or a list's fixed options. */
  stats: (Partial<Pick<SearchStats, FilterKey>> & { sampled?: boolean }) | undefined;
  address: AddressNode[] | undefined;
  industries: IndustryNode[] | undefined;
  onChange: (key: FilterKey, values: string[]) => void;
  /** The filters shown (default all); a chain link's list leaves out region and chain. */
  rows?: readonly FilterKey[];
  /** Show each option's count (default true); false where the options carry none. */
  counted?: boolean;
};

const ROWS: { key: FilterKey; label: string }[] = [
  { key: 'zczb', label: '注册资本' },
  { key: 'clnx', label: '成立年限' },
  { key: 'qylx', label: '企业类型' },
  { key: 'status', label: '登记状态' },
  { key: 'cyl', label: '产业链' },
  { key: 'other', label: '更多筛选' },
];

// An open range arrives in the URL (the assistant's 在找企业中打开): shown as its own tag.
const CUSTOM_LABELS: Partial<Record<FilterKey, (value: string) => string>> = {
  zczb: capitalRangeLabel,
  clnx: foundedRangeLabel,
};

function Options({
  buckets,
  selected,
  onToggle,
  testId,
  counted,
  customLabel,
}: {
  buckets: FacetBucket[];
  selected: string[];
  onToggle: (value: string, on: boolean) => void;
  testId: string;
  counted: boolean;
  customLabel?: (value: string) => string;
}) {
  const custom = customLabel ? selected.filter((v) => !buckets.some((b) => b.value === v)) : [];
  return (
    <div className={styles.options} data-testid={testId}>
      {buckets.map((b) => (
        <Tag.CheckableTag
          key={b.value}
          checked={selected.includes(b.value)}
          onChange={(on) => onToggle(b.value, on)}
        >
          {b.label}
          {counted && <span className={styles.count}>（{formatCount(b.count)}）</span>}
        </Tag.CheckableTag>
      ))}
      {custom.map((v) => (
        <Tag.CheckableTag key={v} checked onChange={(on) => onToggle(v, on)}>
          {customLabel?.(v)}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

// Cascader values are paths of codes; the filter keeps the deepest code of each path.
const lastOf = (paths: (string | number)[][]) => paths.map((p) => String(p[p.length - 1]));

function findPath<T>(
  nodes: T[],
  code: string,
  key: (n: T) => string,
  kids: (n: T) => T[] | undefined,
  trail: string[] = [],
): string[] | null {
  for (const node of nodes) {
    const here = [...trail, key(node)];
    if (key(node) === code) return here;
    const found = findPath(kids(node) ?? [], code, key, kids, here);
    if (found) return found;
  }
  return null;
}

/** 高级搜索: every filter of SPEC.md §3 with the count of results each option would keep. */
export function FilterPanel({
  state,
  stats,
  address,
  industries,
  onChange,
  rows = FILTER_KEYS,
  counted = true,
}: Props) {
  const selected = (key: FilterKey) => state.filters[key] ?? [];
  const toggle = (key: FilterKey) => (value: string, on: boolean) => {
    const current = selected(key);
    onChange(key, on ? [...current, value] : current.filter((v) => v !== value));
  };
  const facetCount = (list: FacetBucket[] | undefined) =>
    new Map(counted ? (list ?? []).map((b) => [b.value, b.count]) : []);
  const shows = (key: FilterKey) => rows.includes(key);
  const provinceCounts = facetCount(stats?.addr);
  const categoryCounts = facetCount(stats?.sshy);

  return (
    <section className={styles.filters} aria-label="高级搜索">
      {stats?.sampled ? (
        // Past 10,000 matches the counts are of the first 10,000 found (docs/search.md).
        <p className={styles.sampleNote} data-testid="facet-sample-note">
          匹配企业超过1万家，筛选项计数基于前1万家匹配企业
        </p>
      ) : null}
      <div className={styles.row}>
        {shows('addr') && <span className={styles.label}>所属地区</span>}
        {shows('addr') && (
          <Cascader
            aria-label="所属地区"
            multiple
            showSearch
            maxTagCount="responsive"
            style={{ width: 420 }}
            placeholder="选择省、市、区县"
            data-testid="filter-addr"
            options={(address ?? []).map((p) => ({
              ...p,
              label: provinceCounts.has(p.code)
                ? withCount(p.label, provinceCounts.get(p.code)!)
                : p.label,
            }))}
            fieldNames={{ label: 'label', value: 'code', children: 'children' }}
            value={selected('addr').map(
              (c) =>
                findPath(
                  address ?? [],
                  c,
                  (n) => n.code,
                  (n) => n.children,
                ) ?? [c],
            )}
            onChange={(paths) => onChange('addr', lastOf(paths))}
          />
        )}
        {shows('sshy') && <span className={styles.label}>所属行业</span>}
        {shows('sshy') && (
          <Cascader
            aria-label="所属行业"
            multiple
            showSearch
            maxTagCount="responsive"
            style={{ width: 420 }}
            placeholder="选择行业门类、大类"
            data-testid="filter-sshy"
            options={(industries ?? []).map((n) => ({
              ...n,
              name: categoryCounts.has(n.value)
                ? withCount(n.name, categoryCounts.get(n.value)!)
                : n.name,
            }))}
            fieldNames={{ label: 'name', value: 'value', children: 'children' }}
            value={selected('sshy').map(
              (c) =>
                findPath(
                  industries ?? [],
                  c,
                  (n) => n.value,
                  (n) => n.children,
                ) ?? [c],
            )}
            onChange={(paths) => onChange('sshy', lastOf(paths))}
          />
        )}
      </div>
      {ROWS.filter((row) => shows(row.key)).map((row) => (
        <div className={styles.row} key={row.key}>
          <span className={styles.label}>{row.label}</span>
          <Options
            testId={`filter-${row.key}`}
            buckets={stats?.[row.key] ?? []}
            selected={selected(row.key)}
            onToggle={toggle(row.key)}
            counted={counted}
            customLabel={CUSTOM_LABELS[row.key]}
          />
        </div>
      ))}
    </section>
  );
}
