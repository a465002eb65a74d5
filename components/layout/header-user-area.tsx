'use client';

import { Button } from 'antd';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { preloadLoginModal, useAuthUi } from '@/components/auth/auth-context';
import { LOGIN_TEXT } from '@/components/auth/messages';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useInitAfterLogin } from '@/lib/client/use-init-after-login';
import { LocationPicker } from './location-picker';
import styles from './header.module.css';

export { RankBadge } from './rank-badge';

// Loaded once a user is known, or sooner for a request with a session cookie: visitors (every
// public page) never download it.
const loadSignedInArea = () => import('./header-signed-in');
const SignedInArea = dynamic(() => loadSignedInArea().then((m) => m.SignedInArea), {
  ssr: false,
});

/** Right side of the header: the city and 登录/注册 for a visitor, the user's tools after login. */
export function HeaderUserArea() {
  const { user, isLoading } = useCurrentUser();
  useInitAfterLogin(user?.userId);
  const { openLogin, hasSession } = useAuthUi();
  useEffect(() => {
    // A likely user: fetch the signed-in tools while the current user is still on its way.
    if (hasSession) void loadSignedInArea();
  }, [hasSession]);
  // A request without a session cookie is probably a visitor's: their side's width is kept.
  if (isLoading) return hasSession ? null : <div className={styles.visitorArea} aria-hidden />;
  if (user) return <SignedInArea user={user} />;
  return (
    <div className={`${styles.right} ${styles.visitorArea}`}>
      <LocationPicker user={null} />
      <Button
        type="primary"
        onClick={openLogin}
        onPointerEnter={preloadLoginModal}
        onFocus={preloadLoginModal}
      >
        {LOGIN_TEXT.loginRegister}
      </Button>
    </div>
  );
}
