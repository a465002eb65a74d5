import { sql } from 'drizzle-orm';
import type { AnswerEvent, ToolRun } from '@/lib/contract/assistant';
import type { GapRecord, LeaderRecord } from '@/lib/contract/chains';
import { REGIONAL_MESSAGES, type HgjjAnswer } from '@/lib/contract/regional';
import { formatCount } from '@/lib/format';
import { runDerive } from '../data/derive';
import { resetParserDictionary } from '../services/assistant/parser/dictionary';
import { customQuery } from '../test/calls';
import { insertEnterprise } from '../test/enterprise-fixtures';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';
import { askAssistant, type AskAnswer } from '../test/assistant-helpers';

// The assistant's summaries end to end (docs/assistant.md, Tools): a chain in a region and a
// region's economy, asked in Chinese, run as the caller through the chain and regional
// aliases; every figure equals a direct count or the screen's own answer.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let trial: string;

const SUZHOU = '320500';
const LISTED_LEADER = '苏链测动力电池股份有限公司';

beforeAll(async () => {
  resetParserDictionary();
  backend = await createEnterpriseTestBackend();
  [vip, trial] = await Promise.all([
    smsLoginToken(backend, '13800000001', '10.9.0.1'),
    smsLoginToken(backend, '13800000002', '10.9.0.2'),
  ]);
  // Suzhou enterprises whose facts place them on 新能源汽车's 动力电池 (class 3841 and its
  // words), one listed 专精特新 among them, so the chain has figures and a leader there.
  for (let i = 0; i < 6; i += 1) {
    const listed = i === 0;
    await insertEnterprise(backend.db, {
      qymc: listed ? LISTED_LEADER : `苏链测${i}新能源科技有限公司`,
      businessScope: '动力电池研发；电芯生产；电池包制造',
      industryCode: '3841',
      industryCategory: 'C',
      regionCode: i % 2 ? '320505' : '320506',
      zczb: listed ? 50_000 : 1_000 * (i + 1),
      qylx: listed ? '股份有限公司(上市、自然人投资或控股)' : '有限责任公司(自然人投资或控股)',
      listingStatus: listed ? 'A股' : '未上市',
      tags: listed ? ['专精特新', '高新技术企业'] : [],
    });
  }
  await runDerive(backend.db, backend.clock);
}, 180_000);
afterAll(() => backend.close());

type Answer = AskAnswer;

const ask = (question: string, token: string, conversationId?: string) =>
  askAssistant(backend.app, question, token, conversationId);

const runOf = (a: Answer): ToolRun => {
  const run = a.events.find((e) => e.type === 'run');
  if (run?.type !== 'run') throw new Error(`no run: ${JSON.stringify(a.events)}`);
  return run.run;
};
const textOf = (a: Answer) => a.events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join('');
const conversationOf = (a: Answer) =>
  a.events.find((e): e is Extract<AnswerEvent, { type: 'start' }> => e.type === 'start')!
    .conversationId;

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}

/**
 * Enterprises placed (confirmed or likely) on each node of `level` or below it, in a city, by
 * the node's name (a stage's: 上游, 中游, 下游).
 */
async function placedPerNode(level: number, city: string): Promise<Map<string, number>> {
  const rows = await all<{ name: string; n: string | number }>(sql`with recursive t as (
      select n.id, n.id as root from industry_chain_nodes n
        join industry_chains c on c.id = n.chain_id
        where c.code = 'nev' and n.level = ${level}
      union all
      select n.id, t.root from industry_chain_nodes n join t on n.parent_id = t.id)
    select case when r.level = 1 then r.stage else r.name end as name,
      count(distinct p.enterprise_id) as n
    from t join chain_placements p on p.node_id = t.id
    join enterprises e on e.id = p.enterprise_id
    join industry_chain_nodes r on r.id = t.root
    where p.confidence <> 'weak' and left(e.region_code, 4) = ${city.slice(0, 4)}
    group by r.id, r.level, r.stage, r.name`);
  return new Map(rows.map((r) => [r.name, Number(r.n)]));
}

const countOf = (value: string) => Number(value.replace(/[^\d]/g, ''));

