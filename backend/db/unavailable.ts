// Whether an error means the database could not be reached (down, restarting, cut off),
// as opposed to a fault of the query itself. Such a call answers 503 and may be asked again;
// the pool replaces broken connections by itself when the server is back.

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), shutdown and
 * "starting up" (57P01–57P03), and no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres and its pool say when a connection ends or cannot be had. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause` (DrizzleQueryError), pg-pool wraps some too.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth += 1) {
    // A refused fetch (file storage, the LLM) is another service, not the database.
    if (e instanceof TypeError && e.message === 'fetch failed') return false;
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) {
      return true;
    }
    if (CONNECTION_MESSAGES.some((m) => e instanceof Error && e.message.includes(m))) return true;
    e = e.cause;
  }
  return false;
}
