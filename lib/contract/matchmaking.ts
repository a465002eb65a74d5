import { calendarDay } from './calendar-day';
import { z } from '@hono/zod-openapi';
import { SEARCH_PAGE_SIZES } from './search';

// 商业对接 /sydj (sydj: 商业对接, business matchmaking; issue 19, docs/matchmaking.md): users'
// supply and demand posts for their enterprise, the counterpart posts and enterprises that
// match them, reports, and the in-product conversations between a poster and the users who
// contact them. Custom queries sydj* (POST
// /api-form/form/core/formCustomQuery/queryForJson_{alias}, params as a JSON string).
// Permission bt-sydj (docs/menus.md) for browsing, publishing and contacting; a conversation
// is readable by its two participants only, whatever their tier.

export const MATCHMAKING_PERMISSION = { key: 'bt-sydj', screen: '商业对接' } as const;

/** The kinds in display order (POST_KINDS of the schema). */
export const POST_KIND_OPTIONS = [
  { value: 'supply', label: '供应' },
  { value: 'purchase', label: '采购' },
  { value: 'cooperation', label: '合作' },
  { value: 'financing', label: '融资需求' },
] as const;
export type PostKind = (typeof POST_KIND_OPTIONS)[number]['value'];
const POST_KINDS = POST_KIND_OPTIONS.map((o) => o.value) as [PostKind, ...PostKind[]];
export const postKindLabel = (kind: string) =>
  POST_KIND_OPTIONS.find((o) => o.value === kind)?.label ?? kind;

/**
 * The kinds whose posts answer a post of each kind: a supplier meets a buyer, partners meet
 * partners; a financing need is answered by lenders browsing its tab, not by matching.
 */
export const COUNTERPART_KINDS: Readonly<Record<PostKind, readonly PostKind[]>> = {
  supply: ['purchase'],
  purchase: ['supply'],
  cooperation: ['cooperation'],
  financing: [],
};

/** open: shown; closed: by its poster (private again); expired: valid_until before today. */
export type PostStatus = 'open' | 'closed' | 'expired';
export const POST_STATUS_LABELS: Readonly<Record<PostStatus, string>> = {
  open: '对接中',
  closed: '已关闭',
  expired: '已过期',
};

export const POST_TITLE_MAX = 50;
export const POST_DESCRIPTION_MIN = 10;
export const POST_DESCRIPTION_MAX = 1000;
export const POST_ENTERPRISE_MAX = 60;
export const POST_PRODUCTS_MAX = 10;
export const POST_PRODUCT_MIN = 2;
export const POST_PRODUCT_MAX = 20;
/** Validity: from today up to this many days ahead; the form proposes the default. */
export const POST_VALID_DAYS_MAX = 180;
export const POST_VALID_DAYS_DEFAULT = 30;
export const MESSAGE_MAX = 500;
export const REPORT_REASON_MAX = 200;
/** Rate limits (rolling windows): posts per user a day, messages per user a minute. */
export const POSTS_PER_DAY = 10;
export const MESSAGES_PER_MINUTE = 10;
/** Counterpart posts and enterprises shown with a post. */
export const MATCH_LIMIT = 10;

/** The reasons a match gives, in this order (docs/matchmaking.md, Matching). */
export const MATCH_REASONS = {
  sameProduct: (product: string) => `产品相同：${product}`,
  relatedProduct: (product: string) => `相关产品：${product}`,
  sameLink: (link: string) => `同一产业链环节：${link}`,
  sameRegion: (region: string) => `同一地区：${region}`,
} as const;

/** The rule as the detail states it. */
export const MATCH_RULE_TEXT = {
  match:
    '按对方类别（供应↔采购、合作↔合作）的有效需求与我方数据中的企业匹配：产品相同计3分，同一产业链环节计2分，同一地区计1分；至少产品或环节相同',
  financing: '融资需求不做自动匹配：金融机构用户可在「融资需求」分类中浏览并联系发布者',
} as const;

