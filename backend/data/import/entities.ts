import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  annualReports,
  bids,
  branches,
  catalogCategories,
  catalogProductNodes,
  catalogProducts,
  changeRecords,
  enterprises,
  financingEvents,
  industryChainEnterprises,
  industryChainNodes,
  industryChains,
  judgments,
  officialStatistics,
  parks,
  judicialAuctions,
  patents,
  penalties,
  people,
  positions,
  productCategories,
  products,
  recruitmentPosts,
  shareholdings,
  trademarks,
} from '../../db/schema';
import {
  branchProblems,
  describeProblem,
  enterpriseProblems,
  FACT_DATES,
  factProblems,
  legalRepresentativePositionProblem,
  ratioSumProblem,
  type FactTable,
  type Problem,
} from '../consistency/rules';
import { namePinyin } from '../generator/names';
import { industriesByCode } from '../reference-lookup';
import { NODE_LEVEL, STAGE_SLUGS, STAGES } from '../industry-chains';
import {
  annualReportRow,
  bidRow,
  branchRow,
  catalogCategoryRow,
  catalogProductRow,
  changeRecordRow,
  enterpriseRow,
  financingEventRow,
  industryChainLinkRow,
  industryChainNodeRow,
  industryChainRow,
  judgmentRow,
  judicialAuctionRow,
  officialStatisticRow,
  parkRow,
  policyRow,
  patentRow,
  penaltyRow,
  positionRow,
  productCategoryRow,
  productRow,
  recruitmentPostRow,
  shareholdingRow,
  trademarkRow,
} from './row-schemas';
import {
  latestChangeRejections,
  type ChangedEnterprise,
  type LatestChanges,
} from './latest-changes';
import { differs, upsertBy, upsertWhere, type Executor, type Outcome } from './upsert';
import {
  measuresOf,
  policiesByCode,
  writePolicies,
  type PolicyInput,
} from '../../db/queries/policies';

