import { PORTAL_MESSAGES } from '@/lib/contract/portal';
import type { Database } from '../../db/client';
import type { Clock } from '../../clock';
import { revokeUserRememberCredentials } from '../../db/queries/remember';
import { listLiveSessions, revokeUserSessions } from '../../db/queries/sessions';
import { setPasswordHash, updateUserProfile, type UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { assertNoSensitiveWords } from '../sensitive-words';
import type { SmsCodeService } from '../sms/codes';

// What a user changes about their own account: the info modal, password and sessions.

export async function saveSupplementaryInfo(
  db: Database,
  user: UserRow,
  info: { fullname: string; company: string },
  clock: Clock,
) {
  assertNoSensitiveWords([
    { label: '姓名', value: info.fullname },
    { label: '单位名称', value: info.company },
  ]);
  await updateUserProfile(db, user.id, info, clock.now());
}

/** Every session and remember-me credential ends, this browser's too. */
export async function signOutEverywhere(db: Database, user: Pick<UserRow, 'id'>, clock: Clock) {
  const now = clock.now();
  await revokeUserSessions(db, user.id, now);
  await revokeUserRememberCredentials(db, user.id, now);
}

/**
 * A new password, however it was proven: a password that may have leaked ends every session
 * and remember-me credential with it, this browser's too.
 */
export async function replacePassword(
  db: Database,
  user: Pick<UserRow, 'id'>,
  password: string,
  clock: Clock,
) {
  await setPasswordHash(db, user.id, await hashPassword(password), clock.now());
  await signOutEverywhere(db, user, clock);
}

export async function changePassword(
  db: Database,
  user: UserRow,
  input: { oldPassword: string; newPassword: string },
  clock: Clock,
) {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError(400, PORTAL_MESSAGES.oldPasswordWrong);
  }
  await replacePassword(db, user, input.newPassword, clock);
}

/**
 * 设置密码: proven by a code sent to the user's own phone, never to a phone the caller names,
 * so a code received on another phone does not count.
 */
export async function setPasswordBySms(
  deps: { db: Database; sms: SmsCodeService; clock: Clock },
  user: UserRow,
  input: { code: string; password: string },
) {
  await deps.sms.verify(user.phone, input.code);
  await replacePassword(deps.db, user, input.password, deps.clock);
}

export async function listSessions(
  db: Database,
  user: UserRow,
  currentSessionId: string | undefined,
  clock: Clock,
) {
  const rows = await listLiveSessions(db, user.id, clock.now());
  return rows.map((s) => ({
    // A label only: the full id never leaves the server.
    id: s.id.slice(0, 8),
    method: s.method,
    createdAt: s.createdAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    current: s.id === currentSessionId,
  }));
}
