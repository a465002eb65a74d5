import {
  PLACEMENT_CONFIDENCE_OPTIONS,
  type LinkSort,
  type PlacementConfidenceValue,
} from '@/lib/contract/chains';
import {
  CAPITAL_RANGES,
  ENTERPRISE_TYPES,
  FOUNDED_RANGES,
  OTHER_OPTIONS,
  STATUSES,
  type FacetBucket,
} from '@/lib/contract/search';

// A link's enterprise list (cylLinkEnterprises): its filters, sort and page as the panel holds
// them, and the params of the list, its export quota and its export GET. The filters are the
// search filters of 找企业 without the keyword; the region is the screen's, so the address
// filter is left out, and so is the chain filter (the list is one chain's link).

export const LINK_FILTER_KEYS = ['zczb', 'clnx', 'sshy', 'qylx', 'status', 'other'] as const;
export type LinkFilterKey = (typeof LINK_FILTER_KEYS)[number];

/** Weak (class-only) placements are candidates: listed only when asked for (the API's default). */
export const DEFAULT_CONFIDENCE: PlacementConfidenceValue[] = ['confirmed', 'likely'];

export type LinkListState = {
  filters: Record<LinkFilterKey, string[]>;
  confidence: PlacementConfidenceValue[];
  sort: LinkSort;
  order: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
};

export const INITIAL_LINK_LIST: LinkListState = {
  filters: { zczb: [], clnx: [], sshy: [], qylx: [], status: [], other: [] },
  confidence: DEFAULT_CONFIDENCE,
  sort: 'score',
  order: 'desc',
  pageIndex: 1,
  pageSize: 10,
};

/** The list's scope: node, region, confidence and filters (cylExportQuota's params). */
export function linkFilterParams(
  node: string,
  region: string,
  state: LinkListState,
): Record<string, string> {
  const out: Record<string, string> = { node, region };
  // Keep the set in the contract's order so equal scopes make equal cache keys.
  const confidence = PLACEMENT_CONFIDENCE_OPTIONS.map((o) => o.value).filter((v) =>
    state.confidence.includes(v),
  );
  if (confidence.join(',') !== DEFAULT_CONFIDENCE.join(',')) {
    out.confidence = confidence.join(',');
  }
  for (const key of LINK_FILTER_KEYS) {
    if (state.filters[key].length) out[key] = state.filters[key].join(',');
  }
  return out;
}

/** Sort and order, defaults left out (the export's query adds them to the scope). */
export function linkSortParams(state: LinkListState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.sort !== 'score') out.sort = state.sort;
  if (state.order !== 'desc') out.order = state.order;
  return out;
}

/** One page of the list (cylLinkEnterprises's params). */
export function linkListParams(
  node: string,
  region: string,
  state: LinkListState,
): Record<string, string> {
  return {
    ...linkFilterParams(node, region, state),
    ...linkSortParams(state),
    pageIndex: String(state.pageIndex),
    pageSize: String(state.pageSize),
  };
}

/**
 * The options of the filter rows, from the contract's lists. The link list has no facet
 * counts (a link's list is short and filtered in its region), so the panel shows none.
 */
export function linkFilterOptions(): Record<LinkFilterKey, FacetBucket[]> {
  const of = (list: readonly { value: string; label: string }[]) =>
    list.map((o) => ({ value: o.value, label: o.label, count: 0 }));
  return {
    zczb: of(CAPITAL_RANGES),
    clnx: of(FOUNDED_RANGES),
    sshy: [],
    qylx: of(ENTERPRISE_TYPES),
    status: of(STATUSES.map((s) => ({ value: s, label: s }))),
    other: of(OTHER_OPTIONS),
  };
}

/** How many filters are set (the filter toggle's badge). */
export function activeFilterCount(state: LinkListState): number {
  return LINK_FILTER_KEYS.reduce((n, k) => n + state.filters[k].length, 0);
}
