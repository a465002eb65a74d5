import { ACCOUNT_MESSAGES } from '@/lib/contract/account';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import type { Database } from '../../db/client';
import { revokeUserSessions } from '../../db/queries/sessions';
import { revokeUserRememberCredentials } from '../../db/queries/remember';
import { findUserByPhone, setPasswordHash } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import type { Clock } from '../../clock';
import { hashPassword } from '../auth/passwords';
import type { SmsCodeService } from '../sms/codes';

/**
 * A new password after the SMS code proves the phone; every session and remember-me
 * credential of the user ends.
 */
export function createFindPassword(deps: { db: Database; clock: Clock; sms: SmsCodeService }) {
  const { db, clock, sms } = deps;
  return async function findPassword(input: { phone: string; password: string; code: string }) {
    await sms.verify(input.phone, input.code);
    const user = await findUserByPhone(db, input.phone);
    if (!user) throw new AppError(400, AUTH_MESSAGES.noSuchUser);
    const now = clock.now();
    await setPasswordHash(db, user.id, await hashPassword(input.password), now);
    await revokeUserSessions(db, user.id, now);
    await revokeUserRememberCredentials(db, user.id, now);
    return ACCOUNT_MESSAGES.passwordChanged;
  };
}
