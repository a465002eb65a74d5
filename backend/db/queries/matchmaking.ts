import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  industryChainNodes,
  industryChains,
  matchmakingMessages,
  matchmakingPosts,
  matchmakingReports,
  matchmakingThreads,
  users,
  type PostKind,
} from '../schema';

// 商业对接 (docs/matchmaking.md). A post is read with the viewer's id: an open post is
// everyone's, a closed one only its poster's. A conversation is read and written only with a
// participant's id, so another user's post or conversation is simply not found.

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

const texts = (list: readonly string[]) =>
  sql.join(
    list.map((t) => sql`${t}`),
    sql`, `,
  );

export type PostRow = typeof matchmakingPosts.$inferSelect & {
  posterName: string;
  chainName: string | null;
  nodeName: string | null;
};

const postColumns = {
  ...getTableColumns(matchmakingPosts),
  posterName: users.fullname,
  chainName: industryChains.name,
  nodeName: industryChainNodes.name,
};

const selectPosts = (db: Database) =>
  db
    .select(postColumns)
    .from(matchmakingPosts)
    .innerJoin(users, eq(users.id, matchmakingPosts.userId))
    .leftJoin(industryChainNodes, eq(industryChainNodes.code, matchmakingPosts.chainNodeCode))
    .leftJoin(industryChains, eq(industryChains.id, industryChainNodes.chainId));

/** Open posts, and the viewer's own whatever their state. */
const visibleTo = (viewerId: string) =>
  or(eq(matchmakingPosts.state, 'open'), eq(matchmakingPosts.userId, viewerId));

/** Open and valid on `today` (a China day, YYYY-MM-DD). */
const current = (today: string) =>
  and(eq(matchmakingPosts.state, 'open'), gte(matchmakingPosts.validUntil, today));

export async function insertPost(
  db: Database,
  row: typeof matchmakingPosts.$inferInsert,
): Promise<number> {
  const [created] = await db
    .insert(matchmakingPosts)
    .values(row)
    .returning({ id: matchmakingPosts.id });
  return created!.id;
}

export async function postsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matchmakingPosts)
    .where(and(eq(matchmakingPosts.userId, userId), gte(matchmakingPosts.createdAt, since)));
  return row?.n ?? 0;
}

/** A post the viewer may see, or undefined (unknown, or closed and someone else's). */
export async function findVisiblePost(
  db: Database,
  id: number,
  viewerId: string,
): Promise<PostRow | undefined> {
  const [row] = await selectPosts(db).where(and(eq(matchmakingPosts.id, id), visibleTo(viewerId)));
  return row;
}

export type PostFilter = {
  viewerId: string;
  today: string;
  mine: boolean;
  kind?: PostKind;
  /** A condition on the post's region code (built by the service), or undefined. */
  region?: SQL;
  /** A link's code, or a chain's code for all its links. */
  chainNode?: { code: string; wholeChain: boolean };
  keyword?: string;
};

function filterCondition(f: PostFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.mine ? eq(matchmakingPosts.userId, f.viewerId) : current(f.today),
  ];
  if (f.kind) parts.push(eq(matchmakingPosts.kind, f.kind));
  if (f.region) parts.push(f.region);
  if (f.chainNode) {
    parts.push(
      f.chainNode.wholeChain
        ? sql`${matchmakingPosts.chainNodeCode} like ${`${f.chainNode.code}.%`}`
        : eq(matchmakingPosts.chainNodeCode, f.chainNode.code),
    );
  }
  if (f.keyword) {
    parts.push(
      sql`strpos(lower(${matchmakingPosts.title} || ' ' || ${matchmakingPosts.description} || ' '
        || ${matchmakingPosts.enterpriseName} || ' ' || array_to_string(${matchmakingPosts.products}, ' ')),
        lower(${f.keyword})) > 0`,
    );
  }
  return and(...parts);
}

