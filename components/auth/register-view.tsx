'use client';

import { App, Button, Form, Input, Progress } from 'antd';
import { useEffect, useState } from 'react';
import { ACTIVATION_POLL_INTERVAL_MS, ACTIVATION_POLL_REPEATS } from '@/lib/constants';
import {
  ACCOUNT_MESSAGES,
  REGISTER_PLATFORM_CODE,
  REGISTER_SOURCE,
  REGISTER_SYS_ID,
  type ActivationRow,
} from '@/lib/contract/account';
import { AUTH_MESSAGES, USERNAME_PREFIX } from '@/lib/contract/auth';
import { NOTICE_TITLE } from '@/lib/contract/messages';
import { ApiError, customQuery, request } from '@/lib/client/request';
import { activationPercent } from './activation';
import { ACCOUNT_TEXT } from './messages';
import { NewPasswordFields } from './new-password-fields';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { useLockedSubmit } from './use-locked-submit';

type Values = { phone: string; code: string; password1: string; password2: string; scene?: string };
type Activation = { username: string; ticket: string };

const CAPTCHA_MESSAGES: readonly string[] = [AUTH_MESSAGES.codeWrong, AUTH_MESSAGES.codeInvalid];

/** Registration, then the activation progress, then the automatic login. */
export function RegisterView(props: { onBack: () => void; onLoggedIn: () => void; scene: string }) {
  const [form] = Form.useForm<Values>();
  const { message, modal } = App.useApp();
  const [activation, setActivation] = useState<Activation>();
  const { submitting, submit } = useLockedSubmit(
    form,
    async (values) => {
      const username = `${USERNAME_PREFIX}${values.phone}`;
      const answer = await request<{ success: boolean; ticket: string }>(
        '/api-system/system/core/sysInvokeScript/invoke/dzxxWebRegister',
        {
          json: {
            params: {
              fullname: values.phone,
              username,
              password: values.password1,
              phone: values.phone,
              validCode: values.code,
              code: REGISTER_PLATFORM_CODE,
              sysId: REGISTER_SYS_ID,
              scene: values.scene?.trim() ?? '',
              source: REGISTER_SOURCE,
            },
          },
        },
      );
      void message.success(ACCOUNT_MESSAGES.registered);
      setActivation({ username, ticket: answer.data.ticket });
    },
    (error) => {
      const text = error instanceof ApiError ? error.message : String(error);
      if (CAPTCHA_MESSAGES.includes(text)) {
        form.setFields([{ name: 'code', errors: [ACCOUNT_MESSAGES.captchaError] }]);
      } else {
        modal.confirm({
          title: NOTICE_TITLE,
          content: text,
          okText: ACCOUNT_TEXT.goLogin,
          cancelText: ACCOUNT_TEXT.keepRegistering,
          onOk: props.onBack,
        });
      }
    },
  );

  if (activation) return <ActivationProgress {...activation} onLoggedIn={props.onLoggedIn} />;

  return (
    <Form
      form={form}
      size="large"
      onFinish={() => void submit()}
      autoComplete="off"
      initialValues={{ scene: props.scene }}
    >
      <PhoneField />
      <SmsCodeField form={form} phoneField="phone" />
      <NewPasswordFields />
      <Form.Item name="scene">
        <Input
          maxLength={32}
          placeholder={ACCOUNT_MESSAGES.invitationPlaceholder}
          aria-label="邀请码"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {ACCOUNT_TEXT.registerSubmit}
      </Button>
      <Button type="link" block onClick={props.onBack}>
        {ACCOUNT_TEXT.backToLogin}
      </Button>
    </Form>
  );
}

// Checked at once and every 5 s, about 60 times; at 100 the new user is logged in.
function ActivationProgress({
  username,
  ticket,
  onLoggedIn,
}: Activation & { onLoggedIn: () => void }) {
  const [percent, setPercent] = useState(0);
  const { notification } = App.useApp();

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    async function check(remaining: number) {
      let row: ActivationRow | undefined;
      try {
        const answer = await customQuery<ActivationRow[]>('dzxxWebAct', {
          u: username,
          t: ticket,
        });
        row = answer.data[0];
      } catch {
        // A failed check is retried with the next one.
      }
      if (stopped) return;
      const value = activationPercent(row);
      setPercent(value);
      if (value >= 100) {
        try {
          await request('/api-zsai-query/zsai/user/dzxxWebActLogin', {
            json: { username, ticket },
          });
          onLoggedIn();
        } catch (error) {
          notification.error({
            title: NOTICE_TITLE,
            description: error instanceof ApiError ? error.message : String(error),
          });
        }
        return;
      }
      if (remaining > 0) {
        timer = window.setTimeout(() => void check(remaining - 1), ACTIVATION_POLL_INTERVAL_MS);
      }
    }
    void check(ACTIVATION_POLL_REPEATS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [username, ticket, onLoggedIn, notification]);

  return (
    <div style={{ textAlign: 'center', padding: '24px 0' }}>
      <Progress type="circle" percent={percent} />
      <p>{ACCOUNT_TEXT.activating}</p>
    </div>
  );
}
