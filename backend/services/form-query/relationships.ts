import {
  RELATIONSHIP_MESSAGES,
  RELATIONSHIP_PERMISSION,
  personPickerSchema,
  relationshipExportQuotaSchema,
  relationshipSearchSchema,
} from '@/lib/contract/relationships';
import type { UserRow } from '../../db/queries/users';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertScreen } from '../chains/access';
import { personCandidates } from '../relationships/persons';
import { searchRelationships } from '../relationships/search';
import { listExportQuota, quotaDay } from '../search/export-quota';

// 找关系 custom queries (lib/contract/relationships.ts, docs/relationships.md): a login and
// the permission bt-zgx; unknown enterprises and people are 404s, bad input 400s naming the
// field, a search past its time budget a partial answer with a notice.

export async function relationshipUser(ctx: AliasContext): Promise<UserRow> {
  const user = aliasUser(ctx);
  await assertScreen(ctx.db, user, RELATIONSHIP_PERMISSION, RELATIONSHIP_MESSAGES.noPermission);
  return user;
}

// zgxSearch: paths between every pair of 2–5 entities, suspected ties, common relations.
export const zgxSearch = defineAlias({
  params: relationshipSearchSchema,
  run: async (ctx, p) => {
    await relationshipUser(ctx);
    const answer = await searchRelationships(ctx.db, p, { today: quotaDay(ctx.clock.now()) });
    return { data: [answer] };
  },
});

// zgxPersons: the people of a name with their enterprises (the person picker).
export const zgxPersons = defineAlias({
  params: personPickerSchema,
  run: async (ctx, p) => {
    await relationshipUser(ctx);
    const { candidates, total } = await personCandidates(ctx.db, p);
    return { data: candidates, extraData: { totalCount: total, name: p.name } };
  },
});

// zgxExportQuota: today's quota and the rows (paths) an export of this search would take.
export const zgxExportQuota = defineAlias({
  params: relationshipExportQuotaSchema,
  run: async (ctx, p) => {
    const user = await relationshipUser(ctx);
    const now = ctx.clock.now();
    const quota = await listExportQuota({ db: ctx.db, now }, user, async (cap) => {
      const answer = await searchRelationships(ctx.db, p, { today: quotaDay(now) });
      return Math.min(cap, answer.paths.length);
    });
    return { data: [quota] };
  },
});

export const RELATIONSHIP_ALIASES = { zgxSearch, zgxPersons, zgxExportQuota };
