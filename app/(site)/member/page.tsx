import type { Metadata } from 'next';
import { MembershipPage } from '@/components/member/membership-page';
import { PRODUCT_TITLE } from '@/lib/constants';

export const metadata: Metadata = { title: `会员中心 - ${PRODUCT_TITLE}` };

// /member: what each tier unlocks and how to upgrade.
export default function MemberPage() {
  return <MembershipPage />;
}
