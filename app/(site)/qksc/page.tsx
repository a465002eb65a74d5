import type { Metadata } from 'next';
import { ProspectScreen } from '@/components/prospects/prospect-screen';

export const metadata: Metadata = { title: '潜客筛查' };

// /zsai/qksc - 潜客筛查 (qksc: prospect screening): conditions, live count, preview, save (VIP).
export default function QkscPage() {
  return <ProspectScreen />;
}
