'use client';

import { Space, Tag, Tooltip, Typography } from 'antd';
import Link from 'next/link';
import { PROFILE_MESSAGES, type ProfileRecord } from '@/lib/contract/profile';
import { equityHref, graphHref, reportHref, zgxHref } from '@/lib/site/enterprise-routes';
import { CompareButton } from '@/components/compare/compare-button';
import { AddCustomerButton } from '@/components/customers/add-customer-button';
import { FollowButton } from './follow-button';
import { day, provenance, text, wanYuan } from './format';
import { ClippedText } from './full-text';
import { PersonLink } from './person-panel';
import { ToneTag } from './tone-tag';
import styles from './profile.module.css';

const LIVE = new Set(['存续', '在业', '迁入']);

/** The header card: name, status, tags and the registry facts people look for first. */
export function ProfileHeader({
  profile,
  actions = true,
}: {
  profile: ProfileRecord;
  actions?: boolean;
}) {
  const id = Number(profile.ID_);
  return (
    <section className={styles.header} data-testid="profile-header">
      <div className={styles.logo} aria-hidden="true">
        {profile.qymc.slice(0, 4)}
      </div>
      <div className={styles.headMain}>
        <h1 className={styles.name}>
          {profile.qymc}
          {LIVE.has(profile.status) ? (
            <ToneTag tone="green">{profile.status}</ToneTag>
          ) : (
            <Tag color="red">{profile.status}</Tag>
          )}
          {profile.demo && (
            <Tooltip title="本页数据由生成器生成，仅供演示">
              <ToneTag tone="orange">{PROFILE_MESSAGES.demoData}</ToneTag>
            </Tooltip>
          )}
        </h1>
        <Space size={[4, 4]} wrap className={styles.tags}>
          {profile.listing_status !== '未上市' && <Tag color="blue">{profile.listing_status}</Tag>}
          {profile.tags.map((t) => (
            <Tag key={t} color="geekblue">
              {t}
            </Tag>
          ))}
          <Tag>{profile.qylx}</Tag>
        </Space>
        <dl className={styles.facts}>
          <div>
            <dt>法定代表人</dt>
            <dd>
              <PersonLink
                id={profile.legal_representative_id}
                name={profile.legal_representative}
              />
            </dd>
          </div>
          <div>
            <dt>注册资本</dt>
            <dd>{wanYuan(profile.zczb)}</dd>
          </div>
          <div>
            <dt>成立日期</dt>
            <dd>{day(profile.established_on)}</dd>
          </div>
          <div>
            <dt>电话</dt>
            <dd>
              <ClippedText text={text(profile.lxfs)} />
            </dd>
          </div>
          {/* The credit code is what people copy into other systems: whole, never cut. */}
          <div className={styles.code}>
            <dt>统一社会信用代码</dt>
            <dd>
              <Typography.Text copyable data-testid="credit-code">
                {profile.tyshxydm}
              </Typography.Text>
            </dd>
          </div>
          <div>
            <dt>邮箱</dt>
            <dd>
              <ClippedText text={text(profile.email)} />
            </dd>
          </div>
          <div>
            <dt>官网</dt>
            <dd>
              <ClippedText text={text(profile.website)} />
            </dd>
          </div>
          <div className={styles.wide}>
            <dt>地址</dt>
            <dd>
              <ClippedText text={profile.address} />
            </dd>
          </div>
          {profile.former_names.length > 0 && (
            <div className={styles.wide}>
              <dt>曾用名</dt>
              <dd>
                <ClippedText text={profile.former_names.join('；')} />
              </dd>
            </div>
          )}
        </dl>
        <div className={styles.provenance}>来源：{provenance(profile.source, profile.as_of)}</div>
      </div>
      {actions && (
        <Space orientation="vertical" className={styles.headActions}>
          <FollowButton enterpriseId={id} />
          <Link href={equityHref(id)}>股权结构</Link>
          <Link href={graphHref(id)}>企业图谱</Link>
          <Link href={reportHref(id)}>企业报告</Link>
          <Link href={zgxHref([id])} data-testid="profile-zgx">
            找关系
          </Link>
          <CompareButton enterpriseId={id} />
          <AddCustomerButton enterpriseIds={[id]} source="profile" size="small" />
        </Space>
      )}
    </section>
  );
}
