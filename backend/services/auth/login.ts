import { AUTH_MESSAGES, LOGIN_ROLE_KEY } from '@/lib/contract/auth';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';

/** Only active enterprise users (role key qy) may log in, on every path. */
export function assertMayLogIn(user: UserRow | undefined): asserts user is UserRow {
  if (!user || user.status !== 'active' || !user.roleKeys.includes(LOGIN_ROLE_KEY)) {
    throw new AppError(400, AUTH_MESSAGES.noSuchUser);
  }
}
