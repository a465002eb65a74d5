'use client';

import { ExclamationCircleFilled } from '@ant-design/icons';
import { useOnlineStatus } from '@/lib/client/use-online-status';
import styles from './offline-notice.module.css';

export const OFFLINE_TEXT = '网络已断开，请检查网络连接';

/** A banner while the browser is offline. */
export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div role="alert" className={styles.banner}>
      <ExclamationCircleFilled className={styles.icon} />
      <span>{OFFLINE_TEXT}</span>
    </div>
  );
}
