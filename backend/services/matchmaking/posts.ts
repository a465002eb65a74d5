import { sql } from 'drizzle-orm';
import {
  MATCHMAKING_MESSAGES,
  MATCHMAKING_PERMISSION,
  POST_STATUS_LABELS,
  POST_VALID_DAYS_MAX,
  POSTS_PER_DAY,
  normaliseText,
  postKindLabel,
  type postIdParamsSchema,
  type postsParamsSchema,
  type publishPostParamsSchema,
  type PostDetail,
  type PostRecord,
  type PostStatus,
} from '@/lib/contract/matchmaking';
import { NATIONAL_REGION } from '@/lib/contract/chains';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  askerThread,
  chainExists,
  closeOwnPost,
  findLink,
  findVisiblePost,
  hasReported,
  insertPost,
  insertReport,
  postPage,
  postsSince,
  threadCountOfPost,
  type PostRow,
} from '../../db/queries/matchmaking';
import { enterpriseIdByName } from '../../db/queries/policies';
import { matchmakingPosts } from '../../db/schema';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import { assertScreen } from '../chains/access';
import { findRegion, regionColumnCondition } from '../chains/regions';
import { quotaDay } from '../search/export-quota';
import { assertAcceptableTexts, displayName } from './guards';

// 商业对接's posts (docs/matchmaking.md): publishing (words, phone numbers, validity, rate),
// the list, one post, closing and reporting. A closed post is its poster's alone: to anyone
// else it is "not found", as an unknown id is.

const DAY_MS = 86_400_000;

export const assertMatchmakingScreen = (db: Database, user: UserRow) =>
  assertScreen(db, user, MATCHMAKING_PERMISSION, MATCHMAKING_MESSAGES.noPermission);

/** Today as a China day (validity is counted in China days). */
export const chinaToday = (now: Date) => quotaDay(now);

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export function postStatus(row: Pick<PostRow, 'state' | 'validUntil'>, today: string): PostStatus {
  if (row.state === 'closed') return 'closed';
  return row.validUntil < today ? 'expired' : 'open';
}

/** '' (nationwide) or a known region's code; 000000 is nationwide too. */
export function resolvePostRegion(code: string) {
  if (code === '' || code === NATIONAL_REGION) return undefined;
  const region = findRegion(code);
  if (!region) throw new AppError(400, MATCHMAKING_MESSAGES.noSuchRegion);
  return region;
}

export const regionName = (code: string) => (code ? (findRegion(code)?.path ?? code) : '全国');

export function postRecord(row: PostRow, viewerId: string, today: string): PostRecord {
  const status = postStatus(row, today);
  return {
    ID_: String(row.id),
    kind: row.kind,
    kindlabel: postKindLabel(row.kind),
    title: row.title,
    enterprisename: row.enterpriseName,
    enterpriseid: row.enterpriseId === null ? null : String(row.enterpriseId),
    products: row.products,
    chainnode: row.chainNodeCode,
    chainnodename: row.nodeName ? `${row.chainName} / ${row.nodeName}` : '',
    region: row.regionCode,
    regionname: regionName(row.regionCode),
    description: row.description,
    validuntil: row.validUntil,
    status,
    statuslabel: POST_STATUS_LABELS[status],
    createdat: row.createdAt.toISOString(),
    postername: displayName(row.posterName),
    mine: row.userId === viewerId,
  };
}

/** A post the user may see (open, or their own), else 404. */
export async function visiblePost(db: Database, user: UserRow, id: number): Promise<PostRow> {
  const post = await findVisiblePost(db, id, user.id);
  if (!post) throw new AppError(404, MATCHMAKING_MESSAGES.notFound);
  return post;
}

export async function postDetail(
  db: Database,
  user: UserRow,
  id: number,
  now: Date,
): Promise<PostDetail> {
  const post = await visiblePost(db, user, id);
  const mine = post.userId === user.id;
  const thread = mine ? undefined : await askerThread(db, post.id, user.id);
  return {
    ...postRecord(post, user.id, chinaToday(now)),
    reported: mine ? false : await hasReported(db, post.id, user.id),
    threadid: thread ? String(thread.id) : null,
    threadcount: mine ? await threadCountOfPost(db, post.id) : 0,
  };
}

