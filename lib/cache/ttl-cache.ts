// A bounded in-memory cache whose entries expire. Pure (no I/O), so both the portal (the
// session door) and the backend (grants, search results) use this one implementation.
// A cache is soft state: losing it costs time, never correctness.

export type TtlCacheOptions = {
  /** Entries kept at most; the least recently used one leaves first. */
  maxEntries: number;
  /** Lifetime of an entry unless `set` gives its own. */
  ttlMs: number;
  /** Milliseconds now; injectable so tests control time. */
  now?: () => number;
};

type Entry<V> = { value: V; expiresAt: number };

export class TtlCache<K, V> {
  // A Map iterates in insertion order: re-inserting on every read keeps the least recently
  // used entry first.
  private readonly entries = new Map<K, Entry<V>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    if (!Number.isInteger(options.maxEntries) || options.maxEntries < 0) {
      throw new RangeError('maxEntries must be a whole number ≥ 0');
    }
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, ttlMs = this.options.ttlMs): void {
    this.entries.delete(key);
    if (this.options.maxEntries === 0 || ttlMs <= 0) return;
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  /** The live value without refreshing its recency. */
  peek(key: K): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry.value : undefined;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * The cached promise under `key`, or `load()` kept there. Callers that ask while a load runs
 * share its promise; a failed load is dropped, so the next caller tries again.
 */
export function remember<K, T>(
  cache: TtlCache<K, Promise<T>>,
  key: K,
  load: () => Promise<T>,
): Promise<T> {
  const hit = cache.get(key);
  if (hit) return hit;
  const pending = load();
  cache.set(key, pending);
  pending.catch(() => {
    if (cache.peek(key) === pending) cache.delete(key);
  });
  return pending;
}
