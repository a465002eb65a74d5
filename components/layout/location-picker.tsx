'use client';

import { EnvironmentOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '@/lib/contract/auth';
import { PORTAL_MESSAGES } from '@/lib/contract/constants';
import type { LocateResult } from '@/lib/contract/portal';
import { customQuery } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { saveUserRegion } from '@/lib/client/user-region';
import { useAppApi } from './lazy-app';
import styles from './header.module.css';

// The cascader (and the address tree it asks for) comes with the first opening.
const LocationCascader = dynamic(
  () => import('./location-cascader').then((m) => m.LocationCascader),
  { ssr: false },
);

const LOCATION_KEY = 'zsai-location';

/** The city of a visitor, from the client address; stored for the session (SPEC.md §4.5). */
async function locateVisitor(): Promise<string> {
  const stored = sessionStorage.getItem(LOCATION_KEY);
  if (stored) return stored;
  const answer = await customQuery<LocateResult[]>('dzxxLocate').catch(() => undefined);
  const city = answer?.data[0]?.city ?? PORTAL_MESSAGES.locateFailed;
  sessionStorage.setItem(LOCATION_KEY, city);
  return city;
}

/** The header's city: from the user's ssqy after login, located otherwise; changeable. */
export function LocationPicker({ user }: { user: CurrentUser | null }) {
  const [visitorCity, setVisitorCity] = useState<string>();
  const [open, setOpen] = useState(false);
  // Kept mounted after the first opening, so that closing animates as before.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const { message } = useAppApi();
  const { mutate } = useCurrentUser();
  const userCity = user?.ssqy.split('/')[1];

  useEffect(() => {
    if (userCity) return;
    let live = true;
    void locateVisitor().then((city) => live && setVisitorCity(city));
    return () => {
      live = false;
    };
  }, [userCity]);

  const city = userCity || visitorCity || '';

  async function choose(path: string[]) {
    setOpen(false);
    const ssqy = path.join('/');
    if (!user) {
      sessionStorage.setItem(LOCATION_KEY, path[1] ?? '');
      setVisitorCity(path[1]);
      return;
    }
    try {
      await saveUserRegion(user.userId, ssqy);
      await mutate();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  const picker = opened ? (
    <LocationCascader open={open} userId={user?.userId} onChoose={(path) => void choose(path)} />
  ) : null;

  return (
    <Popover
      content={picker}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomLeft"
      title="切换城市"
    >
      <button type="button" className={styles.headerLink} data-testid="location">
        <EnvironmentOutlined />
        {city || '定位中'}
      </button>
    </Popover>
  );
}
