import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_MESSAGES, type ActivationRow } from '@/lib/contract/account';
import { LOGIN_ROLE_KEY, USERNAME_PREFIX, phoneOrUsernameSchema } from '@/lib/contract/auth';
import type { Database } from '../../db/client';
import {
  findActivation,
  insertActivation,
  consumeActivationTicket,
} from '../../db/queries/activations';
import { findUserByPhone, insertUserIfAbsent } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import { hashPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import type { SmsCodeService } from '../sms/codes';
import { normaliseInviteCode } from '../channels/codes';
import { activationPeak, runActivation } from './activation';

/** How long the registering browser may use its ticket to log in. */
export const ACTIVATION_TICKET_TTL_MS = 15 * 60_000;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest();

export type Registration = ReturnType<typeof createRegistration>;

export function createRegistration(deps: {
  db: Database;
  clock: Clock;
  sms: SmsCodeService;
  tokens: TokenService;
  logger: Logger;
}) {
  const { db, clock, sms, tokens, logger } = deps;

  async function userWithTicket(username: string, ticket: string) {
    const phone = phoneOrUsernameSchema.safeParse(username);
    const user = phone.success ? await findUserByPhone(db, phone.data) : undefined;
    const activation = user ? await findActivation(db, user.id) : undefined;
    if (!user || !activation) return undefined;
    const expected = Buffer.from(activation.ticketHash, 'hex');
    if (!timingSafeEqual(expected, hashTicket(ticket))) return undefined;
    return { user, activation };
  }

  return {
    /**
     * A new trial enterprise user, after the SMS code proves the phone. A taken phone is
     * told only to whoever holds it, so the answer is no enumeration oracle.
     */
    async register(input: { phone: string; password: string; validCode: string; scene: string }) {
      await sms.verify(input.phone, input.validCode);
      const now = clock.now();
      const userId = randomUUID();
      // Kept as given (normalised), even when no channel has it: a signup is never refused
      // for its code, and 渠道推广 counts only codes that are a channel's.
      const inviteCode = normaliseInviteCode(input.scene);
      const inserted = await insertUserIfAbsent(db, {
        id: userId,
        username: `${USERNAME_PREFIX}${input.phone}`,
        phone: input.phone,
        fullname: input.phone,
        rank: 1,
        roleKeys: [LOGIN_ROLE_KEY],
        status: 'activating',
        passwordHash: await hashPassword(input.password),
        inviteCode,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) throw new AppError(409, ACCOUNT_MESSAGES.duplicate);
      const ticket = randomBytes(24).toString('base64url');
      await insertActivation(db, {
        userId,
        ticketHash: hashTicket(ticket).toString('hex'),
        peak: activationPeak(),
        createdAt: now,
      });
      if (inviteCode) logger.info({ userId, scene: inviteCode }, 'registration with invitation');
      // Provisioning runs on its own; the browser follows it through dzxxWebAct.
      void runActivation(db, userId, clock, logger);
      return { ticket };
    },

    /** dzxxWebAct: the activation row of the account, for the holder of its ticket. */
    async progress(username: string, ticket: string): Promise<ActivationRow[]> {
      const found = await userWithTicket(username, ticket);
      if (!found) return [];
      const { peak, progress, service } = found.activation;
      return [{ peak, progress, service }];
    },

    /** After activation, the ticket logs the new user in once. */
    async logIn(username: string, ticket: string): Promise<string> {
      const found = await userWithTicket(username, ticket);
      const now = clock.now();
      if (
        !found ||
        found.activation.ticketUsedAt ||
        found.activation.createdAt.getTime() + ACTIVATION_TICKET_TTL_MS < now.getTime()
      ) {
        throw new AppError(400, ACCOUNT_MESSAGES.activationTicketInvalid);
      }
      if (found.activation.service === 0 || found.user.status !== 'active') {
        throw new AppError(409, ACCOUNT_MESSAGES.notActivated);
      }
      if (!(await consumeActivationTicket(db, found.user.id, now))) {
        throw new AppError(400, ACCOUNT_MESSAGES.activationTicketInvalid);
      }
      return tokens.issue(found.user.id, 'register');
    },
  };
}
