import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { getMeta, setMeta } from '../db/queries/app-meta';
import {
  catalogCategories,
  catalogProductNodes,
  catalogProducts,
  industryChainNodes,
  industryChains,
  regions,
} from '../db/schema';
import { addressTree } from './address';
import { namePinyin } from './generator/names';
import {
  catalogRows,
  chainNodeRows,
  INDUSTRY_CHAINS,
  PRODUCT_CATALOG,
  type ChainNodeRow,
} from './industry-chains';
import { refreshProductRelations } from '../services/chains/product-relations';

// The built-in chains, the product catalogue and the region table in the database: written
// at every start (and before a demo seed) when the definitions changed since the last sync.
// Rows whose source is 'builtin' follow the definitions; rows an operator imported under the
// same code are left alone. Chains loaded before codes existed (migration 0016 named them
// 'legacy-…') are adopted by name, their nodes by name where that is unambiguous.

export const BUILTIN_SOURCE = 'builtin';
const META_KEY = 'chain-reference';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

const definitionsVersion = () =>
  createHash('sha256')
    .update(JSON.stringify({ chains: INDUSTRY_CHAINS, catalog: PRODUCT_CATALOG, format: 1 }))
    .digest('hex')
    .slice(0, 16);

/** Writes the definitions when they changed; returns whether it wrote anything. */
export async function ensureChainReference(db: Database, today: string): Promise<boolean> {
  await ensureRegions(db);
  const version = definitionsVersion();
  const stored = await getMeta<{ version: string }>(db, META_KEY);
  if (stored?.version === version) return false;
  await db.transaction(async (tx) => {
    await syncChains(tx, today);
    await syncCatalog(tx, today);
    await refreshProductRelations(tx);
  });
  await setMeta(db, META_KEY, { version, syncedAt: new Date().toISOString() });
  return true;
}

async function syncChains(tx: Executor, today: string): Promise<void> {
  const provenance = { source: BUILTIN_SOURCE, sourceId: null, asOf: today };
  const existing = await tx
    .select({
      id: industryChains.id,
      code: industryChains.code,
      name: industryChains.name,
      source: industryChains.source,
    })
    .from(industryChains);
  for (const [sort, chain] of INDUSTRY_CHAINS.entries()) {
    const current =
      existing.find((c) => c.code === chain.code) ??
      existing.find((c) => c.code.startsWith('legacy-') && c.name === chain.name);
    const values = {
      code: chain.code,
      name: chain.name,
      description: chain.description,
      sort: sort + 1,
      ...provenance,
    };
    let chainId: number;
    if (!current) {
      // Another chain of this name that is not ours keeps it; ours stays out.
      if (existing.some((c) => c.name === chain.name)) continue;
      const [row] = await tx
        .insert(industryChains)
        .values(values)
        .returning({ id: industryChains.id });
      chainId = row!.id;
    } else if (current.source !== BUILTIN_SOURCE && !current.code.startsWith('legacy-')) {
      continue;
    } else {
      chainId = current.id;
      await tx.update(industryChains).set(values).where(eq(industryChains.id, chainId));
    }
    await syncNodes(tx, chainId, chainNodeRows(chain), today);
  }
}

