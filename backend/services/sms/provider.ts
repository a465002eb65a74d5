import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { insertOutboxMessage } from '../../db/queries/sms';
import type { Logger } from '../../logger';
import type { Clock } from '../../clock';

/** Delivers a text to a phone. A real carrier's adapter is one new file implementing this. */
export type SmsProvider = {
  send: (message: { phone: string; text: string; code?: string }) => Promise<void>;
};

/**
 * Development provider: records each message in the outbox table and the log, where a
 * tester (or an end-to-end test through /dev/outbox) reads it. Never used in production.
 */
export function outboxSmsProvider(db: Database, clock: Clock, logger: Logger): SmsProvider {
  return {
    async send({ phone, text, code }) {
      await insertOutboxMessage(db, {
        id: randomUUID(),
        phone,
        text,
        code: code ?? null,
        sentAt: clock.now(),
      });
      logger.info({ phone, text }, 'sms outbox');
    },
  };
}
