import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnswerSource, ToolCall, ToolRun } from '@/lib/contract/assistant';
import { users } from './accounts';
import { id, ref } from './columns';

// chat: 智能问答 (docs/assistant.md). A user's conversations and each question with its
// answer, the tool calls that produced it and the rows it cited; read, listed and deleted
// only through the owner.

export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first question, shortened: the history list shows it. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_user_idx').on(t.userId, t.updatedAt.desc())],
);

export const ASSISTANT_FEEDBACK = ['useful', 'useless'] as const;

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: id(),
    conversationId: ref('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    /** Denormalised owner, so every read filters by it directly. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    source: text('source', { enum: ['parser', 'llm'] })
      .$type<AnswerSource>()
      .notNull(),
    /** The validated calls that ran: a follow-up starts from them. */
    calls: jsonb('calls').$type<ToolCall[]>().notNull(),
    runs: jsonb('runs').$type<ToolRun[]>().notNull(),
    notices: jsonb('notices').$type<string[]>().notNull(),
    feedback: text('feedback', { enum: ASSISTANT_FEEDBACK }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_messages_conversation_idx').on(t.conversationId, t.createdAt),
    // The per-user rate limit counts a user's recent questions.
    index('assistant_messages_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
