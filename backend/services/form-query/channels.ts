import {
  CHANNEL_MESSAGES,
  archiveChannelParamsSchema,
  channelExportQuotaParamsSchema,
  channelsParamsSchema,
  createChannelParamsSchema,
  funnelParamsSchema,
  renameChannelParamsSchema,
} from '@/lib/contract/channels';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import {
  archiveChannel,
  assertChannelScreen,
  channelFunnel,
  channelRecord,
  channelsWithFigures,
  createChannel,
  ensurePersonalChannel,
  ownChannel,
  renameChannel,
} from '../channels/channels';
import { channelExportRows } from '../channels/export';
import { resolvePeriod } from '../channels/period';
import { listExportQuota } from '../search/export-quota';

// 渠道推广 custom queries (lib/contract/channels.ts, docs/leads.md): a login and the screen's
// permission (bt-qdtj); a channel is always looked up with its owner.

async function screenUser(ctx: AliasContext) {
  const user = aliasUser(ctx);
  await assertChannelScreen(ctx.db, user);
  return user;
}

// qdjtChannels: my channels with their figures over the period; makes my personal code.
export const qdjtChannels = defineAlias({
  params: channelsParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const now = ctx.clock.now();
    const period = resolvePeriod(now, p.sjfwS, p.sjfwE);
    await ensurePersonalChannel(ctx.db, user, now);
    const data = await channelsWithFigures(ctx.db, user, period, p.archived);
    return { data, extraData: { totalCount: data.length, from: period.from, to: period.to } };
  },
});

// qdjtCreateChannel: a named channel with a fresh code.
export const qdjtCreateChannel = defineAlias({
  params: createChannelParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const channel = await createChannel(
      ctx.db,
      user,
      { name: p.channelName, kind: p.channelKind },
      ctx.clock.now(),
    );
    return { data: [channelRecord(channel)], message: CHANNEL_MESSAGES.created };
  },
});

// qdjtRenameChannel
export const qdjtRenameChannel = defineAlias({
  params: renameChannelParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const channel = await renameChannel(ctx.db, user, p.channelId, p.channelName);
    return { data: [channelRecord(channel)], message: CHANNEL_MESSAGES.renamed };
  },
});

// qdjtArchiveChannel: archive, or restore with archived: false.
export const qdjtArchiveChannel = defineAlias({
  params: archiveChannelParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const channel = await archiveChannel(ctx.db, user, p.channelId, p.archived, ctx.clock.now());
    return {
      data: [channelRecord(channel)],
      message: p.archived ? CHANNEL_MESSAGES.archived : CHANNEL_MESSAGES.restored,
    };
  },
});

// qdjtFunnel: one channel's visits, registrations, activations and first logins by day.
export const qdjtFunnel = defineAlias({
  params: funnelParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const channel = await ownChannel(ctx.db, user, p.channelId);
    const period = resolvePeriod(ctx.clock.now(), p.sjfwS, p.sjfwE);
    return { data: [await channelFunnel(ctx.db, channel, period)] };
  },
});

// qdjtExportQuota: today's export quota and the rows an export of the channels (or of one
// channel's days) would take.
export const qdjtExportQuota = defineAlias({
  params: channelExportQuotaParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const now = ctx.clock.now();
    const { rows } = await channelExportRows(ctx.db, user, p, now);
    const quota = await listExportQuota({ db: ctx.db, now }, user, (cap) =>
      Promise.resolve(Math.min(cap, rows.length)),
    );
    return { data: [quota] };
  },
});

export const CHANNEL_ALIASES = {
  qdjtChannels,
  qdjtCreateChannel,
  qdjtRenameChannel,
  qdjtArchiveChannel,
  qdjtFunnel,
  qdjtExportQuota,
};
