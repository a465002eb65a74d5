import type { Metadata } from 'next';
import { ReportPage } from '@/components/enterprise/report-page';
import { PROFILE_FEATURES } from '@/lib/contract/profile';
import { enterpriseForPage, enterpriseMetadata } from '@/lib/server/enterprise-page';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return enterpriseMetadata((await searchParams).id, PROFILE_FEATURES.report);
}

// /qyhx/qyhx_report?id= - the printable profile report with its PDF download.
export default async function Page({ searchParams }: Props) {
  const { id, profile } = await enterpriseForPage((await searchParams).id);
  return <ReportPage id={id} initialProfile={profile} withPdf />;
}
