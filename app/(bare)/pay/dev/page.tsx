import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DevPayPage } from '@/components/member/dev-pay-page';

export const metadata: Metadata = { title: '模拟支付', robots: { index: false } };

// /pay/dev?orderId=…&sig=…: the development payment provider's confirmation page, opened from
// the payment QR code (docs/commerce.md). The backend answers 404 once a real provider is set.
export default function DevPayRoute() {
  return (
    <Suspense fallback={null}>
      <DevPayPage />
    </Suspense>
  );
}
