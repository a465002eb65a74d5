import {
  DEFAULT_EDGE_TYPES,
  RELATIONSHIP_LIMITS,
  type EdgeType,
} from '@/lib/contract/relationships';

// 找关系 (zgx: find relationships) keeps the chosen entities and the search options in the page
// URL (?ids=e:1,p:45@2&hops=3&types=shareholder,investment), so a search can be shared and
// the profile's 找关系 button can start one (?ids=123). The names are the contract's, so the
// same values go to zgxSearch, zgxExportQuota and the export GET. Values are passed on as
// read: a wrong one is answered by the API's own Chinese message, not silently corrected.

export type ZgxOptions = {
  hops: number;
  maxPaths: number;
  /** Edge types; the contract's values, or whatever the URL held (the API names a wrong one). */
  types: string[];
  minRatio: number;
  excludeClosed: boolean;
  excludePersons: boolean;
  expandHubs: boolean;
};

export type ZgxUrlState = {
  /** Entity strings in the contract's form: `e:123`, `p:45@123` (order kept, no repeats). */
  ids: string[];
  options: ZgxOptions;
};

export const DEFAULT_OPTIONS: ZgxOptions = {
  hops: RELATIONSHIP_LIMITS.defaultHops,
  maxPaths: RELATIONSHIP_LIMITS.defaultPaths,
  types: [...DEFAULT_EDGE_TYPES],
  minRatio: 0,
  excludeClosed: true,
  excludePersons: false,
  expandHubs: false,
};

type Readable = { get(name: string): string | null };

/** `123` and `e:123` are one enterprise; anything else is kept as written. */
export function normaliseEntity(raw: string): string {
  const s = raw.trim();
  return /^\d+$/.test(s) ? `e:${s}` : s;
}

export type EntityKey =
  | { kind: 'enterprise'; enterpriseId: number }
  | { kind: 'person'; personId: number; enterpriseId: number };

/** The parts of an entity string, or null when it is not one (the API then says why). */
export function parseEntity(id: string): EntityKey | null {
  const e = /^e:(\d{1,16})$/.exec(id);
  if (e) return { kind: 'enterprise', enterpriseId: Number(e[1]) };
  const p = /^p:(\d{1,16})@(\d{1,16})$/.exec(id);
  if (p) return { kind: 'person', personId: Number(p[1]), enterpriseId: Number(p[2]) };
  return null;
}

/** The answer's entity for an entity string (same node, same enterprise), if it has it. */
export function resolvedEntity<T extends { node: string; enterpriseid: number }>(
  resolved: readonly T[] | undefined,
  id: string,
): T | undefined {
  const key = parseEntity(id);
  if (!key) return undefined;
  const node = key.kind === 'enterprise' ? `e:${key.enterpriseId}` : `p:${key.personId}`;
  return resolved?.find((r) => r.node === node && r.enterpriseid === key.enterpriseId);
}

export const enterpriseEntity = (id: number | string) => `e:${id}`;
export const personEntity = (personId: number | string, enterpriseId: number | string) =>
  `p:${personId}@${enterpriseId}`;

const number = (raw: string | null, fallback: number) =>
  raw === null || raw.trim() === '' ? fallback : Number(raw);
const flag = (raw: string | null, fallback: boolean) =>
  raw === null || raw === '' ? fallback : raw === '1' || raw === 'true';

export function parseZgxUrl(params: Readable): ZgxUrlState {
  const ids: string[] = [];
  for (const part of (params.get('ids') ?? '').split(',')) {
    const id = normaliseEntity(part);
    if (id && !ids.includes(id)) ids.push(id);
  }
  const types = (params.get('types') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    ids,
    options: {
      hops: number(params.get('hops'), DEFAULT_OPTIONS.hops),
      maxPaths: number(params.get('maxPaths'), DEFAULT_OPTIONS.maxPaths),
      types: types.length ? [...new Set(types)] : [...DEFAULT_OPTIONS.types],
      minRatio: number(params.get('minRatio'), DEFAULT_OPTIONS.minRatio),
      excludeClosed: flag(params.get('excludeClosed'), DEFAULT_OPTIONS.excludeClosed),
      excludePersons: flag(params.get('excludePersons'), DEFAULT_OPTIONS.excludePersons),
      expandHubs: flag(params.get('expandHubs'), DEFAULT_OPTIONS.expandHubs),
    },
  };
}

const sameTypes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t) => b.includes(t));

/** The non-default values as strings, in a stable order (the URL, the export's query). */
function changed(state: ZgxUrlState): [string, string][] {
  const o = state.options;
  const d = DEFAULT_OPTIONS;
  const out: [string, string][] = [];
  if (state.ids.length) out.push(['ids', state.ids.join(',')]);
  if (o.hops !== d.hops) out.push(['hops', String(o.hops)]);
  if (o.maxPaths !== d.maxPaths) out.push(['maxPaths', String(o.maxPaths)]);
  if (!sameTypes(o.types, d.types)) out.push(['types', o.types.join(',')]);
  if (o.minRatio !== d.minRatio) out.push(['minRatio', String(o.minRatio)]);
  if (o.excludeClosed !== d.excludeClosed) out.push(['excludeClosed', o.excludeClosed ? '1' : '0']);
  if (o.excludePersons !== d.excludePersons)
    out.push(['excludePersons', o.excludePersons ? '1' : '0']);
  if (o.expandHubs !== d.expandHubs) out.push(['expandHubs', o.expandHubs ? '1' : '0']);
  return out;
}

/** The query string of a state ('' or '?…'); defaults are left out; , : @ stay readable. */
export function zgxUrlQuery(state: ZgxUrlState): string {
  const qs = new URLSearchParams(changed(state))
    .toString()
    .replace(/%(2C|3A|40)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return qs ? `?${qs}` : '';
}

/**
 * The search as the API takes it: every value as a string, for zgxSearch's and
 * zgxExportQuota's JSON params and the export GET's query alike.
 */
export function zgxSearchParams(state: ZgxUrlState): Record<string, string> {
  const o = state.options;
  return {
    entities: state.ids.join(','),
    hops: String(o.hops),
    maxPaths: String(o.maxPaths),
    types: o.types.join(','),
    minRatio: String(o.minRatio),
    excludeClosed: o.excludeClosed ? '1' : '0',
    excludePersons: o.excludePersons ? '1' : '0',
    expandHubs: o.expandHubs ? '1' : '0',
  };
}

/** Whether the options differ from the defaults (the form offers 恢复默认). */
export const hasCustomOptions = (options: ZgxOptions) => changed({ ids: [], options }).length > 0;

/** The set with one entity more (ignored when already there or the set is full). */
export function withEntity(state: ZgxUrlState, id: string): ZgxUrlState {
  const entity = normaliseEntity(id);
  if (state.ids.includes(entity) || state.ids.length >= RELATIONSHIP_LIMITS.maxEntities)
    return state;
  return { ...state, ids: [...state.ids, entity] };
}

export function withoutEntity(state: ZgxUrlState, id: string): ZgxUrlState {
  return { ...state, ids: state.ids.filter((x) => x !== id) };
}

/** Types as the contract's values, for the form (unknown ones are dropped there). */
export const knownTypes = (types: readonly string[], all: readonly EdgeType[]): EdgeType[] =>
  all.filter((t) => types.includes(t));
