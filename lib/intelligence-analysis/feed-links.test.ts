import { eventFilterSchema } from '@/lib/contract/intelligence';
import type { QbfxFilter } from '@/lib/contract/intelligence-analysis';
import { feedHref, feedParams, FEED_PATH } from './feed-links';
import { patchState } from './url-state';
import { mondayOf, weeksOf } from './period';

// The links of 情报分析 into the feed: the filter plus the bucket, in the shared parameter
// names, read back by the feed's own schema as the same filter.

const base: QbfxFilter = {
  chain: 'nev',
  node: null,
  industry: null,
  region: { code: '320000', name: '江苏省', level: 1, path: '江苏省' },
  kinds: ['financing', 'large_bid'],
  importance: 2,
  from: '2026-08-24',
  to: '2026-11-21',
  qyid: null,
};

const parsed = (href: string) =>
  eventFilterSchema.parse(Object.fromEntries(new URLSearchParams(href.split('?')[1])));

describe('feedHref', () => {
  it('carries the whole filter in the feed parameters', () => {
    const href = feedHref(base)!;
    expect(href).toBe(
      `${FEED_PATH}?chain=nev&region=320000&kinds=financing%2Clarge_bid&importance=2&from=2026-08-24&to=2026-11-21`,
    );
    expect(parsed(href)).toEqual({
      chain: 'nev',
      region: '320000',
      kinds: ['financing', 'large_bid'],
      importance: 2,
      from: '2026-08-24',
      to: '2026-11-21',
    });
  });

  it("adds each bucket's own condition", () => {
    expect(parsed(feedHref(base, { kind: 'large_bid' })!).kinds).toEqual(['large_bid']);
    expect(parsed(feedHref(base, { region: '320500' })!).region).toBe('320500');
    expect(parsed(feedHref(base, { qyid: '42' })!).qyid).toBe(42);
    const week = parsed(feedHref(base, { week: { from: '2026-08-24', to: '2026-08-30' } })!);
    expect([week.from, week.to]).toEqual(['2026-08-24', '2026-08-30']);
    const link = parsed(
      feedHref({ ...base, chain: null }, { node: { code: 'ic.chip', chain: 'ic' } })!,
    );
    expect([link.chain, link.node]).toEqual(['ic', 'ic.chip']);
    const both = parsed(
      feedHref(base, { kind: 'financing', week: { from: '2026-09-01', to: '2026-09-06' } })!,
    );
    expect([both.kinds, both.from, both.to]).toEqual([['financing'], '2026-09-01', '2026-09-06']);
  });

  it('leaves out defaults: 全国, importance 1, every kind', () => {
    const params = feedParams({
      ...base,
      chain: null,
      region: { code: '000000', name: '全国', level: 0, path: '全国' },
      kinds: [],
      importance: 1,
    })!;
    expect([...params.keys()]).toEqual(['from', 'to']);
  });

  it('gives no link where the feed cannot list the bucket (a link under an industry)', () => {
    const industry = { ...base, chain: null, industry: 'C' };
    expect(feedHref(industry, { node: { code: 'nev.battery', chain: 'nev' } })).toBeNull();
    expect(parsed(feedHref(industry, { kind: 'financing' })!).industry).toBe('C');
  });
});

describe('weeks and URL state', () => {
  it('cuts the first and last week to the period', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(weeksOf('2026-11-05', '2026-11-21')).toEqual([
      { week: '2026-11-02', from: '2026-11-05', to: '2026-11-08' },
      { week: '2026-11-09', from: '2026-11-09', to: '2026-11-15' },
      { week: '2026-11-16', from: '2026-11-16', to: '2026-11-21' },
    ]);
  });

  it('keeps chain xor industry and drops a link with its chain', () => {
    expect(patchState({ chain: 'nev', node: 'nev.a' }, { chain: 'ic' })).toEqual({ chain: 'ic' });
    expect(patchState({ chain: 'nev', node: 'nev.a' }, { industry: 'C' })).toEqual({
      industry: 'C',
    });
    expect(patchState({ industry: 'C', kinds: 'penalty' }, { chain: 'nev' })).toEqual({
      chain: 'nev',
      kinds: 'penalty',
    });
    expect(patchState({ kinds: 'penalty' }, { kinds: '' })).toEqual({});
  });
});