/** A page of posts, newest first, and how many match. */
export async function postPage(
  db: Database,
  filter: PostFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const where = filterCondition(filter);
  const found = await selectPosts(db)
    .where(where)
    .orderBy(desc(matchmakingPosts.createdAt), desc(matchmakingPosts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(matchmakingPosts).where(where);
  return { rows: found, total: total?.n ?? 0 };
}

/** Closes one of the poster's posts; false when it is not theirs (or does not exist). */
export async function closeOwnPost(db: Database, id: number, userId: string, now: Date) {
  const updated = await db
    .update(matchmakingPosts)
    .set({ state: 'closed', updatedAt: now })
    .where(and(eq(matchmakingPosts.id, id), eq(matchmakingPosts.userId, userId)))
    .returning({ id: matchmakingPosts.id });
  return updated.length > 0;
}

/**
 * Current posts of the given kinds by other users that share a product (any letter case)
 * or the link with a post: the candidates the service scores. Newest first, at most `limit`.
 */
export async function counterpartCandidates(
  db: Database,
  post: { id: number; userId: string; products: string[]; chainNodeCode: string },
  kinds: readonly PostKind[],
  today: string,
  limit: number,
): Promise<PostRow[]> {
  const shares: SQL[] = [];
  if (post.products.length) {
    shares.push(sql`exists (select 1 from unnest(${matchmakingPosts.products}) as x(p)
      where lower(x.p) in (${texts(post.products.map((p) => p.toLowerCase()))}))`);
  }
  if (post.chainNodeCode) shares.push(eq(matchmakingPosts.chainNodeCode, post.chainNodeCode));
  if (!kinds.length || !shares.length) return [];
  return selectPosts(db)
    .where(
      and(
        current(today),
        sql`${matchmakingPosts.kind} in (${texts(kinds)})`,
        sql`${matchmakingPosts.userId} <> ${post.userId}`,
        sql`${matchmakingPosts.id} <> ${post.id}`,
        or(...shares),
      ),
    )
    .orderBy(desc(matchmakingPosts.createdAt), desc(matchmakingPosts.id))
    .limit(limit);
}

export type EnterpriseMatchRow = {
  id: number;
  qymc: string;
  regionCode: string;
  /** The enterprise's product holding one of the post's products, or null. */
  product: string | null;
  onLink: boolean;
  sameRegion: boolean;
};

/**
 * Live enterprises that make one of `products` (a product of theirs holds it) or are placed
 * (confirmed or likely) on the link, scored 3 for the product, 2 for the link and 1 inside
 * the region; best first, then by registered capital.
 */
export async function matchingEnterprises(
  db: Database,
  input: {
    products: readonly string[];
    chainNodeCode: string;
    /** A condition on `e.region_code`, or null when the post is nationwide. */
    region: SQL | null;
    excludeId: number | null;
    limit: number;
  },
): Promise<EnterpriseMatchRow[]> {
  const prod = input.products.length
    ? sql`select p.enterprise_id, min(p.name) as product
        from (select w, zsai_bigrams(w) as grams from unnest(array[${texts(input.products)}]::text[]) as t(w)) k
        join products p on zsai_bigrams(p.name) @> k.grams and strpos(p.name, k.w) > 0
        group by p.enterprise_id`
    : sql`select null::bigint as enterprise_id, null::text as product where false`;
  const link = input.chainNodeCode
    ? sql`select distinct cp.enterprise_id from chain_placements cp
        join industry_chain_nodes n on n.id = cp.node_id
        where n.code = ${input.chainNodeCode} and cp.confidence in ('confirmed', 'likely')`
    : sql`select null::bigint as enterprise_id where false`;
  const sameRegion = input.region ?? sql`false`;
  const found = await rows<{
    id: number | string;
    qymc: string;
    region_code: string;
    product: string | null;
    on_link: boolean;
    same_region: boolean;
  }>(
    db,
    sql`with prod as (${prod}), link as (${link})
      select e.id, e.qymc, e.region_code, prod.product,
        (link.enterprise_id is not null) as on_link, (${sameRegion}) as same_region
      from (select enterprise_id from prod union select enterprise_id from link) c
      join enterprises e on e.id = c.enterprise_id
      left join prod on prod.enterprise_id = e.id
      left join link on link.enterprise_id = e.id
      where e.status not in ('注销', '吊销') and e.id <> ${input.excludeId ?? -1}
      order by (case when prod.enterprise_id is not null then 3 else 0 end
        + case when link.enterprise_id is not null then 2 else 0 end
        + case when ${sameRegion} then 1 else 0 end) desc,
        e.zczb desc nulls last, e.id
      limit ${input.limit}`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    qymc: r.qymc,
    regionCode: r.region_code,
    product: r.product,
    onLink: Boolean(r.on_link),
    sameRegion: Boolean(r.same_region),
  }));
}

