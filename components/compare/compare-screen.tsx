'use client';

import { FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Space, Spin, Switch, Tag } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import {
  COMPARE_EXPORT_PATH,
  COMPARE_MAX,
  COMPARE_MIN,
  COMPARE_PDF_PATH,
  COMPARE_PERMISSION,
  type CompareAnswer,
} from '@/lib/contract/compare';
import { apiUrl, isForbidden, isRetryable } from '@/lib/client/request';
import { useComparison } from '@/lib/client/use-compare';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useEnterpriseProfile } from '@/lib/client/use-profile';
import { usePermissions } from '@/lib/client/use-portal';
import { differenceCount } from '@/lib/compare/differences';
import { compareColor } from '@/lib/compare/radar-option';
import {
  compareQuery,
  parseCompareIds,
  withCompared,
  withoutCompared,
} from '@/lib/compare/url-state';
import { LockedSection } from '@/components/enterprise/locked-section';
import { EmptyState } from '@/components/layout/empty-state';
import { RETRY } from '@/components/layout/error-messages';
import { ExportButton } from '@/components/search/export-button';
import { SuggestInput } from '@/components/search/suggest-input';
import { CompareRadar } from './compare-radar';
import { CompareTable } from './compare-table';
import { COMPARE_TEXT as T } from './messages';
import { useTray } from './use-tray';
import styles from './compare.module.css';

/** The place of the comparison while it loads. */
export function CompareSkeleton() {
  return (
    <section className={styles.card} aria-busy="true" aria-label="加载中">
      <Skeleton active paragraph={{ rows: 2 }} />
      <Skeleton active paragraph={{ rows: 12 }} style={{ marginTop: 16 }} />
    </section>
  );
}

/** A chosen enterprise before the comparison names it (fewer than two, or loading). */
function ChosenChip({
  id,
  index,
  answer,
  onRemove,
}: {
  id: string;
  index: number;
  answer: CompareAnswer | undefined;
  onRemove: () => void;
}) {
  const known = answer?.enterprises.find((e) => e.ID_ === id);
  const numeric = /^\d+$/.test(id) ? Number(id) : undefined;
  const { profile } = useEnterpriseProfile(known ? undefined : numeric);
  const name = known?.qymc ?? profile?.qymc ?? `企业 ${id}`;
  return (
    <Tag
      closable
      onClose={(e) => {
        e.preventDefault();
        onRemove();
      }}
      style={{ borderColor: compareColor(index), height: 28, lineHeight: '26px', fontSize: 13 }}
      data-testid="compare-chosen"
      data-id={id}
    >
      {name}
    </Tag>
  );
}

function Exports({ ids }: { ids: string[] }) {
  const qyids = ids.join(',');
  // Excel and CSV ask for the daily quota first (a used-up quota is a message); the PDF report
  // is not an export of rows.
  return (
    <Space data-testid="compare-exports">
      <ExportButton
        filters={{ qyids }}
        sort={{}}
        quotaAlias="qydbExportQuota"
        exportPath={COMPARE_EXPORT_PATH}
        title={T.exportTitle}
      />
      <Button
        icon={<FilePdfOutlined />}
        href={apiUrl(COMPARE_PDF_PATH, { qyids })}
        download
        data-testid="compare-export-pdf"
      >
        {T.exportPdf}
      </Button>
    </Space>
  );
}

/**
 * 企业对比 (qyhxModel): 2–5 enterprises side by side with the rows that differ marked and the
 * leader of each figure, a radar over normalised dimensions, Excel and PDF. The URL holds the
 * set; enterprises come from a search here, or from the tray (对比栏).
 */
