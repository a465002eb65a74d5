import type { Envelope } from '@/lib/contract/envelope';
import type { TestBackend } from './test-backend';

// SMS steps shared by the backend tests: send a code, read it from the dev outbox.

export async function sendSmsCode(backend: TestBackend, phone: string, ip = '') {
  const res = await backend.app.request(`/api-zsai-query/zsai/sms/send/${phone}`, {
    method: 'POST',
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });
  return { status: res.status, body: (await res.json()) as Envelope<null> };
}

export async function latestSmsCode(backend: TestBackend, phone: string): Promise<string> {
  const res = await backend.app.request(`/dev/outbox?phone=${phone}`);
  const body = (await res.json()) as Envelope<{ code: string | null }[]>;
  const code = body.data[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Sends a code and returns it. */
export async function smsCodeFor(backend: TestBackend, phone: string, ip = ''): Promise<string> {
  const sent = await sendSmsCode(backend, phone, ip);
  if (sent.status !== 200) throw new Error(`sending to ${phone} failed: ${sent.body.message}`);
  return latestSmsCode(backend, phone);
}

export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Logs a demo user in by SMS and returns the access token (one code per phone a minute). */
export async function smsLoginToken(backend: TestBackend, phone: string, ip = ''): Promise<string> {
  const code = await smsCodeFor(backend, phone, ip);
  const res = await backend.app.request('/api-zsai-query/zsai/user/dzxxWebSmsLogin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: phone, code }),
  });
  const body = (await res.json()) as Envelope<{ access_token: string } | null>;
  if (!body.data) throw new Error(`login of ${phone} failed: ${body.message}`);
  return body.data.access_token;
}
