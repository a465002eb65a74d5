'use client';

import { Skeleton } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ProfileRecord } from '@/lib/contract/profile';
import { useEnterpriseProfile } from '@/lib/client/use-profile';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';
import { EmptyState } from '@/components/layout/empty-state';
import styles from './profile.module.css';

/**
 * Every profile page starts from `?id=`: without one, or for an unknown enterprise, it says
 * so; while loading it shows a skeleton; then it renders its content for the record and the
 * profile modules the user's tier holds.
 */
export function WithEnterprise({
  id,
  children,
}: {
  id: number | undefined;
  children: (profile: ProfileRecord, modules: ReadonlySet<string>) => ReactNode;
}) {
  const { profile, error, isLoading } = useEnterpriseProfile(id);
  const { user } = useCurrentUser();
  const permissions = usePermissions(user?.userId);
  if (!id) {
    return (
      <main className={styles.page}>
        <EmptyState text="请先选择企业">
          <Link href="/qyhx">去找企业</Link>
        </EmptyState>
      </main>
    );
  }
  if (error) {
    return (
      <main className={styles.page}>
        <EmptyState text={error.message} />
      </main>
    );
  }
  if (isLoading || !profile) {
    return (
      <main className={styles.page} aria-busy="true">
        <div className={styles.header}>
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </div>
        <div className={styles.section}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </main>
    );
  }
  // Until the permissions load, trust what the backend said the tier holds.
  const modules = permissions.isLoading
    ? new Set(profile.modules)
    : permissions.permissions.qyhxModules;
  return <>{children(profile, modules)}</>;
}