/** What makes two deliveries of a policy the same (everything but as_of). */
function policySignature(p: PolicyInput): string {
  const { asOf: _asOf, ...rest } = p;
  return JSON.stringify(rest, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The stored policy of a code as its signature, or null when there is none. */
async function storedPolicy(db: Executor, code: string): Promise<string | null> {
  const [row] = await policiesByCode(db, [code]);
  if (!row) return null;
  type Extra = { full_text: string; source_id: string | null; as_of: string };
  const [extra] = (
    (await db.execute(
      sql`select full_text, source_id, as_of::text as as_of from policies where id = ${row.id}`,
    )) as { rows: Extra[] }
  ).rows;
  if (!extra) return null;
  const measures = await measuresOf(db, [row.id]);
  return policySignature({
    code: row.code,
    title: row.title,
    issuer: row.issuer,
    level: row.level,
    regionCode: row.regionCode,
    issuedOn: row.issuedOn,
    validUntil: row.validUntil,
    categories: row.categories,
    fullText: extra.full_text,
    isDemo: row.isDemo,
    source: row.source,
    sourceId: extra.source_id,
    asOf: extra.as_of,
    measures: measures.map((m) => ({
      title: m.title,
      content: m.content,
      clauses: m.clauses.map((c) => ({ kind: c.kind, params: c.params, text: c.text })),
    })),
  });
}

// The entity types the import understands, in the order a directory is loaded (parents
// first). Each validates its row and upserts it; a referential problem, or a contradiction
// of the registry rules (backend/data/consistency/rules.ts), is a rejection.

export class RowRejection extends Error {}

export type ImportContext = {
  db: Executor;
  source: string;
  asOf: string;
  /** The latest change of each enterprise and item in the file (its first pass). */
  latest: LatestChanges;
  /**
   * Enterprises the import wrote or referred to: the derive steps that can refresh only
   * these (leads) do. A superset is harmless (a rolled-back row still counts).
   */
  touched: Set<number>;
};

type Entity<S extends z.ZodType> = {
  name: string;
  schema: S;
  /** What may appear once per file (default: the row's `id`). */
  key?: (row: z.infer<S>) => string;
  apply: (ctx: ImportContext, row: z.infer<S>, line: number) => Promise<Outcome>;
  /** Rows checked against the rest of their file see all of it first (a first pass). */
  firstPass?: (ctx: ImportContext, line: number, row: z.infer<S>) => void;
  /** Many rows at once (one select, one multi-row insert … on conflict); same outcomes. */
  applyBatch?: (ctx: ImportContext, rows: BatchRow<z.infer<S>>[]) => Promise<BatchResult[]>;
};

export type BatchRow<T> = { line: number; data: T };
export type BatchResult = { line: number; outcome: Outcome } | { line: number; reason: string };

const entity = <S extends z.ZodType>(e: Entity<S>) => e as unknown as Entity<z.ZodType>;

/** What the rules need of the enterprise a row refers to. */
const refColumns = {
  id: enterprises.id,
  tyshxydm: enterprises.tyshxydm,
  establishedOn: enterprises.establishedOn,
  qymc: enterprises.qymc,
  legalRepresentative: enterprises.legalRepresentative,
  businessScope: enterprises.businessScope,
  address: enterprises.address,
  zczb: enterprises.zczb,
  status: enterprises.status,
  qylx: enterprises.qylx,
  source: enterprises.source,
  asOf: enterprises.asOf,
};
type EnterpriseRef = ChangedEnterprise & { tyshxydm: string; establishedOn: string; qylx: string };

async function enterpriseRef(
  ctx: ImportContext,
  code: string,
  field = 'tyshxydm',
): Promise<EnterpriseRef> {
  const rows = await ctx.db
    .select(refColumns)
    .from(enterprises)
    .where(eq(enterprises.tyshxydm, code))
    .limit(1);
  if (!rows[0]) throw new RowRejection(`${field}: 企业 ${code} 不存在（请先导入企业）`);
  ctx.touched.add(rows[0].id);
  return rows[0];
}

const enterpriseId = async (ctx: ImportContext, code: string, field?: string) =>
  (await enterpriseRef(ctx, code, field)).id;

/** Rejects the row with the first problem a rule found. */
function refuse(problems: readonly (Problem | undefined)[]): void {
  const first = problems.find((p) => p !== undefined);
  if (first) throw new RowRejection(describeProblem(first));
}

/** The rules of a dated fact, given its enterprise and the date its source describes. */
function checkFact(name: string, values: Record<string, unknown>, e: EnterpriseRef) {
  if (name in FACT_DATES)
    refuse(
      factProblems(name as FactTable, values, {
        establishedOn: e.establishedOn,
        asOf: values.asOf as string,
      }),
    );
}

/** A check of several rows at once against the database: rejected lines with reasons. */
type BatchCheck = (
  ctx: ImportContext,
  rows: { line: number; values: Record<string, unknown>; enterprise: EnterpriseRef }[],
) => Promise<Map<number, string>>;

async function personId(
  ctx: ImportContext,
  name: string,
  key: string,
  asOf: string,
): Promise<number> {
  const { id } = await upsertBy(ctx.db, people, eq(people.personKey, key), {
    name,
    personKey: key,
    source: ctx.source,
    asOf,
  });
  return id;
}

const provenance = (ctx: ImportContext, row: { id: string; as_of?: string }) => ({
  source: ctx.source,
  sourceId: row.id,
  asOf: row.as_of ?? ctx.asOf,
});

/** Facts keyed by (source, source_id) that belong to one enterprise. */
function factEntity<S extends z.ZodType<{ tyshxydm: string; id: string; as_of?: string }>>(
  name: string,
  schema: S,
  table:
    | typeof patents
    | typeof trademarks
    | typeof judgments
    | typeof penalties
    | typeof financingEvents
    | typeof changeRecords
    | typeof judicialAuctions
    | typeof bids
    | typeof recruitmentPosts
    | typeof products,
  columns: (
    row: z.infer<S>,
    ctx: ImportContext,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>,
  options: { batchCheck?: BatchCheck; firstPass?: Entity<S>['firstPass'] } = {},
) {
  return entity({
    name,
    schema,
    firstPass: options.firstPass,
    async applyBatch(ctx, rows: BatchRow<z.infer<S>>[]) {
      const codes = [...new Set(rows.map((r) => r.data.tyshxydm))];
      const refs = new Map(
        (
          await ctx.db
            .select(refColumns)
            .from(enterprises)
            .where(inArray(enterprises.tyshxydm, codes))
        ).map((e) => [e.tyshxydm, e]),
      );
      const results: BatchResult[] = [];
      let valid: {
        line: number;
        values: Record<string, unknown> & { sourceId: string };
        enterprise: EnterpriseRef;
      }[] = [];
      for (const { line, data } of rows) {
        try {
          const enterprise = refs.get(data.tyshxydm) ?? (await enterpriseRef(ctx, data.tyshxydm));
          ctx.touched.add(enterprise.id);
          const values = {
            enterpriseId: enterprise.id,
            ...(await columns(data, ctx)),
            ...provenance(ctx, data),
          };
          checkFact(name, values, enterprise);
          valid.push({ line, values, enterprise });
        } catch (error) {
          if (!(error instanceof RowRejection)) throw error;
          results.push({ line, reason: error.message });
        }
      }
      if (options.batchCheck) {
        const rejected = await options.batchCheck(ctx, valid);
        for (const [line, reason] of rejected) results.push({ line, reason });
        valid = valid.filter((v) => !rejected.has(v.line));
      }
      if (valid.length === 0) return results;
      const stored = new Map(
        (
          (await ctx.db
            .select()
            .from(table as never)
            .where(
              and(
                eq(table.source, ctx.source),
                inArray(
                  table.sourceId,
                  valid.map((v) => v.values.sourceId),
                ),
              ),
            )) as Record<string, unknown>[]
        ).map((row) => [row.sourceId as string, row]),
      );
      const writes: Record<string, unknown>[] = [];
      for (const { line, values } of valid) {
        const current = stored.get(values.sourceId);
        const outcome: Outcome = !current
          ? 'inserted'
          : differs(values, current)
            ? 'updated'
            : 'unchanged';
        if (outcome !== 'unchanged') writes.push(values);
        results.push({ line, outcome });
      }
      if (writes.length > 0) {
        const columnsOf = getTableColumns(table) as Record<string, { name: string }>;
        const set = Object.fromEntries(
          Object.keys(writes[0]!).map((k) => [k, sql.raw(`excluded."${columnsOf[k]!.name}"`)]),
        );
        await ctx.db
          .insert(table)
          .values(writes as never)
          .onConflictDoUpdate({
            target: [table.source, table.sourceId],
            targetWhere: sql`source_id is not null`,
            set,
          });
      }
      return results;
    },
    async apply(ctx, row: z.infer<S>, line) {
      const enterprise = await enterpriseRef(ctx, row.tyshxydm);
      const values = {
        enterpriseId: enterprise.id,
        ...(await columns(row, ctx)),
        ...provenance(ctx, row),
      };
      checkFact(name, values, enterprise);
      const rejected = await options.batchCheck?.(ctx, [{ line, values, enterprise }]);
      const reason = rejected?.get(line);
      if (reason !== undefined) throw new RowRejection(reason);
      return (
        await upsertBy(
          ctx.db,
          table,
          and(eq(table.source, ctx.source), eq(table.sourceId, row.id))!,
          values,
        )
      ).outcome;
    },
  });
}

/** The id of the product category with this code in the import's source. */
async function categoryId(ctx: ImportContext, code: string, field: string, hint: string) {
  const rows = await ctx.db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.source, ctx.source), eq(productCategories.sourceId, code)))
    .limit(1);
  if (!rows[0]) throw new RowRejection(`${field}: 产品分类 ${code} 不存在（${hint}）`);
  return rows[0].id;
}

