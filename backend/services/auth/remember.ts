import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import { REMEMBER_PASSWORD_TTL_MS } from '@/lib/constants';
import type { Database } from '../../db/client';
import { insertRememberCredential, takeRememberCredential } from '../../db/queries/remember';
import { findUserById } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import type { Clock } from '../../clock';
import { assertMayLogIn } from './login';
import type { TokenService } from './tokens';

const hash = (secret: string) => createHash('sha256').update(secret).digest();

export type RememberService = ReturnType<typeof createRememberService>;

/**
 * "Remember me" without keeping a password in the browser: a credential `id.secret` that
 * lives 7 days, is single use (each login with it hands out the next one) and is revoked by
 * logout and by a password change.
 */
export function createRememberService(deps: { db: Database; clock: Clock; tokens: TokenService }) {
  const { db, clock, tokens } = deps;

  async function issue(userId: string): Promise<string> {
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const now = clock.now();
    await insertRememberCredential(db, {
      id,
      userId,
      secretHash: hash(secret).toString('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REMEMBER_PASSWORD_TTL_MS),
    });
    return `${id}.${secret}`;
  }

  async function take(credential: string) {
    const [id, secret] = credential.split('.');
    if (!id || !secret) return undefined;
    const row = await takeRememberCredential(db, id, clock.now());
    if (!row || !timingSafeEqual(Buffer.from(row.secretHash, 'hex'), hash(secret)))
      return undefined;
    return row;
  }

  return {
    issue,

    /** Logs in with a credential and rotates it. */
    async logIn(credential: string): Promise<{ accessToken: string; credential: string }> {
      const row = await take(credential);
      if (!row) throw new AppError(401, AUTH_MESSAGES.tokenExpired);
      const user = await findUserById(db, row.userId);
      assertMayLogIn(user);
      return {
        accessToken: await tokens.issue(user.id, 'remember'),
        credential: await issue(user.id),
      };
    },

    async revoke(credential: string): Promise<void> {
      await take(credential);
    },
  };
}
