import type { z } from 'zod';
import { MESSAGES } from '@/lib/contract/messages';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import type { UserRow } from '../db/queries/users';
import type { AppDeps } from '../http/env';
import { AppError } from '../http/errors';
import { invalidInput } from '../http/validation';

// Handlers called by alias: custom queries (queryForJson_{alias}) and script calls
// (sysInvokeScript/invoke/{alias}). Each declares its params schema from lib/contract.

export type AliasContext = AppDeps & {
  userId: string | undefined;
  /** The verified caller, when the request carried a valid token. */
  user?: UserRow;
  sessionId?: string;
  clientIp: string;
};

/** The caller of an alias that needs a login; anonymous calls get the session-expired 401. */
export function aliasUser(ctx: AliasContext): UserRow {
  if (!ctx.user) throw new AppError(401, AUTH_MESSAGES.tokenInvalid);
  return ctx.user;
}

export type AliasResult = {
  data: unknown;
  extraData?: Record<string, unknown>;
  message?: string;
};

export type AliasHandler<S extends z.ZodType = z.ZodType> = {
  params: S;
  run: (ctx: AliasContext, params: z.infer<S>) => Promise<AliasResult> | AliasResult;
};

export type AliasRegistry = ReadonlyMap<string, AliasHandler>;

/** Declares an alias with its types checked against its own schema. */
export function defineAlias<S extends z.ZodType>(handler: AliasHandler<S>): AliasHandler {
  return handler;
}

/** Finds the alias, validates its params (naming the field) and runs it. */
export async function runAlias(
  registry: AliasRegistry,
  alias: string,
  params: unknown,
  ctx: AliasContext,
): Promise<AliasResult> {
  const handler = registry.get(alias);
  if (!handler) throw new AppError(404, MESSAGES.unknownAlias(alias));
  const parsed = handler.params.safeParse(params);
  if (!parsed.success) throw invalidInput(parsed.error.issues, '参数');
  return handler.run(ctx, parsed.data);
}
