import { randomUUID } from 'node:crypto';
import { percentOf } from '@/lib/format';
import {
  CHANNEL_KIND_LABELS,
  CHANNEL_MESSAGES,
  CHANNEL_PERMISSION,
  CHANNELS_PER_USER_MAX,
  PERSONAL_CHANNEL_NAME,
  channelLandingPath,
  type ChannelKind,
  type ChannelRecord,
  type FunnelAnswer,
  type FunnelFigures,
  type FunnelRates,
} from '@/lib/contract/channels';
import type { Database } from '../../db/client';
import {
  channelFigures,
  channelNameTaken,
  countOwnChannels,
  findOwnChannel,
  findPersonalChannel,
  insertChannel,
  listOwnChannels,
  renameOwnChannel,
  setOwnChannelArchived,
  type ChannelRow,
  type FigureRow,
} from '../../db/queries/channels';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import { assertScreen } from '../chains/access';
import { newChannelCode } from './codes';
import type { ChannelPeriod } from './period';

// 渠道推广's channels: every read and write names the owner, so another user's channel is
// "not found" (404), never shown or changed.

export const assertChannelScreen = (db: Database, user: UserRow) =>
  assertScreen(db, user, CHANNEL_PERMISSION, CHANNEL_MESSAGES.noPermission);

const ZERO: FunnelFigures = {
  visits: 0,
  visitors: 0,
  registrations: 0,
  activations: 0,
  firstlogins: 0,
};

const figuresOf = (row: FigureRow | undefined): FunnelFigures =>
  row
    ? {
        visits: row.visits,
        visitors: row.visitors,
        registrations: row.registrations,
        activations: row.activations,
        firstlogins: row.first_logins,
      }
    : ZERO;

/** Rates in percent (one decimal), capped at 100; a stage with nothing before it is 0. */
export function funnelRates(f: FunnelFigures): FunnelRates {
  const rate = (part: number, whole: number) => (whole > 0 ? percentOf(part, whole, 1) : 0);
  return {
    registration: rate(f.registrations, f.visitors),
    activation: rate(f.activations, f.registrations),
    firstlogin: rate(f.firstlogins, f.registrations),
  };
}

export function channelRecord(row: ChannelRow, f: FunnelFigures = ZERO): ChannelRecord {
  const kind = row.kind as ChannelKind;
  return {
    ID_: row.id,
    name: row.name,
    kind,
    kindlabel: CHANNEL_KIND_LABELS[kind] ?? row.kind,
    code: row.code,
    link: channelLandingPath(row.code),
    createdat: row.createdAt.toISOString(),
    archived: row.archivedAt !== null,
    visits: f.visits,
    visitors: f.visitors,
    registrations: f.registrations,
    activations: f.activations,
    firstlogins: f.firstlogins,
    conversion: funnelRates(f).registration,
  };
}

/** Inserts a channel with a fresh code; a code collision (rare) draws again. */
async function createWithCode(
  db: Database,
  row: { userId: string; name: string; kind: ChannelKind; now: Date },
): Promise<ChannelRow | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const channel = {
      id: randomUUID(),
      userId: row.userId,
      name: row.name,
      kind: row.kind,
      code: newChannelCode(),
      createdAt: row.now,
      archivedAt: null,
    };
    if (await insertChannel(db, channel)) return channel;
    // The name may have been taken meanwhile (unique per user): then no retry helps.
    if (await channelNameTaken(db, row.userId, row.name)) return undefined;
  }
  throw new AppError(503, '邀请码生成失败，请稍后重试');
}

/** The user's own code, created the first time the screen asks for it. */
export async function ensurePersonalChannel(db: Database, user: UserRow, now: Date) {
  const existing = await findPersonalChannel(db, user.id);
  if (existing) return existing;
  // A user may already have named a channel 我的邀请码: the personal one then gets a suffix.
  for (const name of [PERSONAL_CHANNEL_NAME, `${PERSONAL_CHANNEL_NAME}（个人）`]) {
    const created = await createWithCode(db, { userId: user.id, name, kind: 'personal', now });
    if (created) return created;
    const raced = await findPersonalChannel(db, user.id);
    if (raced) return raced;
  }
  throw new AppError(409, CHANNEL_MESSAGES.duplicateName(PERSONAL_CHANNEL_NAME));
}

