import { useEffect } from 'react';
import { request } from './request';

const DONE_KEY = 'zsai-khfz-init';

/** After login, the user's customer groups are initialised once per browser session. */
export function useInitAfterLogin(userId: string | undefined): void {
  useEffect(() => {
    if (!userId || sessionStorage.getItem(DONE_KEY) === userId) return;
    request('/api-system/system/core/sysInvokeScript/invoke/dzxxInitKhfz', { json: { params: {} } })
      .then(() => sessionStorage.setItem(DONE_KEY, userId))
      .catch(() => undefined); // retried on the next page load
  }, [userId]);
}