describe('chainSummary', () => {
  let conversationId: string;

  it('reports a chain in a city: counts equal to direct counts, the screen’s labels', async () => {
    const answer = await ask('苏州市新能源汽车产业链情况', vip);
    expect(answer.status).toBe(200);
    const run = runOf(answer);
    expect(run.tool).toBe('chainSummary');
    expect(run.error).toBeUndefined();
    expect(run.params).toEqual([
      { label: '产业链', value: '新能源汽车' },
      { label: '地区', value: expect.stringContaining('苏州市') as string },
    ]);
    expect(run.link).toEqual({
      href: `/cyl?chain=nev&region=${SUZHOU}`,
      text: '在产业链中打开',
    });

    const [chain] = await all<{ n: string | number }>(sql`select count(distinct p.enterprise_id)
        as n from chain_placements p join industry_chains c on c.id = p.chain_id
        join enterprises e on e.id = p.enterprise_id
        where c.code = 'nev' and p.confidence <> 'weak' and left(e.region_code, 4) = '3205'`);
    expect(run.total).toBe(Number(chain!.n));
    expect(run.total).toBeGreaterThanOrEqual(6);

    // Per link (each row) and per stage (the figures): distinct enterprises on or below it.
    const links = await placedPerNode(3, SUZHOU);
    const rows = run.table!.rows;
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows)
      expect([row.name, row.value]).toEqual([row.name, links.get(String(row.name)) ?? 0]);
    expect(rows.find((r) => r.name === '动力电池')?.value).toBeGreaterThanOrEqual(6);
    const stages = await placedPerNode(1, SUZHOU);
    for (const stage of ['上游', '中游', '下游']) {
      const figure = run.figures!.find((f) => f.label === stage);
      expect([stage, countOf(figure!.value)]).toEqual([stage, stages.get(stage) ?? 0]);
    }
    expect(stages.get('上游')).toBeGreaterThanOrEqual(6);
    const chart = new Map(run.chart!.data.map((d) => [d.name, d.value]));
    for (const row of rows)
      if (Number(row.value) > 0) expect(chart.get(String(row.name))).toBe(row.value);

    // The labels are the chain screen's own (cylGaps), with the rule's numbers beside them.
    const gaps = await customQuery<GapRecord[]>(
      backend,
      'cylGaps',
      { chain: 'nev', region: SUZHOU },
      vip,
    );
    const labelOf = new Map(gaps.body.data.map((g) => [g.name, g]));
    for (const row of rows) {
      const gap = labelOf.get(String(row.name))!;
      expect([row.name, row.gap]).toEqual([row.name, gap.label]);
      expect(row.reason).toBe(gap.label ? gap.reason : null);
    }

    // Leaders: the screen's per stage; the listed 专精特新 company is one, and cited.
    const leaders: LeaderRecord[] = [];
    for (const stage of ['nev.upstream', 'nev.midstream', 'nev.downstream']) {
      const res = await customQuery<LeaderRecord[]>(
        backend,
        'cylLeaders',
        { node: stage, region: SUZHOU, limit: 5 },
        vip,
      );
      expect(res.status).toBe(200);
      leaders.push(...res.body.data);
    }
    const names = run.cited.map((c) => c.name);
    expect(names).toContain(LISTED_LEADER);
    for (const name of names) expect(leaders.map((l) => l.qymc)).toContain(name);

    const text = textOf(answer);
    expect(text).toContain(`共有企业${formatCount(run.total!)}家`);
    expect(text).toContain(LISTED_LEADER);
    conversationId = conversationOf(answer);
  });

  it('follows up on another city, and nationwide says no labels are decided', async () => {
    const other = runOf(await ask('那无锡呢', vip, conversationId));
    expect(other.tool).toBe('chainSummary');
    expect(other.link?.href).toBe('/cyl?chain=nev&region=320200');
    const links = await placedPerNode(3, '320200');
    for (const row of other.table!.rows) expect(row.value).toBe(links.get(String(row.name)) ?? 0);

    const nationwide = await ask('新能源汽车产业链有哪些薄弱环节', vip);
    const run = runOf(nationwide);
    expect(run.link?.href).toBe('/cyl?chain=nev&region=000000');
    expect(run.table!.rows.every((r) => r.gap === null)).toBe(true);
    expect(textOf(nationwide)).toContain('全国范围不判断强链、补链、延链');
  });
});

