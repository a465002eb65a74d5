import type { GraphAnswer, GraphLink, GraphNode } from '@/lib/contract/profile';

// The enterprise graph as the page holds it: the answers of every enterprise opened so far,
// merged, with where each party joined (the enterprise whose answer brought it and how it is
// related there). The drawing, the filter and the text list all read this one model.

/** How a party is related to the enterprise it is shown under. */
export type RelationKind = 'shareholder' | 'person' | 'investment' | 'branch';

export const RELATION_KINDS: {
  key: RelationKind;
  name: string;
  color: string;
  /** Holders and officers are drawn on the left of their enterprise, the rest on the right. */
  side: -1 | 1;
}[] = [
  // Dark enough for white text on the group labels (at least 4.5:1).
  { key: 'shareholder', name: '股东', color: '#ad4e00', side: -1 },
  { key: 'person', name: '主要人员', color: '#a8071a', side: -1 },
  { key: 'investment', name: '对外投资', color: '#006d75', side: 1 },
  { key: 'branch', name: '分支机构', color: '#531dab', side: 1 },
];

export const relationKind = (key: RelationKind) => RELATION_KINDS.find((k) => k.key === key)!;

export type Placement = { parent: string; kind: RelationKind };

export type GraphModel = {
  center: string;
  nodes: Map<string, GraphNode>;
  /** Keyed by relation and ends: a holding met from both of its ends is one link. */
  links: Map<string, GraphLink>;
  /** Every party but the centre: under which enterprise it is shown, and how. */
  placement: Map<string, Placement>;
  /** Enterprises whose neighbours are loaded, in the order they were opened. */
  expanded: string[];
};

const linkKey = (l: GraphLink) => `${l.relation}:${l.source}>${l.target}`;

/** The model with one more answer merged in (the first answer makes its centre the centre). */
export function mergeAnswer(model: GraphModel | null, answer: GraphAnswer): GraphModel {
  const next: GraphModel = model
    ? {
        ...model,
        nodes: new Map(model.nodes),
        links: new Map(model.links),
        placement: new Map(model.placement),
        expanded: [...model.expanded],
      }
    : {
        center: answer.center,
        nodes: new Map(),
        links: new Map(),
        placement: new Map(),
        expanded: [],
      };
  for (const node of answer.nodes) {
    if (next.nodes.has(node.id)) continue;
    next.nodes.set(node.id, node);
    if (node.category !== 'enterprise') {
      next.placement.set(node.id, { parent: answer.center, kind: node.category });
    }
  }
  for (const link of answer.links) {
    const key = linkKey(link);
    if (!next.links.has(key)) next.links.set(key, link);
  }
  if (!next.expanded.includes(answer.center)) next.expanded.push(answer.center);
  return next;
}

/** The parties shown when only `kinds` are: a hidden kind hides everything shown under it. */
export function visibleNodes(model: GraphModel, kinds: ReadonlySet<RelationKind>): Set<string> {
  const visible = new Set<string>();
  const isVisible = (id: string): boolean => {
    if (id === model.center) return true;
    const placed = model.placement.get(id);
    return placed !== undefined && kinds.has(placed.kind) && isVisible(placed.parent);
  };
  for (const id of model.nodes.keys()) if (isVisible(id)) visible.add(id);
  return visible;
}

/** The links between two shown parties, in the order they arrived. */
export function visibleLinks(model: GraphModel, visible: ReadonlySet<string>): GraphLink[] {
  return [...model.links.values()].filter((l) => visible.has(l.source) && visible.has(l.target));
}

/** Whether a link is the one a party is shown under (drawn through its group), not a cross link. */
export function isPlacementLink(model: GraphModel, link: GraphLink): boolean {
  const under = (child: string, parent: string) => model.placement.get(child)?.parent === parent;
  return under(link.source, link.target) || under(link.target, link.source);
}

/** What a party is to the enterprise it is shown under: 持股 60.00%、董事 … */
export function relationText(model: GraphModel, id: string): string {
  const parent = model.placement.get(id)?.parent;
  if (!parent) return '';
  return [...model.links.values()]
    .filter(
      (l) => (l.source === id && l.target === parent) || (l.source === parent && l.target === id),
    )
    .map((l) => l.label)
    .filter(Boolean)
    .join('、');
}
