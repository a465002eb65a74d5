import type { GraphAnswer, GraphLink, GraphNode } from '@/lib/contract/profile';
import { formatPercent } from '@/lib/format';
import type { Database } from '../../db/client';
import type { EnterpriseRow } from '../../db/queries/enterprise-profile';
import { graphNeighbours, holdersOf, investmentsOf } from '../../db/queries/ownership';
import { enterpriseKey, personKey } from './ownership-graph';

// The enterprise graph (企业图谱) around one enterprise: its shareholders, officers, investments
// and branches, one hop each, bounded so that the picture stays readable; the portal expands an
// enterprise node by asking for the graph around it and merging.

export const GRAPH_LIMIT_PER_KIND = 30;

export async function enterpriseGraph(db: Database, center: EnterpriseRow): Promise<GraphAnswer> {
  const nodes = new Map<string, GraphNode>();
  const links: GraphLink[] = [];
  const centerKey = enterpriseKey(center.id);
  nodes.set(centerKey, {
    id: centerKey,
    name: center.qymc,
    category: 'enterprise',
    enterprise_id: center.id,
  });
  const addNode = (node: GraphNode) => {
    if (!nodes.has(node.id)) nodes.set(node.id, node);
  };

  const holders = (await holdersOf(db, [center.id])).slice(0, GRAPH_LIMIT_PER_KIND);
  for (const h of holders) {
    const id = h.holder_kind === 'person' ? personKey(h.holder_id) : enterpriseKey(h.holder_id);
    addNode({
      id,
      name: h.holder_name,
      category: 'shareholder',
      ...(h.holder_kind === 'enterprise' ? { enterprise_id: h.holder_id } : {}),
    });
    links.push({ source: id, target: centerKey, label: `持股 ${formatPercent(h.ratio)}` });
  }
  const { people, branches } = await graphNeighbours(db, center.id, GRAPH_LIMIT_PER_KIND);
  for (const p of people) {
    const id = personKey(p.person_id);
    addNode({ id, name: p.name, category: 'person' });
    links.push({ source: id, target: centerKey, label: p.title });
  }
  const investments = (await investmentsOf(db, [center.id])).slice(0, GRAPH_LIMIT_PER_KIND);
  for (const i of investments) {
    const id = enterpriseKey(i.enterprise_id);
    addNode({ id, name: i.name, category: 'investment', enterprise_id: i.enterprise_id });
    links.push({ source: centerKey, target: id, label: `投资 ${formatPercent(i.ratio)}` });
  }
  for (const b of branches) {
    const id = enterpriseKey(b.enterprise_id);
    addNode({ id, name: b.name, category: 'branch', enterprise_id: b.enterprise_id });
    links.push({ source: centerKey, target: id, label: '分支机构' });
  }
  return { center: centerKey, nodes: [...nodes.values()], links };
}
