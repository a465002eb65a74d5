'use client';

import { Select, Skeleton, Table } from 'antd';
import Link from 'next/link';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import {
  PROFILE_PAGE_SIZES,
  dimensionDef,
  type DimensionFilterKey,
  type DimensionFilters,
  type DimensionKey,
} from '@/lib/contract/profile';
import { useDimension } from '@/lib/client/use-profile';
import { formatCount, withCount } from '@/lib/format';
import { dimensionColumns } from './dimension-columns';
import { LockedSection } from './locked-section';
import styles from './profile.module.css';

type Props = {
  enterpriseId: number;
  dim: DimensionKey;
  locked: boolean;
  /** The count from the profile record, shown before the list loads. */
  count?: number | null;
  pageSize?: number;
  /** The profile page links each dimension to its full-list page. */
  showViewAll?: boolean;
  /**
   * A row ("ID_") a link asked for (a lead's evidence): the list opens on the page holding
   * it, scrolls to it and marks it. Parents key the section by it, so a new one starts over.
   */
  focus?: number;
};

type Row = Record<string, unknown>;

/** The marked row's attributes: a data attribute for tests and styles, aria-current. */
const FOCUSED_ROW = {
  'data-focused': 'true',
  'aria-current': 'true',
} as HTMLAttributes<HTMLElement>;

/** One dimension of the profile: title with count, filters, the table, pagination. */
export function DimensionSection({
  enterpriseId,
  dim,
  locked,
  count,
  pageSize: initialPageSize = 10,
  showViewAll = false,
  focus,
}: Props) {
  const def = dimensionDef(dim);
  const [pageIndex, setPageIndex] = useState(1);
  // The row is sought until the user pages or filters; the answer says on which page it is.
  const [seek, setSeek] = useState(focus);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [filters, setFilters] = useState<DimensionFilters>({});
  // A section asks for its rows when it comes near the screen: the profile's first paint
  // needs two or three lists, not fourteen at once.
  const box = useRef<HTMLElement>(null);
  const [near, setNear] = useState(focus !== undefined);
  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const { page, error, isLoading } = useDimension(
    {
      id: enterpriseId,
      dim,
      pageIndex,
      pageSize,
      filters,
      ...(seek === undefined ? {} : { focus: seek }),
    },
    !locked && near,
  );
  const total = page?.total ?? count ?? 0;
  const current = seek === undefined ? pageIndex : (page?.pageIndex ?? pageIndex);
  const focused = (row: Row) => focus !== undefined && String(row.ID_) === String(focus);

  // Once the page holding the row is shown, bring the row into view (once).
  const scrolled = useRef(false);
  useEffect(() => {
    if (focus === undefined || scrolled.current || !page) return;
    const row = box.current?.querySelector<HTMLElement>(`tr[data-row-key="${focus}"]`);
    if (!row) return;
    scrolled.current = true;
    row.scrollIntoView({ block: 'center' });
  }, [focus, page]);

  const setFilter = (key: DimensionFilterKey, value: string | undefined) => {
    setSeek(undefined);
    setPageIndex(1);
    setFilters((f) => {
      const next = { ...f };
      if (value === undefined) delete next[key];
      else if (key === 'year') next.year = Number(value);
      else next[key] = value;
      return next;
    });
  };

  return (
    <section ref={box} id={`dim-${dim}`} className={styles.section} data-testid={`section-${dim}`}>
      <header className={styles.sectionHead}>
        <h2>
          {def.name}
          {!locked && <span className={styles.count}>{formatCount(total)}</span>}
        </h2>
        {showViewAll && def.viewPath && !locked && total > 0 && (
          <Link href={`${def.viewPath}?id=${enterpriseId}`}>查看全部</Link>
        )}
      </header>
      {locked ? (
        <LockedSection name={def.name} />
      ) : !page ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : error ? (
        <div className={styles.error}>{error.message}</div>
      ) : (
        <>
          {Object.keys(def.filters).length > 0 && (
            <div className={styles.filters}>
              {(Object.entries(def.filters) as [DimensionFilterKey, string][]).map(
                ([key, label]) => (
                  <Select
                    key={key}
                    allowClear
                    placeholder={label}
                    aria-label={label}
                    style={{ minWidth: 140 }}
                    value={filters[key] === undefined ? undefined : String(filters[key])}
                    onChange={(value: string | undefined) => setFilter(key, value)}
                    options={(page?.facets[key] ?? []).map((f) => ({
                      value: f.value,
                      label: withCount(f.label, f.count),
                    }))}
                  />
                ),
              )}
            </div>
          )}
          <Table<Row>
            rowKey="ID_"
            size="middle"
            loading={isLoading}
            dataSource={page?.rows ?? []}
            columns={dimensionColumns(dim)}
            rowClassName={(row) => (focused(row) ? (styles.focusedRow ?? '') : '')}
            onRow={(row) => (focused(row) ? FOCUSED_ROW : {})}
            pagination={
              total > pageSize || current > 1
                ? {
                    current,
                    pageSize,
                    total,
                    showSizeChanger: true,
                    pageSizeOptions: [...PROFILE_PAGE_SIZES],
                    showTotal: (n) => `共 ${formatCount(n)} 条`,
                    onChange: (p, s) => {
                      setSeek(undefined);
                      setPageIndex(s === pageSize ? p : 1);
                      setPageSize(s);
                    },
                  }
                : false
            }
          />
        </>
      )}
    </section>
  );
}