/** Upserts a chain's nodes by code, parents first; drops our nodes the definition lost. */
async function syncNodes(tx: Executor, chainId: number, rows: ChainNodeRow[], today: string) {
  const stored = await tx
    .select({
      id: industryChainNodes.id,
      code: industryChainNodes.code,
      name: industryChainNodes.name,
      source: industryChainNodes.source,
    })
    .from(industryChainNodes)
    .where(eq(industryChainNodes.chainId, chainId));
  const byCode = new Map(stored.map((n) => [n.code, n]));
  const legacy = stored.filter((n) => n.code.startsWith('legacy.'));
  const ids = new Map<string, number>();
  // Level by level, so parents have ids; new nodes go in one insert per level.
  const levels = [...new Set(rows.map((r) => r.level))].sort((a, b) => a - b);
  for (const level of levels) {
    const fresh: (typeof industryChainNodes.$inferInsert)[] = [];
    for (const row of rows.filter((r) => r.level === level)) {
      const sameName = legacy.filter((n) => n.name === row.name);
      const current = byCode.get(row.code) ?? (sameName.length === 1 ? sameName[0] : undefined);
      if (current && current.source !== BUILTIN_SOURCE && !current.code.startsWith('legacy.')) {
        ids.set(row.code, current.id);
        continue;
      }
      const values = {
        chainId,
        parentId: row.parentCode ? (ids.get(row.parentCode) ?? null) : null,
        code: row.code,
        name: row.name,
        stage: row.stage,
        level: row.level,
        sort: row.sort,
        keywords: row.keywords,
        industryClasses: row.classes,
        inputs: row.inputs,
        source: BUILTIN_SOURCE,
        sourceId: null,
        asOf: today,
      };
      if (current) {
        await tx
          .update(industryChainNodes)
          .set(values)
          .where(eq(industryChainNodes.id, current.id));
        ids.set(row.code, current.id);
        legacy.splice(legacy.indexOf(current), 1);
      } else fresh.push(values);
    }
    if (fresh.length > 0) {
      const inserted = await tx
        .insert(industryChainNodes)
        .values(fresh)
        .returning({ id: industryChainNodes.id, code: industryChainNodes.code });
      for (const n of inserted) ids.set(n.code, n.id);
    }
  }
  // Ours (and unadopted legacy rows) that the definition no longer has go, with what hangs on
  // them; an operator's own nodes stay.
  const gone = stored.filter(
    (n) =>
      !rows.some((r) => ids.get(r.code) === n.id) &&
      (n.source === BUILTIN_SOURCE || n.code.startsWith('legacy.')),
  );
  if (gone.length > 0)
    await tx.delete(industryChainNodes).where(
      inArray(
        industryChainNodes.id,
        gone.map((n) => n.id),
      ),
    );
}

