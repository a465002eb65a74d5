import { ACCOUNT_MESSAGES } from '@/lib/contract/account';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import type { Database } from '../../db/client';
import { findUserByPhone } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import type { Clock } from '../../clock';
import type { SmsCodeService } from '../sms/codes';
import { replacePassword } from './personal-centre';

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
    await replacePassword(db, user, input.password, clock);
    return ACCOUNT_MESSAGES.passwordChanged;
  };
}
