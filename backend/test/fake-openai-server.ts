import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A scriptable OpenAI-compatible chat-completions server for tests, on 127.0.0.1 only. Each
// request takes the next response of the script and is recorded for assertions.

export type FakeToolCall = {
  /** Omitted: the server sends no id (some providers do). */
  id?: string;
  name: string;
  /** The arguments JSON in the pieces it is streamed in. */
  argumentChunks: string[];
};

export type FakeResponse =
  /** Streamed text deltas, then finish_reason stop and [DONE]. */
  | { kind: 'text'; chunks: string[] }
  /** Optional text, then tool calls whose arguments arrive in fragments. */
  | { kind: 'toolCalls'; calls: FakeToolCall[]; text?: string[] }
  /** An error status with a body. */
  | { kind: 'status'; status: number; body: string }
  /** Headers and these events, then nothing until the client gives up or the server closes. */
  | { kind: 'hang'; chunks?: string[] }
  /** A body sent as it is (malformed SSE, HTML ...). */
  | { kind: 'raw'; body: string; contentType?: string };

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
};

export type FakeOpenAiServer = {
  /** Base URL to configure, e.g. http://127.0.0.1:54321/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

export type FakeOptions = {
  /** Write the SSE body in pieces of this many bytes (splits lines and UTF-8 characters). */
  byteChunk?: number;
};

const sse = (payload: unknown) => `data: ${JSON.stringify(payload)}\n\n`;

function chunk(delta: Record<string, unknown>, finishReason: string | null = null) {
  return sse({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    model: 'fake',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
}

function textEvents(chunks: string[]): string[] {
  return chunks.map((content) => chunk({ content }));
}

function eventsOf(response: FakeResponse): string[] {
  switch (response.kind) {
    case 'text':
      return [
        chunk({ role: 'assistant', content: '' }),
        ...textEvents(response.chunks),
        chunk({}, 'stop'),
        'data: [DONE]\n\n',
      ];
    case 'toolCalls': {
      const events = [chunk({ role: 'assistant', content: null })];
      events.push(...textEvents(response.text ?? []));
      response.calls.forEach((call, index) => {
        events.push(
          chunk({
            tool_calls: [
              {
                index,
                ...(call.id ? { id: call.id } : {}),
                type: 'function',
                function: { name: call.name, arguments: '' },
              },
            ],
          }),
        );
        for (const fragment of call.argumentChunks) {
          events.push(chunk({ tool_calls: [{ index, function: { arguments: fragment } }] }));
        }
      });
      events.push(chunk({}, 'tool_calls'), 'data: [DONE]\n\n');
      return events;
    }
    case 'hang':
      return response.chunks ?? [];
    default:
      return [];
  }
}

async function writeSlowly(res: ServerResponse, body: string, byteChunk: number): Promise<void> {
  const bytes = Buffer.from(body, 'utf8');
  for (let i = 0; i < bytes.length && !res.destroyed; i += byteChunk) {
    res.write(bytes.subarray(i, i + byteChunk));
    // A pause lets each piece reach the client as its own read.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

export async function startFakeOpenAi(
  script: FakeResponse[],
  options: FakeOptions = {},
): Promise<FakeOpenAiServer> {
  const queue = [...script];
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const raw = Buffer.concat(parts).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // recorded as text
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      void respond(res, queue.shift());
    });
  });

  async function respond(res: ServerResponse, response: FakeResponse | undefined) {
    if (!response) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'fake server: script exhausted' } }));
      return;
    }
    if (response.kind === 'status') {
      res.writeHead(response.status, { 'content-type': 'application/json' });
      res.end(response.body);
      return;
    }
    if (response.kind === 'raw') {
      res.writeHead(200, { 'content-type': response.contentType ?? 'text/event-stream' });
      res.end(response.body);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const body = eventsOf(response).join('');
    if (options.byteChunk) await writeSlowly(res, body, options.byteChunk);
    else res.write(body);
    if (response.kind !== 'hang') res.end();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging responses would keep close() waiting: cut them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A base URL where nothing listens (a port just released). */
export async function refusedBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
