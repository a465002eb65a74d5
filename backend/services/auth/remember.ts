import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import { REMEMBER_PASSWORD_TTL_MS } from '@/lib/constants';
import { remember, TtlCache } from '@/lib/cache/ttl-cache';
import type { Database } from '../../db/client';
import {
  insertRememberCredential,
  isRememberCredentialLive,
  takeRememberCredential,
} from '../../db/queries/remember';
import { findUserById } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import type { Clock } from '../../clock';
import { assertMayLogIn } from './login';
import type { TokenService } from './tokens';

const hash = (secret: string) => createHash('sha256').update(secret).digest();

export type RememberService = ReturnType<typeof createRememberService>;

type Rotation = { accessToken: string; credential: string };

/**
 * How long a rotated credential still answers what its rotation answered. A page sends its
 * first calls together, all with the same credential (the browser has no session cookie yet):
 * the first rotates it and the others arrive with the old one. Refused, they would answer a
 * user's calls as a visitor's, and the refusal's cleared cookie, landing last, would undo the
 * rotation, so the next browser restart would log the user out.
 */
export const ROTATION_GRACE_MS = 30_000;

/**
 * "Remember me" without keeping a password in the browser: a credential `id.secret` that
 * lives 7 days, is single use (each login with it hands out the next one) and is revoked by
 * logout and by a password change.
 */
export function createRememberService(deps: { db: Database; clock: Clock; tokens: TokenService }) {
  const { db, clock, tokens } = deps;
  // Keyed by the hash of the whole credential: only its holder finds its rotation.
  const rotations = new TtlCache<string, Promise<Rotation>>({
    maxEntries: 10_000,
    ttlMs: ROTATION_GRACE_MS,
    now: () => clock.now().getTime(),
  });

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
    // Hashes are compared, not secrets: the database's equality leaks nothing usable.
    return takeRememberCredential(db, id, hash(secret).toString('hex'), clock.now());
  }

  async function rotate(credential: string): Promise<Rotation> {
    const row = await take(credential);
    if (!row) throw new AppError(401, AUTH_MESSAGES.tokenExpired);
    const user = await findUserById(db, row.userId);
    assertMayLogIn(user);
    return {
      accessToken: await tokens.issue(user.id, 'remember'),
      credential: await issue(user.id),
    };
  }

  return {
    issue,

    /** Logs in with a credential and rotates it (a twin call within the grace shares it). */
    async logIn(credential: string): Promise<Rotation> {
      const key = hash(credential).toString('hex');
      const rotation = await remember(rotations, key, () => rotate(credential));
      // Logout and a password change revoke the successor, and end the grace with it.
      const [successorId = ''] = rotation.credential.split('.');
      if (!(await isRememberCredentialLive(db, successorId, clock.now()))) {
        throw new AppError(401, AUTH_MESSAGES.tokenExpired);
      }
      return rotation;
    },

    async revoke(credential: string): Promise<void> {
      await take(credential);
    },
  };
}
