import { z } from '@hono/zod-openapi';
import { envelopeSchema } from './envelope';

// sysFile: uploads and previews (SPEC.md §3 uploaded file, §5.5, §7.3).

export const FILE_MESSAGES = {
  nameTooLong: '文件名过长，上传失败',
  suffixNotAllowed: (list: string) => `只能上传${list}格式的文件`,
  tooLarge: (limit: string) => `文件大小不能超过${limit}，上传失败`,
  contentMismatch: '文件内容与后缀名不符，上传失败',
  empty: '文件内容为空，上传失败',
  missing: '请选择要上传的文件',
  notFound: '文件不存在或无权查看',
} as const;

/** One file of a file field's value: the field stores a JSON list of these. */
export const uploadedFileSchema = z.object({
  uid: z.string(),
  url: z.string(),
  name: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const storedFileSchema = z.object({
  pkId: z.string(),
  fileName: z.string(),
  ext: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const uploadBodySchema = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary' }),
  /** The field's own suffix list ("jpg,png"); narrows the server's list, never widens it. */
  suffix: z
    .string()
    .regex(/^[a-zA-Z0-9]+(,[a-zA-Z0-9]+)*$/, '应为逗号分隔的后缀名')
    .optional(),
});

export const uploadResponseSchema = envelopeSchema(z.array(storedFileSchema));

export const previewQuerySchema = z.object({
  fileId: z.string().uuid('应为文件编号'),
});

/** The preview address of a stored file, as the portal links to it. */
export const FILE_PREVIEW_PATH = '/api-system/system/core/sysFile/previewFile';
