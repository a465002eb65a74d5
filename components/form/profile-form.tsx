'use client';

import { App, Alert, Button, Card } from 'antd';
import { useState } from 'react';
import { NOTICE_TITLE } from '@/lib/contract/messages';
import { PROFILE_FIELDS, PROFILE_FORM_ALIAS } from '@/lib/contract/forms/profile';
import { ApiError } from '@/lib/client/request';
import { FormEngine } from './form-engine';
import { useFormRecord } from './use-form-record';

// 个人资料: the personal centre's profile, edited with the generic form engine.
export function ProfileForm() {
  const { message, notification } = App.useApp();
  const { record, loading, error, save } = useFormRecord(PROFILE_FORM_ALIAS);
  const [editing, setEditing] = useState(false);

  return (
    <Card
      title="个人资料"
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
        fields={PROFILE_FIELDS}
        record={record}
        loading={loading}
        disabled={!editing}
        onSubmit={async (values) => {
          try {
            void message.success(await save(values));
            setEditing(false);
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
