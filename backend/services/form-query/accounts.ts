import { activationParamsSchema } from '@/lib/contract/account';
import { autoLoginInfoParamsSchema } from '@/lib/contract/auth';
import { defineAlias } from '../alias-handler';

// dzxxWebAct: 激活进度, the activation progress of a newly registered account.
export const dzxxWebAct = defineAlias({
  params: activationParamsSchema,
  run: async (ctx, params) => ({ data: await ctx.registration.progress(params.u, params.t) }),
});

// getAutoLoginInfo: 免密登录信息, NAME_ and VALUE_ of an allow-listed account.
export const getAutoLoginInfo = defineAlias({
  params: autoLoginInfoParamsSchema,
  run: async (ctx, params) => ({ data: await ctx.autoLogin.info(params.account) }),
});
