import { CHUNK_ERROR_RELOAD_GUARD_MS } from '@/lib/constants';

const STORAGE_KEY = 'zsai-chunk-reload-at';

export function isChunkLoadError(error: Error): boolean {
  return (
    error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message)
  );
}

/**
 * After a deployment the old page asks for chunks that no longer exist: reload once to get
 * the new ones, but at most once per guard period so a real outage does not loop.
 */
export function reloadAfterChunkError(
  now = Date.now(),
  storage: Storage = sessionStorage,
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_ERROR_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}
