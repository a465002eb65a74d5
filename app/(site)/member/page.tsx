import type { Metadata } from 'next';
import { MembershipPage } from '@/components/member/membership-page';

export const metadata: Metadata = { title: '会员中心' };

// /member: what each tier unlocks and how to upgrade.
export default function MemberPage() {
  return <MembershipPage />;
}
