// SPEC.md §9: a ranking score is shown rounded up to a step of 10 up to 500, of 50 up to
// 1000 and of 100 above (437 → 440, 733 → 750, 1234 → 1300).

/** The step a score is rounded up to. */
export function rankingScoreStep(score: number): number {
  if (score <= 500) return 10;
  if (score <= 1000) return 50;
  return 100;
}

/** The score as displayed. */
export function displayRankingScore(score: number): number {
  const step = rankingScoreStep(score);
  return Math.ceil(score / step) * step;
}
