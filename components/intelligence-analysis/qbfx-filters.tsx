'use client';

import { Cascader, DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { RegionPicker } from '@/components/chains/region-picker';
import { useChains, useChainTree } from '@/lib/client/use-chains';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useIndustryTree } from '@/lib/client/use-reference-trees';
import type { ChainNodeRecord } from '@/lib/contract/chains';
import type { IndustryNode } from '@/lib/contract/form-query';
import { EVENT_IMPORTANCE_LABELS, INDUSTRY_EVENT_KIND_OPTIONS } from '@/lib/contract/intelligence';
import type { QbfxFilter } from '@/lib/contract/intelligence-analysis';
import type { FilterState } from '@/lib/intelligence-analysis/url-state';

// The filter bar of 情报分析: the feed's filters (chain and link or industry, region, kinds,
// importance, period). The period shown is the one answered (the last 90 days by default).

type Props = {
  state: FilterState;
  /** The filter the figures were computed for (the period made explicit). */
  answered: QbfxFilter | undefined;
  onChange: (patch: FilterState) => void;
};

type Option = { value: string; label: string; children?: Option[] };

const industryOptions = (nodes: IndustryNode[]): Option[] =>
  nodes.map((n) => ({
    value: n.value,
    label: `${n.value} ${n.name}`,
    ...(n.children?.length ? { children: industryOptions(n.children) } : {}),
  }));

/** The industry codes from the 门类 down to `code` (a code's prefixes, under its letter). */
function industryPath(tree: IndustryNode[], code: string): string[] | undefined {
  for (const n of tree) {
    if (n.value === code) return [n.value];
    const below = n.children ? industryPath(n.children, code) : undefined;
    if (below) return [n.value, ...below];
  }
  return undefined;
}

const linksOf = (nodes: ChainNodeRecord[]): ChainNodeRecord[] =>
  nodes.flatMap((n) => [...(n.level >= 3 ? [n] : []), ...linksOf(n.children)]);

const PRESETS = [
  { label: '近30天', days: 30 },
  { label: '近90天', days: 90 },
  { label: '近半年', days: 182 },
  { label: '近一年', days: 365 },
];

export function QbfxFilters({ state, answered, onChange }: Props) {
  const { user } = useCurrentUser();
  const chains = useChains(Boolean(user));
  const tree = useChainTree(state.chain ?? null, '000000');
  const industries = useIndustryTree(user?.userId, 3, Boolean(user));
  const links = useMemo(() => (tree.data ? linksOf(tree.data.nodes) : []), [tree.data]);
  const industryTree = useMemo(() => industryOptions(industries ?? []), [industries]);
  const from = state.from ?? answered?.from;
  const to = state.to ?? answered?.to;

  return (
    <section aria-label="筛选条件" data-testid="qbfx-filters">
      <Space wrap size={[16, 12]}>
        <Space>
          <span>产业链</span>
          <Select
            aria-label="产业链"
            allowClear
            placeholder="全部产业链"
            style={{ width: 180 }}
            value={state.chain}
            loading={!chains.data}
            options={(chains.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            onChange={(chain?: string) => onChange({ chain: chain ?? '' })}
            data-testid="qbfx-chain"
          />
          <Select
            aria-label="环节"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={state.chain ? '全部环节' : '请先选择产业链'}
            disabled={!state.chain}
            style={{ width: 200 }}
            value={state.node}
            options={links.map((n) => ({ value: n.code, label: `${n.stage} · ${n.name}` }))}
            onChange={(node?: string) => onChange({ node: node ?? '' })}
            data-testid="qbfx-node"
          />
        </Space>
        <Space>
          <span>行业</span>
          <Cascader
            aria-label="行业"
            changeOnSelect
            allowClear
            placeholder="全部行业"
            style={{ width: 240 }}
            options={industryTree}
            value={state.industry ? industryPath(industries ?? [], state.industry) : undefined}
            showSearch={{
              filter: (input, path) => path.some((o) => String(o.label).includes(input.trim())),
            }}
            onChange={(codes) => onChange({ industry: String((codes ?? []).at(-1) ?? '') })}
            data-testid="qbfx-industry"
          />
        </Space>
        <Space>
          <span>地区</span>
          <RegionPicker
            value={answered?.region.code ?? state.region}
            onChange={(region) => onChange({ region })}
            data-testid="qbfx-region"
          />
        </Space>
        <Space>
          <span>事件类型</span>
          <Select
            aria-label="事件类型"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder="全部类型"
            style={{ width: 300 }}
            value={state.kinds ? state.kinds.split(',') : []}
            options={INDUSTRY_EVENT_KIND_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            onChange={(kinds: string[]) => onChange({ kinds: kinds.join(',') })}
            data-testid="qbfx-kinds"
          />
        </Space>
        <Space>
          <span>重要程度</span>
          <Select
            aria-label="重要程度"
            style={{ width: 130 }}
            value={state.importance ?? '1'}
            options={[
              { value: '1', label: '全部' },
              { value: '2', label: `${EVENT_IMPORTANCE_LABELS[2]}及以上` },
              { value: '3', label: EVENT_IMPORTANCE_LABELS[3] },
            ]}
            onChange={(importance: string) => onChange({ importance })}
            data-testid="qbfx-importance"
          />
        </Space>
        <Space>
          <span>时间</span>
          <DatePicker.RangePicker
            aria-label="时间"
            allowClear
            value={from && to ? [dayjs(from), dayjs(to)] : null}
            presets={PRESETS.map((p) => ({
              label: p.label,
              value: [dayjs().subtract(p.days - 1, 'day'), dayjs()],
            }))}
            onChange={(range) => {
              // Cleared: every date in the feed, the default period (90 days) in the analysis.
              if (!range) onChange({ from: '', to: '' });
              else if (range[0] && range[1])
                onChange({
                  from: range[0].format('YYYY-MM-DD'),
                  to: range[1].format('YYYY-MM-DD'),
                });
            }}
            data-testid="qbfx-period"
          />
        </Space>
      </Space>
    </section>
  );
}
