import { z } from 'zod';
import type { ExportQuota } from './search';
import { personIdSchema } from './person';
import { enterpriseIdSchema } from './profile';

// 找关系 /zgx (issue 14, docs/relationships.md): explained paths between enterprises and
// people, suspected ties kept apart from proven paths, and the common relations of a set.
// Calls: custom queries (POST /api-form/form/core/formCustomQuery/queryForJson_{alias}, params
// as a JSON string; record keys come back lowercased except ID_), the paths' export a GET
// (RELATIONSHIP_EXPORT_PATH). Permission: bt-zgx (menu zgx, docs/menus.md).
//
// Node ids: `e:{enterprise id}` for an enterprise, `p:{people.id}` for a person. A person is
// one `people` row (its person_key decides who is who): two people of the same name are two
// nodes, never one.

export const RELATIONSHIP_PERMISSION = { key: 'bt-zgx', screen: '找关系' } as const;

export const RELATIONSHIP_LIMITS = {
  minEntities: 2,
  maxEntities: 5,
  minHops: 1,
  maxHops: 6,
  defaultHops: 4,
  /** Paths kept per pair of entities (shortest first). */
  defaultPaths: 20,
  maxPaths: 50,
} as const;

export const RELATIONSHIP_MESSAGES = {
  noPermission: `当前会员等级无权使用找关系，请升级会员`,
  tooFew: `请至少选择${RELATIONSHIP_LIMITS.minEntities}个`,
  tooMany: `最多选择${RELATIONSHIP_LIMITS.maxEntities}个`,
  hops: `应为${RELATIONSHIP_LIMITS.minHops}到${RELATIONSHIP_LIMITS.maxHops}层`,
  maxPaths: `应为1到${RELATIONSHIP_LIMITS.maxPaths}条`,
  duplicate: '所选企业或人员重复',
  badEntity: '应为企业编号，或 人员 + 所在企业',
  noSuchEnterprise: (id: number) => `企业不存在：${id}`,
  noSuchPerson: (ref: string) => `人员不存在：${ref}`,
  personNotInEnterprise: (name: string, qymc: string) => `「${name}」不是「${qymc}」的人员或股东`,
  personsExcluded: '已选择人员时不能“排除人员”',
  partial: (ms: number) =>
    `查询超过时间预算（${ms}毫秒），以下为已找到的路径，可能不完整；可减少层数或增加筛选条件后重试`,
  entityCapped: (name: string, max: number) =>
    `「${name}」的直接关系超过${max}条，只按前${max}条查找，结果可能不完整`,
  hubsSkipped: (n: number) =>
    `有${n}个关联过多的节点（如代理机构、大股东）未展开，可勾选“展开枢纽节点”后重试`,
  nothingFound: '在所选层数内未找到关系路径',
} as const;

// ---- Edge types (SPEC.md §3's relationship paths, plus 对外投资 of issue 14) ----

export const EDGE_TYPES = [
  /** 分支机构: parent → branch. */
  { value: 'branch', label: '分支机构' },
  /** 股东: a person holds shares of an enterprise (person → enterprise). */
  { value: 'shareholder', label: '股东' },
  /** 法定代表人 (a branch's 负责人 too): person → enterprise. */
  { value: 'legal', label: '法定代表人' },
  /** 董监高: directors, supervisors, senior managers: person → enterprise, with the position. */
  { value: 'officer', label: '董监高' },
  /** 最终受益人: person → enterprise, with the look-through ratio of the equity service. */
  { value: 'beneficiary', label: '最终受益人' },
  /**
   * 对外投资: an enterprise holds shares of another (holder → investee), with ratio and
   * subscribed capital. The investee's 股东 record read from the holder: one fact, one edge.
   */
  { value: 'investment', label: '对外投资' },
] as const;
export type EdgeType = (typeof EDGE_TYPES)[number]['value'];
export const EDGE_TYPE_VALUES = EDGE_TYPES.map((t) => t.value) as [EdgeType, ...EdgeType[]];
/** Without 最终受益人: its edges come from a look-through per enterprise, asked for explicitly. */
export const DEFAULT_EDGE_TYPES: EdgeType[] = [
  'branch',
  'shareholder',
  'legal',
  'officer',
  'investment',
];
export const edgeTypeLabel = (type: EdgeType): string =>
  EDGE_TYPES.find((t) => t.value === type)!.label;