export async function publishPost(
  db: Database,
  user: UserRow,
  p: z.infer<typeof publishPostParamsSchema>,
  now: Date,
): Promise<PostDetail> {
  const today = chinaToday(now);
  if (p.validUntil < today) throw new AppError(400, MATCHMAKING_MESSAGES.validPast);
  if (p.validUntil > addDays(today, POST_VALID_DAYS_MAX)) {
    throw new AppError(400, MATCHMAKING_MESSAGES.validTooLong);
  }
  const enterpriseName = p.enterpriseName || normaliseText(user.company);
  if (!enterpriseName) throw new AppError(400, MATCHMAKING_MESSAGES.enterpriseRequired);
  assertAcceptableTexts(
    [
      { label: '标题', value: p.postTitle },
      { label: '企业名称', value: enterpriseName },
      ...p.products.map((value) => ({ label: '产品', value })),
      { label: '需求描述', value: p.description },
    ],
    MATCHMAKING_MESSAGES.phoneRefused,
  );
  const region = resolvePostRegion(p.region);
  if (p.chainNode && !(await findLink(db, p.chainNode))) {
    throw new AppError(400, MATCHMAKING_MESSAGES.noSuchLink);
  }
  // Only published posts count: a refused attempt does not use the allowance up.
  if ((await postsSince(db, user.id, new Date(now.getTime() - DAY_MS))) >= POSTS_PER_DAY) {
    throw new AppError(429, MATCHMAKING_MESSAGES.postsRateLimited);
  }
  const id = await insertPost(db, {
    userId: user.id,
    kind: p.postKind,
    title: p.postTitle,
    enterpriseName,
    enterpriseId: await enterpriseIdByName(db, enterpriseName),
    products: p.products,
    chainNodeCode: p.chainNode,
    regionCode: region?.code ?? '',
    description: p.description,
    validUntil: p.validUntil,
    state: 'open',
    createdAt: now,
    updatedAt: now,
  });
  return postDetail(db, user, id, now);
}

export async function listPosts(
  db: Database,
  user: UserRow,
  p: z.infer<typeof postsParamsSchema>,
  now: Date,
): Promise<{ rows: PostRecord[]; total: number }> {
  const today = chinaToday(now);
  const region = resolvePostRegion(p.region);
  let chainNode: { code: string; wholeChain: boolean } | undefined;
  if (p.chainNode) {
    const wholeChain = !p.chainNode.includes('.');
    const known = wholeChain
      ? await chainExists(db, p.chainNode)
      : Boolean(await findLink(db, p.chainNode));
    if (!known) throw new AppError(400, MATCHMAKING_MESSAGES.noSuchLink);
    chainNode = { code: p.chainNode, wholeChain };
  }
  const { rows, total } = await postPage(
    db,
    {
      viewerId: user.id,
      today,
      mine: p.mine,
      kind: p.postKind,
      region: region
        ? regionColumnCondition(region, sql`${matchmakingPosts.regionCode}`)
        : undefined,
      chainNode,
      keyword: p.keyword || undefined,
    },
    { offset: (p.pageIndex - 1) * p.pageSize, limit: p.pageSize },
  );
  return { rows: rows.map((r) => postRecord(r, user.id, today)), total };
}

/** The poster closes a post (again is fine); anyone else's id is "not found". */
export async function closePost(
  db: Database,
  user: UserRow,
  p: z.infer<typeof postIdParamsSchema>,
  now: Date,
): Promise<PostDetail> {
  if (!(await closeOwnPost(db, p.postId, user.id, now))) {
    throw new AppError(404, MATCHMAKING_MESSAGES.notFound);
  }
  return postDetail(db, user, p.postId, now);
}

/** One report per user and post; the poster cannot report their own. */
export async function reportPost(
  db: Database,
  user: UserRow,
  p: { postId: number; reason: string },
  now: Date,
): Promise<void> {
  const post = await visiblePost(db, user, p.postId);
  if (post.userId === user.id) throw new AppError(400, MATCHMAKING_MESSAGES.reportOwn);
  if (!(await insertReport(db, { postId: post.id, userId: user.id, reason: p.reason, now }))) {
    throw new AppError(409, MATCHMAKING_MESSAGES.reportedAlready);
  }
}
