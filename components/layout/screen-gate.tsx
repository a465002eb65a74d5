'use client';

import { LockOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';

// A screen behind a menu permission (bt-{key}, docs/menus.md). The backend refuses the
// screen's calls itself (403); this only says so in place of the screen, with the way to
// upgrade, instead of a page of failed sections. The screen renders while the permissions
// load, so its data is asked for at once.

export const UPGRADE_LABEL = '升级会员';

/** The screen's refusal: the API's message and the membership page. */
export function NoPermission({ message }: { message: string }) {
  return (
    <div data-testid="no-permission">
      <Result
        icon={<LockOutlined style={{ color: '#faad14' }} />}
        title={message}
        extra={
          <Link href="/member">
            <Button type="primary">{UPGRADE_LABEL}</Button>
          </Link>
        }
      />
    </div>
  );
}

export function ScreenGate({
  permission,
  message,
  children,
}: {
  /** The record the tier must hold, e.g. bt-cydt. */
  permission: string;
  /** Shown when it does not (the API's own 403 message). */
  message: string;
  children: ReactNode;
}) {
  const { user } = useCurrentUser();
  const { permissions, isLoading } = usePermissions(user?.userId);
  if (user && !isLoading && !permissions.buttons.has(permission)) {
    return (
      <main style={{ padding: '48px 0' }}>
        <NoPermission message={message} />
      </main>
    );
  }
  return <>{children}</>;
}

/** A screen's place while its script loads (the Suspense fallback of its page). */
export function ScreenSkeleton() {
  return (
    <main
      aria-busy="true"
      aria-label="加载中"
      style={{ width: 1400, margin: '0 auto', padding: '20px 0 64px' }}
    >
      <Skeleton active paragraph={{ rows: 2 }} />
      <Skeleton active paragraph={{ rows: 12 }} style={{ marginTop: 24 }} />
    </main>
  );
}
