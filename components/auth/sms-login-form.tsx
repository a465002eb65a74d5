'use client';

import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import {
  PHONE_LENGTH,
  SMS_CODE_LENGTH,
  SMS_RESEND_COUNTDOWN_S,
  SUBMIT_RESET_DELAY_MS,
} from '@/lib/constants';
import { NOTICE_TITLE } from '@/lib/contract/messages';
import { ApiError, request } from '@/lib/client/request';
import { LOGIN_RULES, LOGIN_TEXT } from './messages';
import { useCountdown } from './use-countdown';

type Values = { username: string; code: string };

// Mode 1: phone and SMS code.
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message, notification } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown(SMS_RESEND_COUNTDOWN_S);

  const fail = (error: unknown) => {
    const text = error instanceof ApiError ? error.message : String(error);
    notification.error({ title: NOTICE_TITLE, description: text });
  };

  async function sendCode() {
    // Sending validates only the phone.
    const { username } = await form.validateFields(['username']).catch(() => ({ username: '' }));
    if (!username) return;
    setSending(true);
    try {
      await request(`/api-zsai-query/zsai/sms/send/${encodeURIComponent(username)}`, { form: {} });
      countdown.start();
      void message.success(LOGIN_TEXT.codeSent);
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
    }
  }

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
      await request('/api-zsai-query/zsai/user/dzxxWebSmsLogin', { json: values });
      onLoggedIn();
    } catch (error) {
      fail(error);
      setSubmitting(false);
    }
  }

  return (
    <Form form={form} size="large" onFinish={() => void submit()} autoComplete="off">
      <Form.Item
        name="username"
        rules={[{ required: true, message: LOGIN_RULES.usernameRequired }]}
      >
        <Input
          prefix="+86"
          maxLength={PHONE_LENGTH}
          placeholder={LOGIN_TEXT.phonePlaceholder}
          inputMode="numeric"
          aria-label="手机号"
        />
      </Form.Item>
      <Form.Item name="code" rules={[{ required: true, message: LOGIN_RULES.smsCodeRequired }]}>
        <Input
          maxLength={SMS_CODE_LENGTH}
          placeholder={LOGIN_TEXT.codePlaceholder}
          inputMode="numeric"
          aria-label="短信验证码"
          suffix={
            <Button
              type="link"
              size="small"
              disabled={countdown.left > 0}
              loading={sending}
              onClick={() => void sendCode()}
            >
              {countdown.left > 0 ? LOGIN_TEXT.resendIn(countdown.left) : LOGIN_TEXT.sendCode}
            </Button>
          }
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {LOGIN_TEXT.submit}
      </Button>
    </Form>
  );
}
