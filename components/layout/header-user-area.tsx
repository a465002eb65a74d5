'use client';

import { CrownOutlined, DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useAuthUi } from '@/components/auth/auth-context';
import { LOGIN_TEXT } from '@/components/auth/messages';
import { USERNAME_PREFIX } from '@/lib/contract/auth';
import { BASE_PATH } from '@/lib/constants';
import { request } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useInitAfterLogin } from '@/lib/client/use-init-after-login';
import { usePermissions } from '@/lib/client/use-portal';
import { CompareTrayDock } from '@/components/compare/compare-tray';
import { ApplicationMenu } from './application-menu';
import { InfoModal } from './info-modal';
import { LocationPicker } from './location-picker';
import { NotificationBell } from './notification-bell';
import { useSiteConfig } from './site-config-context';
import { MEMBER_PATH } from './use-open-menu-item';
import styles from './header.module.css';

export const PERSONAL_CENTRE_PATH = '/user/my_account';

async function logOut() {
  try {
    await request('/api-uaa/oauth/remove/token', { method: 'POST' });
  } finally {
    // A full load on purpose: logging out drops every client cache with the page.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${BASE_PATH}/home`);
  }
}

export function RankBadge({ rank }: { rank: number }) {
  if (rank === 2) return <span className={styles.rankVip}>VIP</span>;
  if (rank === 1) return <span className={styles.rankTrial}>试用</span>;
  return null;
}

/** Right side of the header: applications, finance version, VIP, bell and the user menu. */
export function HeaderUserArea() {
  const { user, isLoading } = useCurrentUser();
  useInitAfterLogin(user?.userId);
  const { permissions } = usePermissions(user?.userId);
  const { openLogin } = useAuthUi();
  const { links } = useSiteConfig();
  const router = useRouter();
  if (isLoading) return null;
  if (!user) {
    return (
      <div className={styles.right}>
        <LocationPicker user={null} />
        <Button type="primary" onClick={openLogin}>
          {LOGIN_TEXT.loginRegister}
        </Button>
      </div>
    );
  }
  const name = user.fullname || user.username.replace(USERNAME_PREFIX, '');
  const items: MenuProps['items'] = [
    { key: 'centre', label: '个人中心', onClick: () => router.push(PERSONAL_CENTRE_PATH) },
    ...(permissions.isGlht
      ? [{ key: 'glht', label: '管理工作台', onClick: () => window.open(links.glht, '_blank') }]
      : []),
    ...(permissions.isYyht
      ? [{ key: 'yyht', label: '运营工作台', onClick: () => window.open(links.yyht, '_blank') }]
      : []),
    { type: 'divider' as const },
    { key: 'logout', label: LOGIN_TEXT.logout, onClick: () => void logOut() },
  ];
  return (
    <div className={styles.right}>
      <LocationPicker user={user} />
      <ApplicationMenu />
      {permissions.buttons.has('bt-gylfx') && (
        <a href={links.supplyChain} target="_blank" rel="noreferrer" className={styles.headerLink}>
          金融版
        </a>
      )}
      <Link href={MEMBER_PATH} className={styles.vip}>
        <CrownOutlined /> VIP会员
      </Link>
      <NotificationBell userId={user.userId} />
      <Dropdown trigger={['hover']} menu={{ items }} placement="bottomRight">
        <button type="button" className={styles.headerLink} aria-label="用户菜单">
          <UserOutlined />
          <span data-testid="user-name">{name}</span>
          <RankBadge rank={user.rank} />
          <DownOutlined style={{ fontSize: 10 }} />
        </button>
      </Dropdown>
      <InfoModal user={user} />
      {/* 对比栏: floats at the bottom right of every page once it holds an enterprise. */}
      <CompareTrayDock />
    </div>
  );
}
