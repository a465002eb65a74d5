'use client';

import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { ProfileRecord } from '@/lib/contract/profile';
import { ApiError } from '@/lib/client/request';
import { useEnterpriseProfile } from '@/lib/client/use-profile';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';
import { EmptyState } from '@/components/layout/empty-state';
import { EnterpriseNotFound } from './enterprise-not-found';
import { PersonPanelProvider } from './person-panel';
import styles from './profile.module.css';

/**
 * Every profile page starts from `?id=`: without one, or for an unknown enterprise, it says
 * so with the ways back; while loading it shows a skeleton; then it renders its content for
 * the record and the profile modules the user's tier holds. `initialProfile` is the record
 * the server already read for this request.
 */
export function WithEnterprise({
  id,
  initialProfile,
  children,
}: {
  id: number | undefined;
  initialProfile?: ProfileRecord;
  children: (profile: ProfileRecord, modules: ReadonlySet<string>) => ReactNode;
}) {
  const { profile, error, isLoading } = useEnterpriseProfile(id, initialProfile);
  const { user } = useCurrentUser();
  const permissions = usePermissions(user?.userId);
  if (!id || (error instanceof ApiError && error.status === 404)) return <EnterpriseNotFound />;
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
  return <PersonPanelProvider>{children(profile, modules)}</PersonPanelProvider>;
}
