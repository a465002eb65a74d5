'use client';

import { Checkbox, Form } from 'antd';
import { LOGIN_TEXT } from './messages';

export type RememberValues = { remember?: boolean; autoLogin?: boolean };

/** Either option keeps the user logged in for 7 days through a revocable credential. */
export const wantsRemember = (values: RememberValues) =>
  Boolean(values.remember || values.autoLogin);

export function RememberOptions() {
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 12 }}>
        <Checkbox>{LOGIN_TEXT.remember}</Checkbox>
      </Form.Item>
      <Form.Item name="autoLogin" valuePropName="checked" style={{ marginBottom: 12 }}>
        <Checkbox>{LOGIN_TEXT.autoLogin}</Checkbox>
      </Form.Item>
    </div>
  );
}
