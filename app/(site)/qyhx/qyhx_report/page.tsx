import type { Metadata } from 'next';
import { ReportPage } from '@/components/enterprise/report-page';
import { enterpriseIdParam } from '@/lib/contract/profile';

export const metadata: Metadata = { title: '企业报告' };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

// /qyhx/qyhx_report?id= - the printable profile report with its PDF download.
export default async function Page({ searchParams }: Props) {
  return <ReportPage id={enterpriseIdParam((await searchParams).id)} withPdf />;
}
