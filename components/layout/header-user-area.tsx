'use client';

import { Button, Dropdown } from 'antd';
import { useAuthUi } from '@/components/auth/auth-context';
import { LOGIN_TEXT } from '@/components/auth/messages';
import { USERNAME_PREFIX } from '@/lib/contract/auth';
import { BASE_PATH } from '@/lib/constants';
import { request } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useInitAfterLogin } from '@/lib/client/use-init-after-login';

async function logOut() {
  try {
    await request('/api-uaa/oauth/remove/token', { method: 'POST' });
  } finally {
    // A full load on purpose: logging out drops every client cache with the page.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${BASE_PATH}/home`);
  }
}

/** Right side of the header: login/register, or the user's name with its menu. */
export function HeaderUserArea() {
  const { user, isLoading } = useCurrentUser();
  useInitAfterLogin(user?.userId);
  const { openLogin } = useAuthUi();
  if (isLoading) return null;
  if (!user) {
    return (
      <Button type="primary" onClick={openLogin}>
        {LOGIN_TEXT.loginRegister}
      </Button>
    );
  }
  const name = user.fullname || user.username.replace(USERNAME_PREFIX, '');
  return (
    <Dropdown
      trigger={['hover']}
      menu={{ items: [{ key: 'logout', label: LOGIN_TEXT.logout, onClick: () => void logOut() }] }}
    >
      <Button type="text" aria-label="用户菜单">
        {name}
      </Button>
    </Dropdown>
  );
}
