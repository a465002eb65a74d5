import { PASSWORD_MESSAGES, phoneOrUsernameSchema, upePayloadSchema } from '@/lib/contract/auth';
import type { Database } from '../../db/client';
import {
  claimPasswordCheck,
  findUserById,
  findUserByPhone,
  resetFailedLogins,
  type LoginDelayPolicy,
} from '../../db/queries/users';
import { AppError } from '../../http/errors';
import type { Clock } from '../../clock';
import type { CaptchaService } from './captcha';
import { assertMayLogIn } from './login';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import type { UpeKeyStore } from './upe-key';

// Password + picture-code login. The encrypted credentials live 2 minutes and are bound to
// the device's picture code by its nonce, so a captured `upe` cannot be replayed.
export const UPE_MAX_AGE_S = 120;
const CLOCK_SKEW_S = 30;
export const FAILURES_BEFORE_DELAY = 5;
const BASE_DELAY_S = 30;
const MAX_DELAY_S = 3600;

const DELAY_POLICY: LoginDelayPolicy = {
  freeFailures: FAILURES_BEFORE_DELAY,
  baseDelayS: BASE_DELAY_S,
  maxDelayS: MAX_DELAY_S,
};

/** Seconds an account must wait after `failures` consecutive wrong passwords. */
export function loginDelaySeconds(failures: number): number {
  if (failures < FAILURES_BEFORE_DELAY) return 0;
  return Math.min(BASE_DELAY_S * 2 ** (failures - FAILURES_BEFORE_DELAY), MAX_DELAY_S);
}

/** Whole seconds left of an account's wait, at least 1: it is waiting. */
function secondsLeft(user: { failedLogins: number; lastFailedLoginAt: Date | null }, now: Date) {
  const until =
    (user.lastFailedLoginAt?.getTime() ?? 0) + loginDelaySeconds(user.failedLogins) * 1000;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

// Verified against when the account does not exist, so both answers take as long.
let decoyHash: Promise<string> | undefined;

export type PasswordLoginInput = { upe: string; deviceId: string; validCode: string };

export function createPasswordLogin(deps: {
  db: Database;
  clock: Clock;
  captcha: CaptchaService;
  upeKeys: UpeKeyStore;
  tokens: TokenService;
}) {
  const { db, clock, captcha, upeKeys, tokens } = deps;

  async function openUpe(upe: string, deviceId: string) {
    let payload: unknown;
    try {
      payload = await upeKeys.decrypt(upe);
    } catch {
      throw new AppError(400, PASSWORD_MESSAGES.upeInvalid);
    }
    const parsed = upePayloadSchema.safeParse(payload);
    const nowS = Math.floor(clock.now().getTime() / 1000);
    if (
      !parsed.success ||
      parsed.data.deviceId !== deviceId ||
      parsed.data.iat > nowS + CLOCK_SKEW_S ||
      parsed.data.iat < nowS - UPE_MAX_AGE_S
    ) {
      throw new AppError(400, PASSWORD_MESSAGES.upeInvalid);
    }
    return parsed.data;
  }

  return async function passwordLogin(input: PasswordLoginInput): Promise<string> {
    const credentials = await openUpe(input.upe, input.deviceId);
    await captcha.consume(input.deviceId, input.validCode, credentials.nonce);

    const phone = phoneOrUsernameSchema.safeParse(credentials.username);
    const user = phone.success ? await findUserByPhone(db, phone.data) : undefined;
    if (!user?.passwordHash) {
      decoyHash ??= hashPassword('decoy-password-for-timing');
      await verifyPassword(await decoyHash, credentials.password);
      throw new AppError(400, PASSWORD_MESSAGES.credentialsWrong);
    }

    // The check is claimed (and counted) before the password is verified, so parallel
    // attempts cannot all be checked against one count.
    const now = clock.now();
    const failures = await claimPasswordCheck(db, user.id, now, DELAY_POLICY);
    if (failures === undefined) {
      const waiting = (await findUserById(db, user.id)) ?? user;
      throw new AppError(429, PASSWORD_MESSAGES.tooManyFailures(secondsLeft(waiting, now)));
    }

    if (!(await verifyPassword(user.passwordHash, credentials.password))) {
      const delay = loginDelaySeconds(failures);
      throw delay > 0
        ? new AppError(429, PASSWORD_MESSAGES.tooManyFailures(delay))
        : new AppError(400, PASSWORD_MESSAGES.credentialsWrong);
    }
    await resetFailedLogins(db, user.id);
    assertMayLogIn(user);
    return tokens.issue(user.id, 'password');
  };
}
