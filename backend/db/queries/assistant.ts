import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type { AnswerSource, ToolCall, ToolRun } from '@/lib/contract/assistant';
import type { Database } from '../client';
import { assistantConversations, assistantMessages } from '../schema';

// chat: 智能问答 conversations (docs/assistant.md). Every read and write names the owner:
// another user's conversation or answer is absent, not forbidden.

export type ConversationRow = typeof assistantConversations.$inferSelect;
export type MessageRow = typeof assistantMessages.$inferSelect;

export async function insertConversation(
  db: Database,
  input: { userId: string; title: string; now: Date },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(assistantConversations)
    .values({
      userId: input.userId,
      title: input.title,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return row!;
}

/** The owner's conversations, most recently used first. */
export async function listConversations(
  db: Database,
  userId: string,
  limit: number,
): Promise<ConversationRow[]> {
  return db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.userId, userId))
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(limit);
}

/** One of the owner's conversations, or undefined (also when it is another user's). */
export async function conversationOf(
  db: Database,
  userId: string,
  id: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)));
  return row;
}

/** Deletes one of the owner's conversations with its answers; false when there was none. */
export async function deleteConversation(
  db: Database,
  userId: string,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)))
    .returning({ id: assistantConversations.id });
  return rows.length > 0;
}

/** The answers of one of the owner's conversations, oldest first. */
export async function conversationMessages(
  db: Database,
  userId: string,
  conversationId: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.conversationId, conversationId),
        eq(assistantMessages.userId, userId),
      ),
    )
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id));
}

/** Stores an answer and marks its conversation as used, in one transaction. */
export async function insertMessage(
  db: Database,
  input: {
    userId: string;
    conversationId: number;
    question: string;
    answer: string;
    source: AnswerSource;
    calls: ToolCall[];
    runs: ToolRun[];
    notices: string[];
    now: Date;
  },
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assistantMessages)
      .values({ ...input, createdAt: input.now })
      .returning();
    await tx
      .update(assistantConversations)
      .set({ updatedAt: input.now })
      .where(
        and(
          eq(assistantConversations.id, input.conversationId),
          eq(assistantConversations.userId, input.userId),
        ),
      );
    return row!;
  });
}

/** One of the owner's answers, or undefined (also when it is another user's). */
export async function messageOf(
  db: Database,
  userId: string,
  id: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(assistantMessages)
    .where(and(eq(assistantMessages.id, id), eq(assistantMessages.userId, userId)));
  return row;
}

/** Records 有用/没用 on one of the owner's answers; false when it is not theirs. */
export async function setFeedback(
  db: Database,
  userId: string,
  messageId: number,
  value: 'useful' | 'useless',
): Promise<boolean> {
  const rows = await db
    .update(assistantMessages)
    .set({ feedback: value })
    .where(and(eq(assistantMessages.id, messageId), eq(assistantMessages.userId, userId)))
    .returning({ id: assistantMessages.id });
  return rows.length > 0;
}

/** Questions the user asked since `since` (the rate limit). */
export async function questionsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assistantMessages)
    .where(and(eq(assistantMessages.userId, userId), gte(assistantMessages.createdAt, since)));
  return Number(row?.n ?? 0);
}
