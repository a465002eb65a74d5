'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ProfileRecord } from '@/lib/contract/profile';
import { profileHref } from '@/lib/site/enterprise-routes';
import { ProfileHeader } from './profile-header';
import { WithEnterprise } from './with-enterprise';
import styles from './profile.module.css';

/** A page about one enterprise beside its profile: its header card, a way back, then content. */
export function EnterpriseSubpage({
  id,
  initialProfile,
  children,
}: {
  id: number | undefined;
  initialProfile?: ProfileRecord;
  children: (profile: ProfileRecord, modules: ReadonlySet<string>) => ReactNode;
}) {
  return (
    <WithEnterprise id={id} initialProfile={initialProfile}>
      {(profile, modules) => (
        <main className={styles.page}>
          <ProfileHeader profile={profile} />
          <p className={styles.back}>
            <Link href={profileHref(profile.ID_)}>返回企业详情</Link>
          </p>
          {children(profile, modules)}
        </main>
      )}
    </WithEnterprise>
  );
}
