'use client';

import { useEffect, useRef } from 'react';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { BASE_PATH } from '@/lib/constants';
import { request } from '@/lib/client/request';
import { safeReturnPath } from '@/lib/routes';

type Props = { isLogin?: string; account?: string; redirect?: string };

function go(path: string) {
  // A full load: the new session's cookie must be on every request of the next page.
  window.location.replace(`${BASE_PATH}${path}`);
}

/**
 * /zsai/login: ?isLogin=1 or ?account= log an allow-listed account in, then go to
 * ?redirect= or home. Without them the page clears the session and opens the login dialog.
 */
export function AutoLogin({ isLogin, account, redirect }: Props) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (isLogin === '1' || account) {
        try {
          await request('/api-zsai-query/zsai/user/dzxxAutoLogin', {
            json: isLogin === '1' ? { isLogin: '1' } : { account },
          });
          go(safeReturnPath(redirect) ?? '/home');
          return;
        } catch {
          // Not allowed: fall through to the ordinary login.
        }
      } else {
        await request('/api-uaa/oauth/remove/token', { method: 'POST' }).catch(() => undefined);
      }
      go('/home?login=1');
    })();
  }, [isLogin, account, redirect]);
  return <LoadingOverlay />;
}
