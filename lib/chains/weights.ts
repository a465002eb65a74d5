import {
  CHAIN_MESSAGES,
  COMPETITIVENESS_DIMENSIONS,
  DEFAULT_WEIGHTS,
  type CompetitivenessDimension,
} from '@/lib/contract/chains';

// The dimension weights of 竞争力分析 on the client: read from and written to the URL,
// checked by the API's rule (integers 0–100 summing to 100, lib/contract/chains.ts) before a
// call, and brought back to 100 when the user asks. Pure.

export type Weights = Record<CompetitivenessDimension, number>;

export const weightsSum = (w: Weights): number =>
  COMPETITIVENESS_DIMENSIONS.reduce((s, d) => s + w[d], 0);

export const sameWeights = (a: Weights, b: Weights): boolean =>
  COMPETITIVENESS_DIMENSIONS.every((d) => a[d] === b[d]);

/** The API's message for weights it would refuse, or null when it takes them. */
export function weightsError(w: Weights): string | null {
  for (const d of COMPETITIVENESS_DIMENSIONS) {
    const v = w[d];
    if (!Number.isInteger(v)) return '权重应为整数';
    if (v < 0) return '权重最小为 0';
    if (v > 100) return '权重最大为 100';
  }
  const sum = weightsSum(w);
  return sum === 100 ? null : CHAIN_MESSAGES.weightsSum(sum);
}

/**
 * The weights scaled to sum 100 in whole percents (largest remainder, ties to the earlier
 * dimension), keeping their proportions; all zero gives the defaults.
 */
export function normaliseWeights(w: Weights): Weights {
  const clean = COMPETITIVENESS_DIMENSIONS.map((d) =>
    Math.max(0, Number.isFinite(w[d]) ? w[d] : 0),
  );
  const total = clean.reduce((s, v) => s + v, 0);
  if (total <= 0) return { ...DEFAULT_WEIGHTS };
  const exact = clean.map((v) => (v * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((s, v) => s + v, 0);
  const order = exact
    // Rests compared to 1e-9, so floating noise (50/120 vs 20/120) is a tie.
    .map((v, i) => ({ i, rest: Math.round((v - floors[i]!) * 1e9) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return Object.fromEntries(COMPETITIVENESS_DIMENSIONS.map((d, i) => [d, floors[i]!])) as Weights;
}

/** URL form: the four weights in COMPETITIVENESS_DIMENSIONS order, '30,20,25,25'. */
export const weightsParam = (w: Weights): string =>
  COMPETITIVENESS_DIMENSIONS.map((d) => w[d]).join(',');

/**
 * The weights of a URL value: four numbers, else undefined (the defaults apply). A sum other
 * than 100 is kept, so the API's own message explains it.
 */
export function parseWeights(value: string | null | undefined): Weights | undefined {
  if (!value) return undefined;
  const parts = value.split(',').map((s) => s.trim());
  if (parts.length !== COMPETITIVENESS_DIMENSIONS.length) return undefined;
  const numbers = parts.map((s) => (/^\d{1,3}$/.test(s) ? Number(s) : NaN));
  if (numbers.some((n) => Number.isNaN(n))) return undefined;
  return Object.fromEntries(COMPETITIVENESS_DIMENSIONS.map((d, i) => [d, numbers[i]!])) as Weights;
}

/**
 * The overall score (0–1000) of dimension scores under other weights, as the API computes it:
 * ten times the weighted sum. A preview while the user edits; the API's answer replaces it.
 */
export function previewOverall(
  dimensions: readonly { key: CompetitivenessDimension; score: number }[],
  w: Weights,
): number {
  return dimensions.reduce((s, d) => s + (w[d.key] / 100) * d.score * 10, 0);
}
