import 'server-only';
import { randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { REMEMBER_PASSWORD_TTL_MS } from '@/lib/constants';
import { QR_BROWSER_HEADER, REMEMBER_ME_HEADER } from '@/lib/contract/auth';
import { backendJson, type SessionHooks } from './backend';
import { TtlCache } from '@/lib/cache/ttl-cache';
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
  '/api-zsai-query/zsai/user/dzxxAutoLogin',
  '/api-weixin/weixin/xcx/getScanResult',
]);
export const LOGOUT_PATH = '/api-uaa/oauth/remove/token';

/** The QR login's calls that carry the browser's value (QR_BROWSER_HEADER). */
const QR_CREATE_PATH = '/api-weixin/weixin/xcx/createQrcode';
const QR_POLL_PATH = '/api-weixin/weixin/xcx/getScanResult';

/** `__Host-` in production: only this host, only over HTTPS, path /. */
export function sessionCookieName(): string {
  return portalEnv().mode === 'production' ? '__Host-zsai-session' : 'zsai-session';
}

/** The 7-day remember-me credential (a refresh credential, never a password). */
export function rememberCookieName(): string {
  return portalEnv().mode === 'production' ? '__Host-zsai-remember' : 'zsai-remember';
}

/** The browser's value of the QR login: only the browser that showed a code collects it. */
export function qrBrowserCookieName(): string {
  return portalEnv().mode === 'production' ? '__Host-zsai-qr' : 'zsai-qr';
}

const REMEMBER_TTL_S = REMEMBER_PASSWORD_TTL_MS / 1000;

function rememberCookie(credential: string): string {
  return `${rememberCookieName()}=${credential}; ${cookieAttributes(REMEMBER_TTL_S)}`;
}

function clearedRememberCookie(): string {
  return `${rememberCookieName()}=; ${cookieAttributes(0)}`;
}

/** Without maxAgeS the cookie ends with the browser session. */
function cookieAttributes(maxAgeS?: number): string {
  const secure = portalEnv().mode === 'production' ? '; Secure' : '';
  const age = maxAgeS === undefined ? '' : `; Max-Age=${maxAgeS}`;
  return `Path=/; HttpOnly; SameSite=Lax${age}${secure}`;
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

// Opening a seal derives its keys (PBKDF2) on every call: about a millisecond of CPU per
// request. The same cookie opens to the same token, so opened cookies are kept briefly; the
// backend still verifies the token, and its session, on every call.
const OPENED_TTL_MS = 60_000;
const opened = new TtlCache<string, SessionData>({ maxEntries: 10_000, ttlMs: OPENED_TTL_MS });

export async function readSession(request: Request): Promise<SessionData | undefined> {
  const sealed = readCookie(request, sessionCookieName());
  return sealed ? openSession(sealed) : undefined;
}

/** The access token of the page being rendered (server components), when it has a session. */
export async function currentAccessToken(): Promise<string | undefined> {
  const sealed = (await cookies()).get(sessionCookieName())?.value;
  return sealed ? (await openSession(sealed))?.accessToken : undefined;
}

/**
 * The page's request carries a session or remember-me cookie: its visitor is probably logged
 * in. A hint for what the server renders (the search box with suggestions), never a check.
 */
export async function hasSessionCookie(): Promise<boolean> {
  const jar = await cookies();
  return jar.has(sessionCookieName()) || jar.has(rememberCookieName());
}

async function openSession(sealed: string): Promise<SessionData | undefined> {
  const known = opened.get(sealed);
  if (known) return known;
  try {
    const data = await unsealData<Partial<SessionData>>(sealed, {
      password: portalEnv().sessionSecret,
      ttl: SESSION_TTL_S,
    });
    if (typeof data.accessToken !== 'string') return undefined;
    const session = { accessToken: data.accessToken };
    opened.set(sealed, session);
    return session;
  } catch {
    return undefined; // tampered, expired or sealed with an old secret: no session
  }
}

async function sessionCookie(data: SessionData): Promise<string> {
  const sealed = await sealData(data, { password: portalEnv().sessionSecret, ttl: SESSION_TTL_S });
  // A browser-session cookie: only "remember me" outlives a browser restart.
  return `${sessionCookieName()}=${sealed}; ${cookieAttributes()}`;
}

export function clearedSessionCookie(): string {
  return `${sessionCookieName()}=; ${cookieAttributes(0)}`;
}

function withBody(response: Response, body: unknown, cookies: string[] = []): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

function withCookies(response: Response, cookies: string[]): Response {
  if (cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, headers });
}

