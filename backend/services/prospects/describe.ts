import { sql, type SQL } from 'drizzle-orm';
import {
  PROSPECT_PERIODS,
  PROSPECT_RISKS,
  prospectFieldLabel,
  type ProspectCondition,
  type ProspectGroup,
  type ProspectItem,
} from '@/lib/contract/prospects';
import {
  ENTERPRISE_TYPES,
  OTHER_OPTIONS,
  capitalRangeLabel,
  foundedRangeLabel,
} from '@/lib/contract/search';
import type { Database } from '../../db/client';
import { rows } from '../search/rows';
import { industryByCode, regionByCode } from '../search/reference';
import { compileTree, type Resolved } from './compile';

// A saved screen in words, values by name (上海市浦东新区, not its code), and why each member
// matched: every condition (every value of a multi-valued one) is tested against the member's
// own row with the same SQL the screen runs, so a member lists only what it meets.

/** Names of the values the trees cannot give without the database: chains and chain links. */
export type ConditionNames = { chains: Map<string, string>; links: Map<string, string> };

function* conditionsOf(items: readonly ProspectItem[]): Generator<ProspectCondition> {
  for (const item of items) {
    if (item.field === 'group') yield* conditionsOf(item.items);
    else yield item;
  }
}

/** The chain and link names the trees' conditions use (one query each, none when unused). */
export async function conditionNames(
  db: Database,
  trees: readonly ProspectGroup[],
): Promise<ConditionNames> {
  const chainIds = new Set<string>();
  const linkCodes = new Set<string>();
  for (const tree of trees)
    for (const c of conditionsOf(tree.items)) {
      if (c.field === 'cyl') for (const v of c.values) chainIds.add(String(Number(v)));
      if (c.field === 'link') for (const v of c.values) linkCodes.add(v);
    }
  const [chains, links] = await Promise.all([
    chainIds.size
      ? rows<{ id: string | number; name: string }>(
          db,
          sql`select id, name from industry_chains where id in (${sql.join(
            [...chainIds].map((id) => sql`${Number(id)}`),
            sql`, `,
          )})`,
        )
      : [],
    linkCodes.size
      ? rows<{ code: string; name: string }>(
          db,
          sql`select code, name from industry_chain_nodes where code in (${sql.join(
            [...linkCodes].map((c) => sql`${c}`),
            sql`, `,
          )})`,
        )
      : [],
  ]);
  return {
    chains: new Map(chains.map((r) => [String(r.id), r.name])),
    links: new Map(links.map((r) => [r.code, r.name])),
  };
}

/** A region's name from its path, a municipality's repeated city dropped: 上海市浦东新区. */
export function regionName(code: string): string {
  const path = regionByCode(code)?.path;
  if (!path) return '未知地区';
  const parts = path.split('/');
  return parts.filter((p, i) => p !== parts[i - 1]).join('');
}

/** One value of a multi-valued condition by name. */
export function valueName(field: string, value: string, names: ConditionNames): string {
  switch (field) {
    case 'addr':
      return regionName(value);
    case 'sshy':
      return industryByCode(value)?.name ?? '未知行业';
    case 'zczb':
      return capitalRangeLabel(value);
    case 'clnx':
      return foundedRangeLabel(value);
    case 'qylx':
      return ENTERPRISE_TYPES.find((o) => o.value === value)?.label ?? value;
    case 'other':
      return OTHER_OPTIONS.find((o) => o.value === value)?.label ?? value;
    case 'cyl':
      return names.chains.get(String(Number(value))) ?? '未知产业链';
    case 'link':
      return names.links.get(value) ?? '未知环节';
    case 'risk':
      return PROSPECT_RISKS.find((r) => r.value === value)?.label ?? value;
    default:
      return value;
  }
}

const periodText = (p?: string) => PROSPECT_PERIODS.find((x) => x.value === p)?.label ?? '近1年';

function windowText(c: { period?: string; from?: string; to?: string }): string {
  return c.from || c.to ? `${c.from ?? '…'}至${c.to ?? '…'}` : periodText(c.period);
}

