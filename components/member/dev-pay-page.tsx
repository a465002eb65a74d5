'use client';

import { Alert, Button, Descriptions, Result, Skeleton } from 'antd';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import useSWR from 'swr';
import type { DevPayOrder } from '@/lib/contract/commerce';
import { devPayConfirm, devPayOrder } from '@/lib/client/use-commerce';
import styles from './dev-pay-page.module.css';

/**
 * /pay/dev?orderId=…&sig=…: the development payment provider's page, what a payer's phone
 * shows after scanning the QR code. 确认支付 sends the provider's signed notification.
 */
export function DevPayPage() {
  const params = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const sig = params.get('sig') ?? '';
  const { data, error, mutate } = useSWR<DevPayOrder, Error>(['dev-pay', orderId, sig], () =>
    devPayOrder(orderId, sig),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (action: 'pay' | 'decline') => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await devPayConfirm(orderId, sig, action);
      await mutate(answer.order, { revalidate: false });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>模拟支付</h1>
      <Alert
        type="warning"
        showIcon
        title="开发环境的模拟支付页：确认后即视为支付成功，不会产生真实扣款。"
      />
      {error ? (
        <Result
          status="404"
          title="支付链接无效"
          subTitle={error instanceof Error ? error.message : ''}
        />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} bordered size="small" className={styles.details}>
            <Descriptions.Item label="订单号">{data.id}</Descriptions.Item>
            <Descriptions.Item label="商品">{data.planName}</Descriptions.Item>
            <Descriptions.Item label="金额">
              <strong className={styles.amount}>¥{data.amount}</strong>
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              <span data-testid="dev-pay-state">{data.stateName}</span>
            </Descriptions.Item>
          </Descriptions>
          {failure ? <Alert type="error" showIcon title={failure} /> : null}
          {data.state === 'pending' ? (
            <div className={styles.actions}>
              <Button
                type="primary"
                size="large"
                block
                loading={busy}
                onClick={() => void act('pay')}
              >
                确认支付 ¥{data.amount}
              </Button>
              <Button size="large" block disabled={busy} onClick={() => void act('decline')}>
                取消支付
              </Button>
            </div>
          ) : (
            <Result
              status={data.state === 'paid' ? 'success' : 'warning'}
              title={data.state === 'paid' ? '支付成功' : `订单${data.stateName}`}
              subTitle={data.state === 'paid' ? '请回到电脑上的支付页面继续。' : undefined}
            />
          )}
        </>
      )}
    </main>
  );
}
