import type { Metadata } from 'next';
import { QrConfirm } from '@/components/auth/qr-confirm';

// m/qr: the phone's page behind the login QR code; a logged-in user confirms the desktop login.
export const metadata: Metadata = { title: '扫码登录确认' };

export default async function QrConfirmPage({
  searchParams,
}: {
  searchParams: Promise<{ kid?: string }>;
}) {
  const { kid = '' } = await searchParams;
  return <QrConfirm kid={kid} />;
}
