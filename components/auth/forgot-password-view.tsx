'use client';

import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { SUBMIT_RESET_DELAY_MS } from '@/lib/constants';
import { ACCOUNT_MESSAGES } from '@/lib/contract/account';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import { ApiError, request } from '@/lib/client/request';
import { ACCOUNT_TEXT } from './messages';
import { NewPasswordFields } from './new-password-fields';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

type Values = { phone: string; code: string; password1: string; password2: string };

const CAPTCHA_MESSAGES: readonly string[] = [AUTH_MESSAGES.codeWrong, AUTH_MESSAGES.codeInvalid];

/** Find password: phone, SMS code, a new password; then back to login. */
export function ForgotPasswordView({ onBack }: { onBack: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message, notification } = App.useApp();
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    if (submitting) return;
    setSubmitting(true);
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      window.setTimeout(() => setSubmitting(false), SUBMIT_RESET_DELAY_MS);
      return;
    }
    try {
      await request('/api-system/system/core/sysInvokeScript/invoke/dzxxWebFindPwd', {
        json: { params: { phone: values.phone, password: values.password1, code: values.code } },
      });
      void message.success(ACCOUNT_MESSAGES.passwordChanged);
      onBack();
    } catch (error) {
      const text = error instanceof ApiError ? error.message : String(error);
      if (CAPTCHA_MESSAGES.includes(text)) {
        form.setFields([{ name: 'code', errors: [ACCOUNT_MESSAGES.captchaError] }]);
      } else {
        notification.error({ title: ACCOUNT_TEXT.forgotTitle, description: text });
      }
      setSubmitting(false);
    }
  }

  return (
    <Form form={form} size="large" onFinish={() => void submit()} autoComplete="off">
      <PhoneField />
      <SmsCodeField form={form} phoneField="phone" />
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {ACCOUNT_TEXT.forgotSubmit}
      </Button>
      <Button type="link" block onClick={onBack}>
        {ACCOUNT_TEXT.backToLogin}
      </Button>
    </Form>
  );
}
