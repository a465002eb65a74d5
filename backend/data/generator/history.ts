import {
  capitalText,
  HOLDER_CHANGE,
  isSoleOwnerType,
  joinNames,
  PERSONNEL_CHANGE,
  STATUS_CHANGE,
} from '../consistency/registry';
import type { BuildContext, EnterpriseInfo } from './context';
import { personName } from './names';
import { weightedTable } from './prng';
import type { Row } from './tables';
import { address, scopePhrasesOf, scopeText, type Scope } from './texts';
import { SCOPE_TAIL } from './vocabulary';

// The change history (变更记录) of an enterprise, derived backwards from its present record:
// the latest change of each item ends at the current value, and each earlier change ends
// where the next one starts. Shareholders who joined after the founding joined through an
// 投资人变更 on the day they subscribed: either in someone's place (a transfer: someone left) or
// in addition, bringing new capital, which the registry records as a 注册资本变更 that day.

const CHANGE_KINDS = weightedTable({
  [HOLDER_CHANGE]: 24,
  [PERSONNEL_CHANGE]: 20,
  经营范围变更: 15,
  住所变更: 12,
  注册资本变更: 10,
  法定代表人变更: 8,
  章程备案: 6,
  联络员变更: 2,
});
/** Share of join days where the joiners came in addition (new capital), not in someone's place. */
export const CAPITAL_JOIN_SHARE = 0.5;
/** Joiners holding more than this share of today's capital bought in: the rest were there. */
const CAPITAL_JOIN_MAX_RATIO = 90;

/** Name changes are decided with the name (branches follow their parent's): their share. */
export const RENAME_SHARE = 0.03;

/** Dynamics class (CLASS_NAME) of each change item. */
export const CHANGE_CLASS: Record<string, string> = {
  [HOLDER_CHANGE]: '股东变更',
  [PERSONNEL_CHANGE]: '主要人员变更',
  经营范围变更: '经营范围变更',
  住所变更: '地址变更',
  注册资本变更: '注册资本变更',
  法定代表人变更: '法人变更',
  负责人变更: '法人变更',
  章程备案: '其他变更',
  名称变更: '名称变更',
  联络员变更: '其他变更',
  [STATUS_CHANGE]: '经营状态变更',
};

/** Items a branch records: its head, place and scope (its name follows the parent's). */
const BRANCH_ITEMS: Record<string, string> = {
  法定代表人变更: '负责人变更',
  住所变更: '住所变更',
  经营范围变更: '经营范围变更',
};

export type Rename = { day: number; before: string; after: string };

/** A current shareholder: its shareholding row and the first day it could have subscribed. */
export type Holder = { name: string; row: Row<'shareholdings'>; earliest: number };

/** The present an enterprise's history leads to. */
export type Present = {
  info: EnterpriseInfo;
  qylx: string;
  /** People of the enterprise or its group, who may have represented it before. */
  people: readonly string[];
  scope: Scope;
  address: string;
  currency: string;
  holders: readonly Holder[];
  /** Everyone in a position now, in order. */
  personnel: readonly string[];
  renames: readonly Rename[];
};

type Event = { day: number; item: string; before: string; after: string };

/** How many holders an enterprise of this type has at least, and whether exactly one. */
function holderCount(qylx: string): { min: number; sole: boolean } {
  if (isSoleOwnerType(qylx)) return { min: 1, sole: true };
  return { min: qylx.includes('合伙') ? 2 : 1, sole: false };
}