function conditionText(c: ProspectCondition, names: ConditionNames): string {
  const label = prospectFieldLabel(c.field);
  switch (c.field) {
    case 'addr':
    case 'sshy':
    case 'zczb':
    case 'clnx':
    case 'qylx':
    case 'status':
    case 'other':
    case 'cyl':
    case 'link':
      return `${label}：${c.values.map((v) => valueName(c.field, v, names)).join('、')}`;
    case 'financing':
    case 'bidWon':
    case 'patent':
      return `${label}：${windowText(c)}${c.min && c.min > 1 ? `，至少${c.min}次` : ''}`;
    case 'insured':
      return `${label}：${c.min ?? 0}~${c.max ?? '不限'}人`;
    case 'risk':
      return `${label}：${c.values.map((v) => valueName('risk', v, names)).join('、')}（${periodText(c.period)}）`;
    case 'notCustomer':
      return label;
  }
}

function groupText(
  op: 'and' | 'or',
  items: readonly ProspectItem[],
  names: ConditionNames,
): string {
  return items
    .map((item) =>
      item.field === 'group'
        ? `（${groupText(item.op, item.items, names)}）`
        : conditionText(item, names),
    )
    .join(op === 'and' ? ' 且 ' : ' 或 ');
}

/** A saved screen in one line: 所属地区：上海市浦东新区 且（有中标：近1年 或 …). */
export const describeTree = (tree: ProspectGroup, names: ConditionNames): string =>
  groupText(tree.op, tree.items, names);

/** A testable piece of a tree: one condition, or one value of a multi-valued one. */
type Probe = { condition: ProspectCondition; text: string };

function probesOf(tree: ProspectGroup, names: ConditionNames): Probe[] {
  const probes: Probe[] = [];
  for (const c of conditionsOf(tree.items)) {
    const label = prospectFieldLabel(c.field);
    switch (c.field) {
      case 'zczb':
      case 'clnx':
        for (const v of c.values)
          probes.push({
            condition: { ...c, values: [v] },
            text: `${label} ${valueName(c.field, v, names)}`,
          });
        break;
      case 'addr':
      case 'sshy':
      case 'qylx':
      case 'status':
      case 'other':
      case 'cyl':
      case 'link':
        for (const v of c.values)
          probes.push({ condition: { ...c, values: [v] }, text: valueName(c.field, v, names) });
        break;
      case 'risk':
        for (const v of c.values)
          probes.push({ condition: { ...c, values: [v] }, text: valueName('risk', v, names) });
        break;
      case 'financing':
      case 'bidWon':
      case 'patent':
        probes.push({ condition: c, text: `${label}（${windowText(c)}）` });
        break;
      case 'insured':
        // The member's own figure is read with the probe (see memberReasons).
        probes.push({ condition: c, text: label });
        break;
      case 'notCustomer':
        probes.push({ condition: c, text: label });
        break;
    }
  }
  // A value named twice in the tree is tested and told once.
  const seen = new Set<string>();
  return probes.filter((p) => !seen.has(p.text) && seen.add(p.text));
}

/**
 * Why each member matched: the conditions (values) of the tree its row meets now, in the tree's
 * order, e.g. 注册资本 500-1000万 · 专精特新 · 上海市; 参保人数 with the member's own figure.
 */
export async function memberReasons(
  db: Database,
  ctx: { userId: string; today: Date; resolved: Resolved },
  tree: ProspectGroup,
  names: ConditionNames,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(ids.map((id) => [id, []]));
  const probes = probesOf(tree, names);
  if (ids.length === 0 || probes.length === 0) return out;
  const columns: SQL[] = probes.map(
    (p, i) =>
      sql`(${compileTree({ op: 'and', items: [p.condition] }, ctx)}) as ${sql.raw(`p${i}`)}`,
  );
  const insured = probes.some((p) => p.condition.field === 'insured');
  const found = await rows<Record<string, unknown> & { id: string | number }>(
    db,
    sql`select e.id, ${sql.join(columns, sql`, `)}${
      insured
        ? sql`, (select li.insured_count from latest_insured li where li.enterprise_id = e.id) as insured_count`
        : sql``
    } from enterprises e where e.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  for (const row of found) {
    const reasons: string[] = [];
    probes.forEach((p, i) => {
      if (row[`p${i}`] !== true) return;
      reasons.push(
        p.condition.field === 'insured' ? `${p.text} ${Number(row.insured_count)}人` : p.text,
      );
    });
    out.set(Number(row.id), reasons);
  }
  return out;
}
