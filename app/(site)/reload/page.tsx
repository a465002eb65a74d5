import { redirect } from 'next/navigation';
import { FROM_PARAM, safeReturnPath } from '@/lib/routes';

// /reload: the target after login; back to where the user was (a same-site path) or home.
export default async function ReloadPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const params = await searchParams;
  redirect(safeReturnPath(params[FROM_PARAM]) ?? '/home');
}
