'use client';

import useSWR from 'swr';
import type { AnswerEvent, ConversationSummary, StoredMessage } from '@/lib/contract/assistant';
import type { Envelope } from '@/lib/contract/envelope';
import { NO_RESPONSE_MESSAGE, httpStatusMessage } from '@/lib/contract/messages';
import { ApiError, apiUrl, isSessionExpired, reopenHomeWithLogin, request } from './request';
import { currentMenuKey } from './menu-key';

// 智能问答 calls (lib/contract/assistant.ts, docs/assistant.md "API").

const CHAT = '/api-zsai-query/zsai/chat';

export function useConversations(enabled: boolean) {
  return useSWR<ConversationSummary[], Error>(enabled ? [CHAT, 'list'] : null, async () => {
    return (await request<ConversationSummary[]>(`${CHAT}/conversations`)).data;
  });
}

export async function loadConversation(id: string) {
  return (
    await request<ConversationSummary & { messages: StoredMessage[] }>(
      `${CHAT}/conversations/${encodeURIComponent(id)}`,
    )
  ).data;
}

export async function deleteConversation(id: string) {
  await request<null>(`${CHAT}/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function sendFeedback(messageId: string, value: 'useful' | 'useless') {
  await request<null>(`${CHAT}/feedback`, { json: { messageId, value } });
}

export function exportHref(messageId: string, run: number, format: 'csv' | 'xlsx') {
  return apiUrl(`${CHAT}/export`, { messageId, run: String(run), format });
}

/**
 * Asks a question; each line of the streamed answer reaches `onEvent` as it arrives. A refusal
 * before the stream (permission, words, rate, owner) is an ApiError with the server's message.
 */
export async function ask(
  body: { question: string; conversationId?: string },
  onEvent: (event: AnswerEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const menuKey = currentMenuKey();
  if (menuKey) headers.menuKey = menuKey;
  let response: Response;
  try {
    response = await fetch(apiUrl(`${CHAT}/ask`), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch {
    throw new ApiError(NO_RESPONSE_MESSAGE, 0);
  }
  if (!response.headers.get('content-type')?.includes('application/x-ndjson')) {
    const envelope = (await response.json().catch(() => undefined)) as
      Envelope<unknown> | undefined;
    if (isSessionExpired(response.status, envelope)) {
      reopenHomeWithLogin();
      throw new ApiError(httpStatusMessage(401), 401);
    }
    throw new ApiError(envelope?.message || httpStatusMessage(response.status), response.status);
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as AnswerEvent);
      newline = buffer.indexOf('\n');
    }
  }
  if (buffer.trim()) onEvent(JSON.parse(buffer) as AnswerEvent);
}
