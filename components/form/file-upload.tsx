'use client';

import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import { DEFAULT_FILE_COUNT } from '@/lib/constants';
import { FILE_PREVIEW_PATH, type StoredFile, type UploadedFile } from '@/lib/contract/files';
import type { FormFieldDef } from '@/lib/contract/form-field';
import { ApiError, apiUrl, request } from '@/lib/client/request';
import { checkUpload, parseSuffixList } from '@/lib/validation/file';

const UPLOAD_PATH = '/api-system/system/core/sysFile/upload';

type Props = {
  field: FormFieldDef;
  value?: UploadedFile[];
  onChange?: (v: UploadedFile[]) => void;
};

// A file field: checks name and suffix before sending (the server checks again, and the
// size), keeps {uid, url, name} items, and hides its button at the maximum count.
export function FileUpload({ field, value = [], onChange }: Props) {
  const { message } = App.useApp();
  const maxCount = field.maxCount ?? DEFAULT_FILE_COUNT;
  const suffixes = parseSuffixList(field.suffix);
  const fileList: UploadFile[] = value.map((f) => ({ ...f, status: 'done' }));

  return (
    <Upload
      fileList={fileList}
      maxCount={maxCount}
      accept={suffixes.map((s) => `.${s}`).join(',') || undefined}
      beforeUpload={(file) => {
        const problem = checkUpload(file, suffixes, Number.POSITIVE_INFINITY);
        if (problem) {
          void message.error(problem);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const body = new FormData();
        body.append('file', file as File);
        if (field.suffix) body.append('suffix', field.suffix);
        request<StoredFile[]>(UPLOAD_PATH, { multipart: body })
          .then((res) => {
            const stored = res.data[0];
            if (!stored) throw new ApiError('上传失败', 500);
            const item: UploadedFile = {
              uid: stored.pkId,
              name: stored.fileName,
              url: apiUrl(FILE_PREVIEW_PATH, { fileId: stored.pkId }),
            };
            onChange?.([...value, item].slice(-maxCount));
            onSuccess?.(item);
          })
          .catch((error: unknown) => {
            void message.error(error instanceof Error ? error.message : String(error));
            onError?.(error instanceof Error ? error : new Error(String(error)));
          });
      }}
      onRemove={(file) => {
        onChange?.(value.filter((f) => f.uid !== file.uid));
        return true;
      }}
    >
      {value.length < maxCount ? (
        <Button icon={<UploadOutlined />} disabled={field.disabled}>
          上传文件
        </Button>
      ) : null}
    </Upload>
  );
}
