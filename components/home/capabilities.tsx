'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { useAuthUi } from '@/components/auth/auth-context';
import { useOpenMenuItem } from '@/components/layout/use-open-menu-item';
import { useSiteConfig } from '@/components/layout/site-config-context';
import type { MenuItemRecord } from '@/lib/contract/portal';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';
import { CAPABILITIES } from '@/lib/site/capabilities';
import { cardsForVersion } from '@/lib/site/home-version';
import { buildMenuTree, findMenuItem, menuTarget } from '@/lib/site/menu-tree';
import styles from './capabilities.module.css';

/** The eight cards under the home search; `menu` is the server's menu items. */
export function Capabilities({ menu }: { menu: MenuItemRecord[] }) {
  const tree = buildMenuTree(menu);
  const router = useRouter();
  const { links } = useSiteConfig();
  const { requireLogin } = useAuthUi();
  const { user, isLoading: userLoading } = useCurrentUser();
  const { permissions, isLoading: permissionsLoading } = usePermissions(user?.userId);
  const openMenuItem = useOpenMenuItem(Boolean(user), permissions.buttons);
  const settled = !userLoading && !permissionsLoading;

  return (
    <section aria-label="产品能力" className={styles.grid}>
      {cardsForVersion(CAPABILITIES, user?.homeVersion).map((c) => {
        const item = c.menuKey ? findMenuItem(tree, c.menuKey) : undefined;
        const target = item ? menuTarget(item, links, Boolean(user)) : undefined;
        const href = c.path ?? target?.href;
        // Until the user and their permissions are known, the plain link is the answer.
        const onClick = (event: MouseEvent) => {
          if (!settled) return;
          event.preventDefault();
          if (item) openMenuItem(item);
          else if (c.path && !user) requireLogin(c.path);
          else if (c.path) router.push(c.path);
        };
        const body = (
          <>
            <h2 className={styles.title}>{c.title}</h2>
            <p className={styles.text}>{c.text}</p>
          </>
        );
        return href ? (
          <Link
            key={c.title}
            href={href}
            className={styles.card}
            onClick={onClick}
            data-testid="capability"
            {...(target?.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {body}
          </Link>
        ) : (
          <article key={c.title} className={styles.card} data-testid="capability">
            {body}
          </article>
        );
      })}
    </section>
  );
}
