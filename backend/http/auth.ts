import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress } from '@/lib/net/client-address.mjs';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import type { AppEnv } from './env';
import { AppError } from './errors';

export function bearerToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Every protected call re-verifies the token: signature, expiry, live session, active user. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  if (!token) throw new AppError(401, AUTH_MESSAGES.tokenInvalid);
  const { tokens } = c.get('deps');
  const { user, sessionId } = await tokens.verify(token);
  if (user.status === 'disabled') throw new AppError(401, AUTH_MESSAGES.tokenInvalid);
  c.set('auth', { user, sessionId });
  await next();
};

/**
 * The client's address. Served over HTTP (backend/main.ts), the socket's peer and the trusted
 * proxies decide (lib/net/client-address.mjs). Inside the portal's process, the portal's
 * request gate has decided already and put the one address in X-Forwarded-For.
 */
export function clientIp(c: Context<AppEnv>): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  const forwarded = c.req.header('x-forwarded-for');
  if (incoming) {
    return clientAddress(incoming.socket.remoteAddress, forwarded, c.get('deps').trustedProxies);
  }
  return forwarded?.split(',')[0]?.trim() ?? '';
}

/**
 * For routes open to visitors whose handlers may act for a user: a bearer, when sent, must be
 * valid; without one the call is anonymous.
 */
export const optionalUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (bearerToken(c)) return requireUser(c, next);
  await next();
};
