import type { Metadata } from 'next';
import { OpenRegistration } from '@/components/auth/open-registration';

// register: clears the session and opens registration, keeping an invitation code (?scene=).
export const metadata: Metadata = { title: '注册' };

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<{ scene?: string }>;
}) {
  const { scene } = await searchParams;
  return <OpenRegistration scene={scene} />;
}
