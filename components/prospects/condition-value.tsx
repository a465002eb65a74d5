'use client';

import { Cascader, Checkbox, DatePicker, InputNumber, Select, Space, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { AddressNode, IndustryNode } from '@/lib/contract/form-query';
import type { ChainNodeRecord } from '@/lib/contract/chains';
import { PROSPECT_FIELDS, PROSPECT_PERIODS, PROSPECT_RISKS } from '@/lib/contract/prospects';
import { useChainTree, useChains } from '@/lib/client/use-chains';
import type { EditorCondition } from './tree';
import { PROSPECT_TEXT } from './messages';
import { OPTION_LISTS } from './option-lists';
import styles from './prospects.module.css';

// The value widgets of one condition, by the field's kind: the trees and option lists of find
// companies' filters, windows for the activity dimensions, a range, the risk exclusions.

export type TreeData = {
  address: AddressNode[] | undefined;
  industries: IndustryNode[] | undefined;
};

type Props = {
  condition: EditorCondition;
  trees: TreeData;
  onChange: (patch: Partial<EditorCondition>) => void;
};

function pathTo<T>(
  nodes: readonly T[],
  code: string,
  key: (n: T) => string,
  kids: (n: T) => T[] | undefined,
  trail: string[] = [],
): string[] | null {
  for (const node of nodes) {
    const here = [...trail, key(node)];
    if (key(node) === code) return here;
    const found = pathTo(kids(node) ?? [], code, key, kids, here);
    if (found) return found;
  }
  return null;
}

const lastOf = (paths: (string | number)[][]) => paths.map((p) => String(p[p.length - 1]));

type TreeOption = { value: string; title: string; children: TreeOption[] };
const toTreeOptions = (nodes: ChainNodeRecord[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.code, title: n.name, children: toTreeOptions(n.children) }));

