import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { channels, channelVisits } from '../schema';

// 渠道推广: channels are read and written only together with their owner's id, so a channel
// of another user is simply not found. Funnel figures count by China day (UTC+8).

export type ChannelRow = typeof channels.$inferSelect;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

const texts = (list: readonly string[]) =>
  sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  );

/** The China (UTC+8) day of a timestamptz column, as YYYY-MM-DD. */
const chinaDay = (column: SQL) =>
  sql`to_char(((${column}) at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

export async function findOwnChannel(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.id, id), eq(channels.userId, userId)));
  return row;
}

export async function findChannelByCode(db: Database, code: string) {
  const [row] = await db.select().from(channels).where(eq(channels.code, code));
  return row;
}

export async function findPersonalChannel(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.userId, userId), eq(channels.kind, 'personal')))
    .orderBy(asc(channels.createdAt))
    .limit(1);
  return row;
}

/** The user's channels, the personal one first, then the newest. */
export function listOwnChannels(db: Database, userId: string, archived: boolean) {
  return db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.userId, userId),
        archived ? isNotNull(channels.archivedAt) : isNull(channels.archivedAt),
      ),
    )
    .orderBy(
      sql`case when ${channels.kind} = 'personal' then 0 else 1 end`,
      sql`${channels.createdAt} desc`,
      asc(channels.id),
    );
}

export async function countOwnChannels(db: Database, userId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${channels} where ${channels.userId} = ${userId}`,
  );
  return row?.n ?? 0;
}

/** Inserts a channel; false when its code or its name (for this user) is taken. */
export async function insertChannel(
  db: Database,
  row: typeof channels.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(channels)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: channels.id });
  return inserted.length > 0;
}

export async function channelNameTaken(
  db: Database,
  userId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const found = await rows<{ id: string }>(
    db,
    sql`select id from ${channels} where ${channels.userId} = ${userId} and ${channels.name} = ${name}
      ${exceptId ? sql`and ${channels.id} <> ${exceptId}` : sql``} limit 1`,
  );
  return found.length > 0;
}

export async function renameOwnChannel(db: Database, userId: string, id: string, name: string) {
  const updated = await db
    .update(channels)
    .set({ name })
    .where(and(eq(channels.id, id), eq(channels.userId, userId)))
    .returning({ id: channels.id });
  return updated.length > 0;
}

export async function setOwnChannelArchived(
  db: Database,
  userId: string,
  id: string,
  archivedAt: Date | null,
) {
  const updated = await db
    .update(channels)
    .set({ archivedAt })
    .where(and(eq(channels.id, id), eq(channels.userId, userId)))
    .returning({ id: channels.id });
  return updated.length > 0;
}

/** Visits of the channel by this visitor since `since` (the repeat window). */
export async function visitsSince(db: Database, channelId: string, visitor: string, since: Date) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${channelVisits}
      where ${channelVisits.channelId} = ${channelId} and ${channelVisits.visitorHash} = ${visitor}
        and ${channelVisits.at} >= ${since.toISOString()}`,
  );
  return row?.n ?? 0;
}

export async function channelVisitsSince(db: Database, channelId: string, since: Date) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${channelVisits}
      where ${channelVisits.channelId} = ${channelId} and ${channelVisits.at} >= ${since.toISOString()}`,
  );
  return row?.n ?? 0;
}

export async function insertChannelVisit(db: Database, row: typeof channelVisits.$inferInsert) {
  await db.insert(channelVisits).values(row);
}

export type Period = { start: Date; end: Date };

export type FigureRow = {
  channel_id: string;
  /** YYYY-MM-DD (China), or '' for the period's total. */
  day: string;
  visits: number;
  visitors: number;
  registrations: number;
  activations: number;
  first_logins: number;
};

/**
 * The funnel figures of channels in [start, end): per channel, and per China day when
 * `byDay`. Each stage counts by its own date: a visit's time, the account's creation, the
 * activation's end, and the first login that is not registration's automatic one.
 */
export async function channelFigures(
  db: Database,
  channelIds: readonly string[],
  period: Period,
  byDay: boolean,
): Promise<FigureRow[]> {
  if (channelIds.length === 0) return [];
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const dayOf = (column: SQL) => (byDay ? chinaDay(column) : sql`''`);
  return rows<FigureRow>(
    db,
    sql`with chosen as (
        select id, code from ${channels} where id in (${texts(channelIds)})
      ),
      members as (
        select c.id as channel_id, u.id as user_id, u.created_at
        from chosen c join users u on u.invite_code = c.code
      ),
      events as (
        select v.channel_id, ${dayOf(sql`v.at`)} as day, 'visit' as stage, v.visitor_hash as who
        from channel_visits v
        where v.channel_id in (select id from chosen) and v.at >= ${start} and v.at < ${end}
        union all
        select m.channel_id, ${dayOf(sql`m.created_at`)}, 'registration', m.user_id
        from members m where m.created_at >= ${start} and m.created_at < ${end}
        union all
        select m.channel_id, ${dayOf(sql`a.finished_at`)}, 'activation', m.user_id
        from members m join activations a on a.user_id = m.user_id
        where a.finished_at >= ${start} and a.finished_at < ${end}
        union all
        select m.channel_id, ${dayOf(sql`f.first_at`)}, 'first_login', m.user_id
        from members m
        join lateral (
          select min(s.created_at) as first_at from sessions s
          where s.user_id = m.user_id and s.method <> 'register'
        ) f on true
        where f.first_at >= ${start} and f.first_at < ${end}
      )
      select channel_id, day,
        (count(*) filter (where stage = 'visit'))::int as visits,
        (count(distinct who) filter (where stage = 'visit'))::int as visitors,
        (count(*) filter (where stage = 'registration'))::int as registrations,
        (count(*) filter (where stage = 'activation'))::int as activations,
        (count(*) filter (where stage = 'first_login'))::int as first_logins
      from events
      group by channel_id, day
      order by channel_id, day`,
  );
}
