'use client';

import { EnvironmentOutlined } from '@ant-design/icons';
import { App, Cascader, Popover } from 'antd';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '@/lib/contract/auth';
import { PORTAL_MESSAGES, type LocateResult } from '@/lib/contract/portal';
import { ADDRESS_LEVEL_LOCATION } from '@/lib/constants';
import { customQuery } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useAddressTree } from '@/lib/client/use-reference-trees';
import { saveUserRegion } from '@/lib/client/user-region';
import styles from './header.module.css';

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
  const { message } = App.useApp();
  const { mutate } = useCurrentUser();
  const tree = useAddressTree(user?.userId, ADDRESS_LEVEL_LOCATION, open);
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

  const picker = (
    <Cascader
      open={open}
      options={tree ?? []}
      fieldNames={{ label: 'label', value: 'label', children: 'children' }}
      placeholder="选择城市"
      style={{ width: 240 }}
      showSearch
      onChange={(value) => void choose(value.map(String))}
    />
  );

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
