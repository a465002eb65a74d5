import { TtlCache, remember } from '@/lib/cache/ttl-cache';
import type { SearchFilters } from '@/lib/contract/search';
import type { SearchService } from './types';

// Search answers kept for a short while, in front of any engine. The same search comes back
// often: users page back, re-sort, share a link, return from a profile; the facets, the page
// and the export quota ask for the same filters; everyone's home page asks for the same
// figures. Enterprise data changes only when it is loaded (import, seed), so an answer is at
// most `ttlMs` old. Answers are shared between callers: they must not be changed.

export type ResultCacheOptions = {
  /** Lifetime of an answer; 0 turns the cache off. */
  ttlMs: number;
  /** Result pages kept at most (about 10 KB each); the other answers are smaller or rarer. */
  maxPages: number;
};

/** One key per distinct question: filter values are sets, so their order does not matter. */
export function filtersKey(filters: SearchFilters): string {
  return JSON.stringify([
    filters.keyword,
    filters.keyType,
    ...[
      filters.zczb,
      filters.clnx,
      filters.sshy,
      filters.addr,
      filters.qylx,
      filters.cyl,
      filters.status,
      filters.other,
    ].map((values) => [...(values as readonly string[])].sort()),
  ]);
}

type Answer<K extends keyof SearchService> = ReturnType<SearchService[K]>;

export function withResultCache(engine: SearchService, options: ResultCacheOptions): SearchService {
  if (options.ttlMs <= 0 || options.maxPages <= 0) return engine;
  const cache = <V>(maxEntries: number) =>
    new TtlCache<string, V>({ maxEntries, ttlMs: options.ttlMs });
  const pages = cache<Answer<'search'>>(options.maxPages);
  const suggestions = cache<Answer<'suggest'>>(options.maxPages);
  const facets = cache<Answer<'facets'>>(Math.ceil(options.maxPages / 4));
  const counts = cache<Answer<'count'>>(Math.ceil(options.maxPages / 4));
  const overview = cache<Answer<'overview'>>(1);

  return {
    ...engine,
    search: (query, page) =>
      remember(
        pages,
        `${filtersKey(query)}|${query.sort}|${query.order}|${page.offset}|${page.limit}`,
        () => engine.search(query, page),
      ),
    suggest: (keyword, limit) =>
      remember(suggestions, `${keyword}|${limit}`, () => engine.suggest(keyword, limit)),
    facets: (filters) => remember(facets, filtersKey(filters), () => engine.facets(filters)),
    count: (filters, cap) =>
      remember(counts, `${filtersKey(filters)}|${cap}`, () => engine.count(filters, cap)),
    overview: () => remember(overview, 'overview', () => engine.overview()),
  };
}