/** The chain with this code, or else this name. */
async function chainByKey(ctx: ImportContext, key: string, field: string) {
  const rows = await ctx.db
    .select({ id: industryChains.id, code: industryChains.code })
    .from(industryChains)
    .where(sql`${industryChains.code} = ${key} or ${industryChains.name} = ${key}`)
    .orderBy(sql`${industryChains.code} = ${key} desc`)
    .limit(1);
  if (!rows[0]) throw new RowRejection(`${field}: 产业链「${key}」不存在`);
  return rows[0];
}

/**
 * The node a declared link names: its code, or its name in the chain (exactly one). Stages
 * are not nodes an enterprise works on.
 */
async function chainNodeId(ctx: ImportContext, chainKey: string, node: string): Promise<number> {
  const chain = await chainByKey(ctx, chainKey, 'chain');
  const rows = await ctx.db
    .select({ id: industryChainNodes.id, level: industryChainNodes.level })
    .from(industryChainNodes)
    .where(
      and(
        eq(industryChainNodes.chainId, chain.id),
        sql`(${industryChainNodes.code} = ${node} or ${industryChainNodes.name} = ${node})`,
      ),
    )
    .orderBy(sql`${industryChainNodes.code} = ${node} desc`)
    .limit(2);
  if (!rows[0]) throw new RowRejection(`node: 产业链「${chainKey}」中没有节点「${node}」`);
  if (rows[1] && !node.includes('.'))
    throw new RowRejection(`node: 产业链「${chainKey}」中有多个节点「${node}」，请用节点编码`);
  if (rows[0].level < NODE_LEVEL.segment)
    throw new RowRejection(`node: 「${node}」是阶段，请指定其中的环节`);
  return rows[0].id;
}

