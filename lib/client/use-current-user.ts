import useSWR from 'swr';
import type { CurrentUser } from '@/lib/contract/auth';
import { apiUrl } from './request';

const CURRENT_USER_PATH = '/api-user/user/org/osUser/current';

// GET /api-user/user/org/osUser/current - the logged-in user, or null when logged out.
// A 401 here only means "not logged in": it must not bounce the visitor to the login dialog.
async function fetchCurrentUser(url: string): Promise<CurrentUser | null> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (response.status === 401) return null;
  const body = (await response.json()) as { success: boolean; data: CurrentUser };
  return body.success ? body.data : null;
}

export function useCurrentUser() {
  const { data, isLoading, mutate } = useSWR(apiUrl(CURRENT_USER_PATH), fetchCurrentUser, {
    revalidateOnFocus: false,
  });
  return { user: data ?? null, isLoading, mutate };
}
