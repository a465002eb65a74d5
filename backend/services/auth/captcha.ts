import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { PASSWORD_MESSAGES } from '@/lib/contract/auth';
import type { Database } from '../../db/client';
import { consumeCaptcha, upsertCaptcha } from '../../db/queries/captchas';
import { AppError } from '../../http/errors';
import type { Clock } from '../../clock';

export const CAPTCHA_TTL_MS = 5 * 60_000;

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** Picture codes: 4 characters, 5 minutes, single use, compared case-insensitively. */
export function createCaptchaService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async issue(deviceId: string): Promise<{ svg: string; nonce: string }> {
      const { data, text } = svgCaptcha.create({
        size: 4,
        noise: 2,
        ignoreChars: '0oO1ilI',
        color: true,
        width: 110,
        height: 40,
      });
      const nonce = randomBytes(16).toString('base64url');
      const now = clock.now();
      await upsertCaptcha(db, {
        deviceId,
        answer: text.toLowerCase(),
        nonce,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
      });
      return { svg: data, nonce };
    },

    /** Uses up the device's code whatever the answer; a wrong one means a new picture. */
    async consume(deviceId: string, answer: string, nonce: string): Promise<void> {
      const live = await consumeCaptcha(db, deviceId, clock.now());
      if (!live || live.nonce !== nonce) throw new AppError(400, PASSWORD_MESSAGES.captchaInvalid);
      if (live.answer !== answer.trim().toLowerCase()) {
        throw new AppError(400, PASSWORD_MESSAGES.captchaWrong);
      }
    },
  };
}
