'use client';

import { Form, Input } from 'antd';
import { COUNTRY_CODE, PHONE_LENGTH } from '@/lib/constants';
import { ACCOUNT_MESSAGES } from '@/lib/contract/account';
import { MAINLAND_MOBILE } from '@/lib/contract/auth';
import { ACCOUNT_TEXT } from './messages';

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