/** 产业链环节: a chain, then its nodes (a node includes the nodes below it). */
function LinkPicker({ condition, onChange }: Omit<Props, 'trees'>) {
  const chains = useChains();
  const [chain, setChain] = useState<string | null>(condition.values[0]?.split('.')[0] ?? null);
  const tree = useChainTree(chain, '000000');
  return (
    <Space wrap>
      <Select<string>
        aria-label={PROSPECT_TEXT.chainPlaceholder}
        placeholder={PROSPECT_TEXT.chainPlaceholder}
        style={{ width: 180 }}
        value={chain ?? undefined}
        loading={chains.isLoading}
        options={(chains.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        onChange={(code) => {
          setChain(code);
          onChange({ values: [] });
        }}
        data-testid="condition-link-chain"
      />
      <TreeSelect<string[]>
        aria-label={PROSPECT_TEXT.linkPlaceholder}
        placeholder={PROSPECT_TEXT.linkPlaceholder}
        style={{ width: 320 }}
        multiple
        treeCheckable={false}
        showSearch
        treeNodeFilterProp="title"
        maxTagCount="responsive"
        disabled={!chain}
        loading={tree.isLoading}
        value={condition.values}
        treeData={toTreeOptions(tree.data?.nodes ?? [])}
        onChange={(values) => onChange({ values: values.slice(0, 20) })}
        data-testid="condition-link"
      />
    </Space>
  );
}

/** An activity window: 近1年 … or a date range, and at least N of them. */
function ActivityPicker({ condition, onChange }: Omit<Props, 'trees'>) {
  return (
    <Space wrap>
      <Select<EditorCondition['period']>
        aria-label={PROSPECT_TEXT.riskPeriod}
        style={{ width: 120 }}
        value={condition.period}
        options={[
          ...PROSPECT_PERIODS.map((p) => ({ value: p.value, label: p.label })),
          { value: 'range' as const, label: PROSPECT_TEXT.periods.range },
        ]}
        onChange={(period) => onChange({ period, from: undefined, to: undefined })}
        data-testid="condition-period"
      />
      {condition.period === 'range' && (
        <DatePicker.RangePicker
          aria-label={PROSPECT_TEXT.periods.range}
          allowEmpty={[true, true]}
          value={[
            condition.from ? dayjs(condition.from) : null,
            condition.to ? dayjs(condition.to) : null,
          ]}
          onChange={(range) =>
            onChange({
              from: range?.[0]?.format('YYYY-MM-DD'),
              to: range?.[1]?.format('YYYY-MM-DD'),
            })
          }
        />
      )}
      <span className={styles.hint}>{PROSPECT_TEXT.atLeast}</span>
      <InputNumber<number>
        aria-label={`${PROSPECT_TEXT.atLeast}（${PROSPECT_TEXT.times}）`}
        min={1}
        max={1000}
        precision={0}
        style={{ width: 80 }}
        value={condition.min ?? 1}
        onChange={(min) => onChange({ min: min ?? undefined })}
        data-testid="condition-min"
      />
      <span className={styles.hint}>{PROSPECT_TEXT.times}</span>
    </Space>
  );
}

/** The widgets of a condition's value; nothing before a field is chosen. */
export function ConditionValue({ condition, trees, onChange }: Props) {
  const field = condition.field;
  if (!field) return null;
  const kind = PROSPECT_FIELDS.find((f) => f.value === field)!.kind;
  switch (kind) {
    case 'region':
      return (
        <Cascader
          aria-label={PROSPECT_TEXT.regionPlaceholder}
          multiple
          showSearch
          maxTagCount="responsive"
          style={{ width: 420 }}
          placeholder={PROSPECT_TEXT.regionPlaceholder}
          options={trees.address ?? []}
          fieldNames={{ label: 'label', value: 'code', children: 'children' }}
          value={condition.values.map(
            (c) =>
              pathTo(
                trees.address ?? [],
                c,
                (n) => n.code,
                (n) => n.children,
              ) ?? [c],
          )}
          onChange={(paths) => onChange({ values: lastOf(paths) })}
          data-testid="condition-addr"
        />
      );
    case 'industry':
      return (
        <Cascader
          aria-label={PROSPECT_TEXT.industryPlaceholder}
          multiple
          showSearch
          maxTagCount="responsive"
          style={{ width: 420 }}
          placeholder={PROSPECT_TEXT.industryPlaceholder}
          options={trees.industries ?? []}
          fieldNames={{ label: 'name', value: 'value', children: 'children' }}
          value={condition.values.map(
            (c) =>
              pathTo(
                trees.industries ?? [],
                c,
                (n) => n.value,
                (n) => n.children,
              ) ?? [c],
          )}
          onChange={(paths) => onChange({ values: lastOf(paths) })}
          data-testid="condition-sshy"
        />
      );
    case 'options':
      return (
        <Select<string[]>
          aria-label={PROSPECT_TEXT.optionsPlaceholder}
          mode="multiple"
          allowClear
          style={{ minWidth: 280 }}
          placeholder={PROSPECT_TEXT.optionsPlaceholder}
          value={condition.values}
          options={OPTION_LISTS[field]!.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(values) => onChange({ values })}
          data-testid={`condition-${field}`}
        />
      );
    case 'chain':
      return <ChainPicker condition={condition} onChange={onChange} />;
    case 'link':
      return <LinkPicker condition={condition} onChange={onChange} />;
    case 'activity':
      return <ActivityPicker condition={condition} onChange={onChange} />;
    case 'range':
      return (
        <Space wrap>
          <InputNumber<number>
            aria-label={PROSPECT_TEXT.insuredMin}
            placeholder={PROSPECT_TEXT.insuredMin}
            min={0}
            precision={0}
            style={{ width: 140 }}
            value={condition.min}
            onChange={(min) => onChange({ min: min ?? undefined })}
            data-testid="condition-insured-min"
          />
          <span className={styles.hint}>~</span>
          <InputNumber<number>
            aria-label={PROSPECT_TEXT.insuredMax}
            placeholder={PROSPECT_TEXT.insuredMax}
            min={0}
            precision={0}
            style={{ width: 140 }}
            value={condition.max}
            onChange={(max) => onChange({ max: max ?? undefined })}
            data-testid="condition-insured-max"
          />
          <span className={styles.hint}>{PROSPECT_TEXT.insuredUnit}</span>
        </Space>
      );
    case 'risk':
      return (
        <Space wrap>
          <Checkbox.Group
            aria-label={PROSPECT_TEXT.valueLabel}
            value={condition.values}
            options={PROSPECT_RISKS.map((r) => ({ value: r.value, label: r.label }))}
            onChange={(values) => onChange({ values: values.map(String) })}
            data-testid="condition-risk"
          />
          <Select<EditorCondition['period']>
            aria-label={PROSPECT_TEXT.riskPeriod}
            style={{ width: 110 }}
            value={condition.period === 'range' ? '1y' : condition.period}
            options={PROSPECT_PERIODS.map((p) => ({ value: p.value, label: p.label }))}
            onChange={(period) => onChange({ period })}
          />
        </Space>
      );
    case 'flag':
      return <span className={styles.hint}>{PROSPECT_TEXT.notCustomerHint}</span>;
  }
}

function ChainPicker({ condition, onChange }: Omit<Props, 'trees'>) {
  const chains = useChains();
  return (
    <Select<string[]>
      aria-label={PROSPECT_TEXT.chainPlaceholder}
      mode="multiple"
      allowClear
      style={{ minWidth: 280 }}
      placeholder={PROSPECT_TEXT.chainPlaceholder}
      loading={chains.isLoading}
      value={condition.values}
      options={(chains.data ?? []).map((c) => ({ value: c.ID_, label: c.name }))}
      onChange={(values) => onChange({ values })}
      data-testid="condition-cyl"
    />
  );
}
