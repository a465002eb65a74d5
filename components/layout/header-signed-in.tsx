'use client';

import { CrownOutlined, DownOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { LOGIN_TEXT } from '@/components/auth/messages';
import { CompareTrayDock } from '@/components/compare/compare-tray';
import type { CurrentUser } from '@/lib/contract/auth';
import { USERNAME_PREFIX } from '@/lib/contract/constants';
import { BASE_PATH } from '@/lib/constants';
import { request } from '@/lib/client/request';
import { usePermissions } from '@/lib/client/use-portal';
import { ApplicationMenu } from './application-menu';
import { InfoModal } from './info-modal';
import { LocationPicker } from './location-picker';
import { NotificationBell } from './notification-bell';
import { RankBadge } from './rank-badge';
import { useSiteConfig } from './site-config-context';
import { MEMBER_PATH } from './use-open-menu-item';
import styles from './header.module.css';

// A chunk of its own (header-user-area.tsx loads it once a user is known): a visitor's page
// never downloads the bell, the application menu, the comparison tray or the info form.

const PERSONAL_CENTRE_PATH = '/user/my_account';

async function logOut() {
  try {
    await request('/api-uaa/oauth/remove/token', { method: 'POST' });
  } finally {
    // A full load on purpose: logging out drops every client cache with the page.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${BASE_PATH}/home`);
  }
}

/** The header's right side for a logged-in user: applications, finance version, VIP, bell, user menu. */
export function SignedInArea({ user }: { user: CurrentUser }) {
  const { permissions } = usePermissions(user.userId);
  const { links } = useSiteConfig();
  const router = useRouter();
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
