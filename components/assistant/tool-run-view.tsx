'use client';

import { Alert, Button, Space, Table, Tag } from 'antd';
import Link from 'next/link';
import type { ToolRun } from '@/lib/contract/assistant';
import { formatCount } from '@/lib/format';
import { exportHref } from '@/lib/client/use-assistant';
import { profileHref } from '@/lib/site/enterprise-routes';
import { EChartsView } from '@/components/chart/echarts-view';
import styles from './assistant.module.css';

// What one tool call ran, shown under the answer: the tool, its parameters as readable
// filters, the link that opens the same query on its screen, and the rows it cited.

function barOption(run: ToolRun) {
  const data = run.chart?.data.slice(0, 15) ?? [];
  return {
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' as const },
    xAxis: { type: 'category' as const, data: data.map((d) => d.name), axisLabel: { rotate: 30 } },
    yAxis: { type: 'value' as const, name: '企业数' },
    series: [{ type: 'bar' as const, data: data.map((d) => d.value), name: '企业数' }],
  };
}

export function ToolRunView({
  run,
  index,
  messageId,
}: {
  run: ToolRun;
  index: number;
  /** The stored answer, once known: its table can then be exported. */
  messageId?: string;
}) {
  const citedIds = new Map(run.cited.map((c) => [c.name, c.id]));
  // Cited rows the table does not list (a chain summary's leaders) are linked beside it.
  const listed = new Set((run.table?.rows ?? []).map((row) => row.name));
  const unlisted = run.figures ? run.cited.filter((c) => !listed.has(c.name)) : [];
  const columns = (run.table?.columns ?? []).map((col) => ({
    key: col.key,
    dataIndex: col.key,
    title: col.title,
    render: (value: string | number | null) => {
      if (col.key === 'name' && typeof value === 'string' && citedIds.has(value)) {
        return <Link href={profileHref(citedIds.get(value)!)}>{value}</Link>;
      }
      return value ?? '—';
    },
  }));
  return (
    <section className={styles.run} aria-label={`执行了：${run.label}`} data-testid="tool-run">
      <div className={styles.runHead}>
        <span className={styles.runLabel}>执行了：{run.label}</span>
        <Space size={[4, 4]} wrap>
          {run.params.map((p) => (
            <Tag key={`${p.label}-${p.value}`} data-testid="run-param">
              {p.label}：{p.value}
            </Tag>
          ))}
        </Space>
        {run.total !== undefined && !run.error && (
          <span className={styles.runTotal} data-testid="run-total">
            共 {run.capped ? `${formatCount(run.total)}+` : formatCount(run.total)} 条
          </span>
        )}
        {run.link && (
          <Link href={run.link.href} data-testid="run-link" className={styles.runLink}>
            {run.link.text}
          </Link>
        )}
      </div>
      {run.error && <Alert type="warning" showIcon title={run.error} />}
      {run.figures && run.figures.length > 0 && !run.error && (
        <Space size={[16, 4]} wrap className={styles.figures} data-testid="run-figures">
          {run.figures.map((f) => (
            <span key={f.label}>
              {f.label}：<strong>{f.value}</strong>
            </span>
          ))}
        </Space>
      )}
      {unlisted.length > 0 && (
        <Space size={[8, 4]} wrap className={styles.figures} data-testid="run-cited">
          <span>涉及企业：</span>
          {unlisted.map((c) => (
            <Link key={c.id} href={profileHref(c.id)}>
              {c.name}
            </Link>
          ))}
        </Space>
      )}
      {run.chart && run.chart.data.length > 0 && (
        <EChartsView option={barOption(run)} style={{ height: 240 }} data-testid="run-chart" />
      )}
      {run.table && run.table.rows.length > 0 && (
        <>
          <Table
            size="small"
            rowKey={(row) => JSON.stringify(row)}
            columns={columns}
            dataSource={run.table.rows}
            pagination={run.table.rows.length > 10 ? { pageSize: 10 } : false}
            data-testid="run-table"
          />
          {messageId && (
            <Space className={styles.exports}>
              <Button size="small" href={exportHref(messageId, index, 'csv')}>
                导出CSV
              </Button>
              <Button size="small" href={exportHref(messageId, index, 'xlsx')}>
                导出Excel
              </Button>
            </Space>
          )}
        </>
      )}
    </section>
  );
}
