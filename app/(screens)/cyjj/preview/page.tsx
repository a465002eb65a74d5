import type { Metadata } from 'next';
import { BriefingScreen } from '@/components/reports/briefing-screen';

export const metadata: Metadata = { title: '产业简报预览' };

// /zsai/cyjj/preview - 产业简报 (preview: the briefing's form and preview): a chain or industry,
// a region and a month or quarter; 生成简报 stores it and opens /cyjj/preview/report.
export default function BriefingPreviewScreen() {
  return <BriefingScreen />;
}