describe('regionSummary', () => {
  it('reports the registry figures as the 宏观经济 screen does, official ones apart', async () => {
    const answer = await ask('江苏省经济概况', vip);
    const run = runOf(answer);
    expect(run.tool).toBe('regionSummary');
    expect(run.error).toBeUndefined();
    expect(run.link).toEqual({ href: '/hgjj?region=320000', text: '在宏观经济中打开' });

    const screen = await customQuery<HgjjAnswer[]>(
      backend,
      'hgjjRegion',
      { region: '320000' },
      vip,
    );
    const { registry, official } = screen.body.data[0]!;
    const [live] = await all<{ n: string | number }>(sql`select count(*) as n from enterprises e
        left join regions g on g.code = e.region_code
        where coalesce(g.province_code, left(e.region_code, 2) || '0000') = '320000'
          and e.status not in ('注销', '吊销')`);
    expect(registry.enterprisecount).toBe(Number(live!.n));
    expect(registry.enterprisecount).toBeGreaterThan(0);

    const rows = run.table!.rows;
    const registryRow = (item: string, recent: boolean) =>
      rows.find(
        (r) =>
          r.item === item &&
          r.kind === REGIONAL_MESSAGES.registryLabel &&
          String(r.period).startsWith('近12个月') === recent,
      );
    expect(registryRow('存续企业', false)?.value).toBe(
      `${formatCount(registry.enterprisecount)}家`,
    );
    expect(countOf(String(registryRow('新注册企业', true)?.value).split('家')[0]!)).toBe(
      registry.last12.registrations,
    );
    expect(registryRow('新注册企业', false)?.period).toBe(registry.latest.month);
    expect(registryRow('净增企业', true)?.value).toBe(`${formatCount(registry.last12.net)}家`);
    expect(registryRow('注销/吊销企业', true)?.value).toBe(
      `${formatCount(registry.last12.cancellations)}家`,
    );
    expect(run.chart!.data).toEqual(
      registry.topindustries.map((t) => ({ name: t.name, value: t.count })),
    );

    // Official statistics: each indicator's latest value with its period; a generated one is
    // 演示数据, never 官方统计.
    const officialRows = rows.filter((r) => r.kind !== REGIONAL_MESSAGES.registryLabel);
    expect(officialRows.length).toBe(new Set(official.map((v) => v.indicator)).size);
    for (const r of officialRows) {
      const value = official.filter((v) => v.label === r.item).at(-1)!;
      expect(r.period).toBe(value.period);
      expect(r.kind).toBe(
        value.demo ? REGIONAL_MESSAGES.demoOfficial : REGIONAL_MESSAGES.officialLabel,
      );
      if (value.demo) expect(r.source).toBe(REGIONAL_MESSAGES.demoData);
    }
    const text = textOf(answer);
    expect(text).toContain(REGIONAL_MESSAGES.registryLabel);
    expect(text).toContain(`存续企业${formatCount(registry.enterprisecount)}家`);
    if (official.some((v) => v.demo)) {
      expect(text).toContain(REGIONAL_MESSAGES.demoOfficial);
      // Every 官方统计 in the words is 非官方统计: a generated value is never called official.
      expect(text.replaceAll('非官方统计', '')).not.toContain('官方统计');
    }
  });

  it('passes the screen’s refusal of a district on as the answer', async () => {
    const answer = await ask('深圳市南山区经济概况', vip);
    const run = runOf(answer);
    expect(run.tool).toBe('regionSummary');
    expect(run.error).toBe('请选择全国、省或市');
    expect(run.params).toEqual([
      { label: '地区', value: expect.stringContaining('南山区') as string },
    ]);
    expect(textOf(answer)).toContain('未能完成');
  });
});

describe('refusals', () => {
  it('refuses a trial user before anything runs (403 envelope)', async () => {
    for (const question of ['苏州市新能源汽车产业链情况', '江苏省经济概况']) {
      const denied = await ask(question, trial);
      expect(denied.status).toBe(403);
      expect(denied.events).toHaveLength(0);
      expect(denied.envelope?.success).toBe(false);
      expect(denied.envelope?.message).toBe('当前会员等级无权使用智能问答，请升级会员');
    }
  });
});
