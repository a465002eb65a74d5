'use client';

import { DatePicker, Radio, Switch, Tag } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { LEAD_CUSTOMER_OPTIONS, type LeadCustomerFilter } from '@/lib/contract/leads';
import { CAPITAL_RANGES, OTHER_OPTIONS, type FacetBucket } from '@/lib/contract/search';
import { useChains } from '@/lib/client/use-chains';
import { useCustomerBookAllowed } from '@/lib/client/use-customers';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useIndustryTree } from '@/lib/client/use-reference-trees';
import { RegionPicker } from '@/components/chains/region-picker';
import { FilterPanel } from '@/components/search/filter-panel';
import { LEAD_TEXT } from './messages';
import {
  LEAD_SEARCH_FILTERS,
  triggersOf,
  type LeadKind,
  type LeadSearchFilter,
  type LeadUrlState,
} from './url-state';
import styles from './leads.module.css';

type Props = {
  kind: LeadKind;
  state: LeadUrlState;
  /** The region the list answered for (the caller's city while the URL names none). */
  answeredRegion: string | null;
  onChange: (patch: Partial<LeadUrlState>) => void;
};

const bucketsOf = (list: readonly { value: string; label: string }[]): FacetBucket[] =>
  list.map((o) => ({ value: o.value, label: o.label, count: 0 }));
const isLeadFilter = (key: string): key is LeadSearchFilter =>
  (LEAD_SEARCH_FILTERS as readonly string[]).includes(key);

/** The filters of a lead list: region, find companies' filters, trigger, date, customers, risk. */
export function LeadFilters({ kind, state, answeredRegion, onChange }: Props) {
  const { user } = useCurrentUser();
  const industries = useIndustryTree(user?.userId, 2, Boolean(user));
  const chains = useChains(Boolean(user));
  const bookAllowed = useCustomerBookAllowed();
  const ids = { trigger: useId(), date: useId(), customer: useId(), risky: useId() };
  const options = {
    zczb: bucketsOf(CAPITAL_RANGES),
    other: bucketsOf(OTHER_OPTIONS),
    cyl: (chains.data ?? []).map((c) => ({ value: c.ID_, label: c.name, count: 0 })),
  };
  const toggleTrigger = (value: LeadUrlState['trigger'][number], on: boolean) =>
    onChange({
      trigger: on ? [...state.trigger, value] : state.trigger.filter((t) => t !== value),
    });

  return (
    <section className={styles.filters} aria-label="筛选条件" data-testid="lead-filters">
      <div className={styles.row}>
        <span className={styles.label}>{LEAD_TEXT.region}</span>
        <RegionPicker
          value={state.region ?? answeredRegion}
          placeholder={LEAD_TEXT.locating}
          onChange={(region) => onChange({ region })}
          data-testid="lead-region"
        />
      </div>
      <FilterPanel
        state={state}
        stats={options}
        counted={false}
        rows={['sshy', 'zczb', 'cyl', 'other']}
        address={undefined}
        industries={industries}
        onChange={(key, values) => {
          if (isLeadFilter(key)) onChange({ filters: { ...state.filters, [key]: values } });
        }}
      />
      <div className={styles.row}>
        <span className={styles.label} id={ids.trigger}>
          {LEAD_TEXT.trigger}
        </span>
        <div
          className={styles.options}
          role="group"
          aria-labelledby={ids.trigger}
          data-testid="lead-trigger-filter"
        >
          {triggersOf(kind).map((t) => (
            <Tag.CheckableTag
              key={t.value}
              checked={state.trigger.includes(t.value)}
              onChange={(on) => toggleTrigger(t.value, on)}
              data-value={t.value}
            >
              {t.label}
            </Tag.CheckableTag>
          ))}
        </div>
      </div>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={ids.date}>
          {LEAD_TEXT.dateRange}
        </label>
        <DatePicker.RangePicker
          id={{ start: ids.date }}
          value={[
            state.dateFrom ? dayjs(state.dateFrom) : null,
            state.dateTo ? dayjs(state.dateTo) : null,
          ]}
          allowEmpty={[true, true]}
          onChange={(range) =>
            onChange({
              dateFrom: range?.[0]?.format('YYYY-MM-DD') ?? null,
              dateTo: range?.[1]?.format('YYYY-MM-DD') ?? null,
            })
          }
          data-testid="lead-date-range"
        />
        <span className={styles.spacer} />
        {bookAllowed && (
          <>
            <span className={styles.label} id={ids.customer}>
              {LEAD_TEXT.customer}
            </span>
            <Radio.Group
              aria-labelledby={ids.customer}
              optionType="button"
              value={state.customer}
              options={LEAD_CUSTOMER_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
              onChange={(e) => onChange({ customer: e.target.value as LeadCustomerFilter })}
              data-testid="lead-customer-filter"
            />
          </>
        )}
        <span className={styles.switch}>
          <Switch
            id={ids.risky}
            checked={state.excludeRisky}
            onChange={(excludeRisky) => onChange({ excludeRisky })}
            data-testid="lead-exclude-risky"
          />
          <label htmlFor={ids.risky}>{LEAD_TEXT.excludeRisky}</label>
        </span>
      </div>
    </section>
  );
}