// Cookies decided before forwarding (a remember-me login) that the answer must carry.
const pendingCookies = new WeakMap<Request, string[]>();

/** No session but a remember-me cookie: log in with it quietly and rotate it. */
async function rememberedToken(request: Request): Promise<string | undefined> {
  const credential = readCookie(request, rememberCookieName());
  if (!credential) return undefined;
  const { body } = await backendJson<{ access_token: string; credential: string }>(
    '/api-uaa/oauth/remember/login',
    { json: { credential } },
  );
  if (!body.success) {
    pendingCookies.set(request, [clearedRememberCookie()]);
    return undefined;
  }
  const token = body.data.access_token;
  pendingCookies.set(request, [
    await sessionCookie({ accessToken: token }),
    rememberCookie(body.data.credential),
  ]);
  return token;
}

async function logOutCookies(request: Request): Promise<string[]> {
  const credential = readCookie(request, rememberCookieName());
  if (credential) await backendJson('/api-uaa/oauth/remember/revoke', { json: { credential } });
  return [clearedSessionCookie(), clearedRememberCookie()];
}

type LoginAnswer = { success?: unknown; data?: { access_token?: unknown } | null };

/**
 * The QR login's browser value comes only from this browser's cookie, made when it first asks
 * for a code; a page cannot choose it, so another browser's ticket is never collected here.
 */
function addQrBrowser(request: Request, headers: Headers, path: string): void {
  headers.delete(QR_BROWSER_HEADER);
  if (path !== QR_CREATE_PATH && path !== QR_POLL_PATH) return;
  let browser = readCookie(request, qrBrowserCookieName());
  if (!browser && path === QR_CREATE_PATH) {
    browser = randomBytes(24).toString('base64url');
    const cookie = `${qrBrowserCookieName()}=${browser}; ${cookieAttributes()}`;
    pendingCookies.set(request, [...(pendingCookies.get(request) ?? []), cookie]);
  }
  if (browser) headers.set(QR_BROWSER_HEADER, browser);
}

/** The session door of /zsai/api: plugs into forwardToBackend. */
export const sessionHooks: SessionHooks = {
  async beforeForward(request, headers, path) {
    headers.delete(REMEMBER_ME_HEADER);
    const session = await readSession(request);
    const quiet = LOGIN_PATHS.has(path) || path === LOGOUT_PATH;
    const token = session?.accessToken ?? (quiet ? undefined : await rememberedToken(request));
    if (token) headers.set('authorization', `Bearer ${token}`);
    addQrBrowser(request, headers, path);
  },

  async afterForward(request, response, path) {
    const pending = pendingCookies.get(request) ?? [];
    if (path === LOGOUT_PATH) return withCookies(response, await logOutCookies(request));
    // A dead session: drop the cookie so the browser stops sending it.
    if (response.status === 401) return withCookies(response, [clearedSessionCookie()]);
    if (!LOGIN_PATHS.has(path)) return withCookies(response, pending);
    if (!response.headers.get('content-type')?.includes('application/json')) return response;

    const body = (await response.json()) as LoginAnswer;
    const token = body.data?.access_token;
    if (body.success !== true || typeof token !== 'string') return withBody(response, body);
    const { access_token: _sealed, ...rest } = body.data ?? {};
    const cookies = [await sessionCookie({ accessToken: token })];
    if (request.headers.get(REMEMBER_ME_HEADER) === '1') {
      const issued = await backendJson<{ credential: string }>('/api-uaa/oauth/remember/issue', {
        method: 'POST',
        token,
      });
      if (issued.body.success) cookies.push(rememberCookie(issued.body.data.credential));
    }
    return withBody(response, { ...body, data: rest }, cookies);
  },
};
