import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { request } from './request';

type UpeKey = { alg: string; enc: string; jwk: JWK };

// GET /api-uaa/oauth/upe/key - the key that encrypts the credentials; fetched per login.
async function upeKey(): Promise<UpeKey> {
  return (await request<UpeKey>('/api-uaa/oauth/upe/key')).data;
}

/** The password never leaves the browser in clear: a compact JWE bound to the picture code. */
export async function encryptCredentials(credentials: {
  username: string;
  password: string;
  deviceId: string;
  nonce: string;
}): Promise<string> {
  const { alg, enc, jwk } = await upeKey();
  const key = await importJWK(jwk, alg);
  const payload = { ...credentials, iat: Math.floor(Date.now() / 1000) };
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg, enc })
    .encrypt(key);
}
