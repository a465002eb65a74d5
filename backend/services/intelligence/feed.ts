import { CHAIN_MESSAGES, NATIONAL_REGION } from '@/lib/contract/chains';
import {
  INDUSTRY_EVENT_KIND_OPTIONS,
  type EventFilter,
  type IndustryEventKindValue,
} from '@/lib/contract/intelligence';
import {
  FEED_COUNT_CAP,
  FEED_MESSAGES,
  SUBSCRIPTION_CAP,
  type DeliveryRecord,
  type FeedAnswer,
  type FeedEventRecord,
  type FeedParams,
  type SubscribeParams,
  type SubscriptionRecord,
} from '@/lib/contract/intelligence-feed';
import { profileSectionHref } from '@/lib/site/enterprise-routes';
import type { Database } from '../../db/client';
import { findChain, findNode } from '../../db/queries/chains';
import {
  eventCount,
  eventPage,
  eventsAsOf,
  eventsByIds,
  nodeNames,
  type EventRow,
} from '../../db/queries/event-feed';
import {
  deliveryPage,
  deleteSubscription,
  insertSubscription,
  listSubscriptions,
  subscriptionCount,
  type SubscriptionRow,
} from '../../db/queries/event-subscriptions';
import type { ResolvedEventFilter } from '../../db/queries/industry-events';
import type { UserRow } from '../../db/queries/users';
import { getMeta } from '../../db/queries/app-meta';
import { DATASET_META_KEY, type DatasetMeta } from '../../data/demo-enterprises';
import { AppError } from '../../http/errors';
import { findRegion, resolveRegion } from '../chains/regions';
import { industryByCode, regionPath } from '../search/reference';

// 产业情报 /cyjj/qbzl (docs/intelligence.md "The feed", "Subscriptions and delivery"): the
// filter resolved and checked (unknown chain, link, industry or region: 404), a page of its
// events, the caller's subscriptions and the events delivered to the caller.

const KIND_LABELS = new Map<string, string>(
  INDUSTRY_EVENT_KIND_OPTIONS.map((o) => [o.value, o.label]),
);

type Subject = Pick<EventFilter, 'chain' | 'node' | 'industry' | 'region'>;

/** The filter's region resolved and its chain, link and industry known (404 otherwise). */
export async function resolveSubject(db: Database, p: Subject, user?: UserRow) {
  const { region, notice } = resolveRegion(p.region, user);
  let chainName: string | null = null;
  let nodeName: string | null = null;
  if (p.chain) {
    const chain = await findChain(db, p.chain);
    if (!chain) throw new AppError(404, CHAIN_MESSAGES.noSuchChain(p.chain));
    chainName = chain.name;
  }
  if (p.node) {
    const node = await findNode(db, p.node);
    if (!node) throw new AppError(404, CHAIN_MESSAGES.noSuchNode(p.node));
    if (node.chain.code !== p.chain)
      throw new AppError(404, CHAIN_MESSAGES.nodeNotInChain(p.node, p.chain ?? ''));
    nodeName = node.name;
  }
  let industryName: string | null = null;
  if (p.industry) {
    const industry = industryByCode(p.industry);
    if (!industry) throw new AppError(404, FEED_MESSAGES.noSuchIndustry(p.industry));
    industryName = industry.name;
  }
  return { region, notice, chainName, nodeName, industryName };
}

async function records(db: Database, rows: EventRow[]): Promise<FeedEventRecord[]> {
  const names = await nodeNames(db, [...new Set(rows.flatMap((r) => r.chainNodes))]);
  return rows.map((r) => ({
    ID_: String(r.id),
    kind: r.kind as IndustryEventKindValue,
    kindlabel: KIND_LABELS.get(r.kind) ?? r.kind,
    importance: r.importance,
    eventdate: r.eventDate,
    title: r.title,
    amountwan: r.amountWan,
    qyid: String(r.enterpriseId),
    qymc: r.qymc,
    regioncode: r.regionCode,
    regionname: regionPath(r.regionCode),
    chainnodes: r.chainNodes.map((code) => ({ code, name: names.get(code) ?? code })),
    href: profileSectionHref(r.enterpriseId, r.profileSection),
  }));
}

async function isDemo(db: Database): Promise<boolean> {
  const meta = await getMeta<DatasetMeta>(db, DATASET_META_KEY);
  return meta?.kind !== 'imported';
}

