import { LockOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { PROFILE_MESSAGES } from '@/lib/contract/profile';
import styles from './profile.module.css';

/** A dimension the user's tier does not open: what it is and where to upgrade. */
export function LockedSection({ name }: { name: string }) {
  return (
    <div className={styles.locked} data-testid="locked-section">
      <LockOutlined />
      <span>「{name}」为VIP会员功能</span>
      <Link href="/member">{PROFILE_MESSAGES.lockedHint}</Link>
    </div>
  );
}