// ---- Reports ----

/** Records a report; false when this user had reported the post already. */
export async function insertReport(
  db: Database,
  row: { postId: number; userId: string; reason: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(matchmakingReports)
    .values({ postId: row.postId, userId: row.userId, reason: row.reason, createdAt: row.now })
    .onConflictDoNothing()
    .returning({ id: matchmakingReports.id });
  return inserted.length > 0;
}

export async function hasReported(db: Database, postId: number, userId: string) {
  const [row] = await db
    .select({ id: matchmakingReports.id })
    .from(matchmakingReports)
    .where(and(eq(matchmakingReports.postId, postId), eq(matchmakingReports.userId, userId)));
  return row !== undefined;
}

// ---- Conversations ----

export type ThreadRow = typeof matchmakingThreads.$inferSelect;

/** The asker's conversation about a post, created when there is none. */
export async function ensureThread(
  db: Database,
  row: { postId: number; posterId: string; askerId: string; now: Date },
): Promise<ThreadRow> {
  const [created] = await db
    .insert(matchmakingThreads)
    .values({ ...row, createdAt: row.now, updatedAt: row.now })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  return (await askerThread(db, row.postId, row.askerId))!;
}

export async function askerThread(db: Database, postId: number, askerId: string) {
  const [row] = await db
    .select()
    .from(matchmakingThreads)
    .where(and(eq(matchmakingThreads.postId, postId), eq(matchmakingThreads.askerId, askerId)));
  return row;
}

export async function threadCountOfPost(db: Database, postId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matchmakingThreads)
    .where(eq(matchmakingThreads.postId, postId));
  return row?.n ?? 0;
}

/** A conversation the user takes part in, or undefined (also when it is someone else's). */
export async function participantThread(
  db: Database,
  id: number,
  userId: string,
): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(matchmakingThreads)
    .where(
      and(
        eq(matchmakingThreads.id, id),
        or(eq(matchmakingThreads.posterId, userId), eq(matchmakingThreads.askerId, userId)),
      ),
    );
  return row;
}

export type ThreadListRow = {
  id: number;
  postId: number;
  postTitle: string;
  postKind: PostKind;
  postState: 'open' | 'closed';
  postValidUntil: string;
  role: 'poster' | 'asker';
  counterpart: string;
  counterpartCompany: string;
  lastMessage: string;
  lastAt: Date;
  unread: number;
};

/**
 * The user's conversations, most recent first (at most `limit`), with the other party (the
 * asker's company, or the post's enterprise) and the messages to the user not yet read.
 */
export async function threadsOf(
  db: Database,
  userId: string,
  limit: number,
  threadId?: number,
): Promise<ThreadListRow[]> {
  const found = await rows<{
    id: number | string;
    post_id: number | string;
    title: string;
    kind: PostKind;
    state: 'open' | 'closed';
    valid_until: string;
    poster_id: string;
    counterpart: string;
    counterpart_company: string;
    last_message: string | null;
    updated_at: Date | string;
    unread: number | string;
  }>(
    db,
    sql`select t.id, t.post_id, p.title, p.kind, p.state, p.valid_until::text as valid_until,
        t.poster_id, t.updated_at,
        case when t.poster_id = ${userId} then ua.fullname else up.fullname end as counterpart,
        case when t.poster_id = ${userId} then ua.company else p.enterprise_name end
          as counterpart_company,
        (select m.body from matchmaking_messages m where m.thread_id = t.id
          order by m.created_at desc, m.id desc limit 1) as last_message,
        (select count(*)::int from matchmaking_messages m where m.thread_id = t.id
          and m.recipient_id = ${userId} and m.read_at is null) as unread
      from matchmaking_threads t
      join matchmaking_posts p on p.id = t.post_id
      join users up on up.id = t.poster_id
      join users ua on ua.id = t.asker_id
      where (t.poster_id = ${userId} or t.asker_id = ${userId})
        ${threadId === undefined ? sql`` : sql`and t.id = ${threadId}`}
      order by t.updated_at desc, t.id desc
      limit ${limit}`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    postId: Number(r.post_id),
    postTitle: r.title,
    postKind: r.kind,
    postState: r.state,
    postValidUntil: r.valid_until,
    role: r.poster_id === userId ? 'poster' : 'asker',
    counterpart: r.counterpart,
    counterpartCompany: r.counterpart_company,
    lastMessage: r.last_message ?? '',
    lastAt: new Date(r.updated_at),
    unread: Number(r.unread),
  }));
}

