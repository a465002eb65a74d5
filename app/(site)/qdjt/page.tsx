import type { Metadata } from 'next';
import { ChannelsScreen } from '@/components/channels/channels-screen';

export const metadata: Metadata = { title: '渠道推广' };

// /zsai/qdjt - 渠道推广 (qdjt: channel promotion): my invitation codes and channels, their
// links, posters and funnel (docs/leads.md, Channel promotion).
export default function ChannelsPage() {
  return <ChannelsScreen />;
}
