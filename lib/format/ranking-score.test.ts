import { displayRankingScore } from './ranking-score';

describe('displayRankingScore (SPEC.md §9)', () => {
  it.each([
    [0, 0],
    [1, 10],
    [10, 10],
    [437, 440],
    [491, 500],
    [500, 500],
    [501, 550],
    [733, 750],
    [950, 950],
    [951, 1000],
    [1000, 1000],
    [1001, 1100],
    [1234, 1300],
    [2000, 2000],
  ])('%i shows as %i', (score, shown) => {
    expect(displayRankingScore(score)).toBe(shown);
  });
});
