import type { GraphAnswer, GraphLink, GraphNode } from '@/lib/contract/profile';
import { formatPercent } from '@/lib/format';
import type { Database } from '../../db/client';
import { graphNeighbourhood, type GraphRow } from '../../db/queries/ownership';
import { enterpriseKey, personKey } from './ownership-graph';

// The enterprise graph (企业图谱) around one enterprise: its shareholders, officers, investments
// and branches, one hop each, bounded so that the picture stays readable; the portal expands an
// enterprise node by asking for the graph around it and merging.

export const GRAPH_LIMIT_PER_KIND = 30;

/** The graph around enterprise `id`; undefined when there is no such enterprise. */
export async function enterpriseGraph(db: Database, id: number): Promise<GraphAnswer | undefined> {
  const rows = await graphNeighbourhood(db, id, GRAPH_LIMIT_PER_KIND);
  const center = rows.find((r) => r.kind === 'center');
  if (!center) return undefined;
  const nodes = new Map<string, GraphNode>();
  const links: GraphLink[] = [];
  const centerKey = enterpriseKey(id);
  nodes.set(centerKey, {
    id: centerKey,
    name: center.name,
    category: 'enterprise',
    enterprise_id: id,
  });
  const addNode = (node: GraphNode) => {
    if (!nodes.has(node.id)) nodes.set(node.id, node);
  };
  // Kinds in a fixed order, the largest holdings first: a node met twice keeps its first kind.
  const kinds: GraphRow['kind'][] = ['center', 'holder', 'person', 'investment', 'branch'];
  const ordered = [...rows].sort(
    (a, b) =>
      kinds.indexOf(a.kind) - kinds.indexOf(b.kind) ||
      (b.ratio ?? 0) - (a.ratio ?? 0) ||
      a.other_id - b.other_id,
  );
  for (const r of ordered) {
    if (r.kind === 'holder') {
      const enterprise = r.extra === 'enterprise';
      const key = enterprise ? enterpriseKey(r.other_id) : personKey(r.other_id);
      addNode({
        id: key,
        name: r.name,
        category: 'shareholder',
        ...(enterprise ? { enterprise_id: r.other_id } : {}),
      });
      links.push({
        source: key,
        target: centerKey,
        relation: 'holding',
        label: `持股 ${formatPercent(r.ratio ?? 0)}`,
      });
    } else if (r.kind === 'person') {
      const key = personKey(r.other_id);
      addNode({ id: key, name: r.name, category: 'person' });
      links.push({ source: key, target: centerKey, relation: 'position', label: r.extra ?? '' });
    } else if (r.kind === 'investment') {
      const key = enterpriseKey(r.other_id);
      addNode({ id: key, name: r.name, category: 'investment', enterprise_id: r.other_id });
      links.push({
        source: centerKey,
        target: key,
        relation: 'holding',
        label: `投资 ${formatPercent(r.ratio ?? 0)}`,
      });
    } else if (r.kind === 'branch') {
      const key = enterpriseKey(r.other_id);
      addNode({ id: key, name: r.name, category: 'branch', enterprise_id: r.other_id });
      links.push({ source: centerKey, target: key, relation: 'branch', label: '分支机构' });
    }
  }
  return { center: centerKey, nodes: [...nodes.values()], links };
}
