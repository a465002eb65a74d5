import type { Metadata } from 'next';
import { DimensionViewPage } from '@/components/enterprise/dimension-view-page';
import { enterpriseIdParam } from '@/lib/contract/profile';

export const metadata: Metadata = { title: '招聘信息' };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

// /qyhx/zpxx_view?id= - every 招聘信息 row of one enterprise.
export default async function Page({ searchParams }: Props) {
  return <DimensionViewPage id={enterpriseIdParam((await searchParams).id)} dim="zpxx" />;
}
