import {
  MATCHMAKING_MESSAGES,
  chainLinksParamsSchema,
  contactParamsSchema,
  postIdParamsSchema,
  postsParamsSchema,
  publishPostParamsSchema,
  replyParamsSchema,
  reportPostParamsSchema,
  threadParamsSchema,
  threadsParamsSchema,
} from '@/lib/contract/matchmaking';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { chainLinkOptions } from '../matchmaking/chain-links';
import {
  contactPoster,
  listThreads,
  openThread,
  replyInThread,
} from '../matchmaking/conversations';
import { postMatches } from '../matchmaking/matching';
import {
  assertMatchmakingScreen,
  closePost,
  listPosts,
  postDetail,
  publishPost,
  reportPost,
} from '../matchmaking/posts';

// 商业对接 custom queries (lib/contract/matchmaking.ts, docs/matchmaking.md). Browsing,
// publishing, reporting and contacting need bt-sydj; closing one's post and the
// conversations need a login only (a lapsed member still answers), and always name the
// caller: another user's closed post or conversation is a 404.

async function screenUser(ctx: AliasContext) {
  const user = aliasUser(ctx);
  await assertMatchmakingScreen(ctx.db, user);
  return user;
}

// sydjPosts: a page of posts (the current ones, or all of mine).
export const sydjPosts = defineAlias({
  params: postsParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const { rows, total } = await listPosts(ctx.db, user, p, ctx.clock.now());
    return { data: rows, extraData: { totalCount: total } };
  },
});

// sydjPost: one post with what the caller did with it.
export const sydjPost = defineAlias({
  params: postIdParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    return { data: [await postDetail(ctx.db, user, p.postId, ctx.clock.now())] };
  },
});

// sydjMatches: 匹配推荐, the post's counterpart posts and enterprises with their reasons.
export const sydjMatches = defineAlias({
  params: postIdParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    return { data: [await postMatches(ctx.db, user, p.postId, ctx.clock.now())] };
  },
});

// sydjPublish: 发布需求.
export const sydjPublish = defineAlias({
  params: publishPostParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const post = await publishPost(ctx.db, user, p, ctx.clock.now());
    return { data: [post], message: MATCHMAKING_MESSAGES.published };
  },
});

// sydjClose: the poster closes their post.
export const sydjClose = defineAlias({
  params: postIdParamsSchema,
  run: async (ctx, p) => {
    const post = await closePost(ctx.db, aliasUser(ctx), p, ctx.clock.now());
    return { data: [post], message: MATCHMAKING_MESSAGES.closed };
  },
});

// sydjReport: 举报, once per user and post.
export const sydjReport = defineAlias({
  params: reportPostParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    await reportPost(ctx.db, user, p, ctx.clock.now());
    return { data: [], message: MATCHMAKING_MESSAGES.reported };
  },
});

// sydjContact: 联系发布者, a message to the poster (opens the conversation).
export const sydjContact = defineAlias({
  params: contactParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const answer = await contactPoster(ctx.db, user, p, ctx.clock.now());
    return { data: [answer], message: MATCHMAKING_MESSAGES.sent };
  },
});

// sydjThreads: 对接消息, the caller's conversations with their unread counts.
export const sydjThreads = defineAlias({
  params: threadsParamsSchema,
  run: async (ctx) => {
    const rows = await listThreads(ctx.db, aliasUser(ctx), ctx.clock.now());
    return {
      data: rows,
      extraData: { totalCount: rows.length, unread: rows.reduce((n, r) => n + r.unread, 0) },
    };
  },
});

// sydjThread: one conversation's messages; those to the caller become read.
export const sydjThread = defineAlias({
  params: threadParamsSchema,
  run: async (ctx, p) => ({
    data: [await openThread(ctx.db, aliasUser(ctx), p.threadId, ctx.clock.now())],
  }),
});

// sydjReply: a message in a conversation, to its other participant.
export const sydjReply = defineAlias({
  params: replyParamsSchema,
  run: async (ctx, p) => {
    const answer = await replyInThread(ctx.db, aliasUser(ctx), p, ctx.clock.now());
    return { data: [answer], message: MATCHMAKING_MESSAGES.sent };
  },
});

// sydjChainLinks: chains → segments → links, for the pickers.
export const sydjChainLinks = defineAlias({
  params: chainLinksParamsSchema,
  run: async (ctx) => {
    await screenUser(ctx);
    return { data: await chainLinkOptions(ctx.db) };
  },
});

export const MATCHMAKING_ALIASES = {
  sydjPosts,
  sydjPost,
  sydjMatches,
  sydjPublish,
  sydjClose,
  sydjReport,
  sydjContact,
  sydjThreads,
  sydjThread,
  sydjReply,
  sydjChainLinks,
};