// ---- Inputs ----

/**
 * One entity of a search: an enterprise, or a person in an enterprise (the person picked by
 * name + company, by people.id or by the source's person_key).
 *
 * Objects: `{ enterpriseId }`, `{ enterpriseId, personId }`, `{ enterpriseId, personKey }`.
 * Strings (URLs, the export's query): `123` or `e:123` (an enterprise), `p:45@123` (person
 * 45 in enterprise 123).
 */
export type EntityRef =
  | { kind: 'enterprise'; enterpriseId: number }
  | { kind: 'person'; enterpriseId: number; personId: number }
  | { kind: 'person'; enterpriseId: number; personKey: string };

const ENTITY_STRING = /^(?:e:)?(\d{1,16})$|^p:(\d{1,16})@(\d{1,16})$/;

const entityObjectSchema = z
  .object({
    enterpriseId: enterpriseIdSchema,
    personId: personIdSchema.optional(),
    personKey: z.string().trim().min(1, '不能为空').max(200, '过长').optional(),
  })
  .strict();

export const entitySchema = z
  .union([z.string().trim().max(40, '过长'), z.number(), entityObjectSchema])
  .transform((v, ctx): EntityRef => {
    if (typeof v === 'object') {
      if (v.personId !== undefined)
        return { kind: 'person', enterpriseId: v.enterpriseId, personId: v.personId };
      if (v.personKey !== undefined)
        return { kind: 'person', enterpriseId: v.enterpriseId, personKey: v.personKey };
      return { kind: 'enterprise', enterpriseId: v.enterpriseId };
    }
    const match = ENTITY_STRING.exec(String(v));
    const parse = (s: string | undefined) => enterpriseIdSchema.safeParse(s);
    if (match?.[1] !== undefined) {
      const id = parse(match[1]);
      if (id.success) return { kind: 'enterprise', enterpriseId: id.data };
    } else if (match?.[2] !== undefined) {
      const person = personIdSchema.safeParse(match[2]);
      const id = parse(match[3]);
      if (person.success && id.success)
        return { kind: 'person', enterpriseId: id.data, personId: person.data };
    }
    ctx.addIssue({ code: 'custom', message: RELATIONSHIP_MESSAGES.badEntity });
    return z.NEVER;
  });

/** The entity's string form (`e:123`, `p:45@123`; by key: the object is needed). */
export function entityString(ref: EntityRef): string | undefined {
  if (ref.kind === 'enterprise') return `e:${ref.enterpriseId}`;
  return 'personId' in ref ? `p:${ref.personId}@${ref.enterpriseId}` : undefined;
}

const entityIdentity = (ref: EntityRef) =>
  ref.kind === 'enterprise'
    ? `e:${ref.enterpriseId}`
    : 'personId' in ref
      ? `p:${ref.personId}@${ref.enterpriseId}`
      : `k:${ref.personKey}@${ref.enterpriseId}`;

/** 2–5 entities: an array, or their string forms joined by commas. */
export const entitiesSchema = z
  .union(
    [
      z
        .string()
        .max(400, '过长')
        .transform((v): z.input<typeof entitySchema>[] => v.split(',').filter((s) => s.trim()))
        .pipe(z.array(entitySchema)),
      z.array(entitySchema).max(50, RELATIONSHIP_MESSAGES.tooMany),
    ],
    { error: RELATIONSHIP_MESSAGES.badEntity },
  )
  .pipe(
    z
      .array(z.custom<EntityRef>())
      .min(RELATIONSHIP_LIMITS.minEntities, RELATIONSHIP_MESSAGES.tooFew)
      .max(RELATIONSHIP_LIMITS.maxEntities, RELATIONSHIP_MESSAGES.tooMany),
  )
  .refine(
    (list) => new Set(list.map(entityIdentity)).size === list.length,
    RELATIONSHIP_MESSAGES.duplicate,
  );

/** true/false, also as the strings of a query string ('1', '0', 'true', 'false'). */
export const flagSchema = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])])
    .optional()
    .transform((v) =>
      v === undefined || v === '' ? fallback : v === true || v === '1' || v === 'true',
    );

