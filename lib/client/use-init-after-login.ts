import { useEffect } from 'react';
import { invokeScript } from './request';

const DONE_KEY = 'zsai-khfz-init';

/** After login, the user's customer groups are initialised once per browser session. */
export function useInitAfterLogin(userId: string | undefined): void {
  useEffect(() => {
    if (!userId || sessionStorage.getItem(DONE_KEY) === userId) return;
    invokeScript('dzxxInitKhfz')
      .then(() => sessionStorage.setItem(DONE_KEY, userId))
      .catch(() => undefined); // retried on the next page load
  }, [userId]);
}