export function CompareScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const ids = parseCompareIds(useSearchParams());
  const { user } = useCurrentUser();
  const permissions = usePermissions(user?.userId);
  const noPermission =
    Boolean(user) &&
    !permissions.isLoading &&
    !permissions.permissions.buttons.has(COMPARE_PERMISSION.key);
  const enough = ids.length >= COMPARE_MIN;
  const comparison = useComparison(enough && !noPermission ? ids : null);
  const tray = useTray();
  const [onlyDiffs, setOnlyDiffs] = useState(false);

  const go = (next: string[]) => router.push(`${pathname}${compareQuery(next)}`, { scroll: false });

  if (noPermission || isForbidden(comparison.error)) {
    return (
      <main className={styles.page} data-testid="compare-screen">
        <LockedSection name={T.title} />
      </main>
    );
  }

  const answer = enough ? comparison.data : undefined;
  const full = ids.length >= COMPARE_MAX;
  const fromTray = tray.items.filter((i) => !ids.includes(i.qyid));
  const counts = answer ? differenceCount(answer.fields) : null;

  let body;
  if (!enough) {
    body = (
      <section className={styles.card}>
        <EmptyState text={T.tooFew} />
      </section>
    );
  } else if (comparison.error) {
    body = (
      <section className={styles.card}>
        <Alert
          type="error"
          showIcon
          title={comparison.error.message}
          data-testid="compare-error"
          action={
            isRetryable(comparison.error) ? (
              <Button size="small" onClick={() => void comparison.mutate()}>
                {RETRY}
              </Button>
            ) : undefined
          }
        />
      </section>
    );
  } else if (!answer) {
    body = <CompareSkeleton />;
  } else {
    body = (
      <Spin spinning={comparison.isValidating} delay={200}>
        <section className={styles.card} aria-labelledby="compare-table-title">
          <div className={styles.sectionHead}>
            <h2 id="compare-table-title">并排对比</h2>
            <Space size={16} wrap>
              <span className={styles.legend}>
                <span className={styles.legendDiffers} />
                {T.legendDiffers}
              </span>
              <span className={styles.legend}>
                <Tag color="green" style={{ margin: 0 }}>
                  {T.best}
                </Tag>
                {T.legendBest}
              </span>
              {counts && (
                <span className={styles.muted} data-testid="compare-diff-count">
                  {T.differs(counts.differs, counts.total)}
                </span>
              )}
              <label className={styles.legend}>
                <Switch
                  size="small"
                  checked={onlyDiffs}
                  onChange={setOnlyDiffs}
                  data-testid="compare-only-diffs"
                />
                {T.onlyDiffs}
              </label>
            </Space>
          </div>
          <CompareTable
            answer={answer}
            onlyDiffs={onlyDiffs}
            onRemove={(id) => go(withoutCompared(ids, id))}
          />
        </section>
        <section className={styles.card} aria-labelledby="compare-radar-title">
          <div className={styles.sectionHead}>
            <h2 id="compare-radar-title">{T.radar}</h2>
          </div>
          <CompareRadar answer={answer} />
        </section>
      </Spin>
    );
  }

  return (
    <main className={styles.page} data-testid="compare-screen">
      <section className={styles.card}>
        <h1 className={styles.title}>{T.title}</h1>
        <p className={styles.muted}>{T.intro}</p>
        <div className={styles.toolbar}>
          {ids.map((id, i) => (
            <ChosenChip
              key={id}
              id={id}
              index={i}
              answer={answer}
              onRemove={() => go(withoutCompared(ids, id))}
            />
          ))}
          {full ? (
            <span className={styles.muted}>{T.full}</span>
          ) : (
            <SuggestInput
              width={320}
              placeholder={T.add}
              testId="compare-add-input"
              exclude={new Set(ids)}
              onPick={(record) => go(withCompared(ids, record.ID_))}
            />
          )}
          {enough && answer && (
            <span className={styles.toolbarEnd}>
              <Exports ids={ids} />
            </span>
          )}
        </div>
        {!full && fromTray.length > 0 && (
          <div className={styles.toolbar} data-testid="compare-from-tray">
            <span className={styles.muted}>{T.fromTray}：</span>
            {fromTray.map((item) => (
              <Button
                key={item.ID_}
                size="small"
                icon={<PlusOutlined />}
                onClick={() => go(withCompared(ids, item.qyid))}
              >
                {item.qymc}
              </Button>
            ))}
          </div>
        )}
      </section>
      {body}
    </main>
  );
}
