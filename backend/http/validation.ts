import type { Hook } from '@hono/zod-openapi';
import { errorEnvelope } from '@/lib/contract/envelope';
import { MESSAGES } from '@/lib/contract/messages';
import type { AppEnv } from './env';
import { AppError } from './errors';

const TARGET_NAMES: Record<string, string> = {
  json: '请求体',
  form: '表单',
  param: '路径参数',
  query: '查询参数',
  header: '请求头',
};

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * The 400 message of a failed parse: its first issue, the field named in Chinese
 * (lib/contract/field-labels), or `where` when the path names no field.
 */
export function invalidInputMessage(issues: readonly Issue[], where: string): string {
  const issue = issues[0];
  return MESSAGES.invalidField(
    issue?.path ?? [],
    issue?.message ?? '格式不正确',
    TARGET_NAMES[where] ?? where,
  );
}

/** The AppError of a failed parse, for inputs parsed by hand (alias params, path values). */
export function invalidInput(issues: readonly Issue[], where: string): AppError {
  return new AppError(400, invalidInputMessage(issues, where));
}

/** A failed parse is a 400 envelope naming the field, never a 500. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  return c.json(errorEnvelope(400, invalidInputMessage(result.error.issues, result.target)), 400);
};
