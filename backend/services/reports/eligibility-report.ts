import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  POLICY_MESSAGES,
  POLICY_PERMISSION,
  VERDICT_LABELS,
  type EligibilityAnswer,
} from '@/lib/contract/policies';
import type { ReportDocument, ReportSection } from '@/lib/contract/reports';
import { enterpriseIdSchema } from '@/lib/contract/profile';
import { regionPathName } from '@/lib/format';
import { profileHref } from '@/lib/site/enterprise-routes';
import type { Database } from '../../db/client';
import { hasReportWith, insertReport } from '../../db/queries/reports';
import type { UserRow } from '../../db/queries/users';
import { enterprises } from '../../db/schema';
import { AppError } from '../../http/errors';
import { assertScreen } from '../chains/access';
import { checkEligibility, resolveEnterprise } from '../policies/eligibility';
import { registerReportBuilder } from './registry';

// 政策匹配报告 (政策问答 /chat/gjzc, docs/policy-qa.md) as a library report: an enterprise
// checked against the policy library, stored by { qyid } and checked again on every open, so
// it follows the library and the enterprise's facts as they change.

export const eligibilityReportParamsSchema = z.object({ qyid: enterpriseIdSchema });
export type EligibilityReportParams = z.infer<typeof eligibilityReportParamsSchema>;

const title = (qymc: string) => `政策匹配报告：${qymc}`;

export function eligibilityDocument(answer: EligibilityAnswer): ReportDocument {
  const { enterprise, summary, asof } = answer.extraData;
  const demo = answer.data.some((d) => d.policy.isdemo);
  const policies: ReportSection[] = answer.data.map((d, i) => ({
    key: `policy-${i}`,
    title: `【${VERDICT_LABELS[d.verdict]}】${d.policy.title}`,
    blocks: [
      {
        type: 'paragraph',
        text:
          `${d.policy.issuer} · ${d.policy.level}级 · ${d.policy.region.name} · ${d.policy.issuedon} 发布` +
          `${d.policy.validuntil ? ` · 有效期至 ${d.policy.validuntil}` : ''}` +
          `${d.policy.isdemo ? ' · 演示数据' : ''}`,
      },
      ...d.measures.flatMap((m) => [
        {
          type: 'paragraph' as const,
          text: `${m.title}（${VERDICT_LABELS[m.verdict]}）：${m.content}`,
        },
        ...(m.clauses.length === 0
          ? []
          : [
              {
                type: 'table' as const,
                columns: ['条件', '结果', '依据', '来源'],
                rows: m.clauses.map((c) => [
                  c.text,
                  VERDICT_LABELS[c.verdict],
                  c.fact ?? '-',
                  c.factsource ?? '-',
                ]),
              },
            ]),
      ]),
    ],
  }));
  return {
    kind: 'eligibility',
    title: title(enterprise.qymc),
    // The check's date is the report's one as-of, stated at its head.
    subtitle: [enterprise.tyshxydm, regionPathName(enterprise.region) || enterprise.region]
      .filter(Boolean)
      .join(' · '),
    asof,
    demo,
    sources: [
      '结果依据本平台收录的工商登记、资质标签与企业年报数据自动判断；“待确认”的条件需企业自行核实。',
      ...(demo ? ['标注“演示数据”的政策由系统生成，不是真实的政府政策，仅用于展示功能。'] : []),
    ],
    sections: [
      {
        key: 'summary',
        title: '匹配概览',
        blocks: [
          {
            type: 'figures',
            items: [
              { label: '检查政策', value: `${summary.total} 项` },
              { label: '可能符合', value: `${summary.met} 项` },
              { label: '待企业确认', value: `${summary.unknown} 项` },
              { label: '不符合', value: `${summary.unmet} 项` },
            ],
          },
          {
            type: 'citations',
            items: [{ text: enterprise.qymc, href: profileHref(enterprise.ID_) }],
          },
        ],
      },
      ...policies,
    ],
  };
}

registerReportBuilder<EligibilityReportParams>({
  kind: 'eligibility',
  params: eligibilityReportParamsSchema,
  title: async (db, p) => {
    const [row] = await db
      .select({ qymc: enterprises.qymc })
      .from(enterprises)
      .where(eq(enterprises.id, p.qyid))
      .limit(1);
    if (!row) throw new AppError(404, POLICY_MESSAGES.noSuchEnterprise);
    return title(row.qymc);
  },
  build: async (db, user, p, clock) => {
    await assertScreen(db, user, POLICY_PERMISSION, POLICY_MESSAGES.noPermission);
    const { facts } = await resolveEnterprise(db, user, p.qyid);
    return eligibilityDocument(await checkEligibility({ db, clock }, facts, undefined, false));
  },
});

/** Records a downloaded eligibility PDF in the user's library, once per enterprise. */
export async function recordEligibilityReport(
  db: Database,
  user: UserRow,
  answer: EligibilityAnswer,
  now: Date,
): Promise<void> {
  const params: EligibilityReportParams = { qyid: Number(answer.extraData.enterprise.ID_) };
  if (await hasReportWith(db, user.id, 'eligibility', params)) return;
  await insertReport(db, {
    userId: user.id,
    kind: 'eligibility',
    title: title(answer.extraData.enterprise.qymc),
    params,
    dataAsOf: null,
    now,
  });
}
