'use client';

import { Anchor } from 'antd';
import { LIST_DIMENSIONS } from '@/lib/contract/profile';
import { BusinessInfo } from './business-info';
import { DimensionSection } from './dimension-table';
import { ProfileHeader } from './profile-header';
import { WithEnterprise } from './with-enterprise';
import styles from './profile.module.css';

/** /cyl/qyxq: the company profile, every dimension on one page with a section index. */
export function ProfilePage({ id }: { id: number | undefined }) {
  return (
    <WithEnterprise id={id}>
      {(profile, modules) => {
        const enterpriseId = Number(profile.ID_);
        return (
          <main className={styles.page}>
            <ProfileHeader profile={profile} />
            <div className={styles.body}>
              <nav className={styles.nav} aria-label="企业详情目录">
                <Anchor
                  offsetTop={16}
                  items={[
                    { key: 'gsxx', href: '#dim-gsxx', title: '工商信息' },
                    ...LIST_DIMENSIONS.map((d) => ({
                      key: d.key,
                      href: `#dim-${d.key}`,
                      title: `${d.name}${modules.has(d.key) ? ` ${profile.counts[d.key] ?? ''}` : ' 🔒'}`,
                    })),
                  ]}
                />
              </nav>
              <div className={styles.sections}>
                <BusinessInfo profile={profile} />
                {LIST_DIMENSIONS.map((d) => (
                  <DimensionSection
                    key={d.key}
                    enterpriseId={enterpriseId}
                    dim={d.key}
                    locked={!modules.has(d.key)}
                    count={profile.counts[d.key]}
                    showViewAll
                  />
                ))}
              </div>
            </div>
          </main>
        );
      }}
    </WithEnterprise>
  );
}
