import type { Metadata } from 'next';
import { ProspectLists } from '@/components/prospects/prospect-lists';

export const metadata: Metadata = { title: '潜客名单' };

// /zsai/qksc/list - 潜客名单: the caller's saved screens, rerun, members, export (VIP).
export default function QkscListPage() {
  return <ProspectLists />;
}