/** One page of the feed. */
export async function feedPage(db: Database, user: UserRow, p: FeedParams): Promise<FeedAnswer> {
  const { region, notice } = await resolveSubject(db, p, user);
  const filter: ResolvedEventFilter = { ...p, region };
  const offset = (p.pageIndex - 1) * p.pageSize;
  const [rows, counted, asof, demo] = await Promise.all([
    offset >= FEED_COUNT_CAP ? [] : eventPage(db, filter, { limit: p.pageSize, offset }),
    eventCount(db, filter, FEED_COUNT_CAP),
    eventsAsOf(db),
    isDemo(db),
  ]);
  return {
    data: await records(db, rows),
    extraData: {
      totalCount: Math.min(counted, FEED_COUNT_CAP),
      capped: counted > FEED_COUNT_CAP,
      region,
      notice,
      asof,
      demo,
    },
  };
}

// ---- Subscriptions ----

function feedHref(s: SubscriptionRow): string {
  const q = new URLSearchParams();
  if (s.chainCode) q.set('chain', s.chainCode);
  if (s.nodeCode) q.set('node', s.nodeCode);
  if (s.industryCode) q.set('industry', s.industryCode);
  if (s.regionCode !== NATIONAL_REGION) q.set('region', s.regionCode);
  if (s.kinds.length > 0) q.set('kinds', s.kinds.join(','));
  if (s.minImportance > 1) q.set('importance', String(s.minImportance));
  const query = q.toString();
  return `/cyjj/qbzl${query ? `?${query}` : ''}`;
}

export async function subscriptionRecords(
  db: Database,
  userId: string,
): Promise<SubscriptionRecord[]> {
  const rows = await listSubscriptions(db, userId);
  const chains = new Map<string, string>();
  const nodes = await nodeNames(
    db,
    rows.flatMap((r) => (r.nodeCode ? [r.nodeCode] : [])),
  );
  for (const code of new Set(rows.flatMap((r) => (r.chainCode ? [r.chainCode] : [])))) {
    const chain = await findChain(db, code);
    if (chain) chains.set(code, chain.name);
  }
  return rows.map((r) => ({
    ID_: String(r.id),
    chain: r.chainCode,
    chainname: r.chainCode ? (chains.get(r.chainCode) ?? r.chainCode) : null,
    node: r.nodeCode,
    nodename: r.nodeCode ? (nodes.get(r.nodeCode) ?? r.nodeCode) : null,
    industry: r.industryCode,
    industryname: r.industryCode ? (industryByCode(r.industryCode)?.name ?? r.industryCode) : null,
    region: r.regionCode,
    regionname: findRegion(r.regionCode)?.path ?? r.regionCode,
    kinds: r.kinds as IndustryEventKindValue[],
    importance: r.minImportance,
    createdat: r.createdAt.toISOString(),
    feedhref: feedHref(r),
  }));
}

/** A new subscription of the caller: only events newer than now's newest are delivered. */
export async function subscribe(
  db: Database,
  user: UserRow,
  p: SubscribeParams,
  now: Date,
): Promise<SubscriptionRecord> {
  const { region } = await resolveSubject(db, p, user);
  const wanted = {
    chainCode: p.chain ?? null,
    nodeCode: p.node ?? null,
    industryCode: p.industry ?? null,
    regionCode: region.code,
    kinds: [...p.kinds].sort(),
    minImportance: p.importance,
  };
  const existing = await listSubscriptions(db, user.id);
  if (
    existing.some(
      (s) =>
        s.chainCode === wanted.chainCode &&
        s.nodeCode === wanted.nodeCode &&
        s.industryCode === wanted.industryCode &&
        s.regionCode === wanted.regionCode &&
        [...s.kinds].sort().join(',') === wanted.kinds.join(',') &&
        s.minImportance === wanted.minImportance,
    )
  )
    throw new AppError(409, FEED_MESSAGES.duplicateSubscription);
  if ((await subscriptionCount(db, user.id)) >= SUBSCRIPTION_CAP)
    throw new AppError(400, FEED_MESSAGES.tooManySubscriptions);
  const row = await insertSubscription(db, user.id, wanted, now);
  return (await subscriptionRecords(db, user.id)).find((r) => r.ID_ === String(row.id))!;
}

export async function unsubscribe(db: Database, userId: string, id: number): Promise<void> {
  if (!(await deleteSubscription(db, userId, id)))
    throw new AppError(404, FEED_MESSAGES.noSuchSubscription);
}

// ---- Deliveries ----

export async function deliveryRecords(
  db: Database,
  userId: string,
  p: { isRead?: number; pageIndex: number; pageSize: number },
): Promise<{ rows: DeliveryRecord[]; total: number }> {
  const page = await deliveryPage(db, userId, p);
  const events = await records(
    db,
    await eventsByIds(
      db,
      page.rows.map((r) => r.eventId),
    ),
  );
  const byId = new Map(events.map((e) => [e.ID_, e]));
  return {
    rows: page.rows.flatMap((d) => {
      const event = byId.get(String(d.eventId));
      return event ? [{ ...event, deliveredat: d.deliveredAt, isread: d.readAt ? 1 : 0 }] : [];
    }),
    total: page.total,
  };
}
