import { z } from '@hono/zod-openapi';

/** Every backend answer, errors included: `{ success, code, message, show, data }`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    code: z.number().int(),
    message: z.string(),
    show: z.boolean(),
    data,
  });

export const errorEnvelopeSchema = envelopeSchema(z.null()).extend({
  errorId: z.string().optional().openapi({ description: 'Id of the logged error (500 only)' }),
});

export type Envelope<T> = {
  success: boolean;
  code: number;
  message: string;
  show: boolean;
  data: T;
  extraData?: Record<string, unknown>;
};

export type ErrorEnvelope = Envelope<null> & { errorId?: string };

export function okEnvelope<T>(data: T, message = '操作成功'): Envelope<T> {
  return { success: true, code: 200, message, show: false, data };
}

export function errorEnvelope(status: number, message: string, errorId?: string): ErrorEnvelope {
  return {
    success: false,
    code: status,
    message,
    show: true,
    data: null,
    ...(errorId ? { errorId } : {}),
  };
}
