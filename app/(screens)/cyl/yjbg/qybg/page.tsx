import type { Metadata } from 'next';
import { LibraryScreen } from '@/components/reports/library-screen';

export const metadata: Metadata = { title: '企业报告' };

// /zsai/cyl/yjbg/qybg - 企业报告 (qybg): the user's company reports, reopened from the library.
export default function EnterpriseReportsScreen() {
  return <LibraryScreen fixedKind="enterprise" />;
}
