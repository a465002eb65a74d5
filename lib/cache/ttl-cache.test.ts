import { TtlCache, remember } from './ttl-cache';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('TtlCache', () => {
  it('answers until the entry expires', () => {
    const c = clock();
    const cache = new TtlCache<string, number>({ maxEntries: 10, ttlMs: 100, now: c.now });
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    c.advance(99);
    expect(cache.get('a')).toBe(1);
    c.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('takes a lifetime per entry', () => {
    const c = clock();
    const cache = new TtlCache<string, number>({ maxEntries: 10, ttlMs: 100, now: c.now });
    cache.set('short', 1, 10);
    cache.set('never', 2, 0);
    c.advance(10);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('never')).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = new TtlCache<string, number>({ maxEntries: 2, ttlMs: 1_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps nothing with room for nothing', () => {
    const cache = new TtlCache<string, number>({ maxEntries: 0, ttlMs: 1_000 });
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('peeks without refreshing recency, and deletes and clears', () => {
    const cache = new TtlCache<string, number>({ maxEntries: 2, ttlMs: 1_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.peek('a')).toBe(1);
    cache.set('c', 3); // a was only peeked: it is still the oldest
    expect(cache.peek('a')).toBeUndefined();
    cache.delete('b');
    expect(cache.get('b')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('refuses a negative or fractional size', () => {
    expect(() => new TtlCache({ maxEntries: -1, ttlMs: 1 })).toThrow(RangeError);
    expect(() => new TtlCache({ maxEntries: 1.5, ttlMs: 1 })).toThrow(RangeError);
  });
});

describe('remember', () => {
  it('shares one load between concurrent callers and keeps its value', async () => {
    const cache = new TtlCache<string, Promise<number>>({ maxEntries: 10, ttlMs: 1_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await Promise.resolve();
      return 42;
    };
    const [a, b] = await Promise.all([remember(cache, 'k', load), remember(cache, 'k', load)]);
    expect([a, b]).toEqual([42, 42]);
    expect(await remember(cache, 'k', load)).toBe(42);
    expect(loads).toBe(1);
  });

  it('forgets a failed load so the next caller tries again', async () => {
    const cache = new TtlCache<string, Promise<number>>({ maxEntries: 10, ttlMs: 1_000 });
    await expect(remember(cache, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(cache.size).toBe(0);
    expect(await remember(cache, 'k', () => Promise.resolve(7))).toBe(7);
  });
});
