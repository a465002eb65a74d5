// The URL of 情报分析 holds the feed's filter under the shared parameter names (common to
// /cyjj/qbzl, docs/intelligence-analysis.md), so a filtered analysis is a link. Pure.

export const FILTER_KEYS = [
  'chain',
  'node',
  'industry',
  'region',
  'kinds',
  'importance',
  'from',
  'to',
  'qyid',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterState = Partial<Record<FilterKey, string>>;

/** The filter parameters present (non-empty) in a query string. */
export function filterState(search: URLSearchParams): FilterState {
  const out: FilterState = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (value) out[key] = value;
  }
  return out;
}

/**
 * The state after a change, keeping the feed's rules: a chain and an industry exclude each
 * other, a link belongs to its chain (a new chain drops it); empty values are dropped.
 */
export function patchState(state: FilterState, patch: FilterState): FilterState {
  const next: FilterState = { ...state, ...patch };
  if ('chain' in patch && patch.chain !== state.chain) delete next.node;
  if (patch.chain) delete next.industry;
  if (patch.industry) {
    delete next.chain;
    delete next.node;
  }
  for (const key of FILTER_KEYS) if (!next[key]) delete next[key];
  return next;
}

export function stateQuery(state: FilterState): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (state[key]) params.set(key, state[key]);
  return params.toString();
}
