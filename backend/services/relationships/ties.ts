import { TIE_KINDS, type SuspectedTie, type TieKind } from '@/lib/contract/relationships';
import type { Database } from '../../db/client';
import {
  TIE_COUNT_CAP,
  contactFacts,
  enterpriseMembers,
  type ContactFacts,
  type MemberRow,
} from '../../db/queries/relationships';
import { enterpriseKey, personKey } from '../profile/ownership-graph';

// Suspected ties (疑似关系, docs/relationships.md "Suspected ties"): two chosen enterprises
// share a phone, an e-mail, a website or an address, or have people of the same name. Each
// tie says what is shared, where, by how many enterprises in the registry, and how much it
// suggests; none is ever an edge of a path (two records of one name stay two people).

/** Confidence of a shared value by how many enterprises in the registry hold it. */
export const TIE_RULES: Record<
  Exclude<TieKind, 'samename'>,
  { few: number; some: number; many: number }
> = {
  // few: shared by ≤ 3 enterprises; some: ≤ 10; many: more (agents, 集中注册地, 代理记账).
  email: { few: 0.8, some: 0.6, many: 0.2 },
  phone: { few: 0.7, some: 0.5, many: 0.2 },
  website: { few: 0.7, some: 0.5, many: 0.2 },
  address: { few: 0.5, some: 0.3, many: 0.1 },
};
/** Same-name people by how many people of the name the registry holds. */
export const SAME_NAME_RULES = { rare: 0.5, common: 0.35, veryCommon: 0.2 } as const;
const FEW = 3;
const SOME = 10;
const RARE_NAME = 5;
/** Same-name ties listed per pair at most. */
export const SAME_NAME_LIMIT = 20;

export function tieLevel(confidence: number): SuspectedTie['level'] {
  return confidence >= 0.6 ? '较高' : confidence >= 0.4 ? '中' : '低';
}

const kindName = (kind: TieKind) => TIE_KINDS.find((k) => k.value === kind)!.label;

function sharedText(count: number): string {
  return count >= TIE_COUNT_CAP ? `全库超过${TIE_COUNT_CAP - 1}家企业` : `全库共${count}家企业`;
}

type TieEntity = { index: number; enterpriseid: number; qymc: string };

const CONTACTS: {
  kind: Exclude<TieKind, 'samename'>;
  value: (c: ContactFacts) => string | null;
  raw: (c: ContactFacts) => string | null;
  shared: (c: ContactFacts) => number;
  noun: string;
}[] = [
  {
    kind: 'phone',
    value: (c) => c.lxfs,
    raw: (c) => c.lxfs_raw,
    shared: (c) => c.phone_shared,
    noun: '联系电话',
  },
  {
    kind: 'email',
    value: (c) => c.email,
    raw: (c) => c.email_raw,
    shared: (c) => c.email_shared,
    noun: '电子邮箱',
  },
  {
    kind: 'website',
    value: (c) => c.website,
    raw: (c) => c.website_raw,
    shared: (c) => c.website_shared,
    noun: '网址',
  },
  {
    kind: 'address',
    value: (c) => c.address,
    raw: (c) => c.address_raw,
    shared: (c) => c.address_shared,
    noun: '注册地址',
  },
];

export async function suspectedTies(
  db: Database,
  entities: readonly TieEntity[],
  pairs: readonly [number, number][],
): Promise<SuspectedTie[]> {
  const ids = [...new Set(entities.map((e) => e.enterpriseid))];
  if (ids.length < 2) return [];
  const contacts = new Map((await contactFacts(db, ids)).map((c) => [c.id, c]));
  const members = new Map<number, MemberRow[]>();
  for (const m of await enterpriseMembers(db, ids)) {
    const list = members.get(m.enterprise_id) ?? [];
    list.push(m);
    members.set(m.enterprise_id, list);
  }
  const ties: SuspectedTie[] = [];
  for (const [i, j] of pairs) {
    const [a, b] = [entities[i]!, entities[j]!];
    if (a.enterpriseid === b.enterpriseid) continue;
    const base = {
      pair: [i, j] as [number, number],
      enterprises: [enterpriseKey(a.enterpriseid), enterpriseKey(b.enterpriseid)] as [
        string,
        string,
      ],
    };
    const [ca, cb] = [contacts.get(a.enterpriseid), contacts.get(b.enterpriseid)];
    if (ca && cb) {
      for (const c of CONTACTS) {
        const value = c.value(ca);
        if (value === null || value !== c.value(cb)) continue;
        const shared = Math.max(c.shared(ca), 2);
        const rule = TIE_RULES[c.kind];
        const confidence = shared <= FEW ? rule.few : shared <= SOME ? rule.some : rule.many;
        const shown = c.raw(ca) ?? value;
        ties.push({
          ...base,
          kind: c.kind,
          kindname: kindName(c.kind),
          value: shown,
          evidence: `「${a.qymc}」与「${b.qymc}」登记的${c.noun}相同：${shown}（${sharedText(shared)}登记此${c.noun}）`,
          persons: null,
          sharedby: shared,
          confidence,
          level: tieLevel(confidence),
        });
      }
    }
    // People of one name in both, as two records (the same record would be a path).
    const left = members.get(a.enterpriseid) ?? [];
    const right = members.get(b.enterpriseid) ?? [];
    const inRight = new Set(right.map((m) => m.person_id));
    let sameName = 0;
    for (const x of left) {
      if (inRight.has(x.person_id)) continue;
      for (const y of right) {
        if (y.name !== x.name || y.person_id === x.person_id) continue;
        if (left.some((m) => m.person_id === y.person_id)) continue;
        if (sameName >= SAME_NAME_LIMIT) break;
        sameName += 1;
        const namesakes = Math.max(x.namesakes, 2);
        const confidence =
          namesakes <= RARE_NAME
            ? SAME_NAME_RULES.rare
            : namesakes < TIE_COUNT_CAP
              ? SAME_NAME_RULES.common
              : SAME_NAME_RULES.veryCommon;
        const people =
          namesakes >= TIE_COUNT_CAP ? `超过${TIE_COUNT_CAP - 1}人` : `共${namesakes}人`;
        ties.push({
          ...base,
          kind: 'samename',
          kindname: kindName('samename'),
          value: x.name,
          evidence: `「${a.qymc}」的${x.name}（${x.roles}）与「${b.qymc}」的${y.name}（${y.roles}）同名，登记为两条不同的人员记录，未能确认是同一人（全库同名${people}）`,
          persons: [personKey(x.person_id), personKey(y.person_id)],
          sharedby: namesakes,
          confidence,
          level: tieLevel(confidence),
        });
      }
    }
  }
  return ties.sort(
    (x, y) => x.pair[0] - y.pair[0] || x.pair[1] - y.pair[1] || y.confidence - x.confidence,
  );
}
