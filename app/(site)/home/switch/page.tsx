import type { Metadata } from 'next';
import { VersionSwitch } from '@/components/member/version-switch';

export const metadata: Metadata = { title: '版本切换' };

// /home/switch: 版本切换, the standard or the finance home (docs/commerce.md).
export default function HomeSwitchPage() {
  return <VersionSwitch />;
}
