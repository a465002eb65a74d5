import { createRoute, z } from '@hono/zod-openapi';
import {
  ASSISTANT_MESSAGES,
  askBodySchema,
  assistantExportQuerySchema,
  conversationIdParamsSchema,
  feedbackBodySchema,
  type AnswerEvent,
  type ConversationSummary,
  type StoredMessage,
} from '@/lib/contract/assistant';
import { envelopeSchema, errorEnvelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import {
  conversationMessages,
  conversationOf,
  deleteConversation,
  listConversations,
  setFeedback,
  messageOf,
} from '../db/queries/assistant';
import { requireUser } from '../http/auth';
import { AppError } from '../http/errors';
import type { AliasRegistry } from '../services/alias-handler';
import {
  assertMayChat,
  prepareQuestion,
  streamAnswer,
  type AskDeps,
} from '../services/assistant/ask';
import type { LlmAdapter } from '../services/assistant/types';
import { exportResponse } from '../services/search/export-file';
import { listExportQuota } from '../services/search/export-quota';
import { exportResponses } from './search-export';
import { aliasContext } from './alias-context';
import { createRouter } from './router';

// chat: 智能问答 (docs/assistant.md). Asking streams the answer as NDJSON lines; the history,
// feedback and export act only on the caller's own conversations.

const refused = Object.fromEntries(
  [400, 401, 403, 404, 429].map((s) => [
    s,
    { content: { 'application/json': { schema: errorEnvelopeSchema } }, description: 'Refused' },
  ]),
);

const askRoute = createRoute({
  method: 'post',
  path: '/zsai/chat/ask',
  summary: 'Ask the assistant (智能问答): the answer streams as NDJSON AnswerEvent lines',
  description:
    'Body: { question, conversationId? }. Checked before streaming (answered as envelopes): the chat permission (isChat), the sensitive-word filter, 20 questions a minute, the conversation’s owner. Then lines: start, run (each tool call with its readable parameters, link, table, chart and cited rows), text, notice (e.g. the LLM fallback), restart, done.',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: {
    body: { required: true, content: { 'application/json': { schema: askBodySchema } } },
  },
  responses: {
    200: {
      content: { 'application/x-ndjson': { schema: z.string() } },
      description: 'The streamed answer',
    },
    ...refused,
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/zsai/chat/conversations',
  summary: 'My conversations, most recently used first (智能问答 历史)',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(z.array(z.any())) } },
      description: 'Conversations',
    },
    ...refused,
  },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/zsai/chat/conversations/{id}',
  summary: 'One of my conversations with its answers',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: { params: conversationIdParamsSchema },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(z.any()) } },
      description: 'The conversation',
    },
    ...refused,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/zsai/chat/conversations/{id}',
  summary: 'Delete one of my conversations',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: { params: conversationIdParamsSchema },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(z.null()) } },
      description: 'Deleted',
    },
    ...refused,
  },
});

const feedbackRoute = createRoute({
  method: 'post',
  path: '/zsai/chat/feedback',
  summary: 'Mark one of my answers 有用 or 没用',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: {
    body: { required: true, content: { 'application/json': { schema: feedbackBodySchema } } },
  },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(z.null()) } },
      description: 'Stored',
    },
    ...refused,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/zsai/chat/export',
  summary: 'Export the table of one of my answers (CSV or Excel, within the daily quota)',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: { query: assistantExportQuerySchema },
  responses: exportResponses,
});

function summary(row: { id: number; title: string; updatedAt: Date }): ConversationSummary {
  return { id: String(row.id), title: row.title, updatedAt: row.updatedAt.toISOString() };
}

