import type { GapLabel } from '@/lib/contract/chains';
import type { VerdictValue } from '@/lib/contract/recommendations';
import { FEEDBACK_MAX, FEEDBACK_POINTS, FIT_POINTS, LIKELY_FACTOR } from './rules';

// The per-request part of the recommendation score: gap fit and the caller's feedback on
// similar enterprises. Pure, so the rule is tested on its own.

export type FitLabel = GapLabel | '薄弱';

export const fitPoints = (label: FitLabel, confidence: 'confirmed' | 'likely') =>
  Math.round(FIT_POINTS[label] * (confidence === 'likely' ? LIKELY_FACTOR : 1) * 10) / 10;

/**
 * Points from the caller's feedback in the same region × chain on other enterprises of the
 * same industry class: + per 感兴趣, − per 不合适, each side capped.
 */
export function feedbackPoints(
  enterpriseId: number,
  industryCode: string,
  feedback: readonly { enterpriseId: number; verdict: VerdictValue; industryCode: string }[],
): number {
  let up = 0;
  let down = 0;
  for (const f of feedback) {
    if (f.enterpriseId === enterpriseId || f.industryCode !== industryCode) continue;
    if (f.verdict === 'interested') up += FEEDBACK_POINTS;
    else down += FEEDBACK_POINTS;
  }
  return Math.min(FEEDBACK_MAX, up) - Math.min(FEEDBACK_MAX, down);
}

export const totalScore = (p: {
  fit: number;
  quality: number;
  expansion: number;
  risk: number;
  feedback: number;
}) => Math.round((p.fit + p.quality + p.expansion - p.risk + p.feedback) * 10) / 10;
