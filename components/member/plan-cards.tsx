'use client';

import { Alert, App, Button, Skeleton } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { PlanRecord } from '@/lib/contract/commerce';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { createOrder, usePlans } from '@/lib/client/use-commerce';
import { PAY_PATH } from './paths';
import styles from './plan-cards.module.css';

/** 购买 for a higher tier, 续费 for the user's own tier with an end; none otherwise. */
function action(plan: PlanRecord, rank: number, hasEnd: boolean): string | null {
  if (plan.rank > rank) return '立即开通';
  if (plan.rank === rank && (hasEnd || rank === 1)) return '续费';
  return null;
}

/** The plans on sale, each with its price and the button that creates an order. */
export function PlanCards() {
  const { user } = useCurrentUser();
  const { plans, error } = usePlans(user?.userId);
  const router = useRouter();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);

  if (error) return <Alert type="error" showIcon title="套餐加载失败，请刷新重试" />;
  if (!plans || !user) return <Skeleton active paragraph={{ rows: 3 }} />;

  const buy = async (plan: PlanRecord) => {
    setBusy(plan.id);
    try {
      const order = await createOrder(plan.id);
      router.push(`${PAY_PATH}?order=${encodeURIComponent(order.id)}`);
    } catch (e) {
      message.error(e instanceof Error ? e.message : '下单失败，请稍后重试');
      setBusy(null);
    }
  };

  return (
    <section className={styles.plans} aria-label="会员套餐" data-testid="plans">
      {plans.map((plan) => {
        const label = action(plan, user.rank, user.rankExpiresAt !== null);
        return (
          <div key={plan.id} className={styles.plan} data-testid={`plan-${plan.id}`}>
            <h2>
              {plan.tiername}·{plan.name}
            </h2>
            <p className={styles.price}>
              <span className={styles.currency}>¥</span>
              {plan.price}
              {plan.listprice ? <s className={styles.list}>¥{plan.listprice}</s> : null}
            </p>
            <p className={styles.monthly}>
              {plan.months} 个月，约 ¥{plan.monthly}/月
            </p>
            {label ? (
              <Button
                type="primary"
                block
                loading={busy === plan.id}
                disabled={busy !== null && busy !== plan.id}
                onClick={() => void buy(plan)}
              >
                {label}
              </Button>
            ) : (
              <Button block disabled>
                当前会员长期有效
              </Button>
            )}
          </div>
        );
      })}
    </section>
  );
}