export async function createChannel(
  db: Database,
  user: UserRow,
  input: { name: string; kind: ChannelKind },
  now: Date,
): Promise<ChannelRow> {
  if (await channelNameTaken(db, user.id, input.name)) {
    throw new AppError(409, CHANNEL_MESSAGES.duplicateName(input.name));
  }
  if ((await countOwnChannels(db, user.id)) >= CHANNELS_PER_USER_MAX) {
    throw new AppError(409, CHANNEL_MESSAGES.tooMany(CHANNELS_PER_USER_MAX));
  }
  const created = await createWithCode(db, { userId: user.id, ...input, now });
  if (!created) throw new AppError(409, CHANNEL_MESSAGES.duplicateName(input.name));
  return created;
}

export async function ownChannel(db: Database, user: UserRow, id: string): Promise<ChannelRow> {
  const channel = await findOwnChannel(db, user.id, id);
  if (!channel) throw new AppError(404, CHANNEL_MESSAGES.notFound);
  return channel;
}

export async function renameChannel(db: Database, user: UserRow, id: string, name: string) {
  const channel = await ownChannel(db, user, id);
  if (channel.name === name) return channel;
  if (await channelNameTaken(db, user.id, name, id)) {
    throw new AppError(409, CHANNEL_MESSAGES.duplicateName(name));
  }
  try {
    if (!(await renameOwnChannel(db, user.id, id, name))) {
      throw new AppError(404, CHANNEL_MESSAGES.notFound);
    }
  } catch (error) {
    // The unique (user, name) index answers a rename that raced another one.
    if (error instanceof AppError) throw error;
    if (await channelNameTaken(db, user.id, name, id)) {
      throw new AppError(409, CHANNEL_MESSAGES.duplicateName(name));
    }
    throw error;
  }
  return { ...channel, name };
}

export async function archiveChannel(
  db: Database,
  user: UserRow,
  id: string,
  archived: boolean,
  now: Date,
) {
  const channel = await ownChannel(db, user, id);
  if (channel.kind === 'personal' && archived) {
    throw new AppError(400, CHANNEL_MESSAGES.personalArchive);
  }
  const archivedAt = archived ? (channel.archivedAt ?? now) : null;
  if (!(await setOwnChannelArchived(db, user.id, id, archivedAt))) {
    throw new AppError(404, CHANNEL_MESSAGES.notFound);
  }
  return { ...channel, archivedAt };
}

/** The user's channels (active or archived) with their totals over the period. */
export async function channelsWithFigures(
  db: Database,
  user: UserRow,
  period: ChannelPeriod,
  archived: boolean,
): Promise<ChannelRecord[]> {
  const list = await listOwnChannels(db, user.id, archived);
  const figures = await channelFigures(
    db,
    list.map((c) => c.id),
    period,
    false,
  );
  const byChannel = new Map(figures.map((f) => [f.channel_id, f]));
  return list.map((c) => channelRecord(c, figuresOf(byChannel.get(c.id))));
}

/** One channel's funnel by day over the period, with its totals and rates. */
export async function channelFunnel(
  db: Database,
  channel: ChannelRow,
  period: ChannelPeriod,
): Promise<FunnelAnswer> {
  const [daily, total] = [
    await channelFigures(db, [channel.id], period, true),
    await channelFigures(db, [channel.id], period, false),
  ];
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const totals = figuresOf(total[0]);
  return {
    channel: channelRecord(channel, totals),
    period: { from: period.from, to: period.to },
    days: period.days.map((day) => ({ day, ...figuresOf(byDay.get(day)) })),
    totals,
    rates: funnelRates(totals),
  };
}
