import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ChatGate } from '@/components/assistant/chat-gate';
import { ChatScreen } from '@/components/assistant/chat-screen';
import { ConsultPanel } from '@/components/chat/consult-panel';
import { siteConfig } from '@/lib/server/site-config';

export const metadata: Metadata = { title: '在线咨询', robots: { index: false } };

// /zsai/chat/embed (and /zsai/chat?embed=1): the right bar's 在线咨询 frame (ZSAI_CHATBOT_URL):
// the assistant without the site's chrome, then how to reach a person.
export default async function ChatEmbedPage() {
  // The contact lines are read at run time, as the footer reads them.
  await connection();
  return (
    <>
      <ChatGate>
        <ChatScreen embed />
      </ChatGate>
      <ConsultPanel config={await siteConfig()} />
    </>
  );
}
