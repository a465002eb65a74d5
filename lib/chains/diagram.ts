import { GAP_LABELS, type ChainNodeRecord, type GapLabel } from '@/lib/contract/chains';

// The chain diagram's layout: the tree of a chain (stage → segment → link → sub-link) as
// 上游 → 中游 → 下游 columns of segment groups with their links nested. Pure, so the order,
// the nesting and the grid rules are tested without a browser.

const STAGES = ['上游', '中游', '下游'] as const;

export type DiagramLink = {
  node: ChainNodeRecord;
  /** 0 for a link (level 3), 1 for its sub-links, and so on. */
  depth: number;
  children: DiagramLink[];
};

export type DiagramSegment = {
  node: ChainNodeRecord;
  links: DiagramLink[];
  /** Links per row inside the group: 2 when every name is short, else 1. */
  gridColumns: 1 | 2;
};

export type DiagramColumn = { node: ChainNodeRecord; segments: DiagramSegment[] };

/** Names up to this many characters fit two to a row in a column. */
export const SHORT_NAME = 7;

const bySort = (a: ChainNodeRecord, b: ChainNodeRecord) =>
  a.sort - b.sort || Number(a.ID_) - Number(b.ID_);

function linkOf(node: ChainNodeRecord, depth: number): DiagramLink {
  return {
    node,
    depth,
    children: [...node.children].sort(bySort).map((c) => linkOf(c, depth + 1)),
  };
}

/** One row per link when a name is long or a link has sub-links to nest below it. */
export function gridColumnsFor(links: DiagramLink[]): 1 | 2 {
  return links.every((l) => l.children.length === 0 && [...l.node.name].length <= SHORT_NAME)
    ? 2
    : 1;
}

/** The columns of the diagram, in stage order, each with its segments and nested links. */
export function diagramColumns(stages: ChainNodeRecord[]): DiagramColumn[] {
  return [...stages]
    .sort((a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage) || bySort(a, b))
    .map((stage) => ({
      node: stage,
      segments: [...stage.children].sort(bySort).map((segment) => {
        const links = [...segment.children].sort(bySort).map((l) => linkOf(l, 0));
        return { node: segment, links, gridColumns: gridColumnsFor(links) };
      }),
    }));
}

/** The nodes from the stage down to the node of `code`; empty when the tree lacks it. */
export function nodeTrail(stages: ChainNodeRecord[], code: string): ChainNodeRecord[] {
  for (const node of stages) {
    if (node.code === code) return [node];
    const below = nodeTrail(node.children, code);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Every node of the tree, depth first. */
export function allNodes(stages: ChainNodeRecord[]): ChainNodeRecord[] {
  return stages.flatMap((n) => [n, ...allNodes(n.children)]);
}

/** How many links carry each gap label. */
export function gapCounts(stages: ChainNodeRecord[]): Record<GapLabel, number> {
  const counts = Object.fromEntries(GAP_LABELS.map((l) => [l, 0])) as Record<GapLabel, number>;
  for (const n of allNodes(stages)) if (n.gap?.label) counts[n.gap.label] += 1;
  return counts;
}

/** The diagram's focus: every link, or only those of one gap label. */
export type Highlight = 'all' | GapLabel;

/** A link outside the focus is drawn faded (still a button, still reachable). */
export function isFaded(node: ChainNodeRecord, highlight: Highlight): boolean {
  return highlight !== 'all' && node.gap?.label !== highlight;
}

/** A gap link (补链, 延链) offers candidates from elsewhere. */
export function isGapLink(node: Pick<ChainNodeRecord, 'gap'> | undefined): boolean {
  const label = node?.gap?.label;
  return label === '补链' || label === '延链';
}
