import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ChatGate } from '@/components/assistant/chat-gate';
import { ChatScreen } from '@/components/assistant/chat-screen';

export const metadata: Metadata = { title: '智能问答' };

// /zsai/chat - 智能问答 (chat): questions answered from our data. ?embed=1 is the right bar's
// 在线咨询 frame, served without the site's chrome by /chat/embed.
export default async function ChatPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if ((await searchParams).embed === '1') redirect('/chat/embed');
  return (
    <ChatGate>
      <ChatScreen />
    </ChatGate>
  );
}
