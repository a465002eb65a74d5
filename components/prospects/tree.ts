import {
  PROSPECT_FIELDS,
  PROSPECT_MAX_DEPTH,
  PROSPECT_MAX_ITEMS,
  type ProspectField,
  type ProspectGroup,
  type ProspectGroupInput,
  type ProspectItem,
  type ProspectItemInput,
  type ProspectPeriod,
  type ProspectRisk,
} from '@/lib/contract/prospects';

// The condition builder's own tree: like the contract's, with a key per node for React and
// room for half-filled conditions. What is sent (`toContract`) leaves those out, so the live
// count follows what the user has finished, never a 400 for a row still being edited.

export type EditorCondition = {
  kind: 'condition';
  key: string;
  field: ProspectField | null;
  values: string[];
  /** Activity and risk windows; 'range' uses from/to. */
  period: ProspectPeriod | 'range';
  from?: string;
  to?: string;
  min?: number;
  max?: number;
};
export type EditorGroup = {
  kind: 'group';
  key: string;
  op: 'and' | 'or';
  items: EditorNode[];
};
export type EditorNode = EditorCondition | EditorGroup;

let counter = 0;
const nextKey = () => `n${(counter += 1)}`;

export const emptyCondition = (field: ProspectField | null = null): EditorCondition => ({
  kind: 'condition',
  key: nextKey(),
  field,
  values: [],
  period: '1y',
});
export const emptyGroup = (items: EditorNode[] = [emptyCondition()]): EditorGroup => ({
  kind: 'group',
  key: nextKey(),
  op: 'and',
  items,
});
export const emptyRoot = (): EditorGroup => emptyGroup([]);

const fieldKind = (field: ProspectField) => PROSPECT_FIELDS.find((f) => f.value === field)!.kind;

/** The contract's condition of a finished row; null while it is still missing something. */
export function conditionInput(c: EditorCondition): ProspectItemInput | null {
  if (!c.field) return null;
  const field = c.field;
  switch (fieldKind(field)) {
    case 'region':
    case 'industry':
    case 'options':
    case 'chain':
    case 'link':
      return c.values.length ? ({ field, values: c.values } as ProspectItemInput) : null;
    case 'activity': {
      const window =
        c.period === 'range'
          ? c.from || c.to
            ? { ...(c.from ? { from: c.from } : {}), ...(c.to ? { to: c.to } : {}) }
            : null
          : { period: c.period };
      if (!window) return null;
      return {
        field: field as 'financing' | 'bidWon' | 'patent',
        ...window,
        ...(c.min && c.min > 1 ? { min: c.min } : {}),
      };
    }
    case 'range':
      if (c.min === undefined && c.max === undefined) return null;
      if (c.min !== undefined && c.max !== undefined && c.min > c.max) return null;
      return {
        field: 'insured',
        ...(c.min !== undefined ? { min: c.min } : {}),
        ...(c.max !== undefined ? { max: c.max } : {}),
      };
    case 'risk':
      return c.values.length
        ? {
            field: 'risk',
            values: c.values as ProspectRisk[],
            ...(c.period !== 'range' ? { period: c.period } : {}),
          }
        : null;
    case 'flag':
      return { field: 'notCustomer' };
  }
}

function itemsInput(items: readonly EditorNode[]): ProspectItemInput[] {
  return items.flatMap((item): ProspectItemInput[] => {
    if (item.kind === 'condition') {
      const c = conditionInput(item);
      return c ? [c] : [];
    }
    const inner = itemsInput(item.items);
    if (inner.length === 0) return [];
    // A group of one is that one item: the same screen, one level less.
    if (inner.length === 1) return inner;
    return [{ field: 'group', op: item.op, items: inner }];
  });
}

/** What the backend is asked: finished rows only, empty groups dropped. */
export function toContract(root: EditorGroup): ProspectGroupInput {
  return { op: root.op, items: itemsInput(root.items) };
}

const countItems = (items: readonly ProspectItemInput[]): number =>
  items.reduce((n, i) => n + (i.field === 'group' ? countItems(i.items) : 1), 0);

/** How many finished conditions the tree holds. */
export const finishedCount = (root: EditorGroup): number =>
  countItems(toContract(root).items ?? []);

/** The editor's tree of a stored screen (a saved list's conditions). */
export function fromContract(tree: ProspectGroup): EditorGroup {
  const node = (item: ProspectItem): EditorNode => {
    if (item.field === 'group') return { ...emptyGroup(item.items.map(node)), op: item.op };
    const c = emptyCondition(item.field);
    if ('values' in item) c.values = item.values.map(String);
    if ('period' in item && item.period) c.period = item.period;
    if ('from' in item && (item.from || item.to)) {
      c.period = 'range';
      c.from = item.from;
      c.to = item.to;
    }
    if ('min' in item && item.min !== undefined) c.min = item.min;
    if ('max' in item && item.max !== undefined) c.max = item.max;
    return c;
  };
  return { ...emptyGroup(tree.items.map(node)), op: tree.op };
}

// ---- edits (immutable, by key) ----

function mapNodes(group: EditorGroup, fn: (n: EditorNode) => EditorNode | null): EditorGroup {
  return {
    ...group,
    items: group.items.flatMap((item) => {
      const mapped = fn(item);
      if (mapped === null) return [];
      return [mapped.kind === 'group' ? mapNodes(mapped, fn) : mapped];
    }),
  };
}

export const updateNode = (root: EditorGroup, key: string, patch: Partial<EditorNode>) =>
  root.key === key
    ? ({ ...root, ...patch } as EditorGroup)
    : mapNodes(root, (n) => (n.key === key ? ({ ...n, ...patch } as EditorNode) : n));

export const removeNode = (root: EditorGroup, key: string) =>
  mapNodes(root, (n) => (n.key === key ? null : n));

export function appendTo(root: EditorGroup, groupKey: string, node: EditorNode): EditorGroup {
  const add = (g: EditorGroup): EditorGroup =>
    g.key === groupKey
      ? { ...g, items: [...g.items, node] }
      : { ...g, items: g.items.map((i) => (i.kind === 'group' ? add(i) : i)) };
  return add(root);
}

/** Depth of a group (the root is 1). */
export function depthOf(root: EditorGroup, key: string, depth = 1): number | null {
  if (root.key === key) return depth;
  for (const item of root.items) {
    if (item.kind !== 'group') continue;
    const found = depthOf(item, key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Whether a group can take another group (the contract's depth) and another item. */
export const canNest = (depth: number) => depth < PROSPECT_MAX_DEPTH;
export const canAdd = (group: EditorGroup) => group.items.length < PROSPECT_MAX_ITEMS;
