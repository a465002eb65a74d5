import { chainUrlQuery, parseChainUrl, requestedRegion } from './url-state';

const parse = (qs: string) => parseChainUrl(new URLSearchParams(qs));

describe('chain URL state', () => {
  it('reads a shared link of a chain, a region and a link', () => {
    const { state, problems } = parse('chain=nev&region=320500&node=nev.power-battery&tab=stats');
    expect(state).toEqual({
      chain: 'nev',
      region: '320500',
      node: 'nev.power-battery',
      tab: 'stats',
    });
    expect(problems).toEqual([]);
  });

  it('defaults to the first chain, the location city, no panel and the enterprise tab', () => {
    const { state } = parse('');
    expect(state).toEqual({ chain: null, region: null, node: null, tab: 'enterprises' });
    expect(requestedRegion(state)).toBe('local');
    expect(parse('region=local').state.region).toBeNull();
  });

  it('reports values that cannot name anything instead of sending them', () => {
    const { state, problems } = parse('chain=新能源&region=32050&node=a%20b&tab=nope');
    expect(state).toEqual({ chain: null, region: null, node: null, tab: 'enterprises' });
    expect(problems).toEqual([
      { param: 'chain', value: '新能源' },
      { param: 'region', value: '32050' },
      { param: 'node', value: 'a b' },
    ]);
  });

  it('writes a stable query that reads back to the same state', () => {
    const state = {
      chain: 'nev',
      region: '000000',
      node: 'nev.power-battery',
      tab: 'candidates' as const,
    };
    const qs = chainUrlQuery(state);
    expect(qs).toBe('?chain=nev&region=000000&node=nev.power-battery&tab=candidates');
    expect(parse(qs.slice(1)).state).toEqual(state);
  });

  it('leaves defaults out, and the tab without a panel', () => {
    expect(chainUrlQuery({ chain: null, region: null, node: null, tab: 'enterprises' })).toBe('');
    expect(chainUrlQuery({ chain: 'ic', region: null, node: null, tab: 'leaders' })).toBe(
      '?chain=ic',
    );
    expect(chainUrlQuery({ chain: 'ic', region: null, node: 'ic.eda', tab: 'enterprises' })).toBe(
      '?chain=ic&node=ic.eda',
    );
  });
});
