import type { CommonRelation, CommonRelations } from '@/lib/contract/relationships';
import type { Database } from '../../db/client';
import { commonRelations } from '../../db/queries/relationships';
import { nodeKind } from './graph';

// 共同股东, 共同对外投资, 共同董监高 of the chosen enterprises (docs/relationships.md): the
// parties two or more of them share, as a table beside the paths. The same person is one
// people row: two officers of one name are not common (they may be a suspected tie).

export async function commonOfSet(
  db: Database,
  enterprises: readonly { index: number; enterpriseid: number }[],
  limit: number,
): Promise<CommonRelations> {
  const empty: CommonRelations = { shareholders: [], investments: [], officers: [] };
  const entityOf = new Map(enterprises.map((e) => [e.enterpriseid, e.index]));
  if (entityOf.size < 2) return empty;
  const rows = await commonRelations(db, [...entityOf.keys()], limit);
  const lists = new Map<string, CommonRelation>();
  for (const r of rows) {
    const key = `${r.list}|${r.other}`;
    let item = lists.get(key);
    if (!item) {
      const kind = nodeKind(r.other);
      const number = Number(r.other.slice(2));
      item = {
        node: r.other,
        name: r.name,
        kind,
        enterpriseid: kind === 'enterprise' ? number : null,
        personid: kind === 'person' ? number : null,
        links: [],
      };
      lists.set(key, item);
      empty[r.list].push(item);
    }
    item.links.push({
      entity: entityOf.get(r.enterprise_id)!,
      ratio: r.ratio === null ? null : Math.round(r.ratio * 10_000) / 10_000,
      position: r.position,
    });
  }
  for (const list of [empty.shareholders, empty.investments, empty.officers]) {
    for (const item of list) item.links.sort((a, b) => a.entity - b.entity);
    list.sort(
      (a, b) => b.links.length - a.links.length || (a.node < b.node ? -1 : a.node > b.node ? 1 : 0),
    );
  }
  return empty;
}
