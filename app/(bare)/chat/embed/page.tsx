import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ConsultPanel } from '@/components/chat/consult-panel';
import { siteConfig } from '@/lib/server/site-config';

export const metadata: Metadata = { title: '在线咨询', robots: { index: false } };

// /zsai/chat/embed: the page inside the right bar's 在线咨询 frame (ZSAI_CHATBOT_URL), without
// the site's chrome. It becomes the assistant with the assistant issue.
export default async function ChatEmbedPage() {
  // The contact lines are read at run time, as the footer reads them.
  await connection();
  return <ConsultPanel config={await siteConfig()} />;
}
