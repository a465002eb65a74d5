'use client';

import { LockOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { usePathname } from 'next/navigation';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useMenuTree, usePermissions } from '@/lib/client/use-portal';
import {
  headerMenu,
  isMenuEnabled,
  menuKeyForPath,
  type HeaderMenuItem,
} from '@/lib/site/menu-tree';
import { useOpenMenuItem } from './use-open-menu-item';

type MenuEntry = Required<MenuProps>['items'][number];

/** The horizontal menu of the header, from the server's menus; sub-menus open on hover. */
export function HeaderMenu() {
  const { user } = useCurrentUser();
  const { tree } = useMenuTree();
  const { permissions, isLoading: permissionsLoading } = usePermissions(user?.userId);
  const open = useOpenMenuItem(Boolean(user), permissions.buttons, permissionsLoading);
  const pathname = usePathname();
  const items = headerMenu(tree);
  const byKey = new Map<string, HeaderMenuItem>();

  const toEntry = (item: HeaderMenuItem): MenuEntry => {
    byKey.set(item.key, item);
    const enabled = isMenuEnabled(item.key, permissions.buttons);
    const label = (
      <span data-menu-key={item.key} data-enabled={enabled ? '1' : '0'}>
        {item.title}
        {!enabled && <LockOutlined style={{ marginLeft: 4, fontSize: 11, opacity: 0.6 }} />}
      </span>
    );
    if (item.children?.length) {
      return { key: item.key, label, children: item.children.map(toEntry) };
    }
    return {
      key: item.key,
      label,
      className: enabled ? undefined : 'zsai-menu-locked',
    };
  };
  const entries = items.map(toEntry);
  const selected = menuKeyForPath(items, pathname);

  return (
    <Menu
      mode="horizontal"
      triggerSubMenuAction="hover"
      selectedKeys={selected ? [selected] : []}
      items={entries}
      onClick={({ key }) => {
        const item = byKey.get(key);
        if (item) open(item);
      }}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', fontSize: 15 }}
      aria-label="主菜单"
    />
  );
}
