'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useAuthUi } from '@/components/auth/auth-context';
import { trackMenuVisit } from '@/lib/client/event-track';
import { setCurrentMenuKey } from '@/lib/client/menu-key';
import { isMenuEnabled, menuTarget, type HeaderMenuItem } from '@/lib/site/menu-tree';
import { useSiteConfig } from './site-config-context';

export const MEMBER_PATH = '/member';

/**
 * Opens a menu item as SPEC.md §2.4 and §6 say: a disabled item sends a logged-in user to the
 * membership page and a visitor to the login modal; network items open in a new window. A
 * click made while a logged-in user's permissions are still loading is held until they arrive:
 * until then every item looks locked, and a VIP would be sent to the membership page.
 */
export function useOpenMenuItem(
  loggedIn: boolean,
  buttons: ReadonlySet<string>,
  permissionsLoading = false,
) {
  const router = useRouter();
  const { openLogin } = useAuthUi();
  const { links } = useSiteConfig();
  const held = useRef<HeaderMenuItem | undefined>(undefined);
  const openNow = useCallback(
    (item: HeaderMenuItem) => {
      if (!isMenuEnabled(item.key, buttons)) {
        if (loggedIn) router.push(MEMBER_PATH);
        else openLogin();
        return;
      }
      if (loggedIn) trackMenuVisit(item.title);
      setCurrentMenuKey(item.key);
      const target = menuTarget(item, links, loggedIn);
      if (target.external) window.open(target.href, '_blank', 'noopener,noreferrer');
      else router.push(target.href);
    },
    [buttons, links, loggedIn, openLogin, router],
  );
  useEffect(() => {
    if (permissionsLoading || !held.current) return;
    const item = held.current;
    held.current = undefined;
    openNow(item);
  }, [openNow, permissionsLoading]);
  return useCallback(
    (item: HeaderMenuItem) => {
      if (loggedIn && permissionsLoading) held.current = item;
      else openNow(item);
    },
    [loggedIn, openNow, permissionsLoading],
  );
}
