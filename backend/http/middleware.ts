import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { randomUUID } from 'node:crypto';
import { errorEnvelope } from '@/lib/contract/envelope';
import { MESSAGES, httpStatusMessage } from '@/lib/contract/messages';
import type { Logger } from '../logger';
import { TEST_CLOCK_HEADER, TEST_CLOCK_MAX_AHEAD_MS, withClockAhead } from '../clock';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { AppEnv } from './env';
import { AppError } from './errors';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Takes a well-formed X-Request-Id from the portal or makes one; logs every answer. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        menuKey: c.req.header('menukey'),
      },
      'request',
    );
  };
}

/**
 * Test installations only (ZSAI_ENV=test): runs the request on a clock moved ahead by
 * TEST_CLOCK_HEADER (backend/clock.ts), so a test need not sleep through a real wait.
 */
export const testClockAhead: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header(TEST_CLOCK_HEADER);
  if (header === undefined) return next();
  const aheadMs = /^\d{1,9}$/.test(header) ? Number(header) : NaN;
  if (!(aheadMs <= TEST_CLOCK_MAX_AHEAD_MS)) throw new AppError(400, MESSAGES.testClockInvalid);
  await withClockAhead(aheadMs, next);
};

// NUL (U+0000), raw or escaped as JSON (\u0000) or in a URL (%00): text never holds it, and
// PostgreSQL refuses it in any text value, which answered 500 deep inside a feature.
const NUL_IN_TEXT = /\u0000|\\u0000|%00|%5cu0000/i;
const TEXT_BODY_TYPES = new Set(['application/json', 'application/x-www-form-urlencoded']);

/**
 * The one string rule at the door: a request whose path, query or text body (JSON or a form,
 * including custom queries' `params`) carries a NUL character is refused with a 400. Uploaded
 * files are checked where they are read. The body read here is kept for the route's parser.
 */
export const refuseNulCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (NUL_IN_TEXT.test(c.req.url)) throw new AppError(400, MESSAGES.nulCharacter);
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type && TEXT_BODY_TYPES.has(type) && NUL_IN_TEXT.test(await c.req.text())) {
    throw new AppError(400, MESSAGES.nulCharacter);
  }
  await next();
};

const BODY_CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
];

/** A body must come in a type the contract speaks; an empty body needs no type. */
export const acceptedContentTypes: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'POST' || c.req.method === 'PUT') {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    const length = c.req.header('content-length');
    const hasBody = type !== undefined || (length !== undefined && length !== '0');
    if (hasBody && (!type || !BODY_CONTENT_TYPES.includes(type))) {
      throw new AppError(415, MESSAGES.unsupportedContentType);
    }
  }
  await next();
};

export function notFoundHandler(c: Context<AppEnv>) {
  return c.json(errorEnvelope(404, MESSAGES.unknownRoute), 404);
}

function clientWentAway(error: Error, c: Context<AppEnv>): boolean {
  const code = (error as Error & { code?: unknown }).code;
  return (
    c.req.raw.signal.aborted ||
    (error.message === 'aborted' && (code === 'ECONNRESET' || code === undefined))
  );
}

/** Seconds a caller should wait after the database was unreachable (a restart's order). */
const DATABASE_RETRY_AFTER_S = 5;
/** Pause before a read asks an unreachable database again. */
const READ_RETRY_DELAY_MS = 250;

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** Every thrown error becomes an envelope; unexpected ones are logged under an error id. */
export function errorHandler(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    return c.json(errorEnvelope(error.status, error.message), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const message = /json/i.test(error.message)
      ? MESSAGES.malformedJson
      : httpStatusMessage(error.status);
    return c.json(errorEnvelope(error.status, message), error.status);
  }
  if (clientWentAway(error, c)) {
    // The browser navigated away mid-request: nobody reads the answer, nothing failed here.
    (c.get('logger') ?? console).info({ requestId: c.get('requestId') }, 'client closed request');
    return c.json(errorEnvelope(400, httpStatusMessage(400)), 400);
  }
  // After clientWentAway: a body cut off by the browser fails with ECONNRESET too.
  if (isDatabaseUnavailable(error)) {
    // Down or restarting: the driver's reason is enough (Drizzle's own message would log the
    // query's parameters). A write's transaction rolled back, so the caller is told its
    // change was not saved; the pool reconnects by itself.
    const cause = error.cause instanceof Error ? error.cause : error;
    (c.get('logger') ?? console).warn({ cause: cause.message }, 'database unavailable');
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
    const message = isRead(c.req.method)
      ? MESSAGES.databaseUnavailable
      : MESSAGES.databaseUnavailableWrite;
    return c.json(errorEnvelope(503, message), 503);
  }
  const errorId = c.get('requestId') ?? randomUUID();
  (c.get('logger') ?? console).error({ err: error, errorId }, 'unhandled error');
  return c.json(
    errorEnvelope(500, `${MESSAGES.internalError}（错误编号 ${errorId}）`, errorId),
    500,
  );
}

/**
 * A read (GET, HEAD) that met an unreachable database is served once more after a short
 * pause: a restarted server's first refused connection or a pooled connection it closed
 * should not reach the user. Writes are never repeated: they answer 503 and say so.
 * `dispatch` is the app's own fetch; this middleware goes first, so each attempt is logged.
 */
export function retryReadsOnce(
  dispatch: (request: Request) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  const retried = new WeakSet<Request>();
  return async (c, next) => {
    await next();
    const request = c.req.raw;
    const error = c.error;
    if (!error || !isRead(c.req.method) || retried.has(request)) return;
    if (clientWentAway(error, c) || !isDatabaseUnavailable(error)) return;
    retried.add(request);
    await new Promise((resolve) => setTimeout(resolve, READ_RETRY_DELAY_MS));
    const again = await dispatch(request);
    // Unset first: assigning over an answer would copy its headers (Retry-After) onto this one.
    c.res = undefined;
    c.res = again;
  };
}
