import type { EquityNode } from '@/lib/contract/profile';

// One direction of the equity structure as the page holds it: the nodes answered so far, each
// level loaded when it is opened. A node is named by its trail, the party keys from the root
// down to it, so the same holder met on two paths is two nodes, each with its own path ratio.

/** The trail of a child: its parent's trail and its own party key. */
export const trailOf = (parent: string, node: EquityNode) => `${parent}/${node.key}`;

/** The nodes along `trail` (root key first, as trailOf builds it), or undefined. */
export function nodesAlong(nodes: EquityNode[], trail: string): EquityNode[] | undefined {
  const [, ...keys] = trail.split('/');
  const along: EquityNode[] = [];
  let level: EquityNode[] | undefined = nodes;
  for (const key of keys) {
    const node: EquityNode | undefined = level?.find((n) => n.key === key);
    if (!node) return undefined;
    along.push(node);
    level = node.children;
  }
  return along;
}

/** The `path` param of qyhxEquity for the node at the end of the nodes along a trail. */
export const equityPath = (along: EquityNode[]) =>
  along.flatMap((n) => (n.enterprise_id === undefined ? [] : [n.enterprise_id]));

/** Whether opening the node would load more: it has children that have not arrived. */
export const canOpen = (node: EquityNode) => node.has_children && !node.children;

/** The nodes with `children` set on the node at the end of `trail` (a new tree; the old one stays). */
export function withChildren(
  nodes: EquityNode[],
  trail: string,
  children: EquityNode[],
): EquityNode[] {
  const [root, key, ...rest] = trail.split('/');
  return nodes.map((node) => {
    if (node.key !== key) return node;
    if (rest.length === 0) return { ...node, children };
    return {
      ...node,
      children: withChildren(node.children ?? [], [root, ...rest].join('/'), children),
    };
  });
}
