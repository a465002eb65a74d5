import { z } from '@hono/zod-openapi';
import { NATIONAL_REGION } from './chains';

// chat: 智能问答, the assistant. A question becomes tool calls (planned by the embedded
// parser, or by an LLM when one is configured); each tool runs one of our own services with
// the caller's permissions and quotas, and the answer shows the calls and cites the rows.

export const QUESTION_MAX = 200;
export const FIND_LIMIT_MAX = 50;
export const FIND_LIMIT_DEFAULT = 10;
export const CONVERSATION_TITLE_MAX = 40;
/** Questions one user may ask per minute (a rate limit, not a quota). */
export const QUESTIONS_PER_MINUTE = 20;

export const ASSISTANT_MESSAGES = {
  questionEmpty: '请输入问题',
  questionTooLong: `问题最多${QUESTION_MAX}个字`,
  rateLimited: '提问太频繁，请稍后再试',
  conversationNotFound: '会话不存在',
  messageNotFound: '回答不存在',
  nothingToExport: '这个回答没有可导出的表格',
  noPermission: '当前会员等级无权使用智能问答，请升级会员',
  unsupported: '抱歉，这个问题我还不能从招商AI的数据中回答。',
  noPrevious: '没有可以接着问的上一个回答，请把条件说完整',
  companyNotFound: (name: string) => `没有找到名为“${name}”的企业`,
  llmFallback: '大模型服务暂不可用，已改用内置解析回答',
  answerWithheld: '回答中含有不适宜展示的内容，已隐藏',
  examplesIntro: '您可以这样问：',
} as const;

/**
 * The filters of find companies (lib/contract/search.ts searchFilterSchema input), as arrays.
 * zczb and clnx also take an open range "min-max" (万元, years), e.g. "10000-" for 1亿以上.
 */
export const assistantFiltersSchema = z.object({
  keyword: z.string().max(50).optional(),
  addr: z
    .array(z.string().regex(/^\d{6}$/))
    .max(20)
    .optional(),
  sshy: z
    .array(z.string().regex(/^(?:[A-T]|\d{2,4})$/))
    .max(20)
    .optional(),
  cyl: z
    .array(z.string().regex(/^\d{1,12}$/))
    .max(20)
    .optional(),
  zczb: z.array(z.string().max(30)).max(10).optional(),
  clnx: z.array(z.string().max(30)).max(10).optional(),
  qylx: z.array(z.string().max(10)).max(10).optional(),
  status: z.array(z.string().max(10)).max(10).optional(),
  other: z.array(z.string().max(10)).max(20).optional(),
});
export type AssistantFilters = z.infer<typeof assistantFiltersSchema>;

export const DISTRIBUTION_DIMENSIONS = [
  { value: 'addr', label: '地区' },
  { value: 'sshy', label: '行业' },
  { value: 'zczb', label: '注册资本' },
  { value: 'clnx', label: '成立年限' },
  { value: 'status', label: '登记状态' },
  { value: 'qylx', label: '企业类型' },
] as const;
export type DistributionDimension = (typeof DISTRIBUTION_DIMENSIONS)[number]['value'];

const enterpriseRef = z.object({
  /** An enterprise id, when known (a follow-up about a cited row). */
  id: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  /** A name (full or a distinctive part), resolved to the best matching enterprise. */
  name: z.string().min(2).max(60).optional(),
});
export type EnterpriseRef = z.infer<typeof enterpriseRef>;

/** A GB/T 2260 code; '000000' is 全国 (lib/contract/chains.ts NATIONAL_REGION). */
const regionCode = z.string().regex(/^\d{6}$/, '地区应为6位行政区划代码，全国为000000');

/** Each tool, its parameters; the LLM adapter offers the same schemas as functions. */
export const toolCallSchema = z.discriminatedUnion('tool', [
  z.object({
    tool: z.literal('findEnterprises'),
    params: z.object({
      filters: assistantFiltersSchema,
      sort: z.enum(['relevance', 'capital', 'founded']).default('relevance'),
      order: z.enum(['desc', 'asc']).default('desc'),
      limit: z.number().int().min(1).max(FIND_LIMIT_MAX).default(FIND_LIMIT_DEFAULT),
    }),
  }),
  z.object({
    tool: z.literal('countEnterprises'),
    params: z.object({ filters: assistantFiltersSchema }),
  }),
  z.object({
    tool: z.literal('distribution'),
    params: z.object({
      filters: assistantFiltersSchema,
      by: z.enum(['addr', 'sshy', 'zczb', 'clnx', 'status', 'qylx']),
    }),
  }),
  z.object({
    tool: z.literal('enterpriseFacts'),
    params: z.object({ enterprise: enterpriseRef }),
  }),
  z.object({
    tool: z.literal('relationships'),
    params: z.object({ enterprises: z.array(enterpriseRef).min(2).max(5) }),
  }),
  z.object({
    tool: z.literal('chainSummary'),
    params: z.object({
      /** The chain's id (as the search filter cyl takes it). */
      chain: z.string().regex(/^\d{1,12}$/, '产业链应为产业链编号（数字）'),
      region: regionCode.default(NATIONAL_REGION),
    }),
  }),
  z.object({
    tool: z.literal('regionSummary'),
    params: z.object({ region: regionCode }),
  }),
]);
export type ToolCall = z.infer<typeof toolCallSchema>;
export type ToolCallInput = z.input<typeof toolCallSchema>;
export type ToolName = ToolCall['tool'];

