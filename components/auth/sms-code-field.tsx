'use client';

import { App, Button, Form, Input, type FormInstance } from 'antd';
import { useState } from 'react';
import { SMS_CODE_LENGTH, SMS_RESEND_COUNTDOWN_S } from '@/lib/constants';
import { NOTICE_TITLE } from '@/lib/contract/messages';
import { ApiError, request } from '@/lib/client/request';
import { LOGIN_RULES, LOGIN_TEXT } from './messages';
import { useCountdown } from './use-countdown';

type Props = { form: FormInstance; phoneField: string; name?: string };

/** The SMS code input with its send button and the 60 s countdown in brackets. */
export function SmsCodeField({ form, phoneField, name = 'code' }: Props) {
  const { message, notification } = App.useApp();
  const [sending, setSending] = useState(false);
  const countdown = useCountdown(SMS_RESEND_COUNTDOWN_S);

  async function sendCode() {
    // Sending validates only the phone.
    const values = (await form.validateFields([phoneField]).catch(() => undefined)) as
      Record<string, string> | undefined;
    const phone = values?.[phoneField];
    if (!phone) return;
    setSending(true);
    try {
      await request(`/api-zsai-query/zsai/sms/send/${encodeURIComponent(phone)}`, { form: {} });
      countdown.start();
      void message.success(LOGIN_TEXT.codeSent);
    } catch (error) {
      notification.error({
        title: NOTICE_TITLE,
        description: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Form.Item name={name} rules={[{ required: true, message: LOGIN_RULES.smsCodeRequired }]}>
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
  );
}
