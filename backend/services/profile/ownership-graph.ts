import type { Database } from '../../db/client';
import { holdersOf, investmentsOf } from '../../db/queries/ownership';
import type { Link, OwnershipGraph, Party } from './equity';

// Loads the ownership graph around one enterprise level by level (one query a level), up to a
// bounded depth and size, so that cycles and very large groups end the walk.

export const LOAD_MAX_DEPTH = 8;
export const LOAD_MAX_ENTERPRISES = 600;

export const enterpriseKey = (id: number) => `e:${id}`;
export const personKey = (id: number) => `p:${id}`;

export async function loadOwnershipGraph(
  db: Database,
  rootId: number,
  direction: 'up' | 'down',
  maxDepth = LOAD_MAX_DEPTH,
): Promise<OwnershipGraph> {
  const links = new Map<string, Link[]>();
  const complete = new Set<string>();
  const seen = new Set<number>([rootId]);
  let frontier = [rootId];
  for (let level = 0; level < maxDepth && frontier.length > 0; level += 1) {
    const next: number[] = [];
    const add = (from: number, party: Party, ratio: number) => {
      const key = enterpriseKey(from);
      const list = links.get(key) ?? [];
      list.push({ party, ratio });
      links.set(key, list);
      if (party.enterpriseId !== undefined && !seen.has(party.enterpriseId)) {
        seen.add(party.enterpriseId);
        if (seen.size <= LOAD_MAX_ENTERPRISES) next.push(party.enterpriseId);
      }
    };
    if (direction === 'up') {
      for (const r of await holdersOf(db, frontier)) {
        const party: Party =
          r.holder_kind === 'person'
            ? { key: personKey(r.holder_id), kind: 'person', name: r.holder_name }
            : {
                key: enterpriseKey(r.holder_id),
                kind: 'enterprise',
                name: r.holder_name,
                enterpriseId: r.holder_id,
                ...(r.holder_status ? { status: r.holder_status } : {}),
              };
        add(r.enterprise_id, party, r.ratio);
      }
    } else {
      for (const r of await investmentsOf(db, frontier)) {
        add(
          r.holder_id,
          {
            key: enterpriseKey(r.enterprise_id),
            kind: 'enterprise',
            name: r.name,
            enterpriseId: r.enterprise_id,
            status: r.status,
          },
          r.ratio,
        );
      }
    }
    for (const id of frontier) complete.add(enterpriseKey(id));
    frontier = next;
  }
  return { links, complete };
}
