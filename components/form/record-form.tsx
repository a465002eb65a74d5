'use client';

import { App, Alert, Button, Card } from 'antd';
import { useState } from 'react';
import type { FormFieldDef } from '@/lib/contract/form-field';
import { NOTICE_TITLE } from '@/lib/contract/messages';
import { ApiError } from '@/lib/client/request';
import { FormEngine } from './form-engine';
import { useFormRecord } from './use-form-record';

type Props = {
  title: string;
  alias: string;
  fields: readonly FormFieldDef[];
  /** Runs after a successful save, e.g. to refresh what else shows the same values. */
  onSaved?: () => Promise<unknown> | void;
};

/** The user's record of a generic form: read-only until 编辑, saved through the form engine. */
export function RecordForm({ title, alias, fields, onSaved }: Props) {
  const { message, notification } = App.useApp();
  const { record, loading, error, save } = useFormRecord(alias);
  const [editing, setEditing] = useState(false);

  return (
    <Card
      title={title}
      extra={
        editing ? null : (
          <Button type="primary" onClick={() => setEditing(true)} disabled={loading}>
            编辑
          </Button>
        )
      }
    >
      {error ? <Alert type="error" title={error} style={{ marginBottom: 16 }} /> : null}
      <FormEngine
        fields={fields}
        record={record}
        loading={loading}
        disabled={!editing}
        onSubmit={async (values) => {
          try {
            void message.success(await save(values));
            setEditing(false);
            await onSaved?.();
          } catch (e) {
            notification.error({
              title: NOTICE_TITLE,
              description: e instanceof ApiError ? e.message : String(e),
            });
          }
        }}
        extra={editing ? <Button onClick={() => setEditing(false)}>取消</Button> : null}
      />
    </Card>
  );
}
