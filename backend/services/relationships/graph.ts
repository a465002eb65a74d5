import { edgeTypeLabel, type EdgeType, type RelationshipEdge } from '@/lib/contract/relationships';
import { formatPercent } from '@/lib/format';
import { LEGAL_TITLES, type RelationRow } from '../../db/queries/relationships';

// The part of the registry graph a search has read: nodes, edges (one per fact, however many
// records make it and from whichever end it was read) and adjacency. Free of I/O, so the path
// enumeration can be tested on constructed graphs.

export type NodeInfo = {
  id: string;
  kind: 'enterprise' | 'person';
  name: string;
  status: string | null;
};

export type Edge = RelationshipEdge;

/** Which parallel edge names a hop first: the strongest tie between the two nodes. */
const EDGE_PRIORITY: Record<EdgeType, number> = {
  legal: 0,
  shareholder: 1,
  investment: 1,
  beneficiary: 2,
  officer: 3,
  branch: 4,
};

const CLOSED = new Set(['注销', '吊销']);
export const isClosed = (status: string | null | undefined) => CLOSED.has(status ?? '');

export const nodeKind = (id: string): NodeInfo['kind'] =>
  id.startsWith('p:') ? 'person' : 'enterprise';

export class GraphStore {
  readonly nodes = new Map<string, NodeInfo>();
  readonly edges = new Map<string, Edge>();
  /** node → edge ids. */
  readonly adjacency = new Map<string, Set<string>>();
  /** Records already merged into an edge: `holding:12`, `position:7`, `branch:3`. */
  private readonly records = new Set<string>();
  /** Titles of each position edge, in the order met. */
  private readonly titles = new Map<string, string[]>();

  addNode(info: NodeInfo): void {
    const known = this.nodes.get(info.id);
    if (!known || (!known.name && info.name)) this.nodes.set(info.id, info);
  }

  /** Merges one relation record (read around `row.node`); the other end becomes a node. */
  addRecord(row: RelationRow): void {
    this.addNode({
      id: row.other,
      kind: nodeKind(row.other),
      name: row.othername,
      status: row.otherstatus,
    });
    const record = `${row.rel}:${row.rid}`;
    if (this.records.has(record)) return;
    this.records.add(record);
    const type: EdgeType =
      row.rel === 'branch'
        ? 'branch'
        : row.rel === 'holding'
          ? row.from.startsWith('p:')
            ? 'shareholder'
            : 'investment'
          : (LEGAL_TITLES as readonly string[]).includes(row.title ?? '')
            ? 'legal'
            : 'officer';
    const id = `${type}:${row.from}>${row.to}`;
    const edge = this.edges.get(id);
    if (!edge) {
      this.edges.set(id, {
        id,
        type,
        typename: edgeTypeLabel(type),
        from: row.from,
        to: row.to,
        label: '',
        ratio: row.rel === 'holding' ? (row.ratio ?? 0) : null,
        subscribedcapital: row.rel === 'holding' ? row.subscribed : null,
        position: null,
        lookthrough: null,
        source: row.source,
        asof: row.asof,
      });
      this.link(id, row.from, row.to);
    } else {
      if (row.rel === 'holding') {
        edge.ratio = (edge.ratio ?? 0) + (row.ratio ?? 0);
        if (row.subscribed !== null)
          edge.subscribedcapital = (edge.subscribedcapital ?? 0) + row.subscribed;
      }
      if (row.asof > edge.asof) edge.asof = row.asof;
    }
    if (row.rel === 'position' && row.title) {
      const list = this.titles.get(id) ?? [];
      if (!list.includes(row.title)) list.push(row.title);
      this.titles.set(id, list);
    }
  }

  /** A computed edge (最终受益人 from the look-through). */
  addEdge(edge: Edge): void {
    if (this.edges.has(edge.id)) return;
    this.edges.set(edge.id, edge);
    this.link(edge.id, edge.from, edge.to);
  }

  private link(id: string, from: string, to: string) {
    for (const node of [from, to]) {
      const set = this.adjacency.get(node) ?? new Set<string>();
      set.add(id);
      this.adjacency.set(node, set);
    }
  }

  /** Labels and positions, once every record is in (ratios are sums of records). */
  finish(): void {
    for (const edge of this.edges.values()) {
      if (edge.type === 'shareholder' || edge.type === 'investment') {
        edge.ratio = Math.round((edge.ratio ?? 0) * 10_000) / 10_000;
        edge.label = `持股 ${formatPercent(edge.ratio)}`;
      } else if (edge.type === 'legal' || edge.type === 'officer') {
        edge.position = (this.titles.get(edge.id) ?? [edge.typename]).join('、');
        edge.label = edge.position;
      } else if (edge.type === 'branch') {
        edge.label = '分支机构';
      } else if (edge.type === 'beneficiary') {
        edge.label = `最终受益人 ${formatPercent(edge.lookthrough ?? 0)}`;
      }
    }
  }

  /** Edges between `a` and `b`, the hop's main edge first. */
  edgesBetween(a: string, b: string): Edge[] {
    const out: Edge[] = [];
    for (const id of this.adjacency.get(a) ?? []) {
      const e = this.edges.get(id)!;
      if ((e.from === a && e.to === b) || (e.from === b && e.to === a)) out.push(e);
    }
    return out.sort(
      (x, y) => EDGE_PRIORITY[x.type] - EDGE_PRIORITY[y.type] || (x.id < y.id ? -1 : 1),
    );
  }

  /** Distinct neighbours of a node (through any edge kept), in a stable order. */
  neighbours(node: string): string[] {
    const out = new Set<string>();
    for (const id of this.adjacency.get(node) ?? []) {
      const e = this.edges.get(id)!;
      out.add(e.from === node ? e.to : e.from);
    }
    return [...out].sort();
  }

  name(node: string): string {
    return this.nodes.get(node)?.name ?? node;
  }
}

const pct = (v: number | null) => formatPercent(v ?? 0);

/** One edge read while walking from `at` to the other end: "B 的 董事 张三". */
export function stepPhrase(store: GraphStore, edge: Edge, at: string): string {
  const forward = edge.from === at;
  const from = store.name(edge.from);
  const to = store.name(edge.to);
  switch (edge.type) {
    case 'shareholder':
    case 'investment':
      return forward
        ? `${from} 持有 ${to} ${pct(edge.ratio)} 股权`
        : `${to} 的股东 ${from}（持股 ${pct(edge.ratio)}）`;
    case 'legal':
    case 'officer':
      return forward
        ? `${from} 担任 ${to} 的${edge.position ?? edge.typename}`
        : `${to} 的 ${edge.position ?? edge.typename} ${from}`;
    case 'branch':
      return forward ? `${from} 设有分支机构 ${to}` : `${to} 是 ${from} 的分支机构`;
    case 'beneficiary':
      return forward
        ? `${from} 是 ${to} 的最终受益人（穿透持股 ${pct(edge.lookthrough)}）`
        : `${to} 的最终受益人 ${from}（穿透持股 ${pct(edge.lookthrough)}）`;
  }
}

/** What a parallel edge adds to a hop's phrase: "持股 60.00%", "董事". */
export function alsoPhrase(edge: Edge): string {
  switch (edge.type) {
    case 'shareholder':
    case 'investment':
      return `持股 ${pct(edge.ratio)}`;
    case 'legal':
    case 'officer':
      return edge.position ?? edge.typename;
    case 'branch':
      return '分支机构';
    case 'beneficiary':
      return `最终受益人（穿透持股 ${pct(edge.lookthrough)}）`;
  }
}