export const MATCHMAKING_MESSAGES = {
  noPermission: '当前会员等级无权使用商业对接，请升级会员',
  notFound: '需求不存在或已关闭',
  threadNotFound: '会话不存在',
  kindRequired: '请选择需求类别',
  titleRequired: '请输入标题',
  titleTooLong: `标题不能超过${POST_TITLE_MAX}个字`,
  enterpriseRequired: '请填写企业名称',
  enterpriseTooLong: `企业名称不能超过${POST_ENTERPRISE_MAX}个字`,
  productTooShort: `产品名称至少${POST_PRODUCT_MIN}个字`,
  productTooLong: `产品名称不能超过${POST_PRODUCT_MAX}个字`,
  tooManyProducts: `最多填写${POST_PRODUCTS_MAX}个产品`,
  productOrLink: '请至少填写一个产品或选择产业链环节',
  noSuchLink: '请选择有效的产业链环节',
  noSuchRegion: '请选择有效的地区',
  descriptionRequired: '请输入需求描述',
  descriptionTooShort: `需求描述至少${POST_DESCRIPTION_MIN}个字`,
  descriptionTooLong: `需求描述不能超过${POST_DESCRIPTION_MAX}个字`,
  badDate: '日期格式应为 YYYY-MM-DD',
  validPast: '有效期不能早于今天',
  validTooLong: `有效期最长为${POST_VALID_DAYS_MAX}天`,
  phoneRefused: (label: string) => `${label}不能包含电话号码：为保护双方隐私，请通过站内消息沟通`,
  postsRateLimited: `发布过于频繁：24小时内最多发布${POSTS_PER_DAY}条需求，请稍后再试`,
  messagesRateLimited: '发送过于频繁，请稍后再试',
  messageRequired: '请输入消息内容',
  messageTooLong: `消息不能超过${MESSAGE_MAX}个字`,
  ownPost: '不能联系自己发布的需求',
  expired: '该需求已过期，无法发起新的联系',
  reportOwn: '不能举报自己发布的需求',
  reportRequired: '请填写举报原因',
  reportTooLong: `举报原因不能超过${REPORT_REASON_MAX}个字`,
  reportedAlready: '您已举报过该需求，我们会尽快核实',
  published: '发布成功',
  closed: '需求已关闭',
  reported: '举报已提交，我们会尽快核实',
  sent: '消息已发送',
} as const;

const idSchema = z.coerce
  .number('编号格式不正确')
  .int('编号格式不正确')
  .positive('编号格式不正确')
  .max(2 ** 53 - 1, '编号格式不正确');

const pageIndexSchema = z.coerce.number().int().min(1, '最小为 1').max(10_000).default(1);
const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
  .default(10);

/** A region code of the address tree; '' or '000000' (全国) for nationwide. */
const regionSchema = z
  .string()
  .trim()
  .regex(/^(\d{6})?$/, MATCHMAKING_MESSAGES.noSuchRegion)
  .default('');

/** A chain link code (industry_chain_nodes.code), '' for none; a chain code in filters. */
const chainNodeSchema = z
  .string()
  .trim()
  .max(100, MATCHMAKING_MESSAGES.noSuchLink)
  .regex(/^([a-z0-9-]+(\.[a-z0-9-]+)*)?$/, MATCHMAKING_MESSAGES.noSuchLink)
  .default('');

const daySchema = calendarDay(MATCHMAKING_MESSAGES.badDate);

/** Trimmed, inner runs of spaces as one (the text keeps its full-width punctuation). */
export const normaliseText = (v: string) => v.trim().replace(/\s+/g, ' ');

// Products are compared, so full-width letters and digits become plain ones (ＰＣＢ → PCB).
const productSchema = z
  .string()
  .transform((v) => normaliseText(v.normalize('NFKC')))
  .pipe(
    z
      .string()
      .min(POST_PRODUCT_MIN, MATCHMAKING_MESSAGES.productTooShort)
      .max(POST_PRODUCT_MAX, MATCHMAKING_MESSAGES.productTooLong),
  );

// sydjPublish: a new post of the caller's enterprise (its company unless named).
export const publishPostParamsSchema = z
  .object({
    postKind: z.enum(POST_KINDS, { error: MATCHMAKING_MESSAGES.kindRequired }),
    postTitle: z
      .string({ error: MATCHMAKING_MESSAGES.titleRequired })
      .transform(normaliseText)
      .pipe(
        z
          .string()
          .min(1, MATCHMAKING_MESSAGES.titleRequired)
          .max(POST_TITLE_MAX, MATCHMAKING_MESSAGES.titleTooLong),
      ),
    enterpriseName: z
      .string()
      .transform(normaliseText)
      .pipe(z.string().max(POST_ENTERPRISE_MAX, MATCHMAKING_MESSAGES.enterpriseTooLong))
      .default(''),
    products: z
      .array(productSchema)
      .max(POST_PRODUCTS_MAX, MATCHMAKING_MESSAGES.tooManyProducts)
      .default([])
      // The same product twice (any letter case) is kept once.
      .transform((list) =>
        list.filter((p, i) => list.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i),
      ),
    chainNode: chainNodeSchema,
    region: regionSchema,
    description: z
      .string({ error: MATCHMAKING_MESSAGES.descriptionRequired })
      .trim()
      .min(1, MATCHMAKING_MESSAGES.descriptionRequired)
      .min(POST_DESCRIPTION_MIN, MATCHMAKING_MESSAGES.descriptionTooShort)
      .max(POST_DESCRIPTION_MAX, MATCHMAKING_MESSAGES.descriptionTooLong),
    validUntil: daySchema,
  })
  .strict()
  .refine((p) => p.products.length > 0 || p.chainNode !== '', {
    message: MATCHMAKING_MESSAGES.productOrLink,
    path: ['products'],
  });
export type PublishPostParams = z.input<typeof publishPostParamsSchema>;