export const TOOL_LABELS: Record<ToolName, string> = {
  findEnterprises: '查找企业',
  countEnterprises: '统计企业数',
  distribution: '企业分布',
  enterpriseFacts: '企业信息',
  relationships: '企业关系',
  chainSummary: '产业链概况',
  regionSummary: '地区经济概况',
};

/** What the planner made of a question. */
export type Plan =
  { kind: 'calls'; calls: ToolCallInput[] } | { kind: 'unsupported'; reason: string };

/** The previous answer of the conversation, for follow-ups (其中, 它们, 这家公司). */
export type PreviousAnswer = {
  calls: ToolCall[];
  /** The enterprises the answer cited, in order. */
  enterprises: { id: string; name: string }[];
};

// --- HTTP ---

export const askBodySchema = z.object({
  conversationId: z
    .string()
    .regex(/^\d{1,18}$/, '会话编号无效')
    .optional(),
  question: z
    .string({ error: ASSISTANT_MESSAGES.questionEmpty })
    .transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .refine((s) => s.length > 0, ASSISTANT_MESSAGES.questionEmpty)
    .refine((s) => [...s].length <= QUESTION_MAX, ASSISTANT_MESSAGES.questionTooLong),
});
export type AskBody = z.infer<typeof askBodySchema>;

/** A readable filter, e.g. { label: '地区', value: '深圳市' }. */
export type ReadableParam = { label: string; value: string };

export type ToolTable = {
  columns: { key: string; title: string }[];
  rows: Record<string, string | number | null>[];
};

/** What one tool run gave: shown under the answer as "what was run" and its rows. */
export type ToolRun = {
  tool: ToolName;
  label: string;
  params: ReadableParam[];
  /** The same query on its screen (找企业 with the filters set, the profile, 找关系 ...). */
  link?: { href: string; text: string };
  /** Total matching rows, when the tool counts. */
  total?: number;
  capped?: boolean;
  table?: ToolTable;
  chart?: { kind: 'bar'; title: string; data: { name: string; value: number }[] };
  /** A summary's headline figures (各阶段企业数, 主要行业 …), shown above its table. */
  figures?: ReadableParam[];
  /** Enterprises cited by the answer, each linked to its profile. */
  cited: { id: string; name: string }[];
  error?: string;
};

export type AnswerSource = 'parser' | 'llm';

/** One streamed line of an answer (NDJSON). */
export type AnswerEvent =
  | { type: 'start'; conversationId: string; source: AnswerSource }
  | { type: 'notice'; text: string }
  /** The model failed mid-answer: drop what was shown, the fallback answers afresh. */
  | { type: 'restart' }
  | { type: 'run'; run: ToolRun }
  | { type: 'text'; text: string }
  | { type: 'done'; messageId: string }
  | { type: 'error'; message: string };

export const feedbackBodySchema = z.object({
  messageId: z.string().regex(/^\d{1,18}$/, '回答编号无效'),
  value: z.enum(['useful', 'useless']),
});

// GET ASSISTANT_EXPORT_PATH?messageId=&run=&format=: one answer's table as a file.
export const ASSISTANT_EXPORT_PATH = '/api-zsai-query/zsai/chat/export';
export const assistantExportQuerySchema = z.object({
  messageId: z.string().regex(/^\d{1,18}$/, '回答编号无效'),
  run: z.coerce.number().int().min(0).max(9).default(0),
  format: z.enum(['csv', 'xlsx'], '应为 csv 或 xlsx').default('csv'),
});

export const conversationIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, '会话编号无效'),
});

export type ConversationSummary = { id: string; title: string; updatedAt: string };
export type StoredMessage = {
  id: string;
  question: string;
  answer: string;
  source: AnswerSource;
  runs: ToolRun[];
  notices: string[];
  feedback: 'useful' | 'useless' | null;
  createdAt: string;
};

export const SUGGESTED_QUESTIONS = [
  '深圳市注册资本超过1亿元的新能源汽车企业有哪些',
  '江苏省有多少家专精特新企业',
  '上海市集成电路企业按区分布',
  '成立5年以上的高新技术企业注册资本前10名',
] as const;
