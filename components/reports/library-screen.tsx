'use client';

import { Alert, App, Button, Empty, Popconfirm, Select, Space, Table, Tabs } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { apiUrl } from '@/lib/client/request';
import { deleteReport, useReportList } from '@/lib/client/use-reports';
import {
  LIBRARY_PDF_PATH,
  REPORT_KIND_LABELS,
  REPORT_KIND_VALUES,
  reportPageHref,
  type ReportKindValue,
  type ReportRecord,
} from '@/lib/contract/reports';
import { formatDate } from '@/lib/format';

// 研究报告 /cyl/yjbg: every report the user generated (kind, parameters, date, data as-of), to
// reopen as a page, download as PDF or delete. The parameters are the server's words for them
// (paramstext: names, never codes); times are China time (formatDate). The tabs lead to the generating screens:
// 区域报告 qjbg and 对标报告 dbbg; 企业报告 qybg lists the company reports (fixed kind).

const GENERATE_LINKS = [
  { href: '/cyjj/preview', label: '生成产业简报' },
  { href: '/cyl/cylbg', label: '产业链报告' },
  { href: '/cyl/yjbg/qjbg', label: '区域报告' },
  { href: '/cyl/yjbg/dbbg', label: '对标报告' },
];

function Tabbar({ active }: { active: string }) {
  return (
    <Tabs
      activeKey={active}
      items={[
        { key: 'all', label: <Link href="/cyl/yjbg">全部报告</Link> },
        { key: 'qjbg', label: <Link href="/cyl/yjbg/qjbg">区域报告</Link> },
        { key: 'qybg', label: <Link href="/cyl/yjbg/qybg">企业报告</Link> },
        { key: 'dbbg', label: <Link href="/cyl/yjbg/dbbg">对标报告</Link> },
      ]}
    />
  );
}

export function LibraryScreen({ fixedKind }: { fixedKind?: ReportKindValue }) {
  const { message } = App.useApp();
  const [kind, setKind] = useState<ReportKindValue | undefined>(fixedKind);
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const { data, error, mutate } = useReportList({ kind, ...page });

  const remove = async (r: ReportRecord) => {
    try {
      await deleteReport(r.ID_);
      message.success('已删除');
      await mutate();
    } catch (e) {
      message.error((e as Error).message);
    }
  };

  return (
    <div style={{ padding: 16 }} data-testid="report-library">
      <h1 style={{ fontSize: 20 }}>{fixedKind ? REPORT_KIND_LABELS[fixedKind] : '研究报告'}</h1>
      <Tabbar active={fixedKind === 'enterprise' ? 'qybg' : 'all'} />
      {!fixedKind && (
        <Space style={{ marginBottom: 12 }}>
          <span>报告类型</span>
          <Select
            aria-label="报告类型"
            allowClear
            placeholder="全部类型"
            style={{ width: 160 }}
            value={kind}
            options={REPORT_KIND_VALUES.map((k) => ({ value: k, label: REPORT_KIND_LABELS[k] }))}
            onChange={(k?: ReportKindValue) => {
              setKind(k);
              setPage((p) => ({ ...p, pageIndex: 1 }));
            }}
          />
        </Space>
      )}
      {fixedKind === 'enterprise' && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          title="在企业详情的「企业报告」中下载PDF后，报告会记录在这里"
        />
      )}
      {error && <Alert type="error" showIcon title={error.message} />}
      <Table<ReportRecord>
        rowKey="ID_"
        loading={!data && !error}
        dataSource={data?.rows ?? []}
        locale={{
          emptyText: (
            <Empty description="还没有生成过报告">
              <Space wrap>
                {GENERATE_LINKS.map((l) => (
                  <Link key={l.href} href={l.href}>
                    {l.label}
                  </Link>
                ))}
              </Space>
            </Empty>
          ),
        }}
        pagination={{
          current: page.pageIndex,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          pageSizeOptions: [10, 20, 50],
          onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }),
        }}
        columns={[
          {
            title: '报告',
            dataIndex: 'title',
            render: (title: string, r) => (
              <Link href={reportPageHref(r.kind, r.ID_)} data-testid="report-library-open">
                {title}
              </Link>
            ),
          },
          { title: '类型', dataIndex: 'kindname', width: 110 },
          { title: '参数', dataIndex: 'paramstext' },
          {
            title: '生成时间',
            dataIndex: 'createdat',
            width: 160,
            render: (v: string) => formatDate(v, true),
          },
          {
            title: '数据截至',
            dataIndex: 'dataasof',
            width: 110,
            render: (v: string | null) => formatDate(v),
          },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            render: (_: unknown, r) => (
              <Space>
                <Link href={reportPageHref(r.kind, r.ID_)}>打开</Link>
                <a href={apiUrl(LIBRARY_PDF_PATH, { id: r.ID_ })}>下载PDF</a>
                <Popconfirm
                  title="删除这份报告？"
                  description="删除后可用相同参数重新生成"
                  onConfirm={() => void remove(r)}
                >
                  <Button type="link" danger size="small">
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
