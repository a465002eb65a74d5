'use client';

import { Form, Input, type FormRule } from 'antd';
import { COUNTRY_CODE, PHONE_LENGTH } from '@/lib/constants';
import { ACCOUNT_MESSAGES } from '@/lib/contract/account';
import { AUTH_MESSAGES, MAINLAND_MOBILE, phoneOrUsernameSchema } from '@/lib/contract/auth';
import { ACCOUNT_TEXT } from './messages';

/**
 * The login forms' account: a mainland mobile, with or without the username prefix, checked
 * with the server's own schema so the form says 格式不正确 before the server has to.
 */
export const loginAccountRule: FormRule = {
  validator: (_rule, value: unknown) =>
    typeof value !== 'string' ||
    value.trim() === '' ||
    phoneOrUsernameSchema.safeParse(value).success
      ? Promise.resolve()
      : Promise.reject(new Error(AUTH_MESSAGES.phoneFormat)),
};

/** A mainland mobile number (+86 only), as registration and find-password ask for it. */
export function PhoneField() {
  return (
    <Form.Item
      name="phone"
      rules={[
        { required: true, message: ACCOUNT_MESSAGES.phoneRequired },
        { pattern: MAINLAND_MOBILE, message: ACCOUNT_MESSAGES.phoneFormat },
      ]}
    >
      <Input
        prefix={COUNTRY_CODE}
        maxLength={PHONE_LENGTH}
        placeholder={ACCOUNT_TEXT.phonePlaceholder}
        inputMode="numeric"
        aria-label="手机号码"
      />
    </Form.Item>
  );
}
