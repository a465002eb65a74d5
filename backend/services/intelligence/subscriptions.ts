import { NATIONAL_REGION } from '@/lib/contract/chains';
import type { IndustryEventKindValue } from '@/lib/contract/intelligence';
import type { SubscriptionRow } from '../../db/queries/event-subscriptions';
import type { ResolvedEventFilter } from '../../db/queries/industry-events';
import { findRegion } from '../chains/regions';

/** A subscription as the feed's filter, so delivery and the feed select the same events. */
export function subscriptionFilter(s: SubscriptionRow): ResolvedEventFilter {
  return {
    chain: s.chainCode ?? undefined,
    node: s.nodeCode ?? undefined,
    industry: s.industryCode ?? undefined,
    // A code the region tree no longer has delivers nationwide rather than nothing.
    region: findRegion(s.regionCode) ?? findRegion(NATIONAL_REGION)!,
    kinds: s.kinds as IndustryEventKindValue[],
    importance: s.minImportance,
    from: undefined,
    to: undefined,
    qyid: undefined,
  };
}
