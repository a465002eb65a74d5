import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  LIST_DIMENSIONS,
  PROFILE_FEATURES,
  PROFILE_MESSAGES,
  enterpriseIdSchema,
} from '@/lib/contract/profile';
import type { ReportBlock, ReportDocument } from '@/lib/contract/reports';
import { formatDate, formatPercent, formatWanYuan, regionPathName } from '@/lib/format';
import { profileHref } from '@/lib/site/enterprise-routes';
import type { Database } from '../../db/client';
import { hasReportWith, insertReport } from '../../db/queries/reports';
import type { UserRow } from '../../db/queries/users';
import { enterprises } from '../../db/schema';
import { AppError } from '../../http/errors';
import { assertProfileModule } from '../profile/access';
import { reportData, type ReportData } from '../profile/report-data';
import { registerReportBuilder } from './registry';

// 企业报告 (/qyhx/qyhx_report, listed under /cyl/yjbg/qybg) as a ReportDocument: the same
// selection the company PDF writes (profile/report-data.ts), so a library entry reopens as the
// generic report page. Stored by { qyid }; the tier must hold the report module.

export const enterpriseReportParamsSchema = z.object({ qyid: enterpriseIdSchema });
export type EnterpriseReportParams = z.infer<typeof enterpriseReportParamsSchema>;

const str = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? (v === '' ? '-' : String(v)) : '-';

/** The columns the company PDF lists per dimension, as [title, value] pairs. */
const LIST_COLUMNS: Record<string, [string, (r: Record<string, unknown>) => string][]> = {
  gdxx: [
    ['股东名称', (r) => str(r.holder_name)],
    ['类型', (r) => str(r.holder_type)],
    ['持股比例', (r) => formatPercent(r.ratio)],
    ['认缴出资', (r) => formatWanYuan(r.subscribed_capital)],
  ],
  zyry: [
    ['姓名', (r) => str(r.name)],
    ['职务', (r) => str(r.title)],
  ],
  dwtz: [
    ['被投资企业', (r) => str(r.qymc)],
    ['状态', (r) => str(r.status)],
    ['持股比例', (r) => formatPercent(r.ratio)],
    ['成立日期', (r) => formatDate(str(r.established_on))],
  ],
  fzjg: [
    ['分支机构', (r) => str(r.qymc)],
    ['负责人', (r) => str(r.legal_representative)],
    ['状态', (r) => str(r.status)],
    ['成立日期', (r) => formatDate(str(r.established_on))],
  ],
  bgjl: [
    ['日期', (r) => formatDate(str(r.changed_on))],
    ['变更事项', (r) => str(r.item)],
    ['变更前', (r) => str(r.before)],
    ['变更后', (r) => str(r.after)],
  ],
};

/** Rows that are enterprises of our own (对外投资, 分支机构) link to their profiles. */
const rowLink = (r: Record<string, unknown>) =>
  typeof r.enterprise_id === 'string' ? profileHref(r.enterprise_id) : null;

export function enterpriseDocument(data: ReportData): ReportDocument {
  const { profile, equity } = data;
  const facts: [string, string][] = [
    ['统一社会信用代码', profile.tyshxydm],
    ['法定代表人', profile.legal_representative],
    ['登记状态', profile.status],
    ['注册资本', formatWanYuan(profile.zczb)],
    ['实缴资本', formatWanYuan(profile.paid_in_capital)],
    ['成立日期', formatDate(profile.established_on)],
    ['企业类型', profile.qylx],
    ['所属行业', `${profile.dlhy} / ${profile.industry_name}`],
    ['所属地区', regionPathName(profile.region_name) || '-'],
    ['注册地址', profile.address],
    ['经营范围', profile.business_scope || '-'],
  ];
  const ownership: ReportBlock[] = [
    {
      type: 'paragraph',
      text: `实际控制人：${equity.controller ? `${equity.controller.name}（${equity.controller.basis}）` : '未识别'}`,
    },
    ...(equity.beneficiaries ?? []).map((b): ReportBlock => ({
      type: 'paragraph',
      text: `受益所有人：${b.name}，穿透持股 ${formatPercent(b.look_through)}，${b.basis}`,
    })),
  ];
  return {
    kind: 'enterprise',
    title: `${profile.qymc} 企业报告`,
    subtitle: regionPathName(profile.region_name) || profile.dlhy,
    // The registry's as-of (a China calendar day), the report's one as-of.
    asof: profile.as_of || null,
    demo: profile.demo,
    sources: [
      `工商登记信息：${profile.demo ? '演示数据' : profile.source}`,
      '穿透比例为各持股路径上直接比例之积的总和；受益所有人依《受益所有人信息管理办法》（2024）以 25% 为界。',
      '各列表列出前 10 条，总数见标题。',
    ],
    sections: [
      {
        key: 'basic',
        title: '工商信息',
        blocks: [
          {
            type: 'table',
            columns: ['项目', '内容'],
            rows: facts,
          },
        ],
      },
      { key: 'ownership', title: '受益所有人与实际控制人', blocks: ownership },
      ...data.lists.map((list) => {
        const columns = LIST_COLUMNS[list.key]!;
        const blocks: ReportBlock[] =
          list.rows.length === 0
            ? [{ type: 'notice', text: `暂无${list.name}数据` }]
            : [
                {
                  type: 'table',
                  columns: columns.map(([title]) => title),
                  rows: list.rows.map((r) => columns.map(([, value]) => value(r))),
                  links:
                    list.key === 'dwtz' || list.key === 'fzjg' ? list.rows.map(rowLink) : undefined,
                },
              ];
        return {
          key: list.key,
          title: `${list.name}（共 ${list.total} 条${list.total > list.rows.length ? `，列出前 ${list.rows.length} 条` : ''}）`,
          blocks,
        };
      }),
      {
        key: 'counts',
        title: '数据概览',
        blocks: [
          {
            type: 'figures',
            items: LIST_DIMENSIONS.filter((d) => profile.counts[d.key] !== null).map((d) => ({
              label: d.name,
              value: String(profile.counts[d.key]),
            })),
          },
        ],
      },
    ],
  };
}

registerReportBuilder<EnterpriseReportParams>({
  kind: 'enterprise',
  params: enterpriseReportParamsSchema,
  title: async (db: Database, p) => {
    const [row] = await db
      .select({ qymc: enterprises.qymc })
      .from(enterprises)
      .where(eq(enterprises.id, p.qyid))
      .limit(1);
    if (!row) throw new AppError(404, PROFILE_MESSAGES.noSuchEnterprise);
    return `${row.qymc} 企业报告`;
  },
  build: async (db, user, p) => {
    const modules = await assertProfileModule(db, user, 'report', PROFILE_FEATURES.report);
    const data = await reportData(db, p.qyid, modules);
    if (!data) throw new AppError(404, PROFILE_MESSAGES.noSuchEnterprise);
    return enterpriseDocument(data);
  },
});

/**
 * Records a downloaded company report in the user's library (企业报告 /cyl/yjbg/qybg), once
 * per enterprise: the entry is its parameters, so a second download adds nothing new.
 */
export async function recordEnterpriseReport(
  db: Database,
  user: UserRow,
  data: ReportData,
  now: Date,
): Promise<void> {
  const params: EnterpriseReportParams = { qyid: Number(data.profile.ID_) };
  if (await hasReportWith(db, user.id, 'enterprise', params)) return;
  await insertReport(db, {
    userId: user.id,
    kind: 'enterprise',
    title: `${data.profile.qymc} 企业报告`,
    params,
    dataAsOf: data.profile.as_of ? new Date(data.profile.as_of) : null,
    now,
  });
}
