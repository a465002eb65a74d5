import type { Metadata } from 'next';
import { DimensionViewPage } from '@/components/enterprise/dimension-view-page';
import { enterpriseIdParam } from '@/lib/contract/profile';

export const metadata: Metadata = { title: '专利' };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

// /qyhx/zl_view?id= - every 专利 row of one enterprise.
export default async function Page({ searchParams }: Props) {
  return <DimensionViewPage id={enterpriseIdParam((await searchParams).id)} dim="zl" />;
}
