import 'server-only';
import { randomUUID } from 'node:crypto';
import { errorEnvelope, type Envelope } from '@/lib/contract/envelope';
import { httpStatusMessage } from '@/lib/contract/messages';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { loadConfig } from '@/backend/config';
import { startBackend, type RunningBackend } from '@/backend/start';
import { portalEnv } from './env';

// The only file of the portal that knows where the backend is: in this process (default)
// or at ZSAI_BACKEND_URL.

const EMBEDDED_ORIGIN = 'http://embedded.backend';
// Route handlers see their URL with or without the basePath, depending on the caller.
const API_PREFIX = /^(?:\/zsai)?\/api(?=\/|$)/;

// Next may load this module more than once (instrumentation and route bundles): one backend
// per process, held on globalThis.
const holderKey = Symbol.for('zsai.embeddedBackend');
type Holder = { [holderKey]?: Promise<RunningBackend> };

/** Starts the in-process backend once: open, migrate, self-check, seed on first start. */
export function embeddedBackend(): Promise<RunningBackend> {
  const holder = globalThis as Holder;
  holder[holderKey] ??= startBackend(loadConfig());
  return holder[holderKey];
}

export function isEmbedded(): boolean {
  return portalEnv().backendUrl === undefined;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/**
 * The session seam: the accounts issue opens the sealed cookie here to add
 * `Authorization: Bearer`, and seals the access_token of login answers on the way back.
 */
export type SessionHooks = {
  /** `path` is the backend path without the query, e.g. `/api-uaa/oauth/user/token`. */
  beforeForward?: (incoming: Request, outgoing: Headers, path: string) => Promise<void> | void;
  afterForward?: (
    incoming: Request,
    response: Response,
    path: string,
  ) => Promise<Response> | Response;
};

export type ForwardOptions = SessionHooks & {
  timeoutMs?: number;
  /** Internal calls set their own bearer; browser requests never choose theirs. */
  keepAuthorization?: boolean;
};

function forwardedHeaders(
  request: Request,
  requestId: string,
  keepAuthorization: boolean,
): Headers {
  const headers = new Headers();
  request.headers.forEach((value, key) => {
    // The browser's cookies stay in the portal; the backend sees only what the seam adds.
    if (
      !HOP_BY_HOP.has(key) &&
      key !== 'cookie' &&
      (keepAuthorization || key !== 'authorization')
    ) {
      headers.set(key, value);
    }
  });
  headers.set('x-request-id', requestId);
  const clientIp = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (clientIp) headers.set('x-forwarded-for', clientIp);
  return headers;
}

function envelopeResponse(status: number, requestId: string): Response {
  return Response.json(errorEnvelope(status, httpStatusMessage(status)), {
    status,
    headers: { 'x-request-id': requestId },
  });
}

function backendPath(url: URL): string {
  const rest = url.pathname.replace(API_PREFIX, '');
  return `${rest || '/'}${url.search}`;
}

/** Forwards one call, streaming both bodies, with the contract's 60 s limit on the answer. */
export async function forwardToBackend(
  request: Request,
  { timeoutMs = REQUEST_TIMEOUT_MS, keepAuthorization = false, ...hooks }: ForwardOptions = {},
): Promise<Response> {
  const requestId = randomUUID();
  const headers = forwardedHeaders(request, requestId, keepAuthorization);
  const url = new URL(request.url);
  const path = backendPath(url);
  const pathOnly = path.split('?')[0] ?? path;
  await hooks.beforeForward?.(request, headers, pathOnly);

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout.signal]);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    signal,
    ...(hasBody ? { duplex: 'half' } : {}),
  };
  const remote = portalEnv().backendUrl;

  let response: Response;
  try {
    const answer = remote
      ? fetch(`${remote}${path}`, { ...init, redirect: 'manual' })
      : embeddedBackend().then(({ app }) =>
          app.fetch(new Request(`${EMBEDDED_ORIGIN}${path}`, init)),
        );
    // The embedded app does not watch the signal: the timer must win the race by itself.
    const timedOut = new Promise<never>((_, reject) => {
      timeout.signal.addEventListener('abort', () => reject(new Error('backend timeout')), {
        once: true,
      });
    });
    response = await Promise.race([answer, timedOut]);
  } catch (error) {
    if (timeout.signal.aborted) return envelopeResponse(504, requestId);
    console.error(JSON.stringify({ msg: 'backend unreachable', requestId, error: String(error) }));
    return envelopeResponse(remote ? 502 : 503, requestId);
  } finally {
    clearTimeout(timer);
  }

  const outHeaders = new Headers();
  response.headers.forEach((value, key) => {
    // fetch has already decoded the body, so its encoding and length no longer apply.
    if (!HOP_BY_HOP.has(key) && key !== 'content-encoding') outHeaders.set(key, value);
  });
  const proxied = new Response(response.body, { status: response.status, headers: outHeaders });
  return hooks.afterForward ? hooks.afterForward(request, proxied, pathOnly) : proxied;
}

const INTERNAL_ORIGIN = 'http://portal.internal';

/**
 * A call the portal itself makes (server components, the session door): same door, no
 * browser cookies. `token` adds the bearer.
 */
export async function backendJson<T>(
  path: string,
  init: { method?: string; json?: unknown; form?: Record<string, string>; token?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const headers = new Headers();
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  } else if (init.form) {
    body = new URLSearchParams(init.form);
  }
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await forwardToBackend(
    new Request(`${INTERNAL_ORIGIN}/zsai/api${path}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    }),
    { keepAuthorization: true },
  );
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}
