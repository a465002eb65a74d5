'use client';

import { Alert } from 'antd';
import { useOnlineStatus } from '@/lib/client/use-online-status';

export const OFFLINE_TEXT = '网络已断开，请检查网络连接';

/** A banner while the browser is offline. */
export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return <Alert type="warning" title={OFFLINE_TEXT} banner showIcon role="alert" />;
}
