import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { QR_MESSAGES } from '@/lib/contract/auth';
import type { Database } from '../../db/client';
import { findQrTicket, insertQrTicket, moveQrTicket } from '../../db/queries/qr-tickets';
import { findUserById, type UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import type { Clock } from '../../clock';
import { assertMayLogIn } from './login';
import type { TokenService } from './tokens';

export const QR_TTL_MS = 2 * 60_000;

/**
 * Where the QR code points. WeChat cannot be reached here, so the development provider
 * points at our own mobile confirmation page; a mini-program provider would return its
 * scene URL instead.
 */
export type QrScanTarget = { url: (kid: string) => string };

export const confirmPageTarget = (publicUrl: string | undefined): QrScanTarget => ({
  url: (kid) => `${publicUrl ?? ''}/zsai/m/qr?kid=${kid}`,
});

export type QrLogin = ReturnType<typeof createQrLogin>;

const browserHash = (browser: string) => createHash('sha256').update(browser).digest();

/** The poll comes from the browser that created the ticket (compared in constant time). */
function sameBrowser(storedHex: string | null, browser: string | undefined): boolean {
  if (!storedHex || !browser) return false;
  return timingSafeEqual(Buffer.from(storedHex, 'hex'), browserHash(browser));
}

export function createQrLogin(deps: {
  db: Database;
  clock: Clock;
  tokens: TokenService;
  target: QrScanTarget;
}) {
  const { db, clock, tokens, target } = deps;

  return {
    /** `browser`: the creating browser's value (QR_BROWSER_HEADER), stored hashed. */
    async create(browser: string): Promise<{ kid: string; url: string }> {
      const kid = randomBytes(18).toString('base64url');
      const now = clock.now();
      await insertQrTicket(db, {
        kid,
        browserHash: browserHash(browser).toString('hex'),
        createdAt: now,
        expiresAt: new Date(now.getTime() + QR_TTL_MS),
      });
      return { kid, url: target.url(kid) };
    },

    /**
     * null while nobody has confirmed; the token once; expired otherwise. Another browser's
     * poll is told the ticket expired, as if it did not exist.
     */
    async poll(kid: string, browser: string | undefined): Promise<string | null> {
      const now = clock.now();
      const ticket = await findQrTicket(db, kid);
      if (!ticket || ticket.expiresAt <= now || !sameBrowser(ticket.browserHash, browser)) {
        throw new AppError(400, QR_MESSAGES.expired);
      }
      if (ticket.status === 'pending') return null;
      if (ticket.status !== 'confirmed' || !ticket.userId) {
        throw new AppError(400, QR_MESSAGES.expired);
      }
      if (!(await moveQrTicket(db, kid, 'confirmed', { status: 'consumed' }, now))) {
        throw new AppError(400, QR_MESSAGES.expired);
      }
      const user = await findUserById(db, ticket.userId);
      assertMayLogIn(user);
      return tokens.issue(user.id, 'qr');
    },

    async state(kid: string) {
      const ticket = await findQrTicket(db, kid);
      if (!ticket || ticket.expiresAt <= clock.now()) return 'expired' as const;
      return ticket.status;
    },

    /** The logged-in phone's answer. Only enterprise users may confirm a login. */
    async answer(kid: string, user: UserRow, approve: boolean): Promise<string> {
      if (approve) assertMayLogIn(user);
      const moved = await moveQrTicket(
        db,
        kid,
        'pending',
        approve ? { status: 'confirmed', userId: user.id } : { status: 'rejected' },
        clock.now(),
      );
      if (!moved) throw new AppError(400, QR_MESSAGES.expired);
      return approve ? QR_MESSAGES.confirmed : QR_MESSAGES.rejected;
    },
  };
}
