import { NATIONAL_REGION } from '@/lib/contract/chains';
import type { IndustryEventKindValue } from '@/lib/contract/intelligence';
import type { QbfxFilter } from '@/lib/contract/intelligence-analysis';

// The one place the analysis' links into the feed are built (docs/intelligence-analysis.md
// "Links"): the filter its figures were computed for, plus the bucket's own condition, in the
// feed's shared URL parameters, so the feed lists exactly the events the figure counts. Pure.

/** qbzl: 情报总览, the intelligence feed. */
export const FEED_PATH = '/cyjj/qbzl';

/** What a bucket adds to the filter (at most one of each). */
export type FeedBucket = {
  kind?: IndustryEventKindValue;
  /** A week's days inside the period. */
  week?: { from: string; to: string };
  region?: string;
  /** A chain link and its chain. */
  node?: { code: string; chain: string };
  qyid?: string | number;
};

/**
 * The feed's URL parameters for a filter and a bucket, or null when the feed cannot express
 * them: a link with an industry filter (the feed takes a chain or an industry, not both).
 */
export function feedParams(filter: QbfxFilter, bucket: FeedBucket = {}): URLSearchParams | null {
  const chain = bucket.node?.chain ?? filter.chain;
  const node = bucket.node?.code ?? filter.node;
  if (chain && filter.industry) return null;
  const kinds = bucket.kind ? [bucket.kind] : filter.kinds;
  const region = bucket.region ?? filter.region.code;
  const qyid = bucket.qyid ?? filter.qyid;
  const out = new URLSearchParams();
  if (chain) out.set('chain', chain);
  if (node) out.set('node', node);
  if (filter.industry) out.set('industry', filter.industry);
  if (region !== NATIONAL_REGION) out.set('region', region);
  if (kinds.length > 0) out.set('kinds', kinds.join(','));
  if (filter.importance > 1) out.set('importance', String(filter.importance));
  out.set('from', bucket.week?.from ?? filter.from);
  out.set('to', bucket.week?.to ?? filter.to);
  if (qyid !== null && qyid !== undefined) out.set('qyid', String(qyid));
  return out;
}

/** The feed's address (inside the /zsai base path) listing a bucket's events, or null. */
export function feedHref(filter: QbfxFilter, bucket: FeedBucket = {}): string | null {
  const params = feedParams(filter, bucket);
  return params ? `${FEED_PATH}?${params.toString()}` : null;
}
