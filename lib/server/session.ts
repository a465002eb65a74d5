import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { errorEnvelope } from '@/lib/contract/envelope';
import { httpStatusMessage } from '@/lib/contract/messages';
import type { SessionHooks } from './backend';
import { portalEnv } from './env';

// The token never reaches browser JavaScript: login answers are turned into a sealed,
// httpOnly cookie here, and every forwarded call gets `Authorization: Bearer` from it.

type SessionData = { accessToken: string };

const SESSION_TTL_S = 7 * 24 * 3600;

/** Backend paths whose successful answer carries `data.access_token`. */
export const LOGIN_PATHS = new Set([
  '/api-uaa/oauth/user/token',
  '/api-zsai-query/zsai/user/dzxxWebSmsLogin',
  '/api-zsai-query/zsai/user/dzxxWebActLogin',
  '/api-weixin/weixin/xcx/getScanResult',
]);
export const LOGOUT_PATH = '/api-uaa/oauth/remove/token';

/** `__Host-` in production: only this host, only over HTTPS, path /. */
export function sessionCookieName(): string {
  return portalEnv().mode === 'production' ? '__Host-zsai-session' : 'zsai-session';
}

function cookieAttributes(maxAgeS: number): string {
  const secure = portalEnv().mode === 'production' ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeS}${secure}`;
}

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export async function readSession(request: Request): Promise<SessionData | undefined> {
  const sealed = readCookie(request, sessionCookieName());
  if (!sealed) return undefined;
  try {
    const data = await unsealData<Partial<SessionData>>(sealed, {
      password: portalEnv().sessionSecret,
      ttl: SESSION_TTL_S,
    });
    return typeof data.accessToken === 'string' ? { accessToken: data.accessToken } : undefined;
  } catch {
    return undefined; // tampered, expired or sealed with an old secret: no session
  }
}

async function sessionCookie(data: SessionData): Promise<string> {
  const sealed = await sealData(data, { password: portalEnv().sessionSecret, ttl: SESSION_TTL_S });
  return `${sessionCookieName()}=${sealed}; ${cookieAttributes(SESSION_TTL_S)}`;
}

export function clearedSessionCookie(): string {
  return `${sessionCookieName()}=; ${cookieAttributes(0)}`;
}

function withBody(response: Response, body: unknown, setCookie?: string): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (setCookie) headers.append('set-cookie', setCookie);
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

function withCookie(response: Response, setCookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append('set-cookie', setCookie);
  return new Response(response.body, { status: response.status, headers });
}

type LoginAnswer = { success?: unknown; data?: { access_token?: unknown } | null };

/** The session door of /zsai/api: plugs into forwardToBackend. */
export const sessionHooks: SessionHooks = {
  async beforeForward(request, headers) {
    const session = await readSession(request);
    if (session) headers.set('authorization', `Bearer ${session.accessToken}`);
  },

  async afterForward(_request, response, path) {
    if (path === LOGOUT_PATH) return withCookie(response, clearedSessionCookie());
    // A dead session: drop the cookie so the browser stops sending it.
    if (response.status === 401) return withCookie(response, clearedSessionCookie());
    if (!LOGIN_PATHS.has(path)) return response;
    if (!response.headers.get('content-type')?.includes('application/json')) return response;

    const body = (await response.json()) as LoginAnswer;
    const token = body.data?.access_token;
    if (body.success !== true || typeof token !== 'string') return withBody(response, body);
    const { access_token: _sealed, ...rest } = body.data ?? {};
    return withBody(response, { ...body, data: rest }, await sessionCookie({ accessToken: token }));
  },
};

/**
 * Mutating calls from a foreign page are refused: the Origin must be this portal's.
 * Calls without Origin (server-to-server, curl) carry no browser cookies' ambient authority.
 */
export function foreignOriginResponse(request: Request): Response | undefined {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const origin = request.headers.get('origin');
  if (!origin) return undefined;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = '';
  }
  if (host && originHost === host) return undefined;
  return Response.json(errorEnvelope(403, httpStatusMessage(403)), { status: 403 });
}
