'use client';

import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { PASSWORD_MAX_LENGTH } from '@/lib/constants';
import { NOTICE_TITLE } from '@/lib/contract/messages';
import { newDeviceId } from '@/lib/client/device-id';
import { ApiError, request } from '@/lib/client/request';
import { encryptCredentials } from '@/lib/client/upe';
import { LOGIN_RULES, LOGIN_TEXT } from './messages';
import { useCaptcha } from './use-captcha';
import { useLockedSubmit } from './use-locked-submit';
import { RememberOptions, wantsRemember, type RememberValues } from './remember-options';
import { loginAccountRule } from './phone-field';

type Values = { username: string; password: string; validCode: string } & RememberValues;

// Mode 2: account and password plus the picture code.
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [form] = Form.useForm<Values>();
  const { notification } = App.useApp();
  const [deviceId] = useState(newDeviceId);
  const captcha = useCaptcha(deviceId);
  const { submitting, submit } = useLockedSubmit(
    form,
    async (values) => {
      const upe = await encryptCredentials({
        username: values.username.trim(),
        password: values.password,
        deviceId,
        nonce: captcha.nonce.current,
      });
      await request('/api-uaa/oauth/user/token', {
        form: { upe, deviceId, validCode: values.validCode },
        rememberMe: wantsRemember(values),
      });
      onLoggedIn();
    },
    (error) => {
      notification.error({
        title: NOTICE_TITLE,
        description: error instanceof ApiError ? error.message : String(error),
      });
      // A picture code is good for one try.
      form.setFieldValue('validCode', '');
      void captcha.refresh();
    },
  );

  return (
    <Form form={form} size="large" onFinish={() => void submit()} autoComplete="off">
      <Form.Item
        name="username"
        rules={[{ required: true, message: LOGIN_RULES.usernameRequired }, loginAccountRule]}
      >
        <Input placeholder={LOGIN_TEXT.accountPlaceholder} aria-label="账户名" />
      </Form.Item>
      <Form.Item
        name="password"
        rules={[{ required: true, message: LOGIN_RULES.passwordRequired }]}
      >
        <Input.Password
          maxLength={PASSWORD_MAX_LENGTH}
          placeholder={LOGIN_TEXT.passwordPlaceholder}
          aria-label="密码"
        />
      </Form.Item>
      <Form.Item
        name="validCode"
        rules={[{ required: true, message: LOGIN_RULES.captchaRequired }]}
      >
        <Input
          maxLength={8}
          placeholder={LOGIN_TEXT.captchaPlaceholder}
          aria-label="图形验证码"
          suffix={
            captcha.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a blob URL, not an optimisable asset
              <img
                src={captcha.image}
                alt={LOGIN_TEXT.captchaAlt}
                title={LOGIN_TEXT.captchaRefresh}
                width={110}
                height={40}
                style={{ cursor: 'pointer', margin: '-8px -8px -8px 0' }}
                onClick={() => void captcha.refresh()}
              />
            ) : null
          }
        />
      </Form.Item>
      <RememberOptions />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {LOGIN_TEXT.submit}
      </Button>
    </Form>
  );
}