export type MessageRow = typeof matchmakingMessages.$inferSelect;

/** Adds a message and moves its conversation to the top. */
export async function insertMessage(
  db: Database,
  row: { threadId: number; senderId: string; recipientId: string; body: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(matchmakingMessages).values({
      threadId: row.threadId,
      senderId: row.senderId,
      recipientId: row.recipientId,
      body: row.body,
      createdAt: row.now,
    });
    await tx
      .update(matchmakingThreads)
      .set({ updatedAt: row.now })
      .where(eq(matchmakingThreads.id, row.threadId));
  });
}

/** The newest `limit` messages of a conversation, oldest first. */
export async function threadMessages(
  db: Database,
  threadId: number,
  limit: number,
): Promise<MessageRow[]> {
  const found = await db
    .select()
    .from(matchmakingMessages)
    .where(eq(matchmakingMessages.threadId, threadId))
    .orderBy(desc(matchmakingMessages.createdAt), desc(matchmakingMessages.id))
    .limit(limit);
  return found.reverse();
}

/** Marks the messages to `recipientId` in a conversation read. */
export async function markThreadRead(
  db: Database,
  threadId: number,
  recipientId: string,
  now: Date,
): Promise<void> {
  await db
    .update(matchmakingMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(matchmakingMessages.threadId, threadId),
        eq(matchmakingMessages.recipientId, recipientId),
        isNull(matchmakingMessages.readAt),
      ),
    );
}

/** Messages to the user not yet read, over all their conversations (the bell). */
export async function unreadMessageCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matchmakingMessages)
    .where(and(eq(matchmakingMessages.recipientId, userId), isNull(matchmakingMessages.readAt)));
  return row?.n ?? 0;
}

/** Messages the user sent since `since` (through the user's conversations' indexes). */
export async function messagesSentSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matchmakingMessages)
    .innerJoin(matchmakingThreads, eq(matchmakingThreads.id, matchmakingMessages.threadId))
    .where(
      and(
        or(eq(matchmakingThreads.posterId, userId), eq(matchmakingThreads.askerId, userId)),
        eq(matchmakingMessages.senderId, userId),
        gte(matchmakingMessages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

// ---- Chain links for the pickers ----

export type ChainLinkRow = {
  chainCode: string;
  chainName: string;
  segmentCode: string;
  segmentName: string;
  code: string;
  name: string;
};

/** Every link (level 3) with its segment and chain, in display order. */
export async function chainLinks(db: Database): Promise<ChainLinkRow[]> {
  const segment = alias(industryChainNodes, 's');
  return db
    .select({
      chainCode: industryChains.code,
      chainName: industryChains.name,
      segmentCode: segment.code,
      segmentName: segment.name,
      code: industryChainNodes.code,
      name: industryChainNodes.name,
    })
    .from(industryChainNodes)
    .innerJoin(industryChains, eq(industryChains.id, industryChainNodes.chainId))
    .innerJoin(segment, eq(segment.id, industryChainNodes.parentId))
    .where(eq(industryChainNodes.level, 3))
    .orderBy(
      asc(industryChains.sort),
      asc(industryChains.id),
      sql`case ${segment.stage} when '上游' then 1 when '中游' then 2 else 3 end`,
      asc(segment.sort),
      asc(segment.id),
      asc(industryChainNodes.sort),
      asc(industryChainNodes.id),
    );
}

/** A link (level 3 or deeper) by code, or undefined. */
export async function findLink(db: Database, code: string) {
  const [row] = await db
    .select({ code: industryChainNodes.code, level: industryChainNodes.level })
    .from(industryChainNodes)
    .where(eq(industryChainNodes.code, code));
  return row && row.level >= 3 ? row : undefined;
}

export async function chainExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: industryChains.id })
    .from(industryChains)
    .where(eq(industryChains.code, code));
  return row !== undefined;
}
