import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import type { Database } from '../../db/client';
import { findLiveSessionUser, insertSession, type SessionRow } from '../../db/queries/sessions';
import { endExpiredMembership } from '../../db/queries/commerce';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import { insertEventTrack } from '../../db/queries/event-tracks';
import { USAGE_APP_CODE } from '@/lib/constants';
import type { Clock } from '../../clock';

const ISSUER = 'zsai';
const AUDIENCE = 'zsai-portal';

export type SessionMethod = SessionRow['method'];

export type TokenService = ReturnType<typeof createTokenService>;

/** Access tokens: short JWTs bound to a session row, so revoking the row revokes them. */
export function createTokenService(deps: {
  db: Database;
  clock: Clock;
  secret: string;
  ttlS: number;
}) {
  const { db, clock, ttlS } = deps;
  // Imported once: jose would import a raw secret again on every verification.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(deps.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  return {
    async issue(userId: string, method: SessionMethod): Promise<string> {
      const now = clock.now();
      const sessionId = randomUUID();
      const expiresAt = new Date(now.getTime() + ttlS * 1000);
      await insertSession(db, { id: sessionId, userId, method, createdAt: now, expiresAt });
      // Every way in is a login of the usage records (isVisit 0, isUse 0, isLogin 1).
      await insertEventTrack(db, {
        id: randomUUID(),
        userId,
        isLogin: 1,
        appCode: USAGE_APP_CODE,
        createdAt: now,
      });
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlS)
        .sign(await key);
    },

    /** Verifies signature, expiry and the live session; the 401 envelope otherwise. */
    async verify(token: string): Promise<{ user: UserRow; sessionId: string }> {
      const now = clock.now();
      let payload: { sub?: string; sid?: unknown };
      try {
        ({ payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: now,
        }));
      } catch (error) {
        const expired = error instanceof joseErrors.JWTExpired;
        throw new AppError(401, expired ? AUTH_MESSAGES.tokenExpired : AUTH_MESSAGES.tokenInvalid);
      }
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
        throw new AppError(401, AUTH_MESSAGES.tokenInvalid);
      }
      let user = await findLiveSessionUser(db, payload.sid, now);
      if (!user || user.id !== payload.sub) {
        throw new AppError(401, AUTH_MESSAGES.tokenExpired);
      }
      // A bought tier that has ended returns the user to the trial tier on this very call.
      if (user.rankExpiresAt && user.rankExpiresAt.getTime() <= now.getTime()) {
        user = (await endExpiredMembership(db, user.id, now)) ?? user;
      }
      return { user, sessionId: payload.sid };
    },
  };
}
