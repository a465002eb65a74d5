import type { Hook } from '@hono/zod-openapi';
import { errorEnvelope } from '@/lib/contract/envelope';
import { MESSAGES } from '@/lib/contract/messages';
import type { AppEnv } from './env';

const TARGET_NAMES: Record<string, string> = {
  json: '请求体',
  form: '表单',
  param: '路径参数',
  query: '查询参数',
  header: '请求头',
};

/** A failed parse is a 400 envelope naming the field, never a 500. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : (TARGET_NAMES[result.target] ?? '请求');
  return c.json(
    errorEnvelope(400, MESSAGES.invalidField(String(field), issue?.message ?? '格式不正确')),
    400,
  );
};
