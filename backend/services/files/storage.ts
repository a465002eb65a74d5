import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { FileConfig, S3Config } from '../../config';

// Where file bytes live. Keys are generated ids, never client names, so no path can escape.

export type FileStorage = {
  kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void>;
  /** The bytes, or null when the key is unknown. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
};

const SAFE_KEY = /^[0-9a-f-]{36}$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
}

export function localStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  // Two levels of fan-out keep directories small.
  const fileOf = (key: string) => path.join(root, key.slice(0, 2), key);
  return {
    kind: 'local',
    async put(key, bytes) {
      assertSafeKey(key);
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), bytes, { flag: 'wx' });
    },
    async get(key) {
      assertSafeKey(key);
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export function s3Storage(config: S3Config): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  // Path-style addressing works with AWS and the S3-compatible servers (MinIO, OSS, COS).
  const urlOf = (key: string) =>
    `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}/files/${key}`;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': contentType },
      });
      if (!res.ok) throw new Error(`S3 PUT failed with ${res.status}`);
    },
    async get(key) {
      assertSafeKey(key);
      const res = await client.fetch(urlOf(key));
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET failed with ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}

export function createFileStorage(config: FileConfig): FileStorage {
  if (config.storage === 's3' && config.s3) return s3Storage(config.s3);
  return localStorage(config.dir);
}
