'use client';

import { Alert, Button, Select, Skeleton, Tag } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { NATIONAL_REGION } from '@/lib/contract/chains';
import { LEAD_PERMISSIONS, LEAD_SORTS } from '@/lib/contract/leads';
import { isForbidden } from '@/lib/client/request';
import { useDatasetKind } from '@/lib/client/use-chains';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useLeads } from '@/lib/client/use-leads';
import { usePermissions } from '@/lib/client/use-portal';
import { formatCount } from '@/lib/format';
import { AddCustomerButton } from '@/components/customers/add-customer-button';
import { LockedSection } from '@/components/enterprise/locked-section';
import { EmptyState } from '@/components/layout/empty-state';
import { RETRY } from '@/components/layout/error-messages';
import { ExportButton } from '@/components/search/export-button';
import { LeadExplainer } from './lead-explainer';
import { LeadFilters } from './lead-filters';
import { LeadTable } from './lead-table';
import { LEAD_SCREENS, LEAD_TEXT } from './messages';
import {
  leadFilterParams,
  leadListParams,
  leadSortParams,
  leadUrlQuery,
  narrowingCount,
  readLeadUrl,
  withoutFilters,
  type LeadKind,
  type LeadUrlState,
} from './url-state';
import styles from './leads.module.css';

/** The place of the list while the screen reads its URL. */
export function LeadSkeleton() {
  return (
    <main className={styles.page} aria-busy="true" aria-label="加载中">
      <section className={styles.card}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </section>
    </main>
  );
}

/**
 * 融资商机 (rzsj) and 存款商机 (cksj): the leads of the caller's territory with each lead's
 * dated triggers and their evidence, the score and its breakdown, the products to offer and
 * the risks; filters in the URL; 加入客户 per row and for the selected rows; export.
 */
export function LeadScreen({ kind }: { kind: LeadKind }) {
  const router = useRouter();
  const pathname = usePathname();
  const state = readLeadUrl(kind, useSearchParams());
  const screen = LEAD_SCREENS[kind];
  const { user } = useCurrentUser();
  const permissions = usePermissions(user?.userId);
  const permission = LEAD_PERMISSIONS[kind];
  const noPermission =
    Boolean(user) && !permissions.isLoading && !permissions.permissions.buttons.has(permission.key);
  const leads = useLeads(kind, noPermission ? null : leadListParams(state));
  const demo = useDatasetKind() === 'demo';
  const [selected, setSelected] = useState<string[]>([]);

  // Any change but paging starts again at page 1, with nothing selected.
  const go = (patch: Partial<LeadUrlState>) => {
    setSelected([]);
    const next = { ...state, pageIndex: 1, ...patch };
    router.push(`${pathname}${leadUrlQuery(next)}`, { scroll: false });
  };

  if (noPermission || isForbidden(leads.error)) {
    return (
      <main className={styles.page} data-testid="lead-screen">
        <LockedSection name={screen.title} />
      </main>
    );
  }

  const answer = leads.data;
  const region = answer?.extra.region;
  const narrowed = narrowingCount(state) > 0;
  const empty = narrowed ? (
    <EmptyState text={LEAD_TEXT.noMatches}>
      <Button onClick={() => go(withoutFilters(state))} data-testid="lead-clear-filters">
        {LEAD_TEXT.clearFilters}
      </Button>
    </EmptyState>
  ) : (
    <EmptyState text={LEAD_TEXT.noLeads(region?.name ?? '', screen.noun)}>
      {region && region.code !== NATIONAL_REGION && (
        <Button onClick={() => go({ region: NATIONAL_REGION })}>{LEAD_TEXT.nationwide}</Button>
      )}
    </EmptyState>
  );

  return (
    <main className={styles.page} data-testid="lead-screen" data-kind={kind}>
      <section className={styles.card}>
        <div className={styles.head}>
          <h1 className={styles.title}>{screen.title}</h1>
          {demo && (
            <Tag className={styles.demoTag} data-testid="demo-data-tag">
              {LEAD_TEXT.demo}
            </Tag>
          )}
          <p className={styles.subtitle}>{screen.subtitle}</p>
        </div>
        {demo && (
          <Alert
            type="warning"
            showIcon
            className={styles.demoNotice}
            title={LEAD_TEXT.demoNotice}
            data-testid="lead-demo-notice"
          />
        )}
        <LeadExplainer rules={answer?.extra.rules} scoring={answer?.extra.scoring} />
      </section>
      {answer?.extra.notice && (
        <Alert
          type="warning"
          showIcon
          className={styles.notice}
          title={answer.extra.notice}
          data-testid="lead-notice"
        />
      )}
      <section className={styles.card}>
        <LeadFilters
          kind={kind}
          state={state}
          answeredRegion={region?.code ?? null}
          onChange={go}
        />
      </section>
      <section className={styles.card}>
        <div className={styles.toolbar}>
          <span className={styles.total} data-testid="lead-total" aria-live="polite">
            {answer ? LEAD_TEXT.total(formatCount(answer.extra.totalCount), screen.noun) : ''}
          </span>
          <div className={styles.toolbarEnd}>
            {selected.length > 0 && (
              <span className={styles.muted} data-testid="lead-selected">
                {LEAD_TEXT.selected(selected.length)}
              </span>
            )}
            {selected.length > 0 && (
              <AddCustomerButton
                enterpriseIds={selected}
                source={kind}
                onAdded={() => {
                  setSelected([]);
                  void leads.mutate();
                }}
              />
            )}
            <Select<'score' | 'date'>
              aria-label={LEAD_TEXT.sort}
              value={state.sort}
              style={{ width: 150 }}
              onChange={(sort) => go({ sort })}
              options={LEAD_SORTS.map((s) => ({ value: s.value, label: `按${s.label}` }))}
              data-testid="lead-sort"
            />
            <ExportButton
              filters={leadFilterParams(state)}
              sort={leadSortParams(state)}
              quotaAlias={`${kind}ExportQuota`}
              exportPath={`/api-zsai-query/zsai/${kind}/export`}
              title={screen.exportTitle}
            />
          </div>
        </div>
        {leads.error ? (
          <Alert
            type="error"
            showIcon
            title={leads.error.message}
            data-testid="lead-error"
            action={
              <Button size="small" onClick={() => void leads.mutate()}>
                {RETRY}
              </Button>
            }
          />
        ) : !answer ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <LeadTable
            kind={kind}
            rows={answer.rows}
            total={answer.extra.totalCount}
            loading={leads.isValidating}
            pageIndex={state.pageIndex}
            pageSize={state.pageSize}
            selected={selected}
            empty={empty}
            onSelect={setSelected}
            onPage={(pageIndex, pageSize) =>
              go({ pageIndex: pageSize === state.pageSize ? pageIndex : 1, pageSize })
            }
            onAdded={() => void leads.mutate()}
          />
        )}
      </section>
    </main>
  );
}
