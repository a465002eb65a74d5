import { findPasswordPayloadSchema, registerPayloadSchema } from '@/lib/contract/account';
import { ACCOUNT_MESSAGES } from '@/lib/contract/account';
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

export function createScriptRegistry(): AliasRegistry {
  return new Map<string, AliasHandler>([
    ['dzxxWebRegister', dzxxWebRegister],
    ['dzxxWebFindPwd', dzxxWebFindPwd],
  ]);
}
