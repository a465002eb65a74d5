import {
  ASSISTANT_MESSAGES,
  CONVERSATION_TITLE_MAX,
  QUESTIONS_PER_MINUTE,
  SUGGESTED_QUESTIONS,
  toolCallSchema,
  type AnswerEvent,
  type AnswerSource,
  type AskBody,
  type PreviousAnswer,
  type ToolCall,
  type ToolRun,
} from '@/lib/contract/assistant';
import { SERVICE_IDS } from '../../data/portal-catalog';
import {
  conversationMessages,
  conversationOf,
  insertConversation,
  insertMessage,
  questionsSince,
  type MessageRow,
} from '../../db/queries/assistant';
import { grantedServiceIds } from '../../db/queries/portal';
import { AppError } from '../../http/errors';
import { aliasUser, type AliasContext, type AliasRegistry } from '../alias-handler';
import { assertNoSensitiveWords, sensitiveCategoryOf } from '../sensitive-words';
import { buildParserDictionary } from './parser/dictionary';
import { parseQuestion } from './parser/parse';
import { answerText } from './answer-text';
import { createToolExecutor } from './tools';
import { LlmUnavailableError, type LlmAdapter, type ToolExecutor } from './types';

// One question, answered: checks (permission, words, rate), the conversation, then the LLM
// when one is configured (falling back to the embedded parser on any failure of the model),
// or the parser alone; every call runs as the caller; the answer is stored with its calls.

export type AskDeps = { registry: AliasRegistry; llm?: LlmAdapter };

/** The chat service flag (isChat, docs/menus.md) opens the assistant. */
export async function assertMayChat(ctx: AliasContext) {
  const user = aliasUser(ctx);
  const ids = await grantedServiceIds(ctx.db, user.rank, user.roleKeys);
  if (!ids.includes(SERVICE_IDS.isChat)) throw new AppError(403, ASSISTANT_MESSAGES.noPermission);
  return user;
}

function previousOf(last: MessageRow | undefined): PreviousAnswer | undefined {
  if (!last) return undefined;
  return {
    calls: last.calls,
    enterprises: last.runs.flatMap((r) => r.cited),
  };
}

/** What must hold before an answer starts streaming: each failure is an enveloped status. */
export async function prepareQuestion(ctx: AliasContext, body: AskBody) {
  const user = await assertMayChat(ctx);
  assertNoSensitiveWords([{ label: '问题', value: body.question }]);
  const now = ctx.clock.now();
  const recent = await questionsSince(ctx.db, user.id, new Date(now.getTime() - 60_000));
  if (recent >= QUESTIONS_PER_MINUTE) throw new AppError(429, ASSISTANT_MESSAGES.rateLimited);
  let conversationId: number;
  let history: MessageRow[] = [];
  if (body.conversationId) {
    const found = await conversationOf(ctx.db, user.id, Number(body.conversationId));
    if (!found) throw new AppError(404, ASSISTANT_MESSAGES.conversationNotFound);
    conversationId = found.id;
    history = await conversationMessages(ctx.db, user.id, found.id);
  } else {
    const title = [...body.question].slice(0, CONVERSATION_TITLE_MAX).join('');
    conversationId = (await insertConversation(ctx.db, { userId: user.id, title, now })).id;
  }
  return { user, conversationId, history };
}

type Collected = { calls: ToolCall[]; runs: ToolRun[] };

/** An executor that also keeps what ran, for the stored answer and the stream. */
function recording(
  execute: ToolExecutor,
  collected: Collected,
  emit: (e: AnswerEvent) => void,
): ToolExecutor {
  return async (call) => {
    const result = await execute(call);
    collected.calls.push(call);
    collected.runs.push(result.run);
    emit({ type: 'run', run: result.run });
    return result;
  };
}

async function answerWithParser(
  ctx: AliasContext,
  question: string,
  previous: PreviousAnswer | undefined,
  execute: ToolExecutor,
): Promise<string> {
  const dictionary = await buildParserDictionary(ctx.db);
  const plan = parseQuestion(question, dictionary, previous, { now: ctx.clock.now() });
  if (plan.kind === 'unsupported') {
    return `${plan.reason}\n${ASSISTANT_MESSAGES.examplesIntro}${SUGGESTED_QUESTIONS.map((q) => `“${q}”`).join('')}`;
  }
  const runs: ToolRun[] = [];
  for (const input of plan.calls) {
    const parsed = toolCallSchema.safeParse(input);
    // The parser writes calls from our dictionaries; one that fails its own schema is a bug,
    // said honestly rather than run.
    if (!parsed.success) return ASSISTANT_MESSAGES.unsupported;
    runs.push((await execute(parsed.data)).run);
  }
  return answerText(runs);
}

/**
 * Streams the answer to a prepared question through `emit` and stores it. Never throws for
 * a tool's refusal (that is part of the answer); a storage failure does throw.
 */
export async function streamAnswer(
  ctx: AliasContext,
  deps: AskDeps,
  prepared: Awaited<ReturnType<typeof prepareQuestion>>,
  question: string,
  emit: (e: AnswerEvent) => void,
): Promise<void> {
  const { user, conversationId, history } = prepared;
  const previous = previousOf(history.at(-1));
  const base = createToolExecutor(ctx, deps.registry);
  const notices: string[] = [];
  let collected: Collected = { calls: [], runs: [] };
  let text = '';
  let source: AnswerSource = deps.llm ? 'llm' : 'parser';
  emit({ type: 'start', conversationId: String(conversationId), source });

  if (deps.llm) {
    try {
      const result = await deps.llm.answer({
        question,
        history: history.slice(-6).map((m) => ({ question: m.question, answer: m.answer })),
        previous,
        chains: (await buildParserDictionary(ctx.db)).chains.map(({ id, name }) => ({ id, name })),
        execute: recording(base, collected, emit),
        onText: (delta) => {
          text += delta;
          emit({ type: 'text', text: delta });
        },
      });
      text = result.text;
    } catch (error) {
      if (!(error instanceof LlmUnavailableError)) throw error;
      console.warn(JSON.stringify({ msg: 'llm fallback', detail: error.detail ?? error.message }));
      source = 'parser';
      collected = { calls: [], runs: [] };
      text = '';
      notices.push(ASSISTANT_MESSAGES.llmFallback);
      emit({ type: 'restart' });
      emit({ type: 'notice', text: ASSISTANT_MESSAGES.llmFallback });
    }
  }
  if (source === 'parser') {
    text = await answerWithParser(ctx, question, previous, recording(base, collected, emit));
    emit({ type: 'text', text });
  }
  if (sensitiveCategoryOf(text) !== null) {
    // Our data may hold a listed word (a name, a scope): the answer is withheld, not altered.
    text = ASSISTANT_MESSAGES.answerWithheld;
    collected.runs = collected.runs.map((r) => ({ ...r, table: undefined, chart: undefined }));
    emit({ type: 'restart' });
    emit({ type: 'text', text });
  }
  const stored = await insertMessage(ctx.db, {
    userId: user.id,
    conversationId,
    question,
    answer: text,
    source,
    calls: collected.calls,
    runs: collected.runs,
    notices,
    now: ctx.clock.now(),
  });
  emit({ type: 'done', messageId: String(stored.id) });
}