export function assistantRoutes(registry: AliasRegistry, llm: LlmAdapter | undefined) {
  const router = createRouter();
  const deps: AskDeps = { registry, llm };

  // POST /api-zsai-query/zsai/chat/ask - one question, its answer streamed
  router.openapi(askRoute, async (c) => {
    const ctx = aliasContext(c);
    const body = c.req.valid('json');
    const prepared = await prepareQuestion(ctx, body);
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const emit = (event: AnswerEvent) =>
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        try {
          await streamAnswer(ctx, deps, prepared, body.question, emit);
        } catch (error) {
          // The status line has gone: the failure travels as the stream's last line.
          console.error(JSON.stringify({ msg: 'assistant answer failed', error: String(error) }));
          emit({
            type: 'error',
            message: error instanceof AppError ? error.message : '回答失败，请稍后重试',
          });
        } finally {
          controller.close();
        }
      },
    });
    return new Response(stream, {
      status: 200,
      headers: {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      },
    }) as never;
  });

  // GET /api-zsai-query/zsai/chat/conversations - my conversations
  router.openapi(listRoute, async (c) => {
    const ctx = aliasContext(c);
    const user = await assertMayChat(ctx);
    const rows = await listConversations(ctx.db, user.id, 100);
    return c.json(okEnvelope(rows.map(summary)), 200);
  });

  // GET /api-zsai-query/zsai/chat/conversations/{id} - one conversation with its answers
  router.openapi(oneRoute, async (c) => {
    const ctx = aliasContext(c);
    const user = await assertMayChat(ctx);
    const id = Number(c.req.valid('param').id);
    const conversation = await conversationOf(ctx.db, user.id, id);
    if (!conversation) throw new AppError(404, ASSISTANT_MESSAGES.conversationNotFound);
    const messages: StoredMessage[] = (await conversationMessages(ctx.db, user.id, id)).map(
      (m) => ({
        id: String(m.id),
        question: m.question,
        answer: m.answer,
        source: m.source,
        runs: m.runs,
        notices: m.notices,
        feedback: m.feedback,
        createdAt: m.createdAt.toISOString(),
      }),
    );
    return c.json(okEnvelope({ ...summary(conversation), messages }), 200);
  });

  // DELETE /api-zsai-query/zsai/chat/conversations/{id} - delete one of mine
  router.openapi(deleteRoute, async (c) => {
    const ctx = aliasContext(c);
    const user = await assertMayChat(ctx);
    const deleted = await deleteConversation(ctx.db, user.id, Number(c.req.valid('param').id));
    if (!deleted) throw new AppError(404, ASSISTANT_MESSAGES.conversationNotFound);
    return c.json(okEnvelope(null), 200);
  });

  // POST /api-zsai-query/zsai/chat/feedback - 有用 / 没用 on one of my answers
  router.openapi(feedbackRoute, async (c) => {
    const ctx = aliasContext(c);
    const user = await assertMayChat(ctx);
    const { messageId, value } = c.req.valid('json');
    if (!(await setFeedback(ctx.db, user.id, Number(messageId), value))) {
      throw new AppError(404, ASSISTANT_MESSAGES.messageNotFound);
    }
    return c.json(okEnvelope(null), 200);
  });

  // GET /api-zsai-query/zsai/chat/export - one answer's table as CSV or .xlsx
  router.openapi(exportRoute, async (c) => {
    const ctx = aliasContext(c);
    const user = await assertMayChat(ctx);
    const { messageId, run: index, format } = c.req.valid('query');
    const message = await messageOf(ctx.db, user.id, Number(messageId));
    const run = message?.runs[index];
    if (!run?.table?.rows.length) throw new AppError(404, ASSISTANT_MESSAGES.nothingToExport);
    const table = run.table;
    const now = ctx.clock.now();
    return exportResponse({
      db: ctx.db,
      user,
      now,
      quota: await listExportQuota({ db: ctx.db, now }, user, (cap) =>
        Promise.resolve(Math.min(cap, table.rows.length)),
      ),
      format,
      fileName: `智能问答-${run.label}`,
      asciiName: `zsai-chat-${messageId}`,
      sheetName: run.label,
      columns: table.columns.map((col) => ({
        header: col.title,
        width: col.key === 'name' || col.key === 'sentence' ? 40 : 16,
        value: (row: Record<string, string | number | null>) => row[col.key] ?? '',
      })),
      orderedIds: (limit) => Promise.resolve(table.rows.slice(0, limit).map((_, i) => i)),
      rowsByIds: (ids) => Promise.resolve(ids.map((i) => table.rows[i]!)),
    });
  });

  return router;
}