/** Writes the change records of `p` into the batch and the holders' subscription days. */
export function buildHistory(ctx: BuildContext, p: Present): void {
  const { rng, cal } = ctx;
  const { info } = p;
  // Changes precede the closing, which is the last thing recorded.
  const last = info.closed === undefined ? cal.today : info.closed - 1;
  const events: Event[] = p.renames.map((r) => ({ ...r, item: '名称变更' }));
  const taken = new Set(events.map((e) => `${e.day} ${e.item}`));
  const add = (day: number, item: string) => {
    if (day < info.established || day > last || taken.has(`${day} ${item}`)) return false;
    taken.add(`${day} ${item}`);
    events.push({ day, item, before: '', after: '' });
    return true;
  };

  const { sole } = holderCount(p.qylx);
  // Shareholders founded after the enterprise joined later, through an 投资人变更.
  const joinDay = new Map<Holder, number>();
  for (const h of p.holders) {
    const day =
      h.earliest > info.established
        ? rng.int(h.earliest, Math.max(h.earliest, last))
        : info.established;
    joinDay.set(h, day);
    if (day > info.established) add(day, HOLDER_CHANGE);
  }

  const years = (last - info.established) / 365;
  const count = last - info.established > 30 ? rng.poisson(Math.min(6, years * 0.35)) : 0;
  const days: number[] = [];
  for (let i = 0; i < count; i++) days.push(rng.int(info.established + 30, last));
  // Some live enterprises changed something in the last month: dynamics always exist.
  if (info.alive && rng.chance(0.07)) days.push(cal.today - rng.int(0, 29));
  for (const day of days) {
    let item: string = CHANGE_KINDS.pick(rng);
    if (info.isBranch) {
      const own = BRANCH_ITEMS[item];
      if (!own) continue;
      item = own;
    } else if (
      p.qylx === '个人独资企业' &&
      item !== HOLDER_CHANGE &&
      item !== '住所变更' &&
      item !== '经营范围变更'
    ) {
      // A sole proprietorship's investor is its head; it files no articles or managers.
      continue;
    } else if (item === '注册资本变更' && info.zczb === null) continue;
    if (!add(day, item)) continue;
    // A random 投资人变更 may be a shareholder of today joining (or else one leaving).
    if (item === HOLDER_CHANGE && !sole) {
      const joiner = p.holders.find(
        (h) => joinDay.get(h) === info.established && h.earliest <= day && rng.chance(0.5),
      );
      if (joiner) joinDay.set(joiner, day);
    }
  }
  // The one holder of a sole-owner enterprise took over at its latest 投资人变更.
  const only = sole && p.holders.length === 1 ? p.holders[0]! : undefined;
  if (only) {
    const latest = Math.max(...events.filter((e) => e.item === HOLDER_CHANGE).map((e) => e.day));
    if (latest > joinDay.get(only)!) joinDay.set(only, latest);
  }
  // Join days where the joiners came in addition: the share of today's capital they brought.
  const raisedBy = new Map<number, number>();
  if (!sole && info.zczb !== null && !info.isBranch) {
    const joined = new Map<number, number>();
    for (const [h, day] of joinDay)
      if (day > info.established) joined.set(day, (joined.get(day) ?? 0) + Number(h.row.ratio));
    for (const [day, ratio] of joined)
      if (ratio >= 1 && ratio <= CAPITAL_JOIN_MAX_RATIO && rng.chance(CAPITAL_JOIN_SHARE)) {
        add(day, '注册资本变更');
        raisedBy.set(day, ratio);
      }
  }
  if (info.closed !== undefined) {
    events.push({ day: info.closed, item: STATUS_CHANGE, before: '存续', after: info.status });
  }
  events.sort((a, b) => a.day - b.day);

  fillBackwards(ctx, p, events, joinDay, raisedBy);

  for (const e of events) {
    ctx.batch.changeRecords.push({
      id: ctx.nextId('changeRecords'),
      enterpriseId: info.id,
      changedOn: cal.iso(e.day),
      item: e.item,
      before: e.before,
      after: e.after,
      className: CHANGE_CLASS[e.item]!,
      source: ctx.source,
      asOf: cal.todayIso,
    });
  }
  for (const [h, day] of joinDay) h.row.subscribedOn = cal.iso(day);
}

