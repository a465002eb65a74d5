import type { Metadata } from 'next';
import { EquityPage } from '@/components/enterprise/equity-page';
import { enterpriseIdParam } from '@/lib/contract/profile';

export const metadata: Metadata = { title: '股权结构' };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

// /cyl/qyxq/relationships/gqjg?id= - the equity structure (gqjg: 股权结构).
export default async function EquityStructurePage({ searchParams }: Props) {
  return <EquityPage id={enterpriseIdParam((await searchParams).id)} />;
}
