import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { FZZL_PERMISSION, fzzlOverviewParamsSchema } from '@/lib/contract/industry-overview';
import { aliasUser, defineAlias } from '../alias-handler';
import { assertScreen } from '../chains/access';
import { resolveRegion } from '../chains/regions';
import {
  assertOverviewRegion,
  industryOverview,
  resolveSubject,
} from '../industry-overview/overview';

// fzzl: 发展总览, 看行业's industry overview (lib/contract/industry-overview.ts,
// docs/intelligence-overview.md): needs a login and bt-kxy; reads the step industry-overview.

// fzzlOverview: an industry (门类, 大类, 中类) or a chain in 全国, a province or a city.
export const fzzlOverview = defineAlias({
  params: fzzlOverviewParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    await assertScreen(
      ctx.db,
      user,
      FZZL_PERMISSION,
      CHAIN_MESSAGES.noPermission(FZZL_PERMISSION.screen),
    );
    const { region, notice } = resolveRegion(p.region, user);
    assertOverviewRegion(region);
    const subject = await resolveSubject(ctx.db, p);
    return { data: [await industryOverview(ctx, subject, region)], extraData: { notice } };
  },
});

export const INDUSTRY_OVERVIEW_ALIASES = { fzzlOverview };
