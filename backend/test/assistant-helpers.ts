import type { AnswerEvent } from '@/lib/contract/assistant';
import type { Envelope } from '@/lib/contract/envelope';

// Asking the assistant through its HTTP route in backend tests: the streamed NDJSON lines, or
// the envelope of a refusal made before the stream.

export type AskAnswer = { status: number; events: AnswerEvent[]; envelope?: Envelope<unknown> };

type App = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

export async function askAssistant(
  app: App,
  question: string,
  token: string,
  conversationId?: string,
): Promise<AskAnswer> {
  const res = await app.request('/api-zsai-query/zsai/chat/ask', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ question, conversationId }),
  });
  const text = await res.text();
  if (!res.headers.get('content-type')?.includes('ndjson')) {
    return { status: res.status, events: [], envelope: JSON.parse(text) as Envelope<unknown> };
  }
  const events = text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as AnswerEvent);
  return { status: res.status, events };
}
