import type { MenuItemRecord } from '@/lib/contract/portal';
import { BASE_PATH } from '@/lib/constants';
import { FIND_COMPANIES_PATH, PROFILE_PATH } from './enterprise-routes';
import { resolveLink, type SiteLinks } from './site-config';

// The header's menus from the server's menu items (SPEC.md §2.4, §6).

export type HeaderMenuItem = {
  id: string;
  title: string;
  key: string;
  path: string;
  params?: Record<string, string>;
  network: boolean;
  icon: string;
  children?: HeaderMenuItem[];
};

export const HOME_MENU_KEY = 'home';
export const HOME_TITLE = '首页';
export const APPLICATION_KEY = 'application';

const HOME_ITEM: HeaderMenuItem = {
  id: 'home',
  title: HOME_TITLE,
  key: HOME_MENU_KEY,
  path: '/home',
  network: false,
  icon: 'home',
};

function parseParams(raw: string): Record<string, string> | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
    }
  } catch {
    // A malformed params string navigates without params.
  }
  return undefined;
}

/** Items by pid into a tree, in sort order. */
export function buildMenuTree(records: MenuItemRecord[]): HeaderMenuItem[] {
  const byParent = new Map<string | null, MenuItemRecord[]>();
  for (const r of records) {
    const list = byParent.get(r.pid) ?? [];
    list.push(r);
    byParent.set(r.pid, list);
  }
  const build = (pid: string | null): HeaderMenuItem[] =>
    (byParent.get(pid) ?? [])
      .sort((a, b) => a.sort - b.sort)
      .map((r) => {
        const children = build(r.id);
        return {
          id: r.id,
          title: r.name,
          key: r.key_,
          path: r.component,
          params: parseParams(r.params),
          network: r.settingtype === 'network',
          icon: r.icon,
          ...(children.length ? { children } : {}),
        };
      });
  return build(null);
}

/** The horizontal menu: fixed home first, no application entry or other home, one level deep. */
export function headerMenu(tree: HeaderMenuItem[]): HeaderMenuItem[] {
  const rest = tree
    .filter((m) => m.key !== APPLICATION_KEY && m.title !== HOME_TITLE)
    .map(({ children, ...item }) =>
      children?.length
        ? { ...item, children: children.map(({ children: _dropped, ...child }) => child) }
        : item,
    );
  return [HOME_ITEM, ...rest];
}

/** The application drop-down: its sections with their items. */
export function applicationSections(tree: HeaderMenuItem[]): HeaderMenuItem[] {
  return tree.find((m) => m.key === APPLICATION_KEY)?.children ?? [];
}

/** The item of a key anywhere in the tree (sections and their items included). */
export function findMenuItem(tree: HeaderMenuItem[], key: string): HeaderMenuItem | undefined {
  for (const item of tree) {
    if (item.key === key) return item;
    const inside = item.children ? findMenuItem(item.children, key) : undefined;
    if (inside) return inside;
  }
  return undefined;
}

export function isMenuEnabled(key: string, buttons: ReadonlySet<string>): boolean {
  return key === HOME_MENU_KEY || buttons.has(`bt-${key}`);
}

/** Application items the user may open; skipping disabled ones also hides gylfx, gyljr, qdtj. */
export function visibleApplicationItems(
  section: HeaderMenuItem,
  buttons: ReadonlySet<string>,
): HeaderMenuItem[] {
  return (section.children ?? []).filter((item) => isMenuEnabled(item.key, buttons));
}

/** Application items hidden, not shown locked, without their permission (SPEC.md §6). */
export const HIDDEN_UNLESS_PERMITTED: ReadonlySet<string> = new Set(['gylfx', 'gyljr', 'qdtj']);

/**
 * The 应用 menu's items of a section: every item, locked ones too (a lock, and a click goes
 * where a locked top-menu item goes), except those hidden unless permitted.
 */
export function applicationMenuItems(
  section: HeaderMenuItem,
  buttons: ReadonlySet<string>,
): { item: HeaderMenuItem; enabled: boolean }[] {
  return (section.children ?? [])
    .map((item) => ({ item, enabled: isMenuEnabled(item.key, buttons) }))
    .filter(({ item, enabled }) => enabled || !HIDDEN_UNLESS_PERMITTED.has(item.key));
}

/** Where an item goes: a site-relative route with its params, or an external URL. */
export function menuTarget(
  item: HeaderMenuItem,
  links: SiteLinks,
  loggedIn: boolean,
): { href: string; external: boolean } {
  if (item.network) return { href: resolveLink(item.path, links, loggedIn), external: true };
  const search = item.params ? `?${new URLSearchParams(item.params).toString()}` : '';
  return { href: `${item.path}${search}`, external: false };
}

// Pages whose spec route sits under another menu's route: the company profile (/cyl/qyxq)
// is opened from 找企业, so it selects 找企业, not 产业链.
const MENU_OF_PATH: readonly { prefix: string; menuPath: string }[] = [
  { prefix: PROFILE_PATH, menuPath: FIND_COMPANIES_PATH },
];

/** The menu key of a pathname (for the selected state), matching the longest route. */
export function menuKeyForPath(tree: HeaderMenuItem[], pathname: string): string | undefined {
  const own = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  const path =
    MENU_OF_PATH.find((m) => own === m.prefix || own.startsWith(`${m.prefix}/`))?.menuPath ?? own;
  let best: { key: string; length: number } | undefined;
  const visit = (items: HeaderMenuItem[]) => {
    for (const item of items) {
      if (!item.network && item.path && (path === item.path || path.startsWith(`${item.path}/`))) {
        if (!best || item.path.length > best.length)
          best = { key: item.key, length: item.path.length };
      }
      if (item.children) visit(item.children);
    }
  };
  visit(tree);
  return best?.key;
}
