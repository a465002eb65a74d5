import type { Metadata } from 'next';
import { ReportPage } from '@/components/enterprise/report-page';
import { enterpriseForPage, enterpriseMetadata } from '@/lib/server/enterprise-page';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return enterpriseMetadata((await searchParams).id, '企业报告预览');
}

// /qyhx/qyhx_preview?id= - the report as it will print (A4, print CSS).
export default async function Page({ searchParams }: Props) {
  const { id, profile } = await enterpriseForPage((await searchParams).id);
  return <ReportPage id={id} initialProfile={profile} withPdf={false} />;
}
