'use client';

import { CheckOutlined, CrownOutlined, MinusOutlined } from '@ant-design/icons';
import { Skeleton, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import useSWR from 'swr';
import type { TierRecord } from '@/lib/contract/portal';
import { DATE_FORMAT } from '@/lib/constants';
import { customQuery } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useSiteConfig } from '@/components/layout/site-config-context';
import { PlanCards } from './plan-cards';
import styles from './membership-page.module.css';

type Row = { key: string; name: string; ranks: Set<number> };

/** Every permission held by any tier, with the tiers holding it, in the VIP tier's order. */
function comparisonRows(tiers: TierRecord[]): Row[] {
  const rows = new Map<string, Row>();
  for (const tier of [...tiers].reverse()) {
    for (const grant of tier.grants) {
      const row = rows.get(grant.key) ?? { key: grant.key, name: grant.name, ranks: new Set() };
      row.ranks.add(tier.rank);
      rows.set(grant.key, row);
    }
  }
  return [...rows.values()];
}

export function MembershipPage() {
  const { user } = useCurrentUser();
  const { footer } = useSiteConfig();
  const { data: tiers } = useSWR('member-tiers', async () => {
    return (await customQuery<TierRecord[]>('dzxxMemberTiers')).data;
  });
  const current = tiers?.find((t) => t.rank === user?.rank);

  return (
    <main className={styles.page}>
      <section className={styles.hero}>
        <CrownOutlined className={styles.crown} />
        <div>
          <h1>会员中心</h1>
          <p data-testid="current-tier">
            当前等级：<strong>{current?.name ?? '—'}</strong>
            {user?.rankExpiresAt ? (
              <span className={styles.expiry} data-testid="tier-expiry">
                有效期至 {dayjs(user.rankExpiresAt).format(DATE_FORMAT)}
              </span>
            ) : null}
            {current && <span className={styles.summary}>{current.summary}</span>}
          </p>
        </div>
      </section>

      <PlanCards />

      {!tiers ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <div className={styles.cards}>
            {tiers.map((tier) => (
              <div
                key={tier.rank}
                className={tier.rank === 2 ? styles.cardVip : styles.card}
                data-testid={`tier-${tier.code}`}
              >
                <h2>
                  {tier.name}
                  {tier.rank === user?.rank && <Tag color="blue">当前</Tag>}
                </h2>
                <p>{tier.summary}</p>
                <p className={styles.count}>可用功能 {tier.grants.length} 项</p>
              </div>
            ))}
          </div>
          <Table<Row>
            className={styles.table}
            rowKey="key"
            pagination={false}
            size="middle"
            dataSource={comparisonRows(tiers)}
            columns={[
              { title: '功能权益', dataIndex: 'name' },
              ...tiers.map((tier) => ({
                title: tier.name,
                key: tier.code,
                align: 'center' as const,
                render: (_: unknown, row: Row) =>
                  row.ranks.has(tier.rank) ? (
                    <CheckOutlined style={{ color: '#52c41a' }} aria-label="包含" />
                  ) : (
                    <MinusOutlined style={{ color: '#bfbfbf' }} aria-label="不包含" />
                  ),
              })),
            ]}
          />
        </>
      )}

      <section className={styles.contact} data-testid="upgrade-contact">
        <h2>企业采购与发票</h2>
        <p>
          需要为多个账号开通、对公转账或开具发票，请联系您的客户经理或通过以下方式联系我们，我们将在一个工作日内回复：
        </p>
        <ul>
          <li>客服电话：{footer.phone}</li>
          <li>
            电子邮箱：<a href={`mailto:${footer.email}`}>{footer.email}</a>
          </li>
          <li>联系地址：{footer.address}</li>
        </ul>
      </section>
    </main>
  );
}
