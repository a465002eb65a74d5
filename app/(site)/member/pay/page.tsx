import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { PaymentPage } from '@/components/member/payment-page';

export const metadata: Metadata = { title: '订单支付' };

// /member/pay?order=…: an order's payment page (docs/commerce.md).
export default function MemberPayPage() {
  return (
    <Suspense fallback={<Skeleton active />}>
      <PaymentPage />
    </Suspense>
  );
}