async function syncCatalog(tx: Executor, today: string): Promise<void> {
  const { categories, products } = catalogRows();
  const provenance = { source: BUILTIN_SOURCE, sourceId: null, asOf: today };
  const categoryIds = new Map<string, number>();
  for (const c of categories) {
    const values = {
      code: c.code,
      parentId: c.parentCode ? (categoryIds.get(c.parentCode) ?? null) : null,
      name: c.name,
      sort: c.sort,
      ...provenance,
    };
    const [row] = await tx
      .insert(catalogCategories)
      .values(values)
      .onConflictDoUpdate({
        target: catalogCategories.code,
        set: values,
        setWhere: eq(catalogCategories.source, BUILTIN_SOURCE),
      })
      .returning({ id: catalogCategories.id });
    const id =
      row?.id ??
      (
        await tx
          .select({ id: catalogCategories.id })
          .from(catalogCategories)
          .where(eq(catalogCategories.code, c.code))
      )[0]!.id;
    categoryIds.set(c.code, id);
  }

  const nodeIds = new Map(
    (
      await tx
        .select({ id: industryChainNodes.id, code: industryChainNodes.code })
        .from(industryChainNodes)
    ).map((n) => [n.code, n.id]),
  );
  const productNodes = new Map<string, number[]>();
  for (const chain of INDUSTRY_CHAINS)
    for (const row of chainNodeRows(chain))
      for (const name of row.products) {
        const id = nodeIds.get(row.code);
        if (id !== undefined) productNodes.set(name, [...(productNodes.get(name) ?? []), id]);
      }

  // A name an operator's product (another code) holds stays theirs; ours stays out.
  const taken = new Map(
    (
      await tx
        .select({ code: catalogProducts.code, name: catalogProducts.name })
        .from(catalogProducts)
    ).map((p) => [p.name, p.code]),
  );
  const free = products.filter((p) => (taken.get(p.name) ?? p.code) === p.code);
  const values = free.map((p) => {
    const pinyin = namePinyin(p.name);
    return {
      code: p.code,
      categoryId: categoryIds.get(p.categoryCode)!,
      name: p.name,
      namePinyin: pinyin.full,
      nameInitials: pinyin.initials,
      definition: p.definition,
      keywords: p.keywords,
      sort: p.sort,
      ...provenance,
    };
  });
  const set = Object.fromEntries(
    (
      [
        'categoryId',
        'name',
        'namePinyin',
        'nameInitials',
        'definition',
        'keywords',
        'sort',
        'asOf',
      ] as const
    ).map((k) => [k, sql.raw(`excluded.${casing(k)}`)]),
  );
  if (values.length > 0)
    await tx
      .insert(catalogProducts)
      .values(values)
      .onConflictDoUpdate({
        target: catalogProducts.code,
        set,
        setWhere: eq(catalogProducts.source, BUILTIN_SOURCE),
      });
  const ours = await tx
    .select({ id: catalogProducts.id, name: catalogProducts.name })
    .from(catalogProducts)
    .where(eq(catalogProducts.source, BUILTIN_SOURCE));
  // Our products' links follow the definitions; links an import added to them stay only on
  // nodes that are not ours.
  const builtinNodes = tx
    .select({ id: industryChainNodes.id })
    .from(industryChainNodes)
    .where(eq(industryChainNodes.source, BUILTIN_SOURCE));
  if (ours.length > 0) {
    await tx.delete(catalogProductNodes).where(
      and(
        inArray(
          catalogProductNodes.productId,
          ours.map((p) => p.id),
        ),
        inArray(catalogProductNodes.nodeId, builtinNodes),
      ),
    );
    const links = ours.flatMap((p) =>
      (productNodes.get(p.name) ?? []).map((nodeId) => ({ productId: p.id, nodeId })),
    );
    if (links.length > 0) await tx.insert(catalogProductNodes).values(links).onConflictDoNothing();
  }
}

/** snake_case of a camelCase column key (the catalogue's few columns). */
const casing = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The region table (GB/T 2260 as the address tree has it), filled once. */
export async function ensureRegions(db: Executor): Promise<void> {
  const rows: (typeof regions.$inferInsert)[] = [
    {
      code: '000000',
      name: '全国',
      level: 0,
      parentCode: null,
      provinceCode: null,
      cityCode: null,
    },
  ];
  for (const province of addressTree(3)) {
    rows.push({
      code: province.code,
      name: province.label,
      level: 1,
      parentCode: '000000',
      provinceCode: province.code,
      cityCode: null,
    });
    for (const city of province.children ?? []) {
      rows.push({
        code: city.code,
        name: city.label,
        level: 2,
        parentCode: province.code,
        provinceCode: province.code,
        cityCode: city.code,
      });
      for (const district of city.children ?? [])
        rows.push({
          code: district.code,
          name: district.label,
          level: 3,
          parentCode: city.code,
          provinceCode: province.code,
          cityCode: city.code,
        });
    }
  }
  const [count] = (await db.select({ n: sql<number>`count(*)::int` }).from(regions)) as {
    n: number;
  }[];
  // The tree repeats a few codes (a city that is its own district): count distinct ones.
  if ((count?.n ?? 0) >= new Set(rows.map((r) => r.code)).size) return;
  // One JSON parameter instead of six per row: far fewer bound values for PGlite.
  await db.execute(sql`insert into regions (code, name, level, parent_code, province_code, city_code)
    select code, name, level, parent_code, province_code, city_code
    from json_to_recordset(${JSON.stringify(
      rows.map((r) => ({
        code: r.code,
        name: r.name,
        level: r.level,
        parent_code: r.parentCode,
        province_code: r.provinceCode,
        city_code: r.cityCode,
      })),
    )}::json) as x(code text, name text, level smallint, parent_code text, province_code text,
      city_code text)
    on conflict (code) do nothing`);
}
