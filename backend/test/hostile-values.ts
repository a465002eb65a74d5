// Hostile inputs for backend/http/hostile-input.test.ts: the values, a seeded sampler, and the
// walk of a JSON Schema (the OpenAPI document's, or a zod schema's via z.toJSONSchema) into
// the fields a caller can fill.

export type Random = {
  next(): number;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items, in the order drawn. */
  sample<T>(items: readonly T[], count: number): T[];
};

/** A tiny seeded PRNG (mulberry32): the same samples on every run and engine. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[Math.floor(next() * items.length)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    }
    return out;
  };
  return { next, pick, sample };
}

/** JSON text spliced as is: numbers JSON.stringify would round or refuse, deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify that writes RawJson values verbatim. */
export function encodeJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `__hostile_raw_${raws.length - 1}__`;
    }
    return v;
  });
  if (text === undefined) return 'null';
  return text.replace(/"__hostile_raw_(\d+)__"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

export type Family = 'control' | 'text' | 'date' | 'number' | 'type' | 'sql' | 'escape';

/** One hostile value in each of the forms a request can carry it. */
export type HostileValue = {
  kind: string;
  family: Family;
  /** In a JSON body or an alias's params. */
  json: unknown;
  /** In a URL or a url-encoded form, already percent-encoded (malformed on purpose for some). */
  url: string[];
  /** In a multipart text field (a USVString: a lone surrogate arrives as U+FFFD). */
  text: string;
};

const ONE_MB = 'x'.repeat(1 << 20);
const SIXTY_FOUR_KB = '长'.repeat(1 << 16);
const NESTED_ARRAYS = '['.repeat(2000) + ']'.repeat(2000);

const str = (kind: string, family: Family, value: string): HostileValue => ({
  kind,
  family,
  json: value,
  url: [encodeURIComponent(value)],
  text: value,
});

const num = (kind: string, json: unknown, text: string): HostileValue => ({
  kind,
  family: 'number',
  json,
  url: [text],
  text,
});

/** Values sent into single fields. Every kind applies to every field, whatever its type. */
export const HOSTILE_VALUES: readonly HostileValue[] = [
  str('NUL', 'control', 'a\u0000b'),
  str('control \\u0001', 'control', 'a\u0001b'),
  str('control \\u001b', 'control', '\u001b[2J'),
  str('control \\u007f', 'control', 'a\u007fb'),
  // Over the wire a lone surrogate is the invalid UTF-8 of its code unit (CESU-8).
  {
    kind: 'lone surrogate',
    family: 'text',
    json: 'a\ud800b',
    url: ['a%ED%A0%80b'],
    text: 'a\ud800b',
  },
  str('1 MB string', 'text', ONE_MB),
  // Below the custom-query form's 100,000-character cap: the alias's own rule must refuse it.
  str('64k-character string', 'text', SIXTY_FOUR_KB),
  str('date 2026-02-30', 'date', '2026-02-30'),
  str('date 2026-13-45', 'date', '2026-13-45'),
  str('date 0000-01-01', 'date', '0000-01-01'),
  num('number -1', -1, '-1'),
  num('number 1e308', 1e308, '1e308'),
  num('number 2^53+1', new RawJson('9007199254740993'), '9007199254740993'),
  // Past PostgreSQL's integer: a schema without a maximum hands it to an int4 column.
  num('number 2^31', 2 ** 31, '2147483648'),
  // JSON.parse reads it as Infinity.
  num('number 1e999', new RawJson('1e999'), '1e999'),
  str('"NaN"', 'number', 'NaN'),
  { kind: 'object', family: 'type', json: { a: 1 }, url: ['%7B%22a%22%3A1%7D'], text: '{"a":1}' },
  { kind: 'array', family: 'type', json: [1, 2], url: ['1', '2'], text: '1,2' },
  { kind: 'null', family: 'type', json: null, url: [''], text: '' },
  { kind: 'boolean', family: 'type', json: true, url: ['true'], text: 'true' },
  {
    kind: '2,000 nested arrays',
    family: 'type',
    json: new RawJson(NESTED_ARRAYS),
    url: [encodeURIComponent(NESTED_ARRAYS)],
    text: NESTED_ARRAYS,
  },
  str("SQL ' OR 1=1 --", 'sql', "' OR 1=1 --"),
  str('SQL 1; DROP TABLE users', 'sql', '1; DROP TABLE users'),
  { kind: 'malformed escape %E0', family: 'escape', json: '%E0', url: ['%E0'], text: '%E0' },
];

/** Raw text of a whole input (a custom query's params, a JSON body) that is not an object. */
export type WholeInput = { kind: string; text: string };

export const WHOLE_INPUTS: readonly WholeInput[] = [
  { kind: 'not JSON ({)', text: '{' },
  { kind: '2,000 nested arrays', text: NESTED_ARRAYS },
  { kind: 'an array', text: '[1,2]' },
  { kind: 'null', text: 'null' },
  { kind: 'a string', text: '"x"' },
  { kind: 'number 1e999', text: '1e999' },
  {
    kind: '__proto__ and constructor',
    text: '{"__proto__":{"x":1},"constructor":{"prototype":{"x":1}}}',
  },
  { kind: '1 MB string field', text: JSON.stringify({ q: ONE_MB }) },
];

/** The subset of JSON Schema the walk reads. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
};

export type Definitions = Record<string, JsonSchema>;

/** Follows a $ref (#/components/schemas/X or #/$defs/X) by its last segment. */
export function resolve(schema: JsonSchema | undefined, defs: Definitions): JsonSchema {
  let s = schema ?? {};
  for (let hops = 0; s.$ref && hops < 20; hops++) s = defs[s.$ref.split('/').pop() ?? ''] ?? {};
  return s;
}

const options = (s: JsonSchema) => [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];

export type FieldType =
  'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'unknown';

export function typeOf(schema: JsonSchema | undefined, defs: Definitions, depth = 0): FieldType {
  const s = resolve(schema, defs);
  const types = (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []).filter(
    (t) => t !== 'null',
  );
  if (types[0]) return types[0] as FieldType;
  const sample = s.const ?? s.enum?.[0];
  if (typeof sample === 'string' || typeof sample === 'number' || typeof sample === 'boolean') {
    return typeof sample as FieldType;
  }
  if (depth < 5) {
    for (const option of options(s)) {
      const type = typeOf(option, defs, depth + 1);
      if (type !== 'unknown') return type;
    }
  }
  return s.properties ? 'object' : 'unknown';
}

/** A field a caller can fill: its path from the input's root (one or two levels deep). */
export type Field = {
  path: (string | number)[];
  type: FieldType;
  /** Looks like a day or a time: its first sample is an impossible date. */
  dateLike: boolean;
};

const DATE_NAME = /date|day|time|sjfw|from$|to$|^on$|start|end/i;

/** The field at `path` of type `schema`. */
export function fieldOf(
  path: (string | number)[],
  schema: JsonSchema | undefined,
  defs: Definitions,
): Field {
  const s = resolve(schema, defs);
  const name = String(path.at(-1));
  return {
    path,
    type: typeOf(s, defs),
    dateLike: s.format === 'date' || s.format === 'date-time' || DATE_NAME.test(name),
  };
}

function properties(s: JsonSchema, defs: Definitions, depth = 0): Record<string, JsonSchema> {
  const own = { ...(s.properties ?? {}) };
  if (depth < 5) {
    for (const option of options(s))
      Object.assign(own, properties(resolve(option, defs), defs, depth + 1));
  }
  return own;
}

/** The fields of an object schema, nested objects, arrays of objects and records included. */
export function fieldsOf(
  schema: JsonSchema | undefined,
  defs: Definitions,
  prefix: (string | number)[] = [],
  depth = 2,
): Field[] {
  const s = resolve(schema, defs);
  const out: Field[] = [];
  const props = properties(s, defs);
  const record = typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
  // A record (data of a form, params of a report) gets a made-up key.
  if (Object.keys(props).length === 0 && record) props.hostileKey = record;
  for (const [name, child] of Object.entries(props)) {
    const c = resolve(child, defs);
    const path = [...prefix, name];
    out.push(fieldOf(path, c, defs));
    if (depth <= 1) continue;
    const items = resolve(c.items, defs);
    if (Object.keys(properties(c, defs)).length > 0 || typeof c.additionalProperties === 'object') {
      out.push(...fieldsOf(c, defs, path, depth - 1));
    } else if (Object.keys(properties(items, defs)).length > 0) {
      out.push(...fieldsOf(items, defs, [...path, 0], depth - 1));
    }
  }
  return out;
}

/** A value the schema accepts where it can tell: defaults, examples, enums, else plain ones. */
export function plausible(schema: JsonSchema | undefined, defs: Definitions, depth = 0): unknown {
  const s = resolve(schema, defs);
  if (s.default !== undefined) return s.default;
  if (s.example !== undefined) return s.example;
  if (s.examples?.[0] !== undefined) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.enum?.[0] !== undefined) return s.enum[0];
  if (depth > 4) return null;
  const type = typeOf(s, defs);
  const option = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].find(
    (o) => typeOf(o, defs) !== 'unknown',
  );
  if (!s.type && option) return plausible(option, defs, depth + 1);
  switch (type) {
    case 'string':
      if (s.format === 'date') return '2024-02-29';
      if (s.format === 'date-time') return '2024-02-29T00:00:00Z';
      return '1'.repeat(Math.max(1, s.minLength ?? 1));
    case 'number':
    case 'integer':
      return s.minimum ?? (s.exclusiveMinimum === undefined ? 1 : s.exclusiveMinimum + 1);
    case 'boolean':
      return false;
    case 'array':
      return (s.minItems ?? 0) > 0 ? [plausible(s.items, defs, depth + 1)] : [];
    case 'object': {
      const props = properties(s, defs);
      const out: Record<string, unknown> = {};
      for (const name of s.required ?? []) out[name] = plausible(props[name], defs, depth + 1);
      return out;
    }
    default:
      return '1';
  }
}

/** Sets `value` at `path` in a copy of `root`, making the objects and arrays on the way. */
export function withValueAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(root) ? [...(root as unknown[])] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const object =
    root !== null && typeof root === 'object' && !Array.isArray(root)
      ? { ...(root as Record<string, unknown>) }
      : {};
  object[head] = withValueAt(object[head], rest, value);
  return object;
}

/** The values sampled for one field: one of its own family, then others, all distinct. */
export function sampleValues(
  random: Random,
  field: Pick<Field, 'type' | 'dateLike'>,
  count: number,
) {
  const family: Family = field.dateLike
    ? 'date'
    : field.type === 'number' || field.type === 'integer'
      ? 'number'
      : field.type === 'string'
        ? random.pick<Family>(['control', 'text', 'sql', 'escape'])
        : 'type';
  const first = random.pick(HOSTILE_VALUES.filter((v) => v.family === family));
  return [
    first,
    ...random.sample(
      HOSTILE_VALUES.filter((v) => v !== first),
      count - 1,
    ),
  ];
}
