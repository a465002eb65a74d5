import type {
  PersonCandidate,
  PersonPickerParams,
  PossibleSame,
} from '@/lib/contract/relationships';
import { formatPercent } from '@/lib/format';
import type { Database } from '../../db/client';
import { linksAmong, namesakes, type NamesakeRow } from '../../db/queries/relationships';
import { personKey } from '../profile/ownership-graph';

// The person picker of 找关系: the people of a name, each one `people` row with the
// enterprises it is in. Records are never merged; where two records of the name might be one
// person, each says so with a confidence and the reason (docs/relationships.md, People of
// the same name).

/** Enterprises listed per person at most. */
export const PICKER_ENTERPRISES = 20;

/** Why two records of one name might be one person, strongest first. */
export const POSSIBLE_SAME_RULES = {
  sameEnterprise: { confidence: 0.7, reason: '同一企业中有两条同名人员记录' },
  linkedEnterprises: { confidence: 0.6, reason: '两人所在企业之间有股权或分支关系' },
  otherSource: { confidence: 0.5, reason: '两条记录来自不同数据源，人员标识不可比' },
  sameCity: { confidence: 0.3, reason: '两人所在企业位于同一城市' },
} as const;

function possibleSame(
  a: NamesakeRow,
  b: NamesakeRow,
  linked: ReadonlySet<string>,
): Omit<PossibleSame, 'personid'> | null {
  const ids = (r: NamesakeRow) => r.enterprises.map((e) => e.enterpriseid);
  const [ea, eb] = [ids(a), ids(b)];
  if (ea.some((id) => eb.includes(id))) return POSSIBLE_SAME_RULES.sameEnterprise;
  if (ea.some((x) => eb.some((y) => linked.has(`${x}>${y}`) || linked.has(`${y}>${x}`))))
    return POSSIBLE_SAME_RULES.linkedEnterprises;
  if (a.source !== b.source) return POSSIBLE_SAME_RULES.otherSource;
  const cities = (r: NamesakeRow) => new Set(r.enterprises.map((e) => e.region_code.slice(0, 4)));
  const cb = cities(b);
  if ([...cities(a)].some((c) => cb.has(c))) return POSSIBLE_SAME_RULES.sameCity;
  return null;
}

export async function personCandidates(
  db: Database,
  p: PersonPickerParams,
): Promise<{ candidates: PersonCandidate[]; total: number }> {
  const { rows, total } = await namesakes(db, p.name, p.enterpriseId, p.limit, PICKER_ENTERPRISES);
  const allIds = [...new Set(rows.flatMap((r) => r.enterprises.map((e) => e.enterpriseid)))];
  const linked = new Set((await linksAmong(db, allIds)).map((l) => `${l.a}>${l.b}`));
  const candidates = rows.map((r): PersonCandidate => {
    const maybe: PossibleSame[] = [];
    for (const other of rows) {
      if (other.id === r.id) continue;
      const why = possibleSame(r, other, linked);
      if (why) maybe.push({ personid: other.id, ...why });
    }
    maybe.sort((x, y) => y.confidence - x.confidence || x.personid - y.personid);
    return {
      ID_: String(r.id),
      personid: r.id,
      node: personKey(r.id),
      name: r.name,
      source: r.source,
      enterprises: r.enterprises.map((e) => ({
        enterpriseid: e.enterpriseid,
        qymc: e.qymc,
        status: e.status,
        roles: [
          ...(e.titles ? e.titles.split('、') : []),
          ...(e.ratio !== null ? [`股东 ${formatPercent(e.ratio)}`] : []),
        ],
      })),
      enterprisecount: r.total,
      possiblesame: maybe,
    };
  });
  return { candidates, total };
}
