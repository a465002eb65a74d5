import type { Metadata } from 'next';
import { EquityPage } from '@/components/enterprise/equity-page';
import { PROFILE_FEATURES } from '@/lib/contract/profile';
import { enterpriseForPage, enterpriseMetadata } from '@/lib/server/enterprise-page';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return enterpriseMetadata((await searchParams).id, PROFILE_FEATURES.gqjg);
}

// /cyl/qyxq/relationships/gqjg?id= - the equity structure (gqjg: 股权结构).
export default async function EquityStructurePage({ searchParams }: Props) {
  const { id, profile } = await enterpriseForPage((await searchParams).id);
  return <EquityPage id={id} initialProfile={profile} />;
}
