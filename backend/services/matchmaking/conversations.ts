import {
  MATCHMAKING_MESSAGES,
  MESSAGES_PER_MINUTE,
  POST_STATUS_LABELS,
  postKindLabel,
  type ThreadAnswer,
  type ThreadRecord,
} from '@/lib/contract/matchmaking';
import type { Database } from '../../db/client';
import {
  ensureThread,
  insertMessage,
  markThreadRead,
  messagesSentSince,
  participantThread,
  threadMessages,
  threadsOf,
  type ThreadListRow,
  type ThreadRow,
} from '../../db/queries/matchmaking';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import { assertAcceptableTexts, displayName } from './guards';
import { chinaToday, postStatus, visiblePost } from './posts';

// 对接消息: a conversation about a post between its poster and one user who contacted them.
// Only its two participants can read it or write in it (anyone else: 404); messages pass the
// word and phone-number checks and a per-user rate; the poster's phone is never shown.

/** Conversations listed, and the messages of one conversation shown (its newest). */
const THREADS_MAX = 200;
const MESSAGES_MAX = 500;

function threadRecord(row: ThreadListRow, today: string): ThreadRecord {
  const status = postStatus({ state: row.postState, validUntil: row.postValidUntil }, today);
  return {
    ID_: String(row.id),
    postid: String(row.postId),
    posttitle: row.postTitle,
    postkind: row.postKind,
    postkindlabel: postKindLabel(row.postKind),
    poststatus: status,
    poststatuslabel: POST_STATUS_LABELS[status],
    role: row.role,
    counterpart: displayName(row.counterpart),
    counterpartcompany: row.counterpartCompany,
    lastmessage: row.lastMessage,
    lastat: row.lastAt.toISOString(),
    unread: row.unread,
  };
}

export async function listThreads(db: Database, user: UserRow, now: Date) {
  const today = chinaToday(now);
  return (await threadsOf(db, user.id, THREADS_MAX)).map((r) => threadRecord(r, today));
}

async function ownThread(db: Database, user: UserRow, id: number): Promise<ThreadRow> {
  const thread = await participantThread(db, id, user.id);
  if (!thread) throw new AppError(404, MATCHMAKING_MESSAGES.threadNotFound);
  return thread;
}

/** The conversation with its messages; the ones to the caller are now read. */
export async function openThread(
  db: Database,
  user: UserRow,
  id: number,
  now: Date,
): Promise<ThreadAnswer> {
  const thread = await ownThread(db, user, id);
  await markThreadRead(db, thread.id, user.id, now);
  const [row] = await threadsOf(db, user.id, 1, thread.id);
  const messages = await threadMessages(db, thread.id, MESSAGES_MAX);
  return {
    thread: threadRecord(row!, chinaToday(now)),
    messages: messages.map((m) => ({
      ID_: String(m.id),
      mine: m.senderId === user.id,
      text: m.body,
      createdat: m.createdAt.toISOString(),
    })),
  };
}

/** Words, phone numbers and the rate: checked before anything is written. */
async function assertMaySend(db: Database, user: UserRow, text: string, now: Date) {
  assertAcceptableTexts([{ label: '消息', value: text }], MATCHMAKING_MESSAGES.phoneRefused);
  const since = new Date(now.getTime() - 60_000);
  if ((await messagesSentSince(db, user.id, since)) >= MESSAGES_PER_MINUTE) {
    throw new AppError(429, MATCHMAKING_MESSAGES.messagesRateLimited);
  }
}

async function send(db: Database, user: UserRow, thread: ThreadRow, text: string, now: Date) {
  const recipientId = thread.posterId === user.id ? thread.askerId : thread.posterId;
  await insertMessage(db, { threadId: thread.id, senderId: user.id, recipientId, body: text, now });
}

/**
 * 联系发布者: a message to the poster of a current post, in the caller's conversation about
 * it (opened on the first message).
 */
export async function contactPoster(
  db: Database,
  user: UserRow,
  p: { postId: number; text: string },
  now: Date,
): Promise<ThreadAnswer> {
  const post = await visiblePost(db, user, p.postId);
  if (post.userId === user.id) throw new AppError(400, MATCHMAKING_MESSAGES.ownPost);
  if (postStatus(post, chinaToday(now)) !== 'open') {
    throw new AppError(409, MATCHMAKING_MESSAGES.expired);
  }
  // Checked before the conversation exists, so a refused first message leaves none behind.
  await assertMaySend(db, user, p.text, now);
  const thread = await ensureThread(db, {
    postId: post.id,
    posterId: post.userId,
    askerId: user.id,
    now,
  });
  await send(db, user, thread, p.text, now);
  return openThread(db, user, thread.id, now);
}

/** A message in one of the caller's conversations, to the other participant. */
export async function replyInThread(
  db: Database,
  user: UserRow,
  p: { threadId: number; text: string },
  now: Date,
): Promise<ThreadAnswer> {
  const thread = await ownThread(db, user, p.threadId);
  await assertMaySend(db, user, p.text, now);
  await send(db, user, thread, p.text, now);
  return openThread(db, user, thread.id, now);
}
