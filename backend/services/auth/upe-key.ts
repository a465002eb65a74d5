import {
  calculateJwkThumbprint,
  compactDecrypt,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  type JWK,
} from 'jose';
import { UPE_ALG, UPE_ENC } from '@/lib/contract/auth';
import type { Database } from '../../db/client';
import { ensureMeta } from '../../db/queries/app-meta';

const META_KEY = 'upe-private-key';

type LoadedKey = { privateKey: CryptoKey; publicJwk: JWK; kid: string };

export type UpeKeyStore = ReturnType<typeof createUpeKeyStore>;

/**
 * The RSA key that decrypts `upe`. From UPE_PRIVATE_KEY when set (production); otherwise
 * generated once and kept in the database, so restarts and replicas agree.
 */
export function createUpeKeyStore(db: Database, configuredPem: string | undefined) {
  let loading: Promise<LoadedKey> | undefined;

  async function load(): Promise<LoadedKey> {
    const pem =
      configuredPem ??
      (await ensureMeta(db, META_KEY, async () => {
        const { privateKey } = await generateKeyPair(UPE_ALG, {
          modulusLength: 2048,
          extractable: true,
        });
        return exportPKCS8(privateKey);
      }));
    const privateKey = await importPKCS8(pem, UPE_ALG, { extractable: true });
    const { kty, n, e } = await exportJWK(privateKey);
    const bare: JWK = { kty, n, e };
    const kid = await calculateJwkThumbprint(bare);
    return { privateKey, kid, publicJwk: { ...bare, alg: UPE_ALG, use: 'enc', kid } };
  }

  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };

  return {
    async publicKey() {
      const { kid, publicJwk } = await get();
      return { kid, alg: UPE_ALG, enc: UPE_ENC, jwk: publicJwk as Record<string, unknown> };
    },
    /** Decrypts a compact JWE made with the published key; throws on anything else. */
    async decrypt(jwe: string): Promise<unknown> {
      const { privateKey } = await get();
      const { plaintext } = await compactDecrypt(jwe, privateKey, {
        keyManagementAlgorithms: [UPE_ALG],
        contentEncryptionAlgorithms: [UPE_ENC],
      });
      return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
    },
  };
}