/** Walks from the present back to the founding, each change ending where the next begins. */
function fillBackwards(
  ctx: BuildContext,
  p: Present,
  events: Event[],
  joinDay: Map<Holder, number>,
  raisedBy: ReadonlyMap<number, number>,
) {
  const { rng } = ctx;
  const { info } = p;
  const { min, sole } = holderCount(p.qylx);
  const fresh = (avoid: readonly string[]) => {
    let name = personName(rng);
    while (avoid.includes(name)) name = personName(rng);
    return name;
  };
  let representative = info.legalRepresentative;
  let scope = p.scope;
  let place = p.address;
  let capital = info.zczb ?? 0;
  let personnel = [...p.personnel];
  let holders: { name: string; holder?: Holder }[] = p.holders.map((h) => ({
    name: h.name,
    holder: h,
  }));

  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    switch (e.item) {
      case '法定代表人变更':
      case '负责人变更': {
        const others = p.people.filter((n) => n !== representative);
        const before =
          others.length > 0 && rng.chance(0.5) ? rng.pick(others) : fresh([representative]);
        [e.before, e.after] = [before, representative];
        representative = before;
        break;
      }
      case '经营范围变更': {
        const before = earlierScope(ctx, scope, info.category);
        [e.before, e.after] = [scopeText(before), scopeText(scope)];
        scope = before;
        break;
      }
      case '住所变更': {
        let before = address(rng, info.region);
        while (before === place) before = address(rng, info.region);
        [e.before, e.after] = [before, place];
        place = before;
        break;
      }
      case '注册资本变更': {
        // New holders' capital: the capital before was the rest. Otherwise mostly increases
        // (an earlier, smaller capital), a reduction when there is no room.
        const raised = raisedBy.get(e.day);
        let before: number;
        if (raised !== undefined) {
          const rest = capital * (1 - raised / 100);
          before = niceAmount(rest);
          // Rounding must not undo the raise: small amounts keep their cents.
          if (before >= capital) before = Math.round(rest * 100) / 100;
        } else {
          const factor = capital > 1 ? 0.2 + rng.next() * 0.7 : 2 + rng.int(0, 3);
          before = niceAmount(capital * factor);
          if (before === capital) before = capital > 1 ? Math.max(1, capital - 1) : capital + 1;
        }
        [e.before, e.after] = [capitalText(before, p.currency), capitalText(capital, p.currency)];
        capital = before;
        break;
      }
      case HOLDER_CHANGE: {
        const joiners = holders.filter((h) => h.holder && joinDay.get(h.holder) === e.day);
        let before = holders.filter((h) => !joiners.includes(h));
        const names = holders.map((h) => h.name);
        if (sole) before = [{ name: fresh(names) }];
        else {
          // Someone left (no joiner) or was replaced, unless the joiners brought new capital.
          const leavers = joiners.length > 0 && raisedBy.has(e.day) ? 0 : 1;
          for (let k = 0; k < leavers || before.length < min; k++)
            before = [...before, { name: fresh(names) }];
        }
        [e.before, e.after] = [joinNames(before.map((h) => h.name)), joinNames(names)];
        holders = before;
        break;
      }
      case PERSONNEL_CHANGE: {
        if (personnel.length === 0) break;
        const before = [...personnel];
        const k = rng.int(0, before.length - 1);
        before[k] = fresh(personnel);
        [e.before, e.after] = [joinNames(before), joinNames(personnel)];
        personnel = before;
        break;
      }
      default:
        // 名称变更 and 登记状态变更 come with their values; filings (章程备案 …) have none.
        break;
    }
  }
}

/** The scope before a change: one phrase fewer, or one other phrase of the trade. */
function earlierScope(ctx: BuildContext, scope: Scope, category: string): Scope {
  const { rng } = ctx;
  const spare = scopePhrasesOf(category).filter((x) => !scope.phrases.includes(x));
  const k = rng.int(0, scope.phrases.length - 1);
  if (scope.phrases.length > 1 && (spare.length === 0 || rng.chance(0.6)))
    return { ...scope, phrases: scope.phrases.filter((_, i) => i !== k) };
  if (spare.length > 0)
    return { ...scope, phrases: scope.phrases.map((x, i) => (i === k ? rng.pick(spare) : x)) };
  // A single phrase with nothing to swap: the closing line changed.
  return { ...scope, tail: SCOPE_TAIL.find((t) => t !== scope.tail)! };
}

/** An amount as registries show it: two significant digits, at least 1. */
export function niceAmount(value: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, value))) - 1);
  return Math.max(1, Math.round(value / step) * step);
}
