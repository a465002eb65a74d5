import { findPasswordPayloadSchema, registerPayloadSchema } from '@/lib/contract/account';
import { ACCOUNT_MESSAGES } from '@/lib/contract/account';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import { AppError } from '../../http/errors';
import { initCustomerGroups } from '../accounts/customer-groups';
import { defineAlias, type AliasHandler, type AliasRegistry } from '../alias-handler';

// Script calls (sysInvokeScript/invoke/{alias}). Answers carry data.success as the
// platform's callers read it.

// dzxxWebRegister: 注册, registration with an SMS code.
const dzxxWebRegister = defineAlias({
  params: registerPayloadSchema,
  run: async (ctx, p) => {
    const { ticket } = await ctx.registration.register({
      phone: p.phone,
      password: p.password,
      validCode: p.validCode,
      scene: p.scene,
    });
    return { data: { success: true, ticket }, message: ACCOUNT_MESSAGES.registered };
  },
});

// dzxxWebFindPwd: 找回密码, a new password with an SMS code.
const dzxxWebFindPwd = defineAlias({
  params: findPasswordPayloadSchema,
  run: async (ctx, p) => ({ data: { success: true }, message: await ctx.findPassword(p) }),
});

// dzxxInitKhfz: 初始化客户分组, the user's default customer groups, once after login.
const dzxxInitKhfz = defineAlias({
  params: z.object({}).passthrough(),
  run: async (ctx) => {
    if (!ctx.userId) throw new AppError(401, AUTH_MESSAGES.tokenInvalid);
    const groups = await initCustomerGroups(ctx.db, ctx.userId, ctx.clock);
    return { data: { success: true, groups } };
  },
});

export function createScriptRegistry(): AliasRegistry {
  return new Map<string, AliasHandler>([
    ['dzxxWebRegister', dzxxWebRegister],
    ['dzxxWebFindPwd', dzxxWebFindPwd],
    ['dzxxInitKhfz', dzxxInitKhfz],
  ]);
}
