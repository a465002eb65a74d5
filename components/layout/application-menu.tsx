'use client';

import { AppstoreOutlined, DownOutlined, LockOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useState } from 'react';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useMenuTree, usePermissions } from '@/lib/client/use-portal';
import { applicationMenuItems, applicationSections } from '@/lib/site/menu-tree';
import { sectionsForVersion } from '@/lib/site/home-version';
import { MenuIcon } from './menu-icon';
import { useOpenMenuItem } from './use-open-menu-item';
import styles from './header.module.css';

/**
 * 应用: the application drop-down, by section, a 3-column grid of the items; those the user's
 * tier lacks show a lock and open as a locked top-menu item does (the membership page).
 */
export function ApplicationMenu() {
  const { user } = useCurrentUser();
  const { tree } = useMenuTree();
  const { permissions, isLoading: permissionsLoading } = usePermissions(user?.userId);
  const openItem = useOpenMenuItem(Boolean(user), permissions.buttons, permissionsLoading);
  const [open, setOpen] = useState(false);
  const sections = sectionsForVersion(applicationSections(tree), user?.homeVersion)
    .map((section) => ({ section, items: applicationMenuItems(section, permissions.buttons) }))
    .filter((s) => s.items.length > 0);

  const panel = (
    <div className={styles.appPanel} data-testid="application-panel">
      {sections.map(({ section, items }) => (
        <section key={section.key}>
          <h4 className={styles.appSectionTitle}>{section.title}</h4>
          <div className={styles.appGrid}>
            {items.map(({ item, enabled }) => (
              <button
                key={item.key}
                type="button"
                className={styles.appItem}
                data-menu-key={item.key}
                data-enabled={enabled ? '1' : '0'}
                onClick={() => {
                  setOpen(false);
                  openItem(item);
                }}
              >
                <span className={styles.appIcon}>
                  <MenuIcon name={item.icon} />
                </span>
                {item.title}
                {enabled ? null : (
                  <LockOutlined
                    aria-label="需升级会员"
                    style={{ marginLeft: 4, fontSize: 11, opacity: 0.6 }}
                  />
                )}
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );

  return (
    <Dropdown
      trigger={['hover']}
      open={open}
      onOpenChange={setOpen}
      popupRender={() => panel}
      placement="bottomRight"
    >
      <button type="button" className={styles.headerLink} aria-label="应用">
        <AppstoreOutlined /> 应用 <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
