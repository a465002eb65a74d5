import type { Metadata } from 'next';
import { AutoLogin } from '@/components/auth/auto-login';

// login: auto-login by allow-listed account, or a fresh login dialog. Public.
export const metadata: Metadata = { title: '登录' };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ isLogin?: string; account?: string; redirect?: string }>;
}) {
  const { isLogin, account, redirect } = await searchParams;
  return <AutoLogin isLogin={isLogin} account={account} redirect={redirect} />;
}