/** A chain node by code, with what a child needs of it. */
async function nodeByCode(ctx: ImportContext, code: string) {
  const rows = await ctx.db
    .select({
      id: industryChainNodes.id,
      chainId: industryChainNodes.chainId,
      level: industryChainNodes.level,
      stage: industryChainNodes.stage,
    })
    .from(industryChainNodes)
    .where(eq(industryChainNodes.code, code))
    .limit(1);
  return rows[0];
}

export const ENTITIES = [
  // Chain definitions and the product catalogue come first: declared links and producers
  // refer to them, and they refer to no enterprise.
  entity({
    name: 'industry_chains',
    schema: industryChainRow,
    key: (r) => r.code,
    async apply(ctx, r) {
      const taken = await ctx.db
        .select({ code: industryChains.code })
        .from(industryChains)
        .where(and(eq(industryChains.name, r.name), sql`${industryChains.code} <> ${r.code}`))
        .limit(1);
      if (taken[0])
        throw new RowRejection(`name: 产业链名称「${r.name}」已由编码 ${taken[0].code} 使用`);
      const asOf = r.as_of ?? ctx.asOf;
      const values = {
        code: r.code,
        name: r.name,
        description: r.description ?? '',
        sort: r.sort ?? 0,
        source: ctx.source,
        sourceId: r.code,
        asOf,
      };
      const outcome = await upsertWhere(
        ctx.db,
        industryChains,
        eq(industryChains.code, r.code),
        values,
      );
      const [chain] = await ctx.db
        .select({ id: industryChains.id })
        .from(industryChains)
        .where(eq(industryChains.code, r.code));
      // Every chain has its three stages; segments hang under them.
      await ctx.db
        .insert(industryChainNodes)
        .values(
          STAGES.map((stage, i) => ({
            chainId: chain!.id,
            code: `${r.code}.${STAGE_SLUGS[stage]}`,
            name: stage,
            stage,
            level: NODE_LEVEL.stage,
            sort: i + 1,
            source: ctx.source,
            sourceId: `${r.code}.${STAGE_SLUGS[stage]}`,
            asOf,
          })),
        )
        .onConflictDoNothing();
      return outcome;
    },
  }),
  entity({
    name: 'industry_chain_nodes',
    schema: industryChainNodeRow,
    key: (r) => r.code,
    // Rows are applied in file order, so a parent listed earlier in the file is found.
    async apply(ctx, r) {
      const chain = await ctx.db
        .select({ id: industryChains.id })
        .from(industryChains)
        .where(eq(industryChains.code, r.chain))
        .limit(1);
      if (!chain[0]) throw new RowRejection(`chain: 产业链 ${r.chain} 不存在（请先导入产业链）`);
      const parentCode = r.parent ?? `${r.chain}.${STAGE_SLUGS[r.stage!]}`;
      const parent = await nodeByCode(ctx, parentCode);
      if (!parent || parent.chainId !== chain[0].id)
        throw new RowRejection(
          `parent: 节点 ${parentCode} 不在产业链 ${r.chain} 中（上级须先于下级列出）`,
        );
      if (r.stage && r.stage !== parent.stage)
        throw new RowRejection(`stage: 与上级节点的阶段（${parent.stage}）不一致`);
      const level = parent.level + 1;
      if (level >= NODE_LEVEL.link && r.keywords.length === 0 && r.classes.length === 0)
        throw new RowRejection('keywords: 细分环节须有关键词或行业分类，企业才能据此归入');
      if (r.inputs && level !== NODE_LEVEL.segment)
        throw new RowRejection('inputs: 只有环节（阶段下一级）可以指定上游环节');
      const existing = await nodeByCode(ctx, r.code);
      if (existing && existing.chainId !== chain[0].id)
        throw new RowRejection(`code: 节点编码 ${r.code} 已属于另一条产业链`);
      const values = {
        chainId: chain[0].id,
        parentId: parent.id,
        code: r.code,
        name: r.name,
        stage: parent.stage,
        level,
        sort: r.sort ?? 0,
        keywords: r.keywords,
        industryClasses: r.classes,
        inputs: r.inputs ?? null,
        source: ctx.source,
        sourceId: r.code,
        asOf: r.as_of ?? ctx.asOf,
      };
      return upsertWhere(ctx.db, industryChainNodes, eq(industryChainNodes.code, r.code), values);
    },
  }),
  entity({
    name: 'catalog_categories',
    schema: catalogCategoryRow,
    key: (r) => r.code,
    async apply(ctx, r) {
      let parentId: number | null = null;
      if (r.parent_code) {
        const parent = await ctx.db
          .select({ id: catalogCategories.id })
          .from(catalogCategories)
          .where(eq(catalogCategories.code, r.parent_code))
          .limit(1);
        if (!parent[0])
          throw new RowRejection(
            `parent_code: 产品类别 ${r.parent_code} 不存在（上级须先于下级列出）`,
          );
        parentId = parent[0].id;
      }
      const values = {
        code: r.code,
        parentId,
        name: r.name,
        sort: r.sort ?? 0,
        source: ctx.source,
        sourceId: r.code,
        asOf: r.as_of ?? ctx.asOf,
      };
      return upsertWhere(ctx.db, catalogCategories, eq(catalogCategories.code, r.code), values);
    },
  }),
  entity({
    name: 'catalog_products',
    schema: catalogProductRow,
    key: (r) => r.code,
    async apply(ctx, r) {
      const category = await ctx.db
        .select({ id: catalogCategories.id })
        .from(catalogCategories)
        .where(eq(catalogCategories.code, r.category_code))
        .limit(1);
      if (!category[0])
        throw new RowRejection(
          `category_code: 产品类别 ${r.category_code} 不存在（请先导入产品类别）`,
        );
      const nodeIds: number[] = [];
      for (const code of r.nodes) {
        const node = await nodeByCode(ctx, code);
        if (!node || node.level < NODE_LEVEL.link)
          throw new RowRejection(`nodes: ${code} 不是已有的细分环节`);
        nodeIds.push(node.id);
      }
      const taken = await ctx.db
        .select({ code: catalogProducts.code })
        .from(catalogProducts)
        .where(and(eq(catalogProducts.name, r.name), sql`${catalogProducts.code} <> ${r.code}`))
        .limit(1);
      if (taken[0])
        throw new RowRejection(`name: 产品名称「${r.name}」已由编码 ${taken[0].code} 使用`);
      const pinyin = namePinyin(r.name);
      const values = {
        code: r.code,
        categoryId: category[0].id,
        name: r.name,
        namePinyin: pinyin.full,
        nameInitials: pinyin.initials,
        definition: r.definition,
        keywords: [...new Set([r.name, ...r.aliases])],
        sort: r.sort ?? 0,
        source: ctx.source,
        sourceId: r.code,
        asOf: r.as_of ?? ctx.asOf,
      };
      let outcome = await upsertWhere(
        ctx.db,
        catalogProducts,
        eq(catalogProducts.code, r.code),
        values,
      );
      const [product] = await ctx.db
        .select({ id: catalogProducts.id })
        .from(catalogProducts)
        .where(eq(catalogProducts.code, r.code));
      // The file's list of links replaces the product's.
      const current = await ctx.db
        .select({ nodeId: catalogProductNodes.nodeId })
        .from(catalogProductNodes)
        .where(eq(catalogProductNodes.productId, product!.id));
      const same =
        current.length === nodeIds.length && current.every((c) => nodeIds.includes(c.nodeId));
      if (!same) {
        await ctx.db
          .delete(catalogProductNodes)
          .where(eq(catalogProductNodes.productId, product!.id));
        if (nodeIds.length > 0)
          await ctx.db
            .insert(catalogProductNodes)
            .values(nodeIds.map((nodeId) => ({ productId: product!.id, nodeId })));
        if (outcome === 'unchanged') outcome = 'updated';
      }
      return outcome;
    },
  }),
  // Parks (docs/investment-promotion.md): after the chains their leading chains name; their
  // members are derived (step park-members), so the order against enterprises is free.
  entity({
    name: 'parks',
    schema: parkRow,
    key: (r) => r.code,
    async apply(ctx, r) {
      if (r.leading_chains.length > 0) {
        const known = await ctx.db
          .select({ code: industryChains.code })
          .from(industryChains)
          .where(inArray(industryChains.code, r.leading_chains));
        const missing = r.leading_chains.find((c) => !known.some((k) => k.code === c));
        if (missing !== undefined)
          throw new RowRejection(`leading_chains: 产业链 ${missing} 不存在（应为产业链编码）`);
      }
      const values = {
        code: r.code,
        name: r.name,
        level: r.level,
        type: r.type,
        regionCode: r.region_code,
        areaKm2: r.area_km2 ?? null,
        foundedYear: r.founded_year ?? null,
        leadingChains: r.leading_chains,
        aliases: r.aliases,
        address: r.address ?? '',
        description: r.description ?? '',
        source: ctx.source,
        sourceId: r.code,
        asOf: r.as_of ?? ctx.asOf,
      };
      return upsertWhere(ctx.db, parks, eq(parks.code, r.code), values);
    },
  }),
  // Official statistics (宏观经济, docs/investment-promotion.md): one value per region,
  // indicator and year, with its publisher; they refer to no enterprise.
  entity({
    name: 'official_statistics',
    schema: officialStatisticRow,
    key: (r) => `${r.region_code}|${r.indicator}|${r.period}`,
    async apply(ctx, r) {
      const values = {
        regionCode: r.region_code,
        indicator: r.indicator,
        period: r.period,
        value: r.value,
        unit: r.unit,
        statSource: r.source,
        source: ctx.source,
        sourceId: `${r.region_code}|${r.indicator}|${r.period}`,
        asOf: r.as_of ?? ctx.asOf,
      };
      return upsertWhere(
        ctx.db,
        officialStatistics,
        and(
          eq(officialStatistics.regionCode, r.region_code),
          eq(officialStatistics.indicator, r.indicator),
          eq(officialStatistics.period, r.period),
        )!,
        values,
      );
    },
  }),
  // Policies (政策问答, docs/policy-qa.md): one JSONL line each, measures and clauses nested;
  // they refer to no enterprise. A re-import replaces a changed policy's measures whole.
  entity({
    name: 'policies',
    schema: policyRow,
    key: (r) => r.code,
    async apply(ctx, r) {
      const input: PolicyInput = {
        code: r.code,
        title: r.title,
        issuer: r.issuer,
        level: r.level,
        regionCode: r.region_code,
        issuedOn: r.issued_on,
        validUntil: r.valid_until ?? null,
        categories: r.categories,
        fullText: r.full_text,
        isDemo: r.is_demo,
        source: ctx.source,
        sourceId: r.code,
        asOf: r.as_of ?? ctx.asOf,
        measures: r.measures.map((m) => ({
          title: m.title,
          content: m.content,
          clauses: m.clauses.map(({ kind, text, ...params }) => ({ kind, params, text })),
        })),
      };
      const stored = await storedPolicy(ctx.db, r.code);
      if (stored !== null && stored === policySignature(input)) return 'unchanged';
      await writePolicies(ctx.db, [input]);
      return stored === null ? 'inserted' : 'updated';
    },
  }),
  entity({
    name: 'enterprises',
    schema: enterpriseRow,
    key: (r) => r.tyshxydm,
    async apply(ctx, r) {
      const industry = industriesByCode().get(r.industry_code)!;
      const pinyin = namePinyin(r.qymc);
      const values = {
        qymc: r.qymc,
        namePinyin: pinyin.full,
        nameInitials: pinyin.initials,
        tyshxydm: r.tyshxydm,
        regNo: r.reg_no ?? null,
        legalRepresentative: r.legal_representative,
        zczb: r.zczb ?? null,
        capitalCurrency: r.capital_currency ?? '人民币',
        paidInCapital: r.paid_in_capital ?? null,
        establishedOn: r.established_on,
        operatingFrom: r.operating_from ?? null,
        operatingTo: r.operating_to ?? null,
        status: r.status,
        qylx: r.qylx,
        industryCode: r.industry_code,
        industryCategory: industry.category,
        dlhy: industry.divisionName,
        regionCode: r.region_code,
        address: r.address,
        lxfs: r.lxfs ?? null,
        email: r.email ?? null,
        website: r.website ?? null,
        businessScope: r.business_scope ?? '',
        staffSize: r.staff_size ?? null,
        insuredCount: r.insured_count ?? null,
        formerNames: (r.former_names ?? []).join('；'),
        listingStatus: r.listing_status ?? '未上市',
        stockCode: r.stock_code ?? null,
        tags: r.tags ?? [],
        source: ctx.source,
        sourceId: r.source_id ?? null,
        asOf: r.as_of ?? ctx.asOf,
      };
      refuse(enterpriseProblems(values, values.asOf));
      const { id, outcome } = await upsertBy(
        ctx.db,
        enterprises,
        eq(enterprises.tyshxydm, r.tyshxydm),
        values,
      );
      ctx.touched.add(id);
      return outcome;
    },
  }),
  entity({
    name: 'product_categories',
    schema: productCategoryRow,
    key: (r) => r.code,
    // Rows are applied in file order, so a parent listed earlier in the file is found.
    async apply(ctx, r) {
      const values = {
        parentId: r.parent_code
          ? await categoryId(ctx, r.parent_code, 'parent_code', '上级分类须先于下级列出')
          : null,
        name: r.name,
        source: ctx.source,
        sourceId: r.code,
        asOf: r.as_of ?? ctx.asOf,
      };
      const key = and(
        eq(productCategories.source, ctx.source),
        eq(productCategories.sourceId, r.code),
      )!;
      return (await upsertBy(ctx.db, productCategories, key, values)).outcome;
    },
  }),
  entity({
    name: 'shareholdings',
    schema: shareholdingRow,
    async apply(ctx, r) {
      const company = await enterpriseRef(ctx, r.tyshxydm);
      const asOf = r.as_of ?? ctx.asOf;
      const holder =
        r.holder_type === 'person'
          ? {
              holderPersonId: await personId(ctx, r.holder_name!, r.holder_key!, asOf),
              holderEnterpriseId: null,
            }
          : {
              holderPersonId: null,
              holderEnterpriseId: await enterpriseId(ctx, r.holder_tyshxydm!, 'holder_tyshxydm'),
            };
      if (holder.holderEnterpriseId === company.id)
        throw new RowRejection('holder_tyshxydm: 企业不能持有自身');
      // The other holdings of the enterprise (a re-delivered row replaces its stored self).
      const others = await ctx.db
        .select({ sum: sql<string | null>`sum(${shareholdings.ratio})` })
        .from(shareholdings)
        .where(
          and(
            eq(shareholdings.enterpriseId, company.id),
            sql`not (${shareholdings.source} = ${ctx.source} and ${shareholdings.sourceId} is not distinct from ${r.id})`,
          ),
        );
      refuse([
        ratioSumProblem(Number(others[0]?.sum ?? 0) + r.ratio),
        ...factProblems(
          'shareholdings',
          { subscribedOn: r.subscribed_on },
          { establishedOn: company.establishedOn, asOf },
        ),
      ]);
      const values = {
        enterpriseId: company.id,
        ...holder,
        ratio: r.ratio,
        subscribedCapital: r.subscribed_capital ?? null,
        subscribedOn: r.subscribed_on ?? null,
        ...provenance(ctx, r),
      };
      const key = and(eq(shareholdings.source, ctx.source), eq(shareholdings.sourceId, r.id))!;
      return (await upsertBy(ctx.db, shareholdings, key, values)).outcome;
    },
  }),
  entity({
    name: 'positions',
    schema: positionRow,
    async apply(ctx, r) {
      const company = await enterpriseRef(ctx, r.tyshxydm);
      refuse([
        legalRepresentativePositionProblem(r.title, r.person_name, company.legalRepresentative),
      ]);
      const values = {
        enterpriseId: company.id,
        personId: await personId(ctx, r.person_name, r.person_key, r.as_of ?? ctx.asOf),
        title: r.title,
        ...provenance(ctx, r),
      };
      const key = and(eq(positions.source, ctx.source), eq(positions.sourceId, r.id))!;
      return (await upsertBy(ctx.db, positions, key, values)).outcome;
    },
  }),
  entity({
    name: 'branches',
    schema: branchRow,
    key: (r) => r.branch_tyshxydm,
    async apply(ctx, r) {
      const parent = await enterpriseRef(ctx, r.parent_tyshxydm, 'parent_tyshxydm');
      const branch = await enterpriseRef(ctx, r.branch_tyshxydm, 'branch_tyshxydm');
      refuse(branchProblems(parent, branch));
      const values = {
        parentId: parent.id,
        branchId: branch.id,
        source: ctx.source,
        sourceId: r.id ?? null,
        asOf: r.as_of ?? ctx.asOf,
      };
      // A branch has one parent: re-delivering it under another parent moves it.
      const key = eq(branches.branchId, values.branchId);
      return (await upsertBy(ctx.db, branches, key, values)).outcome;
    },
  }),
  factEntity(
    'change_records',
    changeRecordRow,
    changeRecords,
    (r) => ({
      changedOn: r.changed_on,
      item: r.item,
      before: r.before ?? '',
      after: r.after ?? '',
      className: r.class_name,
    }),
    {
      firstPass: (ctx, line, r) => ctx.latest.add(line, r),
      batchCheck: (ctx, rows) =>
        latestChangeRejections(
          ctx.db,
          ctx.source,
          ctx.latest,
          rows.map(({ line, values, enterprise }) => ({
            line,
            tyshxydm: enterprise.tyshxydm,
            sourceId: values.sourceId as string,
            enterprise,
            change: values as { item: string; changedOn: string; after: string },
          })),
        ),
    },
  ),
  entity({
    name: 'annual_reports',
    schema: annualReportRow,
    key: (r) => `${r.tyshxydm} ${r.year}`,
    async apply(ctx, r) {
      const company = await enterpriseRef(ctx, r.tyshxydm);
      const values = {
        enterpriseId: company.id,
        year: r.year,
        publishedOn: r.published_on,
        staffCount: r.staff_count ?? null,
        insuredCount: r.insured_count ?? null,
        totalAssets: r.total_assets ?? null,
        revenue: r.revenue ?? null,
        netProfit: r.net_profit ?? null,
        source: ctx.source,
        sourceId: r.id ?? null,
        asOf: r.as_of ?? ctx.asOf,
      };
      checkFact('annual_reports', values, company);
      const key = and(
        eq(annualReports.enterpriseId, values.enterpriseId),
        eq(annualReports.year, r.year),
      )!;
      return (await upsertBy(ctx.db, annualReports, key, values)).outcome;
    },
  }),
  factEntity('patents', patentRow, patents, (r) => ({
    type: r.type,
    title: r.title,
    applicationNo: r.application_no,
    appliedOn: r.applied_on,
    publicationNo: r.publication_no ?? null,
    publishedOn: r.published_on ?? null,
    legalStatus: r.legal_status,
  })),
  factEntity('trademarks', trademarkRow, trademarks, (r) => ({
    name: r.name,
    registrationNo: r.registration_no,
    niceClass: r.nice_class,
    appliedOn: r.applied_on,
    status: r.status,
  })),
  factEntity('judgments', judgmentRow, judgments, (r) => ({
    caseNo: r.case_no,
    title: r.title,
    cause: r.cause,
    role: r.role,
    court: r.court,
    judgedOn: r.judged_on,
    amount: r.amount ?? null,
  })),
  factEntity('penalties', penaltyRow, penalties, (r) => ({
    decisionNo: r.decision_no,
    authority: r.authority,
    reason: r.reason,
    content: r.content,
    amount: r.amount ?? null,
    decidedOn: r.decided_on,
  })),
  factEntity('financing_events', financingEventRow, financingEvents, (r) => ({
    round: r.round,
    amountText: r.amount_text,
    amountWan: r.amount_wan ?? null,
    investors: r.investors,
    occurredOn: r.occurred_on,
  })),
  factEntity('judicial_auctions', judicialAuctionRow, judicialAuctions, (r) => ({
    title: r.title,
    court: r.court,
    startingPrice: r.starting_price ?? null,
    auctionOn: r.auction_on,
    status: r.status,
  })),
  factEntity('bids', bidRow, bids, (r) => ({
    title: r.title,
    role: r.role,
    amount: r.amount ?? null,
    regionCode: r.region_code ?? null,
    publishedOn: r.published_on,
  })),
  factEntity('recruitment_posts', recruitmentPostRow, recruitmentPosts, (r) => ({
    title: r.title,
    city: r.city,
    salaryMin: r.salary_min ?? null,
    salaryMax: r.salary_max ?? null,
    education: r.education,
    experience: r.experience,
    publishedOn: r.published_on,
  })),
  factEntity('products', productRow, products, async (r, ctx) => ({
    categoryId: r.category_code
      ? await categoryId(ctx, r.category_code, 'category_code', '请先导入产品分类')
      : null,
    name: r.name,
    description: r.description ?? '',
  })),
  entity({
    name: 'industry_chain_enterprises',
    schema: industryChainLinkRow,
    key: (r) => `${r.tyshxydm} ${r.chain} ${r.node}`,
    async apply(ctx, r) {
      const values = {
        nodeId: await chainNodeId(ctx, r.chain, r.node),
        enterpriseId: await enterpriseId(ctx, r.tyshxydm),
        source: ctx.source,
        sourceId: r.id ?? null,
        asOf: r.as_of ?? ctx.asOf,
      };
      const key = and(
        eq(industryChainEnterprises.nodeId, values.nodeId),
        eq(industryChainEnterprises.enterpriseId, values.enterpriseId),
      )!;
      return upsertWhere(ctx.db, industryChainEnterprises, key, values);
    },
  }),
];
