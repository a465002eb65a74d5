import { LOCAL_REGION } from '@/lib/contract/chains';
import {
  LEAD_CUSTOMER_OPTIONS,
  LEAD_TRIGGER_OPTIONS,
  type LeadCustomerFilter,
  type LeadTriggerKey,
} from '@/lib/contract/leads';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';

// 融资商机 / 存款商机 keep their filters in the page URL (/zsai/rzsj?region=320500&trigger=bid_won
// &customer=exclude…), so a list can be shared and reloaded. These functions are the only
// translation between the URL, the screen's state and the params of the list, its export
// quota and its export.

export type LeadKind = 'rzsj' | 'cksj';

/** The search filters a lead list takes (find companies' keys). */
export const LEAD_SEARCH_FILTERS = ['sshy', 'zczb', 'cyl', 'other'] as const;
export type LeadSearchFilter = (typeof LEAD_SEARCH_FILTERS)[number];

export type LeadUrlState = {
  /** A GB/T 2260 code or '000000' (全国); null: the caller's location city (the default). */
  region: string | null;
  filters: Record<LeadSearchFilter, string[]>;
  trigger: LeadTriggerKey[];
  dateFrom: string | null;
  dateTo: string | null;
  customer: LeadCustomerFilter;
  excludeRisky: boolean;
  sort: 'score' | 'date';
  pageIndex: number;
  pageSize: number;
};

type Readable = { get(name: string): string | null };

const REGION = /^\d{6}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The triggers of a kind, in the catalogue's order. */
export const triggersOf = (kind: LeadKind) =>
  LEAD_TRIGGER_OPTIONS.filter((t) => (t.kinds as readonly string[]).includes(kind));

/**
 * The state in a URL. Values that cannot be right (another kind's trigger, a malformed date)
 * are dropped rather than sent, so a stale link still opens a list.
 */
export function readLeadUrl(kind: LeadKind, params: Readable): LeadUrlState {
  const list = (key: string) =>
    (params.get(key) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const region = params.get('region')?.trim() ?? '';
  const allowed = new Set<string>(triggersOf(kind).map((t) => t.value));
  const date = (key: string) => {
    const v = params.get(key)?.trim() ?? '';
    return DATE.test(v) ? v : null;
  };
  let [dateFrom, dateTo] = [date('dateFrom'), date('dateTo')];
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  const customer = LEAD_CUSTOMER_OPTIONS.find((o) => o.value === params.get('customer'));
  const size = Number(params.get('pageSize'));
  const page = Number(params.get('pageIndex'));
  return {
    region: REGION.test(region) ? region : null,
    filters: Object.fromEntries(LEAD_SEARCH_FILTERS.map((k) => [k, list(k)])) as Record<
      LeadSearchFilter,
      string[]
    >,
    trigger: [...new Set(list('trigger').filter((t) => allowed.has(t)))] as LeadTriggerKey[],
    dateFrom,
    dateTo,
    customer: customer?.value ?? 'all',
    excludeRisky: params.get('excludeRisky') === 'true',
    sort: params.get('sort') === 'date' ? 'date' : 'score',
    pageIndex: Number.isInteger(page) && page > 0 && page <= 1000 ? page : 1,
    pageSize: (SEARCH_PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

/** The list's scope (its export quota's params): region and every filter, defaults left out. */
export function leadFilterParams(state: LeadUrlState): Record<string, string> {
  const out: Record<string, string> = { region: state.region ?? LOCAL_REGION };
  for (const key of LEAD_SEARCH_FILTERS) {
    if (state.filters[key].length) out[key] = state.filters[key].join(',');
  }
  if (state.trigger.length) out.trigger = state.trigger.join(',');
  if (state.dateFrom) out.dateFrom = state.dateFrom;
  if (state.dateTo) out.dateTo = state.dateTo;
  if (state.customer !== 'all') out.customer = state.customer;
  if (state.excludeRisky) out.excludeRisky = 'true';
  return out;
}

/** The sort, when not the default (the export's query adds it to the scope). */
export const leadSortParams = (state: LeadUrlState): Record<string, string> =>
  state.sort === 'score' ? {} : { sort: state.sort };

/** One page of the list (rzsjLeads / cksjLeads params). */
export function leadListParams(state: LeadUrlState): Record<string, string> {
  return {
    ...leadFilterParams(state),
    ...leadSortParams(state),
    pageIndex: String(state.pageIndex),
    pageSize: String(state.pageSize),
  };
}

/** The page URL's query ('' or '?…'): the list's params without the defaults. */
export function leadUrlQuery(state: LeadUrlState): string {
  const params = leadListParams(state);
  if (!state.region) delete params.region;
  if (params.pageIndex === '1') delete params.pageIndex;
  if (params.pageSize === '10') delete params.pageSize;
  const qs = new URLSearchParams(params).toString();
  return qs ? `?${qs}` : '';
}

/** How many filters narrow the list beyond region and sort (for the empty state's wording). */
export function narrowingCount(state: LeadUrlState): number {
  return (
    LEAD_SEARCH_FILTERS.reduce((n, k) => n + state.filters[k].length, 0) +
    state.trigger.length +
    Number(Boolean(state.dateFrom || state.dateTo)) +
    Number(state.customer !== 'all') +
    Number(state.excludeRisky)
  );
}

/** The state with every narrowing filter cleared (region and sort kept). */
export function withoutFilters(state: LeadUrlState): LeadUrlState {
  return {
    ...state,
    filters: { sshy: [], zczb: [], cyl: [], other: [] },
    trigger: [],
    dateFrom: null,
    dateTo: null,
    customer: 'all',
    excludeRisky: false,
    pageIndex: 1,
  };
}
