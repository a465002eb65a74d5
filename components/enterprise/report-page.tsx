'use client';

import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Skeleton, Space } from 'antd';
import Link from 'next/link';
import useSWR from 'swr';
import {
  LIST_DIMENSIONS,
  REPORT_PDF_PATH,
  type DimensionKey,
  type ProfileRecord,
} from '@/lib/contract/profile';
import { PRODUCT_TITLE } from '@/lib/constants';
import { apiUrl } from '@/lib/client/request';
import { profileHref } from '@/lib/site/enterprise-routes';
import { fetchEquity, useDimension } from '@/lib/client/use-profile';
import { formatCount, formatDate, withCount } from '@/lib/format';
import { dimensionColumns } from './dimension-columns';
import { day, percent, provenance, text, wanYuan } from './format';
import { LockedSection } from './locked-section';
import { WithEnterprise } from './with-enterprise';
import styles from './report.module.css';

// 企业报告: the profile on A4 pages. The preview prints from the browser (print CSS); the
// report page also downloads the server's PDF.

const LISTED: DimensionKey[] = ['gdxx', 'zyry', 'dwtz', 'fzjg', 'bgjl'];

function ReportList({ id, dim }: { id: number; dim: DimensionKey }) {
  const { page } = useDimension({ id, dim, pageIndex: 1, pageSize: 10, filters: {} }, true);
  const name = LIST_DIMENSIONS.find((d) => d.key === dim)!.name;
  const columns = dimensionColumns(dim, 'paper');
  return (
    <section className={styles.block} data-testid={`report-${dim}`}>
      <h2>
        {name}
        {page && (
          <small>
            共 {formatCount(page.total)} 条{page.total > 10 ? '，列出前 10 条' : ''}
          </small>
        )}
      </h2>
      {!page ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : page.rows.length === 0 ? (
        <p className={styles.muted}>暂无数据</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={String(c.key)}>{c.title as string}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row, i) => (
              <tr key={String(row.ID_)}>
                {columns.map((c) => {
                  const key = 'dataIndex' in c ? String(c.dataIndex) : '';
                  const render = c.render as
                    | ((v: unknown, r: Record<string, unknown>, i: number) => React.ReactNode)
                    | undefined;
                  return (
                    <td key={String(c.key)}>
                      {render ? render(row[key], row, i) : text(row[key])}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Ownership({ id }: { id: number }) {
  const { data } = useSWR(['report-equity', id], () => fetchEquity({ id, direction: 'up' }));
  if (!data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <section className={styles.block}>
      <h2>受益所有人与实际控制人</h2>
      <p>
        实际控制人：
        {data.controller ? `${data.controller.name}（${data.controller.basis}）` : '未识别'}
      </p>
      {(data.beneficiaries ?? []).map((b) => (
        <p key={b.key}>
          受益所有人：{b.name}，穿透持股 {percent(b.look_through)}，{b.basis}
        </p>
      ))}
      <p className={styles.muted}>
        穿透比例为各持股路径上直接比例之积的总和；受益所有人依《受益所有人信息管理办法》（2024）以
        25% 为界。
      </p>
    </section>
  );
}

function Report({ profile, withPdf }: { profile: ProfileRecord; withPdf: boolean }) {
  const id = Number(profile.ID_);
  return (
    <div className={styles.wrap}>
      <Space className={styles.toolbar}>
        <Link href={profileHref(id)}>返回企业详情</Link>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印
        </Button>
        {withPdf && (
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            href={apiUrl(REPORT_PDF_PATH, { id: String(id) })}
            data-testid="report-pdf"
          >
            下载PDF
          </Button>
        )}
      </Space>
      <article className={styles.sheet} data-testid="report-sheet">
        <div className={styles.title}>
          <h1>{profile.qymc}</h1>
          <p className={styles.muted}>
            {PRODUCT_TITLE} 企业报告 · 生成于 {formatDate(new Date(), true)} · 数据：
            {provenance(profile.source, profile.as_of)}
          </p>
        </div>
        <section className={styles.block}>
          <h2>工商信息</h2>
          <table className={styles.table}>
            <tbody>
              <tr>
                <th>统一社会信用代码</th>
                <td>{profile.tyshxydm}</td>
                <th>法定代表人</th>
                <td>{profile.legal_representative}</td>
              </tr>
              <tr>
                <th>登记状态</th>
                <td>{profile.status}</td>
                <th>成立日期</th>
                <td>{day(profile.established_on)}</td>
              </tr>
              <tr>
                <th>注册资本</th>
                <td>{wanYuan(profile.zczb)}</td>
                <th>实缴资本</th>
                <td>{wanYuan(profile.paid_in_capital)}</td>
              </tr>
              <tr>
                <th>企业类型</th>
                <td>{profile.qylx}</td>
                <th>所属行业</th>
                <td>{profile.dlhy}</td>
              </tr>
              <tr>
                <th>曾用名</th>
                <td colSpan={3}>{profile.former_names.join('；') || '-'}</td>
              </tr>
              <tr>
                <th>注册地址</th>
                <td colSpan={3}>{profile.address}</td>
              </tr>
              <tr>
                <th>经营范围</th>
                <td colSpan={3}>{text(profile.business_scope)}</td>
              </tr>
            </tbody>
          </table>
        </section>
        <Ownership id={id} />
        {LISTED.map((dim) => (
          <ReportList key={dim} id={id} dim={dim} />
        ))}
        <section className={styles.block}>
          <h2>数据概览</h2>
          <p>
            {LIST_DIMENSIONS.filter((d) => profile.counts[d.key] !== null)
              .map((d) => withCount(d.name, profile.counts[d.key] ?? 0))
              .join('　')}
          </p>
        </section>
      </article>
    </div>
  );
}

/** /qyhx/qyhx_report (with PDF) and /qyhx/qyhx_preview (print preview). */
export function ReportPage({
  id,
  initialProfile,
  withPdf,
}: {
  id: number | undefined;
  initialProfile?: ProfileRecord;
  withPdf: boolean;
}) {
  return (
    <WithEnterprise id={id} initialProfile={initialProfile}>
      {(profile, modules) => {
        return modules.has('report') ? (
          <Report profile={profile} withPdf={withPdf} />
        ) : (
          <div className={styles.wrap}>
            <LockedSection name="企业报告" />
          </div>
        );
      }}
    </WithEnterprise>
  );
}
