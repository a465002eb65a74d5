'use client';

import { Form, Input } from 'antd';
import { PASSWORD_MAX_LENGTH } from '@/lib/constants';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '@/lib/contract/account';
import { ACCOUNT_TEXT } from './messages';

/** password1 and its confirmation password2 (SPEC.md §5.2). */
export function NewPasswordFields() {
  return (
    <>
      <Form.Item
        name="password1"
        rules={[
          { required: true, message: ACCOUNT_MESSAGES.password1Required },
          { min: PASSWORD_MIN_LENGTH, message: ACCOUNT_MESSAGES.passwordLength },
        ]}
      >
        <Input.Password
          maxLength={PASSWORD_MAX_LENGTH}
          placeholder={ACCOUNT_TEXT.password1Placeholder}
          aria-label="登录密码"
        />
      </Form.Item>
      <Form.Item
        name="password2"
        dependencies={['password1']}
        rules={[
          { required: true, message: ACCOUNT_MESSAGES.password2Required },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string) =>
              !value || getFieldValue('password1') === value
                ? Promise.resolve()
                : Promise.reject(new Error(ACCOUNT_MESSAGES.passwordMismatch)),
          }),
        ]}
      >
        <Input.Password
          maxLength={PASSWORD_MAX_LENGTH}
          placeholder={ACCOUNT_TEXT.password2Placeholder}
          aria-label="确认登录密码"
        />
      </Form.Item>
    </>
  );
}
