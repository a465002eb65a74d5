import type { EvidenceRecord } from '@/lib/contract/chains';

// "Why is this company on this link": the evidence of a placement as the popover lists it.

/** Strongest first; equal weights keep the API's order. */
export function byWeight(evidence: readonly EvidenceRecord[]): EvidenceRecord[] {
  return evidence
    .map((e, i) => [e, i] as const)
    .sort(([a, i], [b, j]) => b.weight - a.weight || i - j)
    .map(([e]) => e);
}

/** The text cut around every occurrence of the keyword, so the matched word can be marked. */
export function markKeyword(text: string, keyword: string): { text: string; mark: boolean }[] {
  if (!keyword || !text.includes(keyword)) return [{ text, mark: false }];
  const out: { text: string; mark: boolean }[] = [];
  text.split(keyword).forEach((part, i) => {
    if (i > 0) out.push({ text: keyword, mark: true });
    if (part) out.push({ text: part, mark: false });
  });
  return out;
}

/** Sum of the weights (the placement's score, as the list sorts by it). */
export const evidenceScore = (evidence: readonly EvidenceRecord[]) =>
  evidence.reduce((s, e) => s + e.weight, 0);
