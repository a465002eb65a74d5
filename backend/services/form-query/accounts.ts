import { activationParamsSchema } from '@/lib/contract/account';
import { defineAlias } from '../alias-handler';

// dzxxWebAct: 激活进度, the activation progress of a newly registered account.
export const dzxxWebAct = defineAlias({
  params: activationParamsSchema,
  run: async (ctx, params) => ({ data: await ctx.registration.progress(params.u, params.t) }),
});
