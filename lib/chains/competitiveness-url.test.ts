import { DEFAULT_WEIGHTS } from '@/lib/contract/chains';
import { competitivenessQuery, readCompetitivenessState } from './competitiveness-url';

const read = (query: string) => readCompetitivenessState(new URLSearchParams(query));

describe('竞争力分析 URL state', () => {
  it('reads chain, region, tab and weights', () => {
    expect(read('chain=nev&region=320500&tab=cxhj&weights=40,10,30,20')).toEqual({
      chain: 'nev',
      region: '320500',
      tab: 'cxhj',
      weights: { qyjzl: 40, scys: 10, cxhj: 30, scjzl: 20 },
    });
  });

  it('starts on 综合 with the default weights and the user’s city', () => {
    expect(read('')).toEqual({
      chain: undefined,
      region: undefined,
      tab: 'zh',
      weights: undefined,
    });
    expect(read('tab=nope&weights=1,2').tab).toBe('zh');
    expect(read('tab=nope&weights=1,2').weights).toBeUndefined();
  });

  it('writes the state back, leaving out the defaults', () => {
    const state = read('chain=nev&region=320500&tab=scys&weights=40,10,30,20');
    expect(competitivenessQuery(state)).toBe(
      '?chain=nev&region=320500&tab=scys&weights=40%2C10%2C30%2C20',
    );
    expect(read(competitivenessQuery(state).slice(1))).toEqual(state);
    expect(competitivenessQuery({ tab: 'zh', weights: { ...DEFAULT_WEIGHTS } })).toBe('');
  });
});