/** Edge types: an array or a comma-joined string; empty means the defaults. */
export const edgeTypesSchema = z
  .union([z.string().max(200, '过长'), z.array(z.string().max(20, '过长')).max(10, '过多')])
  .optional()
  .transform((v, ctx) => {
    const items = (Array.isArray(v) ? v : (v ?? '').split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = items.find((s) => !(EDGE_TYPE_VALUES as string[]).includes(s));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `关系类型不存在：${bad}` });
      return z.NEVER;
    }
    return items.length ? ([...new Set(items)] as EdgeType[]) : [...DEFAULT_EDGE_TYPES];
  });

const hopsSchema = z.coerce
  .number(RELATIONSHIP_MESSAGES.hops)
  .int(RELATIONSHIP_MESSAGES.hops)
  .min(RELATIONSHIP_LIMITS.minHops, RELATIONSHIP_MESSAGES.hops)
  .max(RELATIONSHIP_LIMITS.maxHops, RELATIONSHIP_MESSAGES.hops)
  .default(RELATIONSHIP_LIMITS.defaultHops);

const maxPathsSchema = z.coerce
  .number(RELATIONSHIP_MESSAGES.maxPaths)
  .int(RELATIONSHIP_MESSAGES.maxPaths)
  .min(1, RELATIONSHIP_MESSAGES.maxPaths)
  .max(RELATIONSHIP_LIMITS.maxPaths, RELATIONSHIP_MESSAGES.maxPaths)
  .default(RELATIONSHIP_LIMITS.defaultPaths);

const minRatioSchema = z.coerce
  .number('应为0到100的比例')
  .min(0, '应为0到100的比例')
  .max(100, '应为0到100的比例')
  .default(0);

const searchFields = z.object({
  entities: entitiesSchema,
  /** Longest path, in edges (1–6, default 4). */
  hops: hopsSchema,
  /** Paths kept per pair, shortest first (1–50, default 20). */
  maxPaths: maxPathsSchema,
  /** Edge types a path may use (default: all but 最终受益人). */
  types: edgeTypesSchema,
  /** Holdings (股东, 对外投资) below this ratio (%) are not followed. */
  minRatio: minRatioSchema,
  /** Do not go through 注销/吊销 enterprises (the chosen entities themselves stay). */
  excludeClosed: flagSchema(true),
  /** Paths through enterprises only (no person may be chosen then). */
  excludePersons: flagSchema(false),
  /** Go through hubs too (nodes with more direct relations than the hub rule allows). */
  expandHubs: flagSchema(false),
});

function checkSearch<T extends { entities: EntityRef[]; excludePersons: boolean }>(
  p: T,
  ctx: z.core.$RefinementCtx<T>,
) {
  if (p.excludePersons && p.entities.some((e) => e.kind === 'person')) {
    ctx.addIssue({
      code: 'custom',
      path: ['excludePersons'],
      message: RELATIONSHIP_MESSAGES.personsExcluded,
    });
  }
}

// zgxSearch: the paths between every pair of 2–5 entities, the suspected ties and the
// common relations of the set.
export const relationshipSearchSchema = searchFields.superRefine(checkSearch);
export type RelationshipSearch = z.infer<typeof relationshipSearchSchema>;
export type RelationshipSearchInput = z.input<typeof relationshipSearchSchema>;

// zgxExportQuota: today's export quota and the rows (paths) an export of this search takes.
export const relationshipExportQuotaSchema = relationshipSearchSchema;

// GET RELATIONSHIP_EXPORT_PATH?format=csv|xlsx&entities=e:1,p:45@2&hops=…: the paths as a file.
export const RELATIONSHIP_EXPORT_PATH = '/api-zsai-query/zsai/zgx/export';
export const relationshipExportQuerySchema = searchFields
  .extend({ format: z.enum(['csv', 'xlsx'], '应为 csv 或 xlsx').default('csv') })
  .superRefine(checkSearch);
export type RelationshipExportQuery = z.infer<typeof relationshipExportQuerySchema>;

