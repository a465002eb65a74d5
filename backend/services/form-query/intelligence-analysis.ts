import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import {
  INTELLIGENCE_ANALYSIS_PERMISSION,
  qbfxParamsSchema,
} from '@/lib/contract/intelligence-analysis';
import { aliasUser, defineAlias } from '../alias-handler';
import { assertScreen } from '../chains/access';
import { resolveRegion } from '../chains/regions';
import { analyse, filterOf, periodOf } from '../intelligence-analysis/analysis';
import { quotaDay } from '../search/export-quota';

// qbfx: 情报分析 custom queries (lib/contract/intelligence-analysis.ts,
// docs/intelligence-analysis.md "API"): a login and the feed's permission bt-cyqb.

// qbfxAnalysis: the feed's events under its filter, aggregated (kinds, weeks, regions, hot
// links with the previous period, active enterprises, totals).
export const qbfxAnalysis = defineAlias({
  params: qbfxParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    const { key, screen } = INTELLIGENCE_ANALYSIS_PERMISSION;
    await assertScreen(ctx.db, user, { key, screen }, CHAIN_MESSAGES.noPermission(screen));
    const { region, notice } = resolveRegion(p.region, user);
    // China's calendar day (UTC+8), as the export quotas count days.
    const period = periodOf(p, quotaDay(ctx.clock.now()));
    return { data: [await analyse(ctx.db, filterOf(p, region, period), period, notice)] };
  },
});

export const INTELLIGENCE_ANALYSIS_ALIASES = { qbfxAnalysis };
