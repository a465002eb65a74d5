import type { Metadata } from 'next';
import { GraphPage } from '@/components/enterprise/graph-page';
import { PROFILE_FEATURES } from '@/lib/contract/profile';
import { enterpriseForPage, enterpriseMetadata } from '@/lib/server/enterprise-page';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return enterpriseMetadata((await searchParams).id, PROFILE_FEATURES.qytp);
}

// /qyhx/qytp_view?id= - the enterprise graph (qytp: 企业图谱).
export default async function Page({ searchParams }: Props) {
  const { id, profile } = await enterpriseForPage((await searchParams).id);
  return <GraphPage id={id} initialProfile={profile} />;
}
