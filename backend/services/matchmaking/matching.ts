import { sql } from 'drizzle-orm';
import {
  COUNTERPART_KINDS,
  MATCH_LIMIT,
  MATCH_REASONS,
  MATCH_RULE_TEXT,
  type MatchedEnterprise,
  type MatchedPost,
  type MatchesAnswer,
} from '@/lib/contract/matchmaking';
import type { RegionRef } from '@/lib/contract/chains';
import type { Database } from '../../db/client';
import {
  counterpartCandidates,
  matchingEnterprises,
  type PostRow,
} from '../../db/queries/matchmaking';
import type { UserRow } from '../../db/queries/users';
import { findRegion, isWithin, regionColumnCondition } from '../chains/regions';
import { chinaToday, postRecord, regionName, visiblePost } from './posts';

// 匹配推荐 (docs/matchmaking.md, Matching): a post's counterpart posts and the enterprises of
// our data that could answer it, each with its reasons. Points: a product in common 3, the
// same chain link 2, the same region 1; a match needs a product or the link.

export const MATCH_POINTS = { product: 3, link: 2, region: 1 } as const;

/** Candidate posts scored per request (they already share a product or the link). */
const CANDIDATE_LIMIT = 200;

/** The broader of two regions when one lies inside the other, else undefined. */
export function commonRegion(a: string, b: string): RegionRef | undefined {
  const ra = a ? findRegion(a) : undefined;
  const rb = b ? findRegion(b) : undefined;
  if (!ra || !rb) return undefined;
  if (isWithin(a, rb)) return rb;
  if (isWithin(b, ra)) return ra;
  return undefined;
}

function scorePost(post: PostRow, other: PostRow): { score: number; reasons: string[] } {
  const mine = new Set(post.products.map((p) => p.toLowerCase()));
  const common = other.products.filter((p) => mine.has(p.toLowerCase()));
  const reasons: string[] = [];
  let score = 0;
  if (common.length) {
    score += MATCH_POINTS.product;
    reasons.push(MATCH_REASONS.sameProduct(common.join('、')));
  }
  if (post.chainNodeCode && other.chainNodeCode === post.chainNodeCode) {
    score += MATCH_POINTS.link;
    reasons.push(MATCH_REASONS.sameLink(post.nodeName ?? post.chainNodeCode));
  }
  const region = commonRegion(post.regionCode, other.regionCode);
  if (region) {
    score += MATCH_POINTS.region;
    reasons.push(MATCH_REASONS.sameRegion(region.name));
  }
  return { score, reasons };
}

async function matchedPosts(
  db: Database,
  viewer: UserRow,
  post: PostRow,
  today: string,
): Promise<MatchedPost[]> {
  const candidates = await counterpartCandidates(
    db,
    post,
    COUNTERPART_KINDS[post.kind],
    today,
    CANDIDATE_LIMIT,
  );
  // Candidates come newest first, and the sort is stable: equal scores stay newest first.
  return candidates
    .map((c) => ({ ...postRecord(c, viewer.id, today), ...scorePost(post, c) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, MATCH_LIMIT);
}

async function matchedEnterprises(db: Database, post: PostRow): Promise<MatchedEnterprise[]> {
  const region = post.regionCode ? findRegion(post.regionCode) : undefined;
  const found = await matchingEnterprises(db, {
    products: post.products,
    chainNodeCode: post.chainNodeCode,
    region: region ? regionColumnCondition(region, sql`e.region_code`) : null,
    excludeId: post.enterpriseId,
    limit: MATCH_LIMIT,
  });
  return found.map((e) => {
    const reasons: string[] = [];
    let score = 0;
    if (e.product !== null) {
      score += MATCH_POINTS.product;
      const same = post.products.some((p) => p.toLowerCase() === e.product!.toLowerCase());
      reasons.push(
        same ? MATCH_REASONS.sameProduct(e.product) : MATCH_REASONS.relatedProduct(e.product),
      );
    }
    if (e.onLink) {
      score += MATCH_POINTS.link;
      reasons.push(MATCH_REASONS.sameLink(post.nodeName ?? post.chainNodeCode));
    }
    if (e.sameRegion && region) {
      score += MATCH_POINTS.region;
      reasons.push(MATCH_REASONS.sameRegion(region.name));
    }
    return {
      ID_: String(e.id),
      qymc: e.qymc,
      regionname: regionName(e.regionCode),
      reasons,
      score,
    };
  });
}

/** The post's counterpart posts and enterprises (none for a financing need). */
export async function postMatches(
  db: Database,
  viewer: UserRow,
  postId: number,
  now: Date,
): Promise<MatchesAnswer> {
  const post = await visiblePost(db, viewer, postId);
  if (post.kind === 'financing') {
    return { posts: [], enterprises: [], rule: MATCH_RULE_TEXT.financing };
  }
  const today = chinaToday(now);
  return {
    posts: await matchedPosts(db, viewer, post, today),
    enterprises: await matchedEnterprises(db, post),
    rule: MATCH_RULE_TEXT.match,
  };
}
