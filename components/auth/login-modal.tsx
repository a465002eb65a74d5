'use client';

import { Modal, Tabs } from 'antd';
import { LOGIN_DIALOG_WIDTH } from '@/lib/constants';
import { ConsentLine } from './consent-line';
import { LOGIN_TEXT } from './messages';
import { SmsLoginForm } from './sms-login-form';
import { PasswordLoginForm } from './password-login-form';

/** After a successful login the page reloads, without the ?login=1 that opened the dialog. */
function reloadAfterLogin() {
  const url = new URL(window.location.href);
  url.searchParams.delete('login');
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