// sydjPosts: a page of posts. By default the open, unexpired posts; `mine` lists all of the
// caller's own (closed and expired too). `chainNode` takes a link or a whole chain's code.
export const postsParamsSchema = z
  .object({
    postKind: z.enum(POST_KINDS, { error: MATCHMAKING_MESSAGES.kindRequired }).optional(),
    region: regionSchema,
    chainNode: chainNodeSchema,
    keyword: z.string().trim().max(50).default(''),
    mine: z.boolean().default(false),
    pageIndex: pageIndexSchema,
    pageSize: pageSizeSchema,
  })
  .strict();
export type PostsParams = z.input<typeof postsParamsSchema>;

// sydjPost, sydjMatches, sydjClose: one post by id.
export const postIdParamsSchema = z.object({ postId: idSchema }).strict();

const messageTextSchema = z
  .string({ error: MATCHMAKING_MESSAGES.messageRequired })
  .trim()
  .min(1, MATCHMAKING_MESSAGES.messageRequired)
  .max(MESSAGE_MAX, MATCHMAKING_MESSAGES.messageTooLong);

// sydjReport: a report of a post, once per user.
export const reportPostParamsSchema = z
  .object({
    postId: idSchema,
    reason: z
      .string({ error: MATCHMAKING_MESSAGES.reportRequired })
      .trim()
      .min(1, MATCHMAKING_MESSAGES.reportRequired)
      .max(REPORT_REASON_MAX, MATCHMAKING_MESSAGES.reportTooLong),
  })
  .strict();

// sydjContact: a message to a post's poster (opens the conversation, or continues it).
export const contactParamsSchema = z.object({ postId: idSchema, text: messageTextSchema }).strict();

// sydjThreads: the caller's conversations, newest first.
export const threadsParamsSchema = z.object({}).strict();

// sydjThread: one conversation's messages (marks those to the caller read).
export const threadParamsSchema = z.object({ threadId: idSchema }).strict();

// sydjReply: a message in a conversation, to its other participant.
export const replyParamsSchema = z.object({ threadId: idSchema, text: messageTextSchema }).strict();

// sydjChainLinks: the chains and their links, for the pickers.
export const chainLinksParamsSchema = z.object({}).strict();

/** A post as lists and the detail show it (record keys lowercased, docs/matchmaking.md). */
export type PostRecord = {
  ID_: string;
  kind: PostKind;
  kindlabel: string;
  title: string;
  enterprisename: string;
  /** The enterprise of our data the name matched, for the profile link; null when none. */
  enterpriseid: string | null;
  products: string[];
  /** '' for none. */
  chainnode: string;
  /** 'chain / link', '' for none. */
  chainnodename: string;
  /** '' for nationwide. */
  region: string;
  /** The region's path (广东省/深圳市/南山区), 全国 for nationwide. */
  regionname: string;
  description: string;
  validuntil: string;
  status: PostStatus;
  statuslabel: string;
  createdat: string;
  /** The poster's display name (never the phone or the account name). */
  postername: string;
  mine: boolean;
};

/** The detail adds what the caller did with it. */
export type PostDetail = PostRecord & {
  reported: boolean;
  /** The caller's conversation about it (not the poster's), null when none. */
  threadid: string | null;
  /** For the poster: the conversations about it. */
  threadcount: number;
};

export type MatchedPost = PostRecord & { reasons: string[]; score: number };
export type MatchedEnterprise = {
  ID_: string;
  qymc: string;
  regionname: string;
  reasons: string[];
  score: number;
};
export type MatchesAnswer = {
  posts: MatchedPost[];
  enterprises: MatchedEnterprise[];
  /** The rule in one sentence, or why there is no matching (financing). */
  rule: string;
};

export type ThreadRecord = {
  ID_: string;
  postid: string;
  posttitle: string;
  postkind: PostKind;
  postkindlabel: string;
  poststatus: PostStatus;
  poststatuslabel: string;
  /** poster: the caller published the post; asker: the caller contacted its poster. */
  role: 'poster' | 'asker';
  counterpart: string;
  counterpartcompany: string;
  lastmessage: string;
  lastat: string;
  unread: number;
};

export type MessageRecord = { ID_: string; mine: boolean; text: string; createdat: string };
export type ThreadAnswer = { thread: ThreadRecord; messages: MessageRecord[] };

export type ChainLinkOption = {
  value: string;
  label: string;
  /** A chain lists its segments, a segment its links. */
  children?: ChainLinkOption[];
  /** Segments group links: a filter takes a chain or a link. */
  selectable?: boolean;
};

/** The profile of a matched enterprise. */
export const enterpriseProfilePath = (id: string) => `/cyl/qyxq?id=${encodeURIComponent(id)}`;
/** A post opened in the screen's drawer. */
export const postPath = (id: string) => `/sydj?post=${encodeURIComponent(id)}`;
/** The personal centre's conversations (the bell and the screen link here). */
export const CONVERSATIONS_ANCHOR = 'sydj-messages';
export const CONVERSATIONS_PATH = `/user/my_account#${CONVERSATIONS_ANCHOR}`;
