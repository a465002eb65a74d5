'use client';

import { App, Button, Form } from 'antd';
import { ACCOUNT_MESSAGES } from '@/lib/contract/account';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import { ApiError, request } from '@/lib/client/request';
import { ACCOUNT_TEXT } from './messages';
import { NewPasswordFields } from './new-password-fields';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { useLockedSubmit } from './use-locked-submit';

type Values = { phone: string; code: string; password1: string; password2: string };

const CAPTCHA_MESSAGES: readonly string[] = [AUTH_MESSAGES.codeWrong, AUTH_MESSAGES.codeInvalid];

/** Find password: phone, SMS code, a new password; then back to login. */
export function ForgotPasswordView({ onBack }: { onBack: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message, notification } = App.useApp();
  const { submitting, submit } = useLockedSubmit(
    form,
    async (values) => {
      await request('/api-system/system/core/sysInvokeScript/invoke/dzxxWebFindPwd', {
        json: { params: { phone: values.phone, password: values.password1, code: values.code } },
      });
      void message.success(ACCOUNT_MESSAGES.passwordChanged);
      onBack();
    },
    (error) => {
      const text = error instanceof ApiError ? error.message : String(error);
      if (CAPTCHA_MESSAGES.includes(text)) {
        form.setFields([{ name: 'code', errors: [ACCOUNT_MESSAGES.captchaError] }]);
      } else {
        notification.error({ title: ACCOUNT_TEXT.forgotTitle, description: text });
      }
    },
  );

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
