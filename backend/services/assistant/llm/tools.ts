import { z } from 'zod';
import {
  TOOL_LABELS,
  toolCallSchema,
  type ToolCall,
  type ToolName,
} from '@/lib/contract/assistant';
import {
  CAPITAL_RANGES,
  ENTERPRISE_TYPES,
  FOUNDED_RANGES,
  OTHER_OPTIONS,
  STATUSES,
} from '@/lib/contract/search';

// The assistant's tools as OpenAI function definitions, derived from the contract's zod
// schemas so the model is offered exactly what toolCallSchema accepts.

export type FunctionTool = {
  type: 'function';
  function: { name: ToolName; description: string; parameters: Record<string, unknown> };
};

const TOOL_PURPOSES: Record<ToolName, string> = {
  findEnterprises: '按筛选条件查找企业，返回企业列表（名称、编号与主要信息）。',
  countEnterprises: '按筛选条件统计企业数量。',
  distribution:
    '按维度（地区、行业、注册资本、成立年限、登记状态、企业类型）统计符合条件企业的分布。',
  enterpriseFacts:
    '查询一家企业的信息：法定代表人、注册资本、股东、对外投资、风险数量等。用编号或名称指定企业。',
  relationships: '查询2到5家企业之间的关系（投资、任职等关联路径）。',
  chainSummary:
    '查看一条产业链在一个地区的概况：上游、中游、下游企业数，各环节企业数、强弱和强链/补链/延链标签（附判断依据），以及龙头企业。',
  regionSummary:
    '查看一个地区（全国、省或市）的经济概况：由企业登记数据测算的存续企业、新注册与注销吊销、净增、新增注册资本和主要行业，以及官方统计（注明期间和来源；演示数据不是官方统计）。',
};

const list = (items: readonly { value: string; label: string }[]) =>
  items.map((i) => `${i.value}=${i.label}`).join('，');

// The codes the model must use are not in the zod schemas; the descriptions carry them.
const FILTER_DESCRIPTIONS: Record<string, string> = {
  keyword: '企业名称或经营范围中的关键词',
  addr: 'GB/T 2260 六位行政区划代码（省、市或区县），如 440300 为深圳市',
  sshy: 'GB/T 4754 行业代码：门类字母（A-T）或2至4位数字',
  cyl: '产业链编号（数字，见系统消息中的产业链编号表）；不在表中时改用 keyword',
  zczb: `注册资本范围（万元）：${list(CAPITAL_RANGES)}；也可写开区间 "最小-最大"，如 "10000-" 表示1亿元以上`,
  clnx: `成立年限范围（年）：${list(FOUNDED_RANGES)}；也可写开区间，如 "0-5" 表示成立不到5年`,
  qylx: `企业类型：${list(ENTERPRISE_TYPES)}`,
  status: `登记状态：${STATUSES.join('，')}`,
  other: `资质与标签：${list(OTHER_OPTIONS)}`,
};

function describeFilters(schema: Record<string, unknown>): void {
  const props = (schema.properties as Record<string, Record<string, unknown>> | undefined)?.filters
    ?.properties as Record<string, Record<string, unknown>> | undefined;
  if (!props) return;
  for (const [key, prop] of Object.entries(props)) {
    const description = FILTER_DESCRIPTIONS[key];
    if (description) prop.description = description;
  }
}

// The summaries' own parameters, by tool (a region means different levels for each).
const PARAM_DESCRIPTIONS: Partial<Record<ToolName, Record<string, string>>> = {
  chainSummary: {
    chain: '产业链编号（数字，见系统消息中的产业链编号表，与筛选条件 cyl 相同）',
    region: 'GB/T 2260 六位行政区划代码（省、市或区县）；全国为 000000（默认）',
  },
  regionSummary: {
    region: 'GB/T 2260 六位行政区划代码：全国为 000000，或省、市的代码（不支持区县）',
  },
};

function describeParams(name: ToolName, schema: Record<string, unknown>): void {
  const props = schema.properties as Record<string, Record<string, unknown>> | undefined;
  for (const [key, description] of Object.entries(PARAM_DESCRIPTIONS[name] ?? {})) {
    if (props?.[key]) props[key].description = description;
  }
}

function buildTools(): FunctionTool[] {
  return toolCallSchema.options.map((option) => {
    const name = option.shape.tool.value;
    // io 'input': defaulted fields (sort, order, limit) are optional for the caller.
    const parameters = z.toJSONSchema(option.shape.params, { io: 'input' }) as Record<
      string,
      unknown
    >;
    delete parameters.$schema;
    describeFilters(parameters);
    describeParams(name, parameters);
    return {
      type: 'function',
      function: {
        name,
        description: `${TOOL_LABELS[name]}：${TOOL_PURPOSES[name]}`,
        parameters,
      },
    };
  });
}

export const LLM_TOOLS: readonly FunctionTool[] = buildTools();

export type ParsedToolCall = { ok: true; call: ToolCall } | { ok: false; error: string };

const zhCN = z.locales.zhCN().localeError;

/** Validates one function call of the model; the error is Chinese, for the model to read. */
export function parseToolCall(name: string, rawArguments: string): ParsedToolCall {
  if (!Object.hasOwn(TOOL_LABELS, name)) {
    return {
      ok: false,
      error: `没有名为“${name}”的工具，可用的工具：${Object.keys(TOOL_LABELS).join('、')}`,
    };
  }
  let params: unknown;
  try {
    params = rawArguments.trim() === '' ? {} : JSON.parse(rawArguments);
  } catch {
    return { ok: false, error: `工具“${name}”的参数不是有效的JSON` };
  }
  // A per-parse error map: the contract's global messages stay untouched.
  const parsed = toolCallSchema.safeParse({ tool: name, params }, { error: zhCN });
  if (parsed.success) return { ok: true, call: parsed.data };
  const detail = parsed.error.issues
    .slice(0, 5)
    .map((i) => {
      // The model wrote only the params: name paths from there.
      const path = (i.path[0] === 'params' ? i.path.slice(1) : i.path).join('.');
      return path ? `${path}：${i.message}` : i.message;
    })
    .join('；');
  return { ok: false, error: `工具“${name}”的参数无效：${detail}` };
}
