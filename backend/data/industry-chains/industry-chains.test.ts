import entries from '../industry-gbt4754-2017.json' with { type: 'json' };
import { catalogProducts, catalogRows, chainNodeRows, INDUSTRY_CHAINS, NODE_LEVEL } from '.';

// The built-in chains are trees of at least three levels whose links each say how an
// enterprise is recognised on them: keywords and GB/T 4754 classes that exist.

const classCodes = new Set(
  (entries as { code: string; level: number }[])
    .filter((e) => e.level === 3 || e.level === 4)
    .map((e) => e.code),
);
const rows = INDUSTRY_CHAINS.flatMap(chainNodeRows);
const links = rows.filter((r) => r.level >= NODE_LEVEL.link);

it('keeps the eight chains and adds the four new ones, each with a unique code', () => {
  const names = INDUSTRY_CHAINS.map((c) => c.name);
  for (const name of [
    '新能源汽车',
    '集成电路',
    '光伏',
    '生物医药',
    '人工智能',
    '工业机器人',
    '锂电池',
    '低空经济',
    '储能',
    '生物制造',
    '商业航天',
    '智能网联汽车',
  ])
    expect(names).toContain(name);
  const codes = INDUSTRY_CHAINS.map((c) => c.code);
  expect(new Set(codes).size).toBe(codes.length);
  for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9-]*$/);
});

it('makes every chain a tree of stage → segment → link in every branch', () => {
  for (const chain of INDUSTRY_CHAINS) {
    const own = rows.filter((r) => r.chainCode === chain.code);
    expect(own.filter((r) => r.level === NODE_LEVEL.stage)).toHaveLength(3);
    // Stages and segments all have children, so every branch reaches a link (level 3).
    const childless = own
      .filter((r) => r.level < NODE_LEVEL.link)
      .filter((node) => !own.some((r) => r.parentCode === node.code))
      .map((r) => r.code);
    expect(childless).toEqual([]);
  }
});

it('gives every node a unique, URL-safe code whose parent exists', () => {
  const codes = rows.map((r) => r.code);
  expect(new Set(codes).size).toBe(codes.length);
  const known = new Set(codes);
  for (const r of rows) {
    expect(r.code).toMatch(/^[a-z][a-z0-9-]*\.[a-z0-9][a-z0-9-]*$/);
    if (r.parentCode) expect(known.has(r.parentCode)).toBe(true);
  }
});

it('gives every link keywords of two characters or more, Chinese, and real GB/T classes', () => {
  for (const l of links) {
    expect({ link: l.code, keywords: l.keywords.length > 0 }).toEqual({
      link: l.code,
      keywords: true,
    });
    for (const k of l.keywords) {
      expect(k).toMatch(/\p{Script=Han}/u);
      expect([...k].length).toBeGreaterThanOrEqual(2);
      expect(k.trim()).toBe(k);
    }
    expect(l.classes.length).toBeGreaterThan(0);
    for (const c of l.classes)
      expect({ link: l.code, class: c, known: classCodes.has(c) }).toEqual({
        link: l.code,
        class: c,
        known: true,
      });
  }
});

it('names only catalogue products, puts every product on a link, and feeds from earlier segments', () => {
  const products = catalogProducts();
  const used = new Set(links.flatMap((l) => l.products));
  for (const name of used)
    expect({ name, known: products.has(name) }).toEqual({ name, known: true });
  for (const p of catalogRows().products)
    expect({ product: p.name, used: used.has(p.name) }).toEqual({ product: p.name, used: true });
  for (const chain of INDUSTRY_CHAINS) {
    const segments = rows.filter(
      (r) => r.chainCode === chain.code && r.level === NODE_LEVEL.segment,
    );
    segments.forEach((s, i) => {
      for (const input of s.inputs ?? []) {
        const j = segments.findIndex((x) => x.code === input);
        expect({ segment: s.code, input, earlier: j >= 0 && j < i }).toEqual({
          segment: s.code,
          input,
          earlier: true,
        });
      }
    });
  }
});

it('gives catalogue products unique codes and names and a definition', () => {
  const { products, categories } = catalogRows();
  expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
  expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
  expect(new Set(categories.map((c) => c.code)).size).toBe(categories.length);
  for (const p of products) {
    expect(p.definition.length).toBeGreaterThan(5);
    expect(p.code).toMatch(/^[a-z][a-z0-9-]*$/);
    for (const k of p.keywords) expect(k).toMatch(/\p{Script=Han}/u);
  }
});
