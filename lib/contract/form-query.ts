import { z } from '@hono/zod-openapi';
import { envelopeSchema } from './envelope';

// Custom queries: POST /api-form/form/core/formCustomQuery/queryForJson_{alias}, with form
// field `params` holding a JSON string.

// The alias sits inside the last path segment (queryForJson_{alias}), which the router cannot
// split: the whole segment is the parameter and the pattern names the alias.
export const FORM_QUERY_PREFIX = 'queryForJson_';
export const formQueryPathSchema = z.object({
  query: z
    .string()
    .regex(/^queryForJson_[A-Za-z][A-Za-z0-9_]{0,63}$/, '应为 queryForJson_{别名}')
    .openapi({ param: { name: 'query', in: 'path' }, example: 'queryForJson_qyhxWebAddr' }),
});

export const formQueryBodySchema = z.object({
  params: z
    .string()
    .max(100_000, '过长')
    .optional()
    .openapi({ description: 'JSON string of the query parameters', example: '{"rank":2}' }),
});

export const formQueryResponseSchema = envelopeSchema(z.unknown()).extend({
  extraData: z.record(z.string(), z.unknown()).optional(),
});

// qyhxWebAddr: 企业画像-地址, the administrative-division tree (GB/T 2260).
export const addressNodeTypeSchema = z.enum(['province', 'city', 'districts']);
export type AddressNode = {
  label: string;
  code: string;
  path: string;
  type: z.infer<typeof addressNodeTypeSchema>;
  children?: AddressNode[];
};
export const addressNodeSchema: z.ZodType<AddressNode> = z.lazy(() =>
  z.object({
    label: z.string(),
    code: z.string(),
    path: z.string(),
    type: addressNodeTypeSchema,
    children: z.array(addressNodeSchema).optional(),
  }),
);
export const addressParamsSchema = z.object({
  level: z.coerce.number().int().min(1).max(3).optional(),
});

// qyhxWebHyml: 企业画像-行业门类, the industry tree of GB/T 4754-2017.
export type IndustryNode = {
  id: string;
  pid: string | null;
  name: string;
  value: string;
  rank: number;
  type: 'category' | 'division' | 'group' | 'class';
  children?: IndustryNode[];
};
export const industryParamsSchema = z.object({
  rank: z.coerce.number().int().min(1, '最小为 1').max(4, '最大为 4').optional(),
});
