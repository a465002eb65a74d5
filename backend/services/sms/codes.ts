import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import { PRODUCT_TITLE, SMS_CODE_LENGTH, SMS_RESEND_COUNTDOWN_S } from '@/lib/constants';
import type { Database } from '../../db/client';
import {
  countCodesSince,
  insertSmsCode,
  latestSmsCode,
  markSmsCodeUsed,
  recordFailedAttempt,
} from '../../db/queries/sms';
import { AppError } from '../../http/errors';
import type { Clock } from '../../clock';
import type { SmsProvider } from './provider';

// The SMS code policy: codes live 5 minutes, are single use and die after 5 wrong tries;
// resends wait 60 s; hourly and daily caps per phone and per client IP.
export const SMS_POLICY = {
  ttlMs: 5 * 60_000,
  maxFailedAttempts: 5,
  resendAfterMs: SMS_RESEND_COUNTDOWN_S * 1000,
  perPhone: { hour: 5, day: 10 },
  perIp: { hour: 20, day: 50 },
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;

export function createSmsCodeService(deps: {
  db: Database;
  clock: Clock;
  provider: SmsProvider;
  secret: string;
}) {
  const { db, clock, provider, secret } = deps;
  // Keyed hash: a leaked table does not reveal codes, and 6 digits need no slow hash
  // because tries are capped.
  const hash = (phone: string, code: string) =>
    createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');

  async function assertMaySend(phone: string, clientIp: string, now: Date) {
    const latest = await latestSmsCode(db, phone);
    if (latest) {
      const waitMs = latest.createdAt.getTime() + SMS_POLICY.resendAfterMs - now.getTime();
      if (waitMs > 0) throw new AppError(429, AUTH_MESSAGES.tooSoon(Math.ceil(waitMs / 1000)));
    }
    const hourAgo = new Date(now.getTime() - HOUR);
    const dayAgo = new Date(now.getTime() - DAY);
    if ((await countCodesSince(db, { phone }, dayAgo)) >= SMS_POLICY.perPhone.day) {
      throw new AppError(429, AUTH_MESSAGES.dailyCap);
    }
    if ((await countCodesSince(db, { phone }, hourAgo)) >= SMS_POLICY.perPhone.hour) {
      throw new AppError(429, AUTH_MESSAGES.hourlyCap);
    }
    if (clientIp) {
      if ((await countCodesSince(db, { clientIp }, dayAgo)) >= SMS_POLICY.perIp.day) {
        throw new AppError(429, AUTH_MESSAGES.dailyCap);
      }
      if ((await countCodesSince(db, { clientIp }, hourAgo)) >= SMS_POLICY.perIp.hour) {
        throw new AppError(429, AUTH_MESSAGES.hourlyCap);
      }
    }
  }

  return {
    /** Sends a fresh code to the phone, within the resend wait and the caps. */
    async send(phone: string, clientIp: string): Promise<void> {
      const now = clock.now();
      await assertMaySend(phone, clientIp, now);
      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      await insertSmsCode(db, {
        id: randomUUID(),
        phone,
        codeHash: hash(phone, code),
        clientIp,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_POLICY.ttlMs),
      });
      const minutes = SMS_POLICY.ttlMs / 60_000;
      await provider.send({
        phone,
        code,
        text: `【${PRODUCT_TITLE}】您的验证码是${code}，${minutes}分钟内有效，请勿泄露给他人。`,
      });
    },

    /**
     * Consumes the phone's latest code. Wrong codes count against it; an expired, used or
     * exhausted code is invalid. Throws the spec's messages (验证码错误 / 验证码无效).
     */
    async verify(phone: string, code: string): Promise<void> {
      const now = clock.now();
      const latest = await latestSmsCode(db, phone);
      if (
        !latest ||
        latest.usedAt !== null ||
        latest.expiresAt <= now ||
        latest.failedAttempts >= SMS_POLICY.maxFailedAttempts
      ) {
        throw new AppError(400, AUTH_MESSAGES.codeInvalid);
      }
      const expected = Buffer.from(latest.codeHash, 'hex');
      const given = Buffer.from(hash(phone, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        await recordFailedAttempt(db, latest.id);
        throw new AppError(400, AUTH_MESSAGES.codeWrong);
      }
      if (!(await markSmsCodeUsed(db, latest.id, now))) {
        throw new AppError(400, AUTH_MESSAGES.codeInvalid);
      }
    },
  };
}
