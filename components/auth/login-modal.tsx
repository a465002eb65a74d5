'use client';

import { Button, Modal, Space, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { BASE_PATH, LOGIN_DIALOG_WIDTH } from '@/lib/constants';
import { FROM_PARAM, NEED_LOGIN_PARAM, safeReturnPath } from '@/lib/routes';
import { ConsentLine } from './consent-line';
import { ForgotPasswordView } from './forgot-password-view';
import { ACCOUNT_TEXT, LOGIN_TEXT, QR_TEXT } from './messages';
import { QrLoginView } from './qr-login-view';
import { PasswordLoginForm } from './password-login-form';
import { RegisterView } from './register-view';
import { SmsLoginForm } from './sms-login-form';

type View = 'login' | 'scan' | 'register' | 'forgot';

const TITLES: Record<View, string> = {
  login: LOGIN_TEXT.title,
  scan: LOGIN_TEXT.title,
  register: ACCOUNT_TEXT.registerTitle,
  forgot: ACCOUNT_TEXT.forgotTitle,
};

/**
 * After a successful login the page reloads, without the flags that opened the dialog, or
 * goes on to what the visitor had asked for: `returnTo` (a search), else ?from= (a protected
 * page the gate sent home).
 */
function reloadAfterLogin(returnTo: string | undefined) {
  const url = new URL(window.location.href);
  const from = safeReturnPath(returnTo ?? url.searchParams.get(FROM_PARAM));
  if (from) {
    // /reload is the post-login target: it sends the user on to the page they asked for.
    window.location.replace(`${BASE_PATH}/reload?${FROM_PARAM}=${encodeURIComponent(from)}`);
    return;
  }
  for (const flag of ['login', 'scene', NEED_LOGIN_PARAM, FROM_PARAM])
    url.searchParams.delete(flag);
  window.location.replace(url.toString());
}

/** An invitation code from the address (?scene=...) fills the registration form. */
function sceneFromUrl(): string {
  return typeof window === 'undefined'
    ? ''
    : (new URLSearchParams(window.location.search).get('scene') ?? '');
}

type Props = {
  open: boolean;
  onClose: () => void;
  initialView?: 'login' | 'register';
  /** Where to go after logging in (a same-site path); the current page otherwise. */
  returnTo?: string;
};

export function LoginModal({ open, onClose, initialView = 'login', returnTo }: Props) {
  const [view, setView] = useState<View>(initialView);
  // Stable: the QR and activation views poll in effects that depend on it.
  const loggedIn = useCallback(() => reloadAfterLogin(returnTo), [returnTo]);
  const backToLogin = () => setView('login');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={backToLogin}
      footer={null}
      width={LOGIN_DIALOG_WIDTH}
      title={TITLES[view]}
      destroyOnHidden
    >
      {view === 'login' || view === 'scan' ? (
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span style={{ color: 'rgba(0,0,0,0.65)' }}>{QR_TEXT.wechatHint}</span>
          <Button type="link" onClick={() => setView(view === 'scan' ? 'login' : 'scan')}>
            {view === 'scan' ? QR_TEXT.toForm : QR_TEXT.toScan}
          </Button>
        </div>
      ) : null}
      {view === 'scan' ? <QrLoginView onLoggedIn={loggedIn} /> : null}
      {view === 'login' ? (
        <Tabs
          centered
          items={[
            {
              key: '1',
              label: LOGIN_TEXT.smsTab,
              children: <SmsLoginForm onLoggedIn={loggedIn} />,
            },
            {
              key: '2',
              label: LOGIN_TEXT.passwordTab,
              children: (
                <>
                  <PasswordLoginForm onLoggedIn={loggedIn} />
                  <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 8 }}>
                    <Button type="link" size="small" onClick={() => setView('register')}>
                      {ACCOUNT_TEXT.register}
                    </Button>
                    <Button type="link" size="small" onClick={() => setView('forgot')}>
                      {ACCOUNT_TEXT.forgot}
                    </Button>
                  </Space>
                </>
              ),
            },
          ]}
        />
      ) : null}
      {view === 'register' ? (
        <RegisterView onBack={backToLogin} onLoggedIn={loggedIn} scene={sceneFromUrl()} />
      ) : null}
      {view === 'forgot' ? <ForgotPasswordView onBack={backToLogin} /> : null}
      <ConsentLine onNavigate={onClose} />
    </Modal>
  );
}