// zgxPersons: the people of a name, each with their enterprises, never merged.
export const PERSON_PICKER_LIMIT = 50;
export const personPickerSchema = z.object({
  name: z
    .string()
    .transform((s) => s.replace(/\s+/g, '').trim())
    .pipe(z.string().min(1, '请输入姓名').max(20, '不能超过20个字符')),
  /** Only the people of that name in this enterprise (a profile's 找关系 button). */
  enterpriseId: enterpriseIdSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, '最小为 1')
    .max(PERSON_PICKER_LIMIT, `最大为 ${PERSON_PICKER_LIMIT}`)
    .default(20),
});
export type PersonPickerParams = z.infer<typeof personPickerSchema>;

// ---- Outputs ----

/** Provenance of a fact: the dataset (`demo` for generated rows) and its snapshot date. */
export type EdgeProvenance = { source: string; asof: string };

export type RelationshipNode = {
  /** `e:{id}` or `p:{id}`. */
  id: string;
  kind: 'enterprise' | 'person';
  name: string;
  /** Enterprises: the id to open the profile with (`/qyhx/index?id=`). */
  enterpriseid: number | null;
  /** Persons: people.id (人员详情 qyhxPerson). */
  personid: number | null;
  /** Enterprises: 登记状态. */
  status: string | null;
  /** Index of the chosen entity this node is (0-based), null for the nodes between. */
  entity: number | null;
  /** On at least one kept path (the screen fades the others). */
  onpath: boolean;
  /** More direct relations than the hub rule allows: not gone through (unless expandHubs). */
  hub: boolean;
};

export type RelationshipEdge = EdgeProvenance & {
  /** Stable id of the fact: `{type}:{from}>{to}`. */
  id: string;
  type: EdgeType;
  /** EDGE_TYPES' label: 分支机构, 股东, 法定代表人, 董监高, 最终受益人, 对外投资. */
  typename: string;
  /** Holder, person, parent: the edge reads "from 持有/担任/设立 to". */
  from: string;
  to: string;
  /** Short label for the graph: 持股 35.00%, 董事、总经理, 分支机构 … */
  label: string;
  /** 股东, 对外投资: summed direct ratio (%); 最终受益人: null (see lookthrough). */
  ratio: number | null;
  /** 股东, 对外投资: 认缴出资额 (万元), null when unknown. */
  subscribedcapital: number | null;
  /** 法定代表人, 董监高: the titles held, joined by 、; 最终受益人: the basis (why). */
  position: string | null;
  /** 最终受益人: the look-through ratio (%). */
  lookthrough: number | null;
};

export type PathStep = EdgeProvenance & {
  /** The hop's main edge (provenance above is this edge's). */
  edge: string;
  /** Other edges between the same two nodes (a 法定代表人 who is also a 股东), named in `text`. */
  also: string[];
  /** The step as read along the path: "B 的 董事 张三". */
  text: string;
};

export type RelationshipPath = {
  /** `{a}-{b}-{n}`: the pair and the rank of the path in it. */
  id: string;
  /** Indexes of the two entities the path joins. */
  pair: [number, number];
  hops: number;
  /** Node ids from the first entity to the second. */
  nodes: string[];
  /** Edge ids, one per hop (the hop's main edge; steps[].also has the others). */
  edges: string[];
  /** "A 持有 B 35.00% 股权 → B 的 董事 张三 → 张三 担任 C 的法定代表人". */
  sentence: string;
  steps: PathStep[];
};

export type PairSummary = {
  pair: [number, number];
  /** Paths kept (≤ maxPaths). */
  count: number;
  /** Hops of the shortest path found; null when none. */
  shortest: number | null;
  /** More paths exist than were kept. */
  more: boolean;
};

export type SkippedHub = {
  node: string;
  name: string;
  kind: 'enterprise' | 'person';
  /** Direct relations counted (at least; counting stops past the threshold). */
  degree: number;
  /** Pairs that a path of at most `hops` through this hub would have joined. */
  pairs: [number, number][];
};

export const TIE_KINDS = [
  { value: 'phone', label: '相同联系电话' },
  { value: 'email', label: '相同电子邮箱' },
  { value: 'website', label: '相同网址' },
  { value: 'address', label: '相同注册地址' },
  { value: 'samename', label: '同名人员' },
] as const;
export type TieKind = (typeof TIE_KINDS)[number]['value'];

