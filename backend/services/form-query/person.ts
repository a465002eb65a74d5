import {
  LEGAL_REPRESENTATIVE_TITLE,
  PERSON_MESSAGES,
  PERSON_ROLE_LIMIT,
  personParamsSchema,
  type PersonAnswer,
} from '@/lib/contract/person';
import { dimensionDef } from '@/lib/contract/profile';
import { personWithRoles } from '../../db/queries/people';
import { AppError } from '../../http/errors';
import { aliasUser, defineAlias } from '../alias-handler';
import { assertProfileModule } from '../profile/access';

// qyhxPerson: 人员详情, the person panel of the profile. What it shows is what 主要人员 and
// 股东信息 show, seen from the person's side, so it opens with the 主要人员 module.

/** Titles as listed, the legal representation first. */
function titlesOf(joined: string | null): string[] {
  const titles = joined ? joined.split('、') : [];
  return [
    ...titles.filter((t) => t === LEGAL_REPRESENTATIVE_TITLE),
    ...titles.filter((t) => t !== LEGAL_REPRESENTATIVE_TITLE),
  ];
}

export const qyhxPerson = defineAlias({
  params: personParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    await assertProfileModule(ctx.db, user, 'zyry', dimensionDef('zyry').name);
    const found = await personWithRoles(ctx.db, p.id, PERSON_ROLE_LIMIT);
    if (!found) throw new AppError(404, PERSON_MESSAGES.noSuchPerson);
    const answer: PersonAnswer = {
      id: p.id,
      name: found.name,
      roles: found.roles.map((r) => ({ ...r, titles: titlesOf(r.titles) })),
      total: found.total,
    };
    return { data: [answer] };
  },
});
