import useSWR from 'swr';
import type {
  AppUserRecord,
  ChatPermissions,
  MenuItemRecord,
  MenuRecord,
} from '@/lib/contract/portal';
import { buildMenuTree } from '@/lib/site/menu-tree';
import { customQuery } from './request';

// The app state of SPEC.md §3 that comes from the server: menus, buttons, profile modules and
// chat flags. Cached by SWR for the page's life; logout reloads the page.

export type Permissions = {
  rank: number;
  rankName: string;
  buttons: ReadonlySet<string>;
  /** Company-profile dimensions the tier may open (useType qyhx records). */
  qyhxModules: ReadonlySet<string>;
} & ChatPermissions;

const NO_PERMISSIONS: Permissions = {
  rank: 0,
  rankName: '',
  buttons: new Set(),
  qyhxModules: new Set(),
  isChat: false,
  isGlht: false,
  isYyht: false,
};

export function useMenuTree() {
  const { data, isLoading } = useSWR(
    'menu:zsai',
    async () => (await customQuery<MenuItemRecord[]>('dzxxWebMenuList', { type: 'zsai' })).data,
    { revalidateOnFocus: false },
  );
  return { tree: data ? buildMenuTree(data) : [], isLoading };
}

async function fetchPermissions(): Promise<Permissions> {
  const [appUser, chat] = await Promise.all([
    customQuery<AppUserRecord[]>('dzxxAppUser'),
    customQuery<unknown[]>('dzxxGetChatPermissions'),
  ]);
  const row = appUser.data[0];
  if (!row) return NO_PERMISSIONS;
  const records = (await customQuery<MenuRecord[]>('dzxxGetMenu', { menuIds: row.menuids })).data;
  const flags = (chat.extraData ?? {}) as Partial<ChatPermissions>;
  return {
    rank: row.rank,
    rankName: row.rankname,
    buttons: new Set(records.filter((r) => r.menutype === 'button').map((r) => r.key_)),
    qyhxModules: new Set(
      records
        .filter((r) => r.usetype === 'qyhx')
        .flatMap(
          (r) =>
            (JSON.parse(r.menudata) as { qyhxPcSceneMenuData?: string[] }).qyhxPcSceneMenuData ??
            [],
        ),
    ),
    isChat: flags.isChat === true,
    isGlht: flags.isGlht === true,
    isYyht: flags.isYyht === true,
  };
}

/** The logged-in user's permissions; none while logged out or loading. */
export function usePermissions(userId: string | undefined) {
  const { data, isLoading } = useSWR(userId ? ['permissions', userId] : null, fetchPermissions, {
    revalidateOnFocus: false,
  });
  return { permissions: data ?? NO_PERMISSIONS, isLoading: Boolean(userId) && isLoading };
}
