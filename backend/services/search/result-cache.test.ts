import { searchFilterSchema, type SearchFilterInput } from '@/lib/contract/search';
import { filtersKey, withResultCache } from './result-cache';
import type { SearchQuery, SearchService } from './types';

// The cache in front of any engine: one engine call per distinct question within the TTL.

function countingEngine() {
  const calls: string[] = [];
  const engine = {
    search: (query, page) => {
      calls.push(`search ${query.keyword} ${page.offset}`);
      return Promise.resolve({ hits: [], total: calls.length, capped: false });
    },
    suggest: (keyword) => {
      calls.push(`suggest ${keyword}`);
      return Promise.resolve([]);
    },
    facets: () => {
      calls.push('facets');
      return Promise.reject(new Error('engine down'));
    },
    count: () => Promise.resolve(calls.push('count')),
    orderedIds: () => {
      calls.push('orderedIds');
      return Promise.resolve([]);
    },
    hitsByIds: () => Promise.resolve([]),
    overview: () => {
      calls.push('overview');
      return Promise.resolve({ enterprises: 1, alive: 1, newThisMonth: 0, hotIndustries: [] });
    },
    validate: () => Promise.resolve(),
  } satisfies SearchService;
  return { engine, calls };
}

const query = (input: SearchFilterInput): SearchQuery => ({
  ...searchFilterSchema.parse(input),
  sort: 'relevance',
  order: 'desc',
});

describe('filtersKey', () => {
  it('is the same for the same values in another order, and differs otherwise', () => {
    const a = query({ keyword: '星河', addr: '440000,110000', status: '存续,在业' });
    const b = query({ keyword: '星河', addr: '110000,440000', status: '在业,存续' });
    expect(filtersKey(a)).toBe(filtersKey(b));
    expect(filtersKey(a)).not.toBe(filtersKey(query({ keyword: '星河', addr: '440000' })));
    expect(filtersKey(a)).not.toBe(filtersKey({ ...a, keyType: 'person' }));
  });
});

describe('withResultCache', () => {
  it('asks the engine once per distinct page, suggestion and count', async () => {
    const { engine, calls } = countingEngine();
    const cached = withResultCache(engine, { ttlMs: 60_000, maxPages: 10 });
    const q = query({ keyword: '星河' });
    const first = await cached.search(q, { offset: 0, limit: 10 });
    expect(await cached.search({ ...q }, { offset: 0, limit: 10 })).toBe(first);
    await cached.search(q, { offset: 10, limit: 10 });
    await cached.search({ ...q, sort: 'capital' }, { offset: 0, limit: 10 });
    await cached.suggest('星河', 8);
    await cached.suggest('星河', 8);
    await cached.count(q, 100);
    await cached.count(q, 100);
    await cached.overview();
    await cached.overview();
    expect(calls).toEqual([
      'search 星河 0',
      'search 星河 10',
      'search 星河 0',
      'suggest 星河',
      'count',
      'overview',
    ]);
  });

  it('passes exports and failures through, and is off with a zero TTL', async () => {
    const { engine, calls } = countingEngine();
    const cached = withResultCache(engine, { ttlMs: 60_000, maxPages: 10 });
    const q = query({});
    await cached.orderedIds(q, 5);
    await cached.orderedIds(q, 5);
    await expect(cached.facets(q)).rejects.toThrow('engine down');
    await expect(cached.facets(q)).rejects.toThrow('engine down');
    expect(calls).toEqual(['orderedIds', 'orderedIds', 'facets', 'facets']);
    expect(withResultCache(engine, { ttlMs: 0, maxPages: 10 })).toBe(engine);
  });
});