/** A suspected tie (疑似关系): shared contact data or same-name people; never a proven edge. */
export type SuspectedTie = {
  /** Indexes of the two entities (their enterprises are compared). */
  pair: [number, number];
  /** The two enterprises compared (a person's: the enterprise it was picked in). */
  enterprises: [string, string];
  kind: TieKind;
  kindname: string;
  /** What was shared: the number, the address, the name. */
  value: string;
  /** In words, with where each side has it. */
  evidence: string;
  /** Same-name people: the two person nodes (two records, not joined). */
  persons: [string, string] | null;
  /** Enterprises holding this value in the whole registry (counting stops at 51). */
  sharedby: number;
  /** 0–1 by the documented rules (docs/relationships.md, Suspected ties). */
  confidence: number;
  /** 较高 (≥ 0.6), 中 (≥ 0.4), 低. */
  level: '较高' | '中' | '低';
};

/** One party the enterprises of the set share, with its relation to each. */
export type CommonRelation = {
  node: string;
  name: string;
  kind: 'enterprise' | 'person';
  enterpriseid: number | null;
  personid: number | null;
  /** Chosen enterprises it relates to (2 or more). */
  links: {
    entity: number;
    /** Holdings: ratio (%); 董监高: the titles. */
    ratio: number | null;
    position: string | null;
  }[];
};

export type CommonRelations = {
  /** 共同股东: holders of two or more of the chosen enterprises. */
  shareholders: CommonRelation[];
  /** 共同对外投资: enterprises two or more of them invest in. */
  investments: CommonRelation[];
  /** 共同董监高: the same person (people.id) in office at two or more of them. */
  officers: CommonRelation[];
};

/** The rules the answer was computed with (docs/relationships.md). */
export type RelationshipRules = {
  hops: number;
  maxpaths: number;
  types: EdgeType[];
  minratio: number;
  excludeclosed: boolean;
  excludepersons: boolean;
  expandhubs: boolean;
  /** A node with more direct relations than this is a hub. */
  hubdegree: number;
  /** The search's time budget, ms. */
  budgetms: number;
};

export type ResolvedEntity = {
  index: number;
  /** The node id (`e:` or `p:`). */
  node: string;
  kind: 'enterprise' | 'person';
  name: string;
  /** The enterprise the entity is (or, for a person, was picked in). */
  enterpriseid: number;
  qymc: string;
};

export type RelationshipAnswer = {
  entities: ResolvedEntity[];
  nodes: RelationshipNode[];
  edges: RelationshipEdge[];
  /** Every pair's paths, pair by pair, shortest first. */
  paths: RelationshipPath[];
  pairs: PairSummary[];
  skippedhubs: SkippedHub[];
  /** The time budget ran out: what was found so far, maybe not all, maybe not shortest. */
  partial: boolean;
  /** Why the answer is partial or empty, in Chinese; null when complete. */
  notice: string | null;
  /** Suspected ties between the pairs' enterprises (separate from the paths). */
  ties: SuspectedTie[];
  common: CommonRelations;
  rules: RelationshipRules;
  elapsedms: number;
};
// zgxSearch answers { data: [RelationshipAnswer] }.

export type RelationshipExportQuota = ExportQuota;

/** One record of the same name that might be the same person as another (not joined). */
export type PossibleSame = {
  personid: number;
  /** 0–1 (docs/relationships.md, People of the same name). */
  confidence: number;
  reason: string;
};

export type PersonCandidate = {
  ID_: string;
  personid: number;
  /** `p:{id}`, the node id a search uses. */
  node: string;
  name: string;
  /** Dataset the record (and its key) comes from. */
  source: string;
  /** The enterprises of this record (positions and holdings), 法定代表人 first; ≤ 20. */
  enterprises: {
    enterpriseid: number;
    qymc: string;
    status: string;
    /** Titles held, then 股东 35.00% when a holder. */
    roles: string[];
  }[];
  /** Enterprises of this record in all. */
  enterprisecount: number;
  /** Other records of this name that might be this person; empty when the key is decisive. */
  possiblesame: PossibleSame[];
};
// zgxPersons answers { data: PersonCandidate[], extraData: { totalCount, name } }.
