import { formDataParamsSchema } from '@/lib/contract/form-solution';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import { AppError } from '../../http/errors';
import { defineAlias } from '../alias-handler';
import { loadFormRows } from '../forms';

// dzxxFormData: 表单数据, the current user's record of a generic form; callers read the first row.
export const dzxxFormData = defineAlias({
  params: formDataParamsSchema,
  run: async (ctx, params) => {
    if (!ctx.userId) throw new AppError(401, AUTH_MESSAGES.tokenInvalid);
    return { data: await loadFormRows(ctx.forms, ctx.db, ctx.userId, params.alias) };
  },
});
