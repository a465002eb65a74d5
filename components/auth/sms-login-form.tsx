'use client';

import { App, Button, Form, Input } from 'antd';
import { COUNTRY_CODE, PHONE_LENGTH } from '@/lib/constants';
import { NOTICE_TITLE } from '@/lib/contract/messages';
import { ApiError, request } from '@/lib/client/request';
import { LOGIN_RULES, LOGIN_TEXT } from './messages';
import { loginAccountRule } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { useLockedSubmit } from './use-locked-submit';
import { RememberOptions, wantsRemember, type RememberValues } from './remember-options';

type Values = { username: string; code: string } & RememberValues;

// Mode 1: phone and SMS code.
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [form] = Form.useForm<Values>();
  const { notification } = App.useApp();
  const { submitting, submit } = useLockedSubmit(
    form,
    async (values) => {
      await request('/api-zsai-query/zsai/user/dzxxWebSmsLogin', {
        json: { username: values.username, code: values.code },
        rememberMe: wantsRemember(values),
      });
      onLoggedIn();
    },
    (error) =>
      notification.error({
        title: NOTICE_TITLE,
        description: error instanceof ApiError ? error.message : String(error),
      }),
  );

  return (
    <Form form={form} size="large" onFinish={() => void submit()} autoComplete="off">
      <Form.Item
        name="username"
        rules={[{ required: true, message: LOGIN_RULES.usernameRequired }, loginAccountRule]}
      >
        <Input
          prefix={COUNTRY_CODE}
          maxLength={PHONE_LENGTH}
          placeholder={LOGIN_TEXT.phonePlaceholder}
          inputMode="numeric"
          aria-label="手机号"
        />
      </Form.Item>
      <SmsCodeField form={form} phoneField="username" />
      <RememberOptions />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {LOGIN_TEXT.submit}
      </Button>
    </Form>
  );
}
