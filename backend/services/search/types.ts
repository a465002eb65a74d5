import type { HighlightRange, SearchFilters, SearchStats, SortKey } from '@/lib/contract/search';

// The search service's interface. Callers (aliases, the export route, the home figures) get it
// from AppDeps, so another engine (OpenSearch) can replace the PostgreSQL one without them.

export type SearchSort = { sort: SortKey; order: 'asc' | 'desc' };
export type SearchQuery = SearchFilters & SearchSort;

export type SearchHit = {
  id: number;
  qymc: string;
  tyshxydm: string;
  zczb: number | null;
  capitalCurrency: string;
  dlhy: string;
  lxfs: string | null;
  email: string | null;
  legalRepresentative: string;
  status: string;
  establishedOn: string;
  regionCode: string;
  region: string;
  qylx: string;
  tags: string[];
  hl: HighlightRange[];
  /** Where else the keyword matched (曾用名, 法定代表人, 商标 ...), when not in the name. */
  match: { field: string; text: string; hl: HighlightRange[] } | null;
};

export type SuggestHit = { id: number; qymc: string; status: string; hl: HighlightRange[] };

/** The facet part of SearchStats (the contract adds the dataset kind). */
export type SearchFacets = Omit<SearchStats, 'datasetkind'>;

export type Overview = {
  enterprises: number;
  alive: number;
  newThisMonth: number;
  hotIndustries: { code: string; name: string; count: number }[];
};

export interface SearchService {
  /** One page of results, best first, with the total (counted up to `countCap`). */
  search(
    query: SearchQuery,
    page: { offset: number; limit: number },
  ): Promise<{ hits: SearchHit[]; total: number; capped: boolean }>;
  /** Names as the user types, best first. */
  suggest(keyword: string, limit: number): Promise<SuggestHit[]>;
  /** Facet counts over the results of the filters. */
  facets(filters: SearchFilters): Promise<SearchFacets>;
  /** Matches counted up to `cap` (export sizing). */
  count(filters: SearchFilters, cap: number): Promise<number>;
  /** Ids of the first `limit` results in display order (export: bounded by the quota). */
  orderedIds(query: SearchQuery, limit: number): Promise<number[]>;
  /** Rows of these ids, in the given order, highlighted for `keyword`. */
  hitsByIds(ids: number[], query: SearchQuery): Promise<SearchHit[]>;
  /** Live figures for the home page. */
  overview(): Promise<Overview>;
  /** Checks filter values against the trees and the chains; throws a 400 naming the field. */
  validate(filters: SearchFilters): Promise<void>;
}
