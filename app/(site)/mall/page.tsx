import type { Metadata } from 'next';
import { MallPage } from '@/components/member/mall-page';

export const metadata: Metadata = { title: '应用商城' };

// /mall: 应用商城, the product's applications with their tiers (docs/commerce.md).
export default function MallRoute() {
  return <MallPage />;
}
