import type { Metadata } from 'next';
import { DimensionViewPage } from '@/components/enterprise/dimension-view-page';
import { dimensionDef } from '@/lib/contract/profile';
import { enterpriseForPage, enterpriseMetadata } from '@/lib/server/enterprise-page';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return enterpriseMetadata((await searchParams).id, dimensionDef('rzlc').name);
}

// /qyhx/rzlc_view?id= - every 融资历程 row of one enterprise.
export default async function Page({ searchParams }: Props) {
  const { id, profile } = await enterpriseForPage((await searchParams).id);
  return <DimensionViewPage id={id} initialProfile={profile} dim="rzlc" />;
}
