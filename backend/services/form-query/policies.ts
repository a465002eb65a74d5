import { sql } from 'drizzle-orm';
import {
  POLICY_MESSAGES,
  POLICY_PERMISSION,
  askParamsSchema,
  eligibilityParamsSchema,
  policiesParamsSchema,
  policyParamsSchema,
  type AskMatch,
  type PolicyDetail,
} from '@/lib/contract/policies';
import {
  inForce,
  measuresOf,
  policiesByCode,
  policiesHoldingAny,
  policyCondition,
  policyFullTexts,
  policyPage,
} from '../../db/queries/policies';
import { AppError } from '../../http/errors';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertScreen } from '../chains/access';
import { findRegion } from '../chains/regions';
import { regionPrefix } from '../policies/clauses';
import { checkEligibility, resolveEnterprise } from '../policies/eligibility';
import { matchPolicy, questionWords, rankMatches } from '../policies/question';
import { chinaToday, measureRecord, NATIONAL_CODE, policyRecord } from '../policies/records';

// 政策问答 custom queries (gjzc: 惠企政策问答; lib/contract/policies.ts, docs/policy-qa.md).
// Each needs a login and bt-gjzc; an unknown policy, region or enterprise is a 404.

async function policyScreen(ctx: AliasContext) {
  const user = aliasUser(ctx);
  await assertScreen(ctx.db, user, POLICY_PERMISSION, POLICY_MESSAGES.noPermission);
  return user;
}

const today = (ctx: AliasContext) => chinaToday(ctx.clock.now());

/** How many candidate policies a question reads before ranking. */
const ASK_CANDIDATES = 300;

// gjzcPolicies: the library filtered by keyword, level, region, category and in force; paged.
export const gjzcPolicies = defineAlias({
  params: policiesParamsSchema,
  run: async (ctx, p) => {
    await policyScreen(ctx);
    if (p.region && p.region !== NATIONAL_CODE && !findRegion(p.region))
      throw new AppError(404, `地区不存在：${p.region}`);
    const date = today(ctx);
    const where = policyCondition({
      keyword: p.keyword,
      level: p.level,
      regionPrefix: p.region && p.region !== NATIONAL_CODE ? regionPrefix(p.region) : undefined,
      category: p.category,
      validOn: p.validNow ? date : undefined,
    });
    const { rows, total } = await policyPage(
      ctx.db,
      where,
      p.pageSize,
      (p.pageIndex - 1) * p.pageSize,
    );
    return {
      data: rows.map((r) => policyRecord(r, date)),
      extraData: { totalCount: total, pageIndex: p.pageIndex, pageSize: p.pageSize },
    };
  },
});

// gjzcPolicy: one policy with its full text, measures and clauses.
export const gjzcPolicy = defineAlias({
  params: policyParamsSchema,
  run: async (ctx, p) => {
    await policyScreen(ctx);
    const [row] = await policiesByCode(ctx.db, [p.policy]);
    if (!row) throw new AppError(404, POLICY_MESSAGES.noSuchPolicy(p.policy));
    const detail: PolicyDetail = {
      ...policyRecord(row, today(ctx)),
      fulltext: (await policyFullTexts(ctx.db, [row.id])).get(row.id) ?? '',
      measures: (await measuresOf(ctx.db, [row.id])).map(measureRecord),
    };
    return { data: [detail] };
  },
});

// gjzcAsk: a question in Chinese → matching policies with the passages that answer it.
export const gjzcAsk = defineAlias({
  params: askParamsSchema,
  run: async (ctx, p) => {
    await policyScreen(ctx);
    const date = today(ctx);
    const words = questionWords(p.question);
    const candidates = await policiesHoldingAny(
      ctx.db,
      words,
      p.validNow ? inForce(date) : sql`true`,
      ASK_CANDIDATES,
    );
    const measures = await measuresOf(
      ctx.db,
      candidates.map((c) => c.id),
    );
    const texts = await policyFullTexts(
      ctx.db,
      candidates.map((c) => c.id),
    );
    const matches: AskMatch[] = [];
    for (const c of candidates) {
      const match = matchPolicy(
        c,
        texts.get(c.id) ?? '',
        measures.filter((m) => m.policyId === c.id),
        words,
        date,
      );
      if (match) matches.push(match);
    }
    return { data: rankMatches(matches).slice(0, p.limit), extraData: { words } };
  },
});

// gjzcEligibility: one enterprise (default the caller's company) against the library.
export const gjzcEligibility = defineAlias({
  params: eligibilityParamsSchema,
  run: async (ctx, p) => {
    const user = await policyScreen(ctx);
    const { facts, own } = await resolveEnterprise(ctx.db, user, p.qyid);
    return checkEligibility(ctx, facts, p.policies, own);
  },
});

export const POLICY_ALIASES = { gjzcPolicies, gjzcPolicy, gjzcAsk, gjzcEligibility };
