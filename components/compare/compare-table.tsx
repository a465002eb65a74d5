'use client';

import { CloseOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import Link from 'next/link';
import type { CompareAnswer } from '@/lib/contract/compare';
import { compareColor } from '@/lib/compare/radar-option';
import { compareSections, leadCounts } from '@/lib/compare/differences';
import { profileHref } from '@/lib/site/enterprise-routes';
import { provenance } from '@/components/enterprise/format';
import { COMPARE_TEXT as T } from './messages';
import styles from './compare.module.css';

const LIVE = new Set(['存续', '在业', '迁入']);

/** The enterprises side by side: one column each, a row per figure, differences marked. */
export function CompareTable({
  answer,
  onlyDiffs,
  onRemove,
}: {
  answer: CompareAnswer;
  onlyDiffs: boolean;
  onRemove: (id: string) => void;
}) {
  const sections = compareSections(answer.fields, onlyDiffs);
  const leads = leadCounts(answer.fields, answer.enterprises.length);
  const columns = answer.enterprises.length;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid="compare-table">
        <colgroup>
          <col className={styles.labelCol} />
          {answer.enterprises.map((e) => (
            <col key={e.ID_} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className={styles.labelCol}>
              {T.field}
            </th>
            {answer.enterprises.map((e, i) => (
              <th key={e.ID_} scope="col" data-testid="compare-column" data-id={e.ID_}>
                <div className={styles.columnHead} style={{ borderColor: compareColor(i) }}>
                  <Link href={profileHref(e.ID_)} className={styles.columnName}>
                    {e.qymc}
                  </Link>
                  <span className={styles.columnMeta}>
                    <Tag color={LIVE.has(e.status) ? 'green' : 'red'}>{e.status}</Tag>
                    {leads[i]! > 0 && <Tag color="blue">{T.leads(leads[i]!)}</Tag>}
                    <Button
                      type="link"
                      size="small"
                      icon={<CloseOutlined />}
                      aria-label={`${T.remove}：${e.qymc}`}
                      onClick={() => onRemove(e.ID_)}
                      data-testid="compare-remove"
                    >
                      {T.remove}
                    </Button>
                  </span>
                  <span className={styles.muted} style={{ fontSize: 12, fontWeight: 'normal' }}>
                    {T.source}：{provenance(e.source, e.as_of)}
                  </span>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sections.flatMap((section) => [
            <tr key={`group:${section.group}`} className={styles.groupRow}>
              <th scope="colgroup" colSpan={columns + 1}>
                {section.group}
              </th>
            </tr>,
            ...section.rows.map((row) => (
              <tr
                key={row.key}
                className={row.differs ? styles.differs : undefined}
                data-testid="compare-row"
                data-key={row.key}
                data-differs={row.differs ? '1' : '0'}
              >
                <th scope="row" className={styles.labelCol}>
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td
                    key={answer.enterprises[i]!.ID_}
                    className={row.marks[i] === 'best' ? styles.cellBest : undefined}
                    data-testid="compare-cell"
                    data-mark={row.marks[i]}
                  >
                    {value}
                    {row.marks[i] === 'best' && (
                      <Tag color="green" className={styles.bestTag}>
                        {T.best}
                      </Tag>
                    )}
                  </td>
                ))}
              </tr>
            )),
          ])}
        </tbody>
      </table>
    </div>
  );
}
