'use client';

import { Modal, Tabs } from 'antd';
import { BASE_PATH, LOGIN_DIALOG_WIDTH } from '@/lib/constants';
import { FROM_PARAM, NEED_LOGIN_PARAM, safeReturnPath } from '@/lib/routes';
import { ConsentLine } from './consent-line';
import { LOGIN_TEXT } from './messages';
import { SmsLoginForm } from './sms-login-form';
import { PasswordLoginForm } from './password-login-form';

/**
 * After a successful login the page reloads, without the flags that opened the dialog, or
 * goes on to the protected page the visitor had asked for.
 */
function reloadAfterLogin() {
  const url = new URL(window.location.href);
  const from = safeReturnPath(url.searchParams.get(FROM_PARAM));
  if (from) {
    window.location.replace(`${BASE_PATH}${from}`);
    return;
  }
  for (const flag of ['login', NEED_LOGIN_PARAM, FROM_PARAM]) url.searchParams.delete(flag);
  window.location.replace(url.toString());
}

export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={LOGIN_DIALOG_WIDTH}
      title={LOGIN_TEXT.title}
      destroyOnHidden
    >
      <Tabs
        centered
        items={[
          {
            key: '1',
            label: LOGIN_TEXT.smsTab,
            children: <SmsLoginForm onLoggedIn={reloadAfterLogin} />,
          },
          {
            key: '2',
            label: LOGIN_TEXT.passwordTab,
            children: <PasswordLoginForm onLoggedIn={reloadAfterLogin} />,
          },
        ]}
      />
      <ConsentLine onNavigate={onClose} />
    </Modal>
  );
}
