'use client';

import Link from 'next/link';
import type { DimensionKey } from '@/lib/contract/profile';
import { DimensionSection } from './dimension-table';
import { ProfileHeader } from './profile-header';
import { WithEnterprise } from './with-enterprise';
import styles from './profile.module.css';

/** /qyhx/{dim}_view: the full list of one dimension of one enterprise. */
export function DimensionViewPage({ id, dim }: { id: number | undefined; dim: DimensionKey }) {
  return (
    <WithEnterprise id={id}>
      {(profile, modules) => {
        return (
          <main className={styles.page}>
            <ProfileHeader profile={profile} />
            <p className={styles.back}>
              <Link href={`/cyl/qyxq?id=${profile.ID_}`}>返回企业详情</Link>
            </p>
            <DimensionSection
              enterpriseId={Number(profile.ID_)}
              dim={dim}
              locked={!modules.has(dim)}
              count={profile.counts[dim]}
              pageSize={20}
            />
          </main>
        );
      }}
    </WithEnterprise>
  );
}
