import type { Metadata } from 'next';
import { ReportPage } from '@/components/enterprise/report-page';
import { enterpriseIdParam } from '@/lib/contract/profile';

export const metadata: Metadata = { title: '企业报告预览' };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

// /qyhx/qyhx_preview?id= - the report as it will print (A4, print CSS).
export default async function Page({ searchParams }: Props) {
  return <ReportPage id={enterpriseIdParam((await searchParams).id)} withPdf={false} />;
}
