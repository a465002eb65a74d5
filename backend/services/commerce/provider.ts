import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentConfig } from '../../config';
import type { Database } from '../../db/client';
import { ensureMeta } from '../../db/queries/app-meta';

// Payment providers (docs/commerce.md). A real WeChat Pay or Alipay adapter is one new file
// implementing PaymentProvider: where the payer's QR code points, and how a notification is
// verified. The development provider below stands in for them outside production.

/** A verified notification: the provider says this order was paid (or declined). */
export type PaymentNotice = {
  orderId: string;
  tradeNo: string;
  amountFen: number;
  status: 'paid' | 'declined';
};

export type PaymentProvider = {
  name: string;
  displayName: string;
  /** What the QR code of an order holds. */
  payUrl: (order: { id: string; amountFen: number }) => string;
  /** Parses a notification body; throws NotificationRejected when it is not authentic. */
  verify: (body: string) => PaymentNotice;
  /** The body the provider expects back once a notification is handled. */
  acknowledgement: string;
};

export class NotificationRejected extends Error {
  override name = 'NotificationRejected';
}

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

const devNoticeSchema = z.object({
  orderId: z.string().min(1).max(40),
  tradeNo: z.string().min(1).max(64),
  amountFen: z.number().int().min(0),
  status: z.enum(['paid', 'declined']),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});

const noticeText = (n: PaymentNotice) => `${n.orderId}|${n.tradeNo}|${n.amountFen}|${n.status}`;

/** The development provider's path: its confirmation page under the portal (/zsai/pay/dev). */
export const DEV_PAY_PATH = '/zsai/pay/dev';

/**
 * Development provider: the QR code opens the portal's own confirmation page, signed so a
 * guessed order number cannot be paid; the page posts a notification signed with the same
 * secret, exactly as a provider's server would. Production refuses it (backend/config.ts).
 */
export function devPaymentProvider(secret: string): PaymentProvider & {
  linkSignature: (order: { id: string; amountFen: number }) => string;
  checkLink: (order: { id: string; amountFen: number }, sig: string) => boolean;
  sign: (notice: PaymentNotice) => string;
} {
  const linkSignature = (order: { id: string; amountFen: number }) =>
    hmac(secret, `link|${order.id}|${order.amountFen}`);
  const sign = (notice: PaymentNotice) =>
    JSON.stringify({ ...notice, sign: hmac(secret, noticeText(notice)) });
  return {
    name: 'dev',
    displayName: '开发环境模拟支付',
    acknowledgement: 'success',
    linkSignature,
    checkLink: (order, sig) => sameHex(linkSignature(order), sig),
    sign,
    payUrl: (order) =>
      `${DEV_PAY_PATH}?orderId=${encodeURIComponent(order.id)}&sig=${linkSignature(order)}`,
    verify(body) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new NotificationRejected('body is not JSON');
      }
      const notice = devNoticeSchema.safeParse(parsed);
      if (!notice.success) throw new NotificationRejected('malformed notification');
      const { sign: signature, ...fields } = notice.data;
      if (!sameHex(hmac(secret, noticeText(fields)), signature)) {
        throw new NotificationRejected('bad signature');
      }
      return fields;
    },
  };
}

const SECRET_META_KEY = 'payment-secret';
const secrets = new WeakMap<Database, Promise<string>>();

/**
 * The secret that signs payment links and notifications: ZSAI_PAYMENT_SECRET when set (required
 * in production); otherwise one generated at this installation's first payment and kept in the
 * database (as the UPE key is), so nobody who reads the source can sign a notification.
 */
export function paymentSecret(db: Database, config: PaymentConfig): Promise<string> {
  if (config.secret) return Promise.resolve(config.secret);
  let secret = secrets.get(db);
  if (!secret) {
    secret = ensureMeta(db, SECRET_META_KEY, () => randomBytes(32).toString('hex'));
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** The configured provider, by name (the notification route's {provider}). */
export async function paymentProvider(db: Database, config: PaymentConfig) {
  return devPaymentProvider(await paymentSecret(db, config));
}
