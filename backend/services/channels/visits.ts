import { createHmac, randomUUID } from 'node:crypto';
import { channelCodeSchema, type ChannelVisitAnswer } from '@/lib/contract/channels';
import type { Database } from '../../db/client';
import {
  channelVisitsSince,
  findChannelByCode,
  insertChannelVisit,
  visitsSince,
} from '../../db/queries/channels';
import type { Clock } from '../../clock';

// A visit of a channel's link (the landing /zsai/yq/{code}). The visitor is kept only as a
// keyed hash of (channel, client address, user agent): it counts distinct visitors of one
// channel, cannot be reversed without the server's secret, and does not link one visitor
// across channels. The address itself is never stored.

export const VISIT_POLICY = {
  /** A repeat by the same visitor within this window is not a new visit (reloads, previews). */
  repeatWindowMs: 30 * 60_000,
  /** At most this many visits a channel records per rolling day, so a flood stays bounded. */
  perChannelDay: 5_000,
} as const;

/** The hashing key, derived from the signing secret (production refuses the development one). */
export function visitorKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('zsai/channel-visitor/v1').digest();
}

export function visitorHash(key: Buffer, channelId: string, ip: string, userAgent: string) {
  return createHmac('sha256', key)
    .update(`${channelId}\n${ip}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 32);
}

export async function recordChannelVisit(
  deps: { db: Database; clock: Clock; key: Buffer },
  input: { code: string; ip: string; userAgent: string },
): Promise<ChannelVisitAnswer> {
  const parsed = channelCodeSchema.safeParse(input.code);
  // A malformed or unknown code is not an error for the visitor: registration opens without it.
  if (!parsed.success) return { known: false, recorded: false, code: null };
  const channel = await findChannelByCode(deps.db, parsed.data);
  if (!channel) return { known: false, recorded: false, code: null };
  // An archived channel's link still opens registration, but no longer carries its code.
  if (channel.archivedAt) return { known: false, recorded: false, code: null };
  const now = deps.clock.now();
  const who = visitorHash(deps.key, channel.id, input.ip, input.userAgent.slice(0, 512));
  const recent = await visitsSince(
    deps.db,
    channel.id,
    who,
    new Date(now.getTime() - VISIT_POLICY.repeatWindowMs),
  );
  const dayTotal = await channelVisitsSince(
    deps.db,
    channel.id,
    new Date(now.getTime() - 86_400_000),
  );
  const recorded = recent === 0 && dayTotal < VISIT_POLICY.perChannelDay;
  if (recorded) {
    await insertChannelVisit(deps.db, {
      id: randomUUID(),
      channelId: channel.id,
      visitorHash: who,
      at: now,
    });
  }
  return { known: true, recorded, code: channel.code };
}
