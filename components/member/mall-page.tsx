'use client';

import { Button, Skeleton, Tag } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import useSWR from 'swr';
import type { TierRecord } from '@/lib/contract/portal';
import { customQuery } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useMenuTree, usePermissions, type Permissions } from '@/lib/client/use-portal';
import { APP_DESCRIPTIONS, EXTRA_APPS } from '@/lib/site/app-catalogue';
import { sectionsForVersion } from '@/lib/site/home-version';
import {
  APPLICATION_KEY,
  HOME_MENU_KEY,
  applicationSections,
  isMenuEnabled,
  type HeaderMenuItem,
} from '@/lib/site/menu-tree';
import { MenuIcon } from '@/components/layout/menu-icon';
import { MEMBER_PATH, useOpenMenuItem } from '@/components/layout/use-open-menu-item';
import styles from './mall-page.module.css';

type Entry = {
  key: string;
  title: string;
  text: string;
  icon: string;
  /** The lowest tier holding the permission ('' when no tier does). */
  tier: string;
  owned: boolean;
  external: boolean;
  open: () => void;
};

/** The lowest tier whose grants hold `permission`. */
function tierOf(tiers: TierRecord[], permission: string): string {
  const holder = [...tiers]
    .sort((a, b) => a.rank - b.rank)
    .find((t) => t.grants.some((g) => g.key === permission));
  return holder?.name ?? '';
}

function hasPermission(permissions: Permissions, key: string): boolean {
  if (key === 'isChat') return permissions.isChat;
  return permissions.buttons.has(key);
}

function EntryCard({ entry, loggedIn }: { entry: Entry; loggedIn: boolean }) {
  const router = useRouter();
  return (
    <article className={styles.card} data-testid={`mall-${entry.key}`}>
      <div className={styles.head}>
        <span className={styles.icon}>
          <MenuIcon name={entry.icon} />
        </span>
        <h3>{entry.title}</h3>
        {entry.owned ? (
          <Tag color="success">已开通</Tag>
        ) : entry.tier ? (
          <Tag color="gold">{entry.tier}</Tag>
        ) : null}
      </div>
      <p className={styles.text}>{entry.text}</p>
      <div className={styles.foot}>
        <span className={styles.tier}>{entry.tier ? `包含于：${entry.tier}` : '外部应用'}</span>
        {entry.owned ? (
          <Button type="primary" size="small" onClick={entry.open}>
            {entry.external ? '打开应用' : '进入'}
          </Button>
        ) : loggedIn ? (
          <Button size="small" onClick={() => router.push(MEMBER_PATH)}>
            升级开通
          </Button>
        ) : (
          <Button size="small" onClick={entry.open}>
            登录后使用
          </Button>
        )}
      </div>
    </article>
  );
}

/** /mall: 应用商城, every application with what it does, its tier and whether the user has it. */
export function MallPage() {
  const { user } = useCurrentUser();
  const { tree } = useMenuTree();
  const { permissions, isLoading } = usePermissions(user?.userId);
  const openItem = useOpenMenuItem(Boolean(user), permissions.buttons);
  const router = useRouter();
  const { data: tiers } = useSWR('member-tiers', async () => {
    return (await customQuery<TierRecord[]>('dzxxMemberTiers')).data;
  });
  if (!tiers || tree.length === 0 || isLoading) return <Skeleton active className={styles.page} />;

  const fromMenu = (item: HeaderMenuItem): Entry => ({
    key: item.key,
    title: item.title,
    text: APP_DESCRIPTIONS[item.key] ?? '',
    icon: item.icon,
    tier: tierOf(tiers, `bt-${item.key}`),
    owned: isMenuEnabled(item.key, permissions.buttons),
    external: item.network,
    open: () => openItem(item),
  });
  const core = tree.filter((m) => m.key !== APPLICATION_KEY && m.key !== HOME_MENU_KEY);
  const groups: { key: string; title: string; entries: Entry[] }[] = [
    { key: 'core', title: '核心功能', entries: core.map(fromMenu) },
    ...sectionsForVersion(applicationSections(tree), user?.homeVersion).map((section) => ({
      key: section.key,
      title: section.title,
      entries: (section.children ?? []).map(fromMenu),
    })),
    {
      key: 'znfw',
      title: '智能服务',
      entries: EXTRA_APPS.map((app) => ({
        key: app.path.slice(1).replace(/\//g, '-'),
        title: app.title,
        text: app.text,
        icon: 'app',
        tier: tierOf(tiers, app.permission) || (app.permission === 'isChat' ? 'VIP会员' : ''),
        owned: Boolean(user) && hasPermission(permissions, app.permission),
        external: false,
        open: () => router.push(app.path),
      })),
    },
  ];

  const owned = groups.reduce((n, g) => n + g.entries.filter((e) => e.owned).length, 0);
  const all = groups.reduce((n, g) => n + g.entries.length, 0);
  return (
    <main className={styles.page}>
      <header className={styles.banner}>
        <div>
          <h1>应用商城</h1>
          <p>
            {user
              ? `您已开通 ${owned} / ${all} 个应用`
              : `共 ${all} 个应用，登录后查看您已开通的应用`}
          </p>
        </div>
        <Link href={MEMBER_PATH}>
          <Button type="primary">会员中心</Button>
        </Link>
      </header>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-label={group.title}>
          <h2>{group.title}</h2>
          <div className={styles.grid}>
            {group.entries.map((entry) => (
              <EntryCard key={entry.key} entry={entry} loggedIn={Boolean(user)} />
            ))}
          </div>
        </section>
      ))}
    </main>
  );
}
