import type { Metadata } from 'next';
import { LibraryScreen } from '@/components/reports/library-screen';

export const metadata: Metadata = { title: '研究报告' };

// /zsai/cyl/yjbg - 研究报告 (yjbg): the user's report library.
export default function ReportLibraryScreen() {
  return <LibraryScreen />;
}
