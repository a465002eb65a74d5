'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { Alert, Tag } from 'antd';
import { EChartsView } from '@/components/chart/echarts-view';
import { PRODUCT_TITLE } from '@/lib/constants';
import { REPORT_KIND_LABELS, type ReportBlock, type ReportDocument } from '@/lib/contract/reports';
import { formatAsOf, formatCell } from '@/lib/format';
import { chartHeight, reportChartOption } from './report-charts';
import styles from './report-view.module.css';

// A generated report (ReportDocument) on A4 sheets: the same blocks the PDF writes
// (backend/services/reports/pdf.ts), so page and paper never disagree. Print CSS drops the
// portal's chrome and breaks pages between sections. `toolbar` (print, 下载PDF, …) is the
// page's and is not printed.

/** An in-portal path opens with the router; anything else in a new tab. */
function Href({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith('/') ? (
    <Link href={href}>{children}</Link>
  ) : (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

function Block({ block }: { block: ReportBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'points':
      return (
        <ul className={styles.points} data-testid="report-points">
          {block.items.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      );
    case 'notice':
      return <Alert className={styles.notice} type="warning" showIcon title={block.text} />;
    case 'figures':
      return (
        <div className={styles.figures}>
          {block.items.map((f) => (
            <div key={f.label} className={styles.figure} data-testid="report-figure">
              <div className={styles.figureLabel}>{f.label}</div>
              <div className={styles.figureValue}>{f.value}</div>
              {f.change !== undefined && (
                <div className={styles.figureChange}>{f.change ?? '无可比数据'}</div>
              )}
              {f.source && <div className={styles.figureSource}>{f.source}</div>}
            </div>
          ))}
        </div>
      );
    case 'table':
      return (
        <div className={styles.tableBox}>
          {block.caption && <h3>{block.caption}</h3>}
          <table className={styles.table}>
            <thead>
              <tr>
                {block.columns.map((c) => (
                  <th key={c}>{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((v, j) => {
                    const href = j === 0 ? block.links?.[i] : null;
                    return (
                      <td key={j}>
                        {href ? <Href href={href}>{formatCell(v)}</Href> : formatCell(v)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'bars':
    case 'series':
    case 'radar':
      return (
        <figure className={styles.chart}>
          <figcaption>
            {block.title}
            {'unit' in block && block.unit ? `（${block.unit}）` : ''}
          </figcaption>
          <EChartsView
            option={reportChartOption(block)}
            style={{ height: chartHeight(block) }}
            data-testid={`report-chart-${block.type}`}
          />
        </figure>
      );
    case 'citations':
      return (
        <div className={styles.citations}>
          {block.title && <h3>{block.title}</h3>}
          <ol>
            {block.items.map((c, i) => (
              <li key={`${c.href}-${i}`}>
                <Href href={c.href}>{c.text}</Href>
              </li>
            ))}
          </ol>
        </div>
      );
  }
}

export function ReportView({
  document,
  toolbar,
}: {
  document: ReportDocument;
  toolbar?: ReactNode;
}) {
  return (
    <div className={styles.wrap}>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      <article className={styles.sheet} data-testid="report-view">
        <div className={styles.title}>
          <h1>{document.title}</h1>
          <p className={styles.muted}>
            {PRODUCT_TITLE} {REPORT_KIND_LABELS[document.kind]}
            {document.subtitle ? ` · ${document.subtitle}` : ''} · {formatAsOf(document.asof)}
            {document.demo && (
              <Tag color="orange" className={styles.demo}>
                演示数据
              </Tag>
            )}
          </p>
        </div>
        {document.sections.map((s) => (
          <section key={s.key} className={styles.section} data-testid={`report-section-${s.key}`}>
            <h2>{s.title}</h2>
            {s.blocks.map((b, i) => (
              <Block key={i} block={b} />
            ))}
          </section>
        ))}
        <section className={styles.section} data-testid="report-sources">
          <h2>数据来源与说明</h2>
          <ul className={styles.sources}>
            {document.sources.map((s) => (
              <li key={s}>{s}</li>
            ))}
            {document.demo && <li>本报告基于演示数据生成，数字仅用于展示功能，不代表真实情况。</li>}
          </ul>
        </section>
      </article>
    </div>
  );
}
