'use client';

import { LockOutlined } from '@ant-design/icons';
import { Anchor } from 'antd';
import { useSearchParams } from 'next/navigation';
import { SITE_HEADER_HEIGHT } from '@/lib/constants';
import { LIST_DIMENSIONS, dimensionFocusParam, type ProfileRecord } from '@/lib/contract/profile';
import { withCount } from '@/lib/format';
import { BusinessInfo } from './business-info';
import { DimensionSection } from './dimension-table';
import { ProfileHeader } from './profile-header';
import { WithEnterprise } from './with-enterprise';
import styles from './profile.module.css';

// A section opened from the index lands with its title just below the sticky site header,
// the same gap the CSS keeps (scroll-margin-top of .section, top of .nav).
const SECTION_OFFSET = SITE_HEADER_HEIGHT + 16;

/** /cyl/qyxq: the company profile, every dimension on one page with a section index. */
export function ProfilePage({
  id,
  initialProfile,
}: {
  id: number | undefined;
  initialProfile?: ProfileRecord;
}) {
  // ?dim=&row=: a row to show (lib/site/enterprise-routes.ts profileRowHref).
  const params = useSearchParams();
  const target = dimensionFocusParam(params.get('dim'), params.get('row'));
  return (
    <WithEnterprise id={id} initialProfile={initialProfile}>
      {(profile, modules) => {
        const enterpriseId = Number(profile.ID_);
        return (
          <main className={styles.page}>
            <ProfileHeader profile={profile} />
            <div className={styles.body}>
              <nav className={styles.nav} aria-label="企业详情目录">
                <Anchor
                  affix={false}
                  targetOffset={SECTION_OFFSET}
                  items={[
                    { key: 'gsxx', href: '#dim-gsxx', title: '工商信息' },
                    ...LIST_DIMENSIONS.map((d) => ({
                      key: d.key,
                      href: `#dim-${d.key}`,
                      title: modules.has(d.key) ? (
                        withCount(d.name, profile.counts[d.key] ?? 0)
                      ) : (
                        <>
                          {d.name} <LockOutlined aria-label="VIP会员功能" />
                        </>
                      ),
                    })),
                  ]}
                />
              </nav>
              <div className={styles.sections}>
                <BusinessInfo profile={profile} />
                {LIST_DIMENSIONS.map((d) => {
                  const focus = target?.dim === d.key ? target.row : undefined;
                  return (
                    <DimensionSection
                      key={focus === undefined ? d.key : `${d.key}:${focus}`}
                      enterpriseId={enterpriseId}
                      dim={d.key}
                      locked={!modules.has(d.key)}
                      count={profile.counts[d.key]}
                      showViewAll
                      focus={focus}
                    />
                  );
                })}
              </div>
            </div>
          </main>
        );
      }}
    </WithEnterprise>
  );
}
