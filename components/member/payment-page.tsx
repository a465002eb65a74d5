'use client';

import { Alert, App, Button, Descriptions, QRCode, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { PaymentRecord } from '@/lib/contract/commerce';
import { DATE_FORMAT } from '@/lib/constants';
import {
  cancelOrder,
  createOrder,
  usePayment,
  useRefreshEntitlements,
} from '@/lib/client/use-commerce';
import { ORDERS_PATH, PAY_PATH } from './paths';
import styles from './payment-page.module.css';

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Seconds left, counted down locally between polls from the server's figure. */
function useCountdown(order: PaymentRecord | null | undefined, onZero: () => void) {
  const [left, setLeft] = useState<number | null>(null);
  const deadline = useRef<number | null>(null);
  useEffect(() => {
    if (!order || order.state !== 'pending') {
      deadline.current = null;
      return;
    }
    deadline.current = Date.now() + order.secondsleft * 1000;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline.current! - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) onZero();
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
    // The server's figure restarts the count; onZero is stable enough per order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?.id, order?.state, order?.secondsleft]);
  return left;
}

function PaymentBody({ orderId }: { orderId: string }) {
  const { order, error, mutate } = usePayment(orderId);
  const router = useRouter();
  const { message } = App.useApp();
  const refresh = useRefreshEntitlements();
  const refreshed = useRef(false);
  const [busy, setBusy] = useState(false);
  const left = useCountdown(order, () => void mutate());

  useEffect(() => {
    // Menus, permissions and the badge follow the new tier.
    if (order?.state === 'paid' && !refreshed.current) {
      refreshed.current = true;
      void refresh();
    }
  }, [order?.state, refresh]);

  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={error instanceof Error ? error.message : '订单加载失败'}
      />
    );
  }
  if (!order) return <Skeleton active paragraph={{ rows: 6 }} />;

  const again = async () => {
    setBusy(true);
    try {
      const next = await createOrder(order.planid);
      router.replace(`${PAY_PATH}?order=${encodeURIComponent(next.id)}`);
    } catch (e) {
      message.error(e instanceof Error ? e.message : '下单失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  if (order.state === 'paid') {
    return (
      <Result
        status="success"
        title="支付成功"
        subTitle={`订单 ${order.id} 已支付 ¥${order.amount}。${
          order.granteduntil
            ? `会员有效期至 ${dayjs(order.granteduntil).format(DATE_FORMAT)}。`
            : ''
        }`}
        extra={[
          <Link key="home" href="/home">
            <Button type="primary">开始使用</Button>
          </Link>,
          <Link key="orders" href={ORDERS_PATH}>
            <Button>查看订单</Button>
          </Link>,
        ]}
      />
    );
  }
  if (order.state !== 'pending') {
    return (
      <Result
        status="warning"
        title={order.state === 'expired' ? '订单已过期' : '订单已取消'}
        subTitle={`订单 ${order.id}（${order.planname}，¥${order.amount}）未完成支付。`}
        extra={[
          <Button key="again" type="primary" loading={busy} onClick={() => void again()}>
            重新下单
          </Button>,
          <Link key="member" href="/member">
            <Button>返回会员中心</Button>
          </Link>,
        ]}
      />
    );
  }

  const payUrl = new URL(order.payurl, window.location.origin).toString();
  const cancel = async () => {
    setBusy(true);
    try {
      await cancelOrder(order.id);
      await mutate();
    } catch (e) {
      message.error(e instanceof Error ? e.message : '取消失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.layout}>
      <div className={styles.details}>
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label="订单号">
            <span data-testid="order-id">{order.id}</span>
          </Descriptions.Item>
          <Descriptions.Item label="购买内容">{order.planname}</Descriptions.Item>
          <Descriptions.Item label="应付金额">
            <strong className={styles.amount} data-testid="order-amount">
              ¥{order.amount}
            </strong>
          </Descriptions.Item>
          <Descriptions.Item label="支付方式">{order.providername}</Descriptions.Item>
        </Descriptions>
        <p className={styles.countdown} role="timer" aria-live="off">
          请在 <strong data-testid="countdown">{clock(left ?? order.secondsleft)}</strong>{' '}
          内完成支付，超时订单将自动关闭
        </p>
        <Button onClick={() => void cancel()} loading={busy}>
          取消订单
        </Button>
      </div>
      <div className={styles.qr}>
        <QRCode value={payUrl} size={200} />
        <p>请使用手机扫码支付</p>
        {order.provider === 'dev' ? (
          <p className={styles.dev}>
            开发环境：扫码或
            <a href={payUrl} target="_blank" rel="noreferrer" data-testid="pay-link">
              打开模拟支付页
            </a>
            确认支付
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** /member/pay?order=…: amount, order number, QR code and countdown; moves on when paid. */
export function PaymentPage() {
  const orderId = useSearchParams().get('order');
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>订单支付</h1>
      {orderId ? (
        <PaymentBody orderId={orderId} />
      ) : (
        <Result
          status="404"
          title="未指定订单"
          extra={
            <Link href="/member">
              <Button type="primary">返回会员中心</Button>
            </Link>
          }
        />
      )}
    </main>
  );
}
