import type { Metadata } from 'next';
import { GraphPage } from '@/components/enterprise/graph-page';
import { enterpriseIdParam } from '@/lib/contract/profile';

export const metadata: Metadata = { title: '企业图谱' };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

// /qyhx/qytp_view?id= - the enterprise graph (qytp: 企业图谱).
export default async function Page({ searchParams }: Props) {
  return <GraphPage id={enterpriseIdParam((await searchParams).id)} />;
}
