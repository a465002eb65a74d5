import { findPasswordPayloadSchema, registerPayloadSchema } from '@/lib/contract/account';
import { ACCOUNT_MESSAGES } from '@/lib/contract/account';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import { AppError } from '../../http/errors';
import { initCustomerGroups } from '../accounts/customer-groups';
import { aliasUser, defineAlias, type AliasHandler, type AliasRegistry } from '../alias-handler';
import {
  PORTAL_MESSAGES,
  changePasswordParamsSchema,
  saveBcxxParamsSchema,
} from '@/lib/contract/portal';
import {
  changePassword,
  listSessions,
  saveSupplementaryInfo,
  signOutEverywhere,
} from '../accounts/personal-centre';
import { CHAIN_MESSAGES, reportPlacementParamsSchema } from '@/lib/contract/chains';
import { reportPlacement } from '../chains/reports';
import { COMPARE_SCRIPTS } from '../compare/scripts';

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

// dzxxSaveBcxx: 补充信息, the caller's full name and company (info modal).
const dzxxSaveBcxx = defineAlias({
  params: saveBcxxParamsSchema,
  run: async (ctx, p) => {
    await saveSupplementaryInfo(ctx.db, aliasUser(ctx), p, ctx.clock);
    return { data: { success: true }, message: PORTAL_MESSAGES.saved };
  },
});

// dzxxChangePwd: 修改密码, with the current password; every session ends.
const dzxxChangePwd = defineAlias({
  params: changePasswordParamsSchema,
  run: async (ctx, p) => {
    await changePassword(ctx.db, aliasUser(ctx), p, ctx.clock);
    return { data: { success: true }, message: PORTAL_MESSAGES.passwordChanged };
  },
});

// dzxxListSessions: 登录设备, the caller's live sessions.
const dzxxListSessions = defineAlias({
  params: z.object({}).passthrough(),
  run: async (ctx) => ({
    data: await listSessions(ctx.db, aliasUser(ctx), ctx.sessionId, ctx.clock),
  }),
});

// dzxxSignOutAll: 退出全部设备, ends every session of the caller.
const dzxxSignOutAll = defineAlias({
  params: z.object({}).passthrough(),
  run: async (ctx) => {
    await signOutEverywhere(ctx.db, aliasUser(ctx), ctx.clock);
    return { data: { success: true }, message: PORTAL_MESSAGES.signedOutEverywhere };
  },
});

// cylReportPlacement: 纠错, the caller reports a wrong chain placement (stored for review).
const cylReportPlacement = defineAlias({
  params: reportPlacementParamsSchema,
  run: async (ctx, p) => {
    const { id, duplicate } = await reportPlacement(ctx.db, aliasUser(ctx), p);
    return {
      data: { success: true, id: String(id), duplicate },
      message: duplicate ? CHAIN_MESSAGES.reportDuplicate : CHAIN_MESSAGES.reportSaved,
    };
  },
});

export function createScriptRegistry(): AliasRegistry {
  return new Map<string, AliasHandler>([
    ['dzxxWebRegister', dzxxWebRegister],
    ['dzxxWebFindPwd', dzxxWebFindPwd],
    ['dzxxInitKhfz', dzxxInitKhfz],
    ['dzxxSaveBcxx', dzxxSaveBcxx],
    ['dzxxChangePwd', dzxxChangePwd],
    ['dzxxListSessions', dzxxListSessions],
    ['dzxxSignOutAll', dzxxSignOutAll],
    ['cylReportPlacement', cylReportPlacement],
    ...Object.entries(COMPARE_SCRIPTS),
  ]);
}
