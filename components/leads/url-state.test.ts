import { leadsParamsSchema } from '@/lib/contract/leads';
import {
  leadFilterParams,
  leadListParams,
  leadUrlQuery,
  narrowingCount,
  readLeadUrl,
  withoutFilters,
} from './url-state';

const read = (kind: 'rzsj' | 'cksj', qs: string) => readLeadUrl(kind, new URLSearchParams(qs));

describe('lead URL state', () => {
  it('defaults to the caller city, every lead, by score, page 1 of 10', () => {
    const state = read('rzsj', '');
    expect(leadListParams(state)).toEqual({ region: 'local', pageIndex: '1', pageSize: '10' });
    expect(leadUrlQuery(state)).toBe('');
    expect(narrowingCount(state)).toBe(0);
  });

  it('round-trips every filter through the URL, and the contract accepts the params', () => {
    const qs =
      'region=320500&sshy=C&zczb=1000-5000,5000-&cyl=3&other=gxjs&trigger=bid_won,patent_burst' +
      '&dateFrom=2026-01-01&dateTo=2026-06-30&customer=exclude&excludeRisky=true&sort=date' +
      '&pageIndex=3&pageSize=20';
    const state = read('rzsj', qs);
    expect(read('rzsj', leadUrlQuery(state).slice(1))).toEqual(state);
    expect(narrowingCount(state)).toBe(10);
    const parsed = leadsParamsSchema.safeParse(leadListParams(state));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      region: '320500',
      trigger: ['bid_won', 'patent_burst'],
      customer: 'exclude',
      sort: 'date',
      pageIndex: 3,
      pageSize: 20,
    });
    // The export quota's scope leaves out sort and paging.
    expect(leadFilterParams(state)).not.toHaveProperty('sort');
    expect(leadFilterParams(state)).not.toHaveProperty('pageIndex');
  });

  it("drops what a stale link cannot mean: another kind's trigger, bad dates, sizes, values", () => {
    const state = read(
      'cksj',
      'region=abc&trigger=patent_burst,insured_rise&dateFrom=2026-13&dateTo=2026-02-01' +
        '&customer=mine&pageSize=1000&pageIndex=-2&sort=name',
    );
    expect(state).toMatchObject({
      region: null,
      trigger: ['insured_rise'],
      dateFrom: null,
      dateTo: '2026-02-01',
      customer: 'all',
      pageSize: 10,
      pageIndex: 1,
      sort: 'score',
    });
    expect(leadsParamsSchema.safeParse(leadListParams(state)).success).toBe(true);
  });

  it('puts a reversed date range in order', () => {
    expect(read('rzsj', 'dateFrom=2026-06-01&dateTo=2026-01-01')).toMatchObject({
      dateFrom: '2026-01-01',
      dateTo: '2026-06-01',
    });
  });

  it('clears the filters but keeps the region and the sort', () => {
    const cleared = withoutFilters(
      read('rzsj', 'region=310000&trigger=bid_won&excludeRisky=true&customer=only&sort=date'),
    );
    expect(narrowingCount(cleared)).toBe(0);
    expect(leadUrlQuery(cleared)).toBe('?region=310000&sort=date');
  });
});
