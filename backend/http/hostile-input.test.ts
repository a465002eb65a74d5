import pino from 'pino';
import { z } from 'zod';
import { createApp, type BackendApp } from '../app';
import type { AliasRegistry } from '../services/alias-handler';
import { createTokenService } from '../services/auth/tokens';
import { createFormQueryRegistry } from '../services/form-query';
import { createScriptRegistry } from '../services/scripts';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';
import {
  encodeJson,
  fieldOf,
  fieldsOf,
  HOSTILE_VALUES,
  plausible,
  resolve,
  sampleValues,
  seededRandom,
  WHOLE_INPUTS,
  withValueAt,
  type Definitions,
  type Field,
  type HostileValue,
  type JsonSchema,
  type Random,
} from '../test/hostile-values';

// Hostile input into every route of the OpenAPI document and every registered alias, drawn
// from the contract itself, so a new route or alias is covered without a line added here. No
// answer may be a 5xx; every answer is a JSON envelope, or a file the route declares; none
// takes longer than MAX_MS. Values are sampled per field with a fixed seed: the same requests
// on every run and engine. ZSAI_HOSTILE_SAMPLES=all sends every value into every field instead
// (about 19,000 requests, 2 minutes per engine), for a search by hand.

const SEED = 20_261_128;
const EXHAUSTIVE = process.env.ZSAI_HOSTILE_SAMPLES === 'all';
/** Hostile values per field: the first also goes anonymously, the others as the VIP only. */
const VALUES_PER_FIELD = EXHAUSTIVE ? HOSTILE_VALUES.length : 3;
/** Whole-request variants (params that are not JSON, a bearer of garbage...) per target. */
const VARIANTS_PER_TARGET = EXHAUSTIVE ? 100 : 3;
const MAX_MS = 5_000;
/** A request still unanswered after this is given up, so one hang cannot stall the file. */
const GIVE_UP_MS = 30_000;
const TEST_TIMEOUT_MS = EXHAUSTIVE ? 1_800_000 : 120_000;
const VIP_PHONE = '13800000001';
const CUSTOM_QUERY_PATH = '/api-form/form/core/formCustomQuery/{query}';
const SCRIPT_PATH = '/api-system/system/core/sysInvokeScript/invoke/{alias}';
const CURRENT_USER_PATH = '/api-user/user/org/osUser/current';
const LONE_SURROGATE_URL = '%ED%A0%80';

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  description?: string;
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Definitions };
};

type Location = 'path' | 'query' | 'body';
type Input = { location: Location; field: Field };

type Operation = {
  key: string;
  method: string;
  path: string;
  description: string;
  parameters: Parameter[];
  bodyTypes: string[];
  bodySchema: JsonSchema | undefined;
  /** Status → the content types the document declares for it. */
  responses: Map<string, string[]>;
  secured: boolean;
  inputs: Input[];
};

type Alias = {
  name: string;
  kind: 'custom query' | 'script';
  schema: JsonSchema;
  defs: Definitions;
  fields: Field[];
};

type Caller = 'anonymous' | 'VIP';
type Call = { url: string; init: RequestInit };

/** One request to send, and what to name when its answer is wrong. */
type Probe = {
  target: string;
  field: string;
  kind: string;
  caller: Caller;
  operation: Operation;
  build: () => Call;
};

let backend: Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let app: BackendApp;
/** The VIP's token from an SMS login, and its user id. */
let vip: { token: string; id: string };
let closing = false;
/** Logged causes of 500s by error id (and the last warning), so a failure says what broke. */
const causes = new Map<string, string>();

/** The error handler's log lines, kept by error id. */
function causeLogger() {
  return pino(
    { level: 'warn' },
    {
      write: (line: string) => {
        const entry = JSON.parse(line) as {
          errorId?: string;
          msg?: string;
          cause?: string;
          err?: { type?: string; message?: string; stack?: string };
        };
        const where = entry.err?.stack
          ?.split('\n')
          .find((frame) => /\/(backend|lib)\//.test(frame) && !frame.includes('node_modules'))
          ?.trim();
        const cause = entry.err
          ? `${entry.err.type}: ${entry.err.message?.slice(0, 300)} ${where ?? ''}`
          : `${entry.msg} ${entry.cause ?? ''}`;
        causes.set(entry.errorId ?? 'last', cause);
        causes.set('last', cause);
      },
    },
  );
}

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  // The same app with a logger of its own, to name the cause of each 500.
  app = createApp({
    db: backend.db,
    config: backend.config,
    clock: backend.clock,
    logger: causeLogger(),
  });
  const token = await smsLoginToken({ ...backend, app }, VIP_PHONE);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  vip = { token, id: claims.sub };
});
afterAll(async () => {
  // A test that timed out still runs its loop: stop it before the database goes.
  closing = true;
  await backend.close();
});

// --- the contract: routes from the OpenAPI document, aliases from the registries -------------

function operationsOf(doc: OpenApiDocument): Operation[] {
  const defs = doc.components?.schemas ?? {};
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const bodySchema = Object.values(content)[0]?.schema;
      const parameters = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const inputs: Input[] = parameters.map((p) => ({
        location: p.in as Location,
        field: fieldOf([p.name], p.schema, defs),
      }));
      for (const field of fieldsOf(bodySchema, defs)) inputs.push({ location: 'body', field });
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        description: op.description ?? '',
        parameters,
        bodyTypes: Object.keys(content),
        bodySchema,
        responses: new Map(
          Object.entries(op.responses ?? {}).map(([status, r]) => [
            status,
            Object.keys(r.content ?? {}),
          ]),
        ),
        secured: (op.security ?? []).length > 0,
        inputs,
      });
    }
  }
  return operations;
}

function aliasesOf(registry: AliasRegistry, kind: Alias['kind']): Alias[] {
  return [...registry].map(([name, handler]) => {
    const json = z.toJSONSchema(handler.params, { io: 'input', unrepresentable: 'any' });
    const schema = json as JsonSchema;
    const defs = (json.$defs ?? {}) as Definitions;
    return { name, kind, schema, defs, fields: fieldsOf(schema, defs) };
  });
}

/**
 * Query fields a route parses by hand instead of declaring them, read from its description
 * ("Query: format=csv|xlsx plus the params of qyhxSearch (keyword, ...)"): the fields of an
 * alias it names, and the words that are field names elsewhere in the contract.
 */
function addUndeclaredQuery(operations: Operation[], aliases: Alias[]) {
  const known = new Map<string, Field>();
  for (const field of [
    ...operations.flatMap((o) => o.inputs.map((i) => i.field)),
    ...aliases.flatMap((a) => a.fields),
  ]) {
    known.set(String(field.path.at(-1)), field);
  }
  for (const operation of operations) {
    const text = /\bQuery:(.*)$/s.exec(operation.description)?.[1] ?? '';
    const declared = new Set(operation.inputs.map((i) => String(i.field.path[0])));
    const found = new Map<string, Field>();
    for (const word of text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []) {
      const alias = aliases.find((a) => a.name === word);
      for (const field of alias?.fields.filter((f) => f.path.length === 1) ?? []) {
        found.set(String(field.path[0]), field);
      }
      const field = known.get(word);
      if (field) found.set(word, { ...field, path: [word] });
    }
    for (const [name, field] of found) {
      if (!declared.has(name)) operation.inputs.push({ location: 'query', field });
    }
  }
}

// --- building requests ------------------------------------------------------------------------

/** A plausible (baseline) value as URL text, and as a form's text. */
const urlText = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
const formText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

type Overrides = {
  /** One input carries a hostile value; the others keep their plausible ones. */
  input?: Input;
  value?: HostileValue;
  /** The whole body, raw, with its declared type. */
  rawBody?: { type: string; text: string };
  pathSuffix?: string;
  rawQuery?: string;
  headers?: Record<string, string>;
  method?: string;
};

function buildBody(
  operation: Operation,
  defs: Definitions,
  type: string,
  headers: Record<string, string>,
  o: Overrides,
): BodyInit {
  const root = plausible(operation.bodySchema, defs);
  const hostile = o.input?.location === 'body' ? o.input.field.path : undefined;
  const value = o.value;
  if (type === 'application/json') {
    headers['content-type'] = type;
    return encodeJson(hostile && value ? withValueAt(root, hostile, value.json) : root);
  }
  // Forms are flat: the hostile field is named by its path.
  const name = hostile?.join('.');
  const entries = Object.entries(root as Record<string, unknown>).filter(([key]) => key !== name);
  if (type === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, v] of entries) form.set(key, formText(v));
    if (name && value) {
      const binary = resolve(operation.bodySchema, defs).properties?.[name]?.format === 'binary';
      form.set(name, binary ? new File([value.text], 'hostile.csv') : value.text);
    }
    return form;
  }
  headers['content-type'] = type;
  const parts = entries.map(([key, v]) => `${key}=${urlText(v)}`);
  if (name && value) for (const part of value.url) parts.push(`${name}=${part}`);
  return parts.join('&');
}

function buildRoute(
  operation: Operation,
  defs: Definitions,
  bodyType: string | undefined,
  o: Overrides,
): Call {
  const hostile = (location: Location, name: string) =>
    o.input?.location === location && o.input.field.path.join('.') === name ? o.value : undefined;
  let url = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = hostile('path', name);
    if (value) return value.url[0] ?? '';
    return urlText(plausible(operation.parameters.find((p) => p.name === name)?.schema, defs));
  });
  url += o.pathSuffix ?? '';
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required && !hostile('query', parameter.name)) {
      query.push(`${parameter.name}=${urlText(plausible(parameter.schema, defs))}`);
    }
  }
  if (o.input?.location === 'query' && o.value) {
    const name = encodeURIComponent(o.input.field.path.join('.'));
    for (const part of o.value.url) query.push(`${name}=${part}`);
  }
  if (o.rawQuery) query.push(o.rawQuery);
  if (query.length > 0) url += `?${query.join('&')}`;

  const method = o.method ?? operation.method;
  const headers: Record<string, string> = { ...o.headers };
  let body: BodyInit | undefined;
  // A GET carries no body (fetch refuses one).
  if (method !== 'GET' && o.rawBody) {
    headers['content-type'] = o.rawBody.type;
    body = o.rawBody.text;
  } else if (method !== 'GET' && bodyType) {
    body = buildBody(operation, defs, bodyType, headers, o);
  }
  return { url, init: { method, headers, body } };
}

/** Whole-request variants: broken escapes, broken bodies, hostile headers, a bearer of garbage. */
function wholeVariants(operation: Operation): { kind: string; overrides: Overrides }[] {
  const types = operation.bodyTypes;
  const variants: { kind: string; overrides: Overrides }[] = [
    { kind: 'malformed escape %E0 in the query', overrides: { rawQuery: '%E0=%E0' } },
    { kind: 'malformed escape %E0 after the path', overrides: { pathSuffix: '%E0' } },
    { kind: 'lone surrogate after the path', overrides: { pathSuffix: LONE_SURROGATE_URL } },
    { kind: 'an undeclared method (PATCH)', overrides: { method: 'PATCH' } },
    {
      // Headers the backend reads: the client's address, the portal's host, the browser.
      kind: 'hostile forwarding headers',
      overrides: {
        headers: {
          'x-forwarded-for': "' OR 1=1 --, \u0001\u001b\u007f, 999.999.999.999",
          'x-forwarded-host': '%E0\u001b[2J',
          'x-forwarded-proto': 'javascript',
          'user-agent': 'x'.repeat(65_536),
          'x-request-id': "'; DROP TABLE users --",
        },
      },
    },
  ];
  if (operation.method !== 'GET') {
    variants.push({
      kind: 'a text/plain body',
      overrides: { rawBody: { type: 'text/plain', text: "' OR 1=1 --" } },
    });
  }
  if (operation.secured) {
    variants.push({
      kind: 'a bearer of SQL',
      overrides: { headers: { authorization: "Bearer ' OR 1=1 --" } },
    });
  }
  if (types.includes('application/json')) {
    for (const whole of WHOLE_INPUTS) {
      variants.push({
        kind: `JSON body: ${whole.kind}`,
        overrides: { rawBody: { type: 'application/json', text: whole.text } },
      });
    }
    variants.push(
      {
        kind: 'a JSON body declared as a form',
        overrides: { rawBody: { type: 'application/x-www-form-urlencoded', text: '{"a":1}' } },
      },
      {
        kind: 'a JSON body in UTF-16',
        overrides: { rawBody: { type: 'application/json; charset=utf-16', text: '{}' } },
      },
    );
  }
  if (
    types.includes('multipart/form-data') ||
    types.includes('application/x-www-form-urlencoded')
  ) {
    variants.push(
      {
        kind: 'multipart without a boundary',
        overrides: { rawBody: { type: 'multipart/form-data', text: '--x\r\nbroken' } },
      },
      {
        kind: 'a form body declared as JSON',
        overrides: { rawBody: { type: 'application/json', text: 'params=%7B%7D' } },
      },
      {
        kind: 'a form body of malformed escapes',
        overrides: {
          rawBody: {
            type: 'application/x-www-form-urlencoded',
            text: `%E0=%E0&params=${LONE_SURROGATE_URL}`,
          },
        },
      },
    );
  }
  return variants;
}

/** Callers of a sample: the first of each set goes anonymously too, the rest as the VIP. */
const callers = (first: boolean): Caller[] => (first ? ['anonymous', 'VIP'] : ['VIP']);

function routeProbes(operation: Operation, defs: Definitions, random: Random): Probe[] {
  const probes: Probe[] = [];
  const add = (field: string, kind: string, overrides: Overrides, first: boolean) => {
    const bodyType = operation.bodyTypes.length > 0 ? random.pick(operation.bodyTypes) : undefined;
    const build = () => buildRoute(operation, defs, bodyType, overrides);
    for (const caller of callers(first)) {
      probes.push({ target: operation.key, field, kind, caller, operation, build });
    }
  };
  for (const input of operation.inputs) {
    sampleValues(random, input.field, VALUES_PER_FIELD).forEach((value, i) => {
      add(`${input.location}.${input.field.path.join('.')}`, value.kind, { input, value }, i === 0);
    });
  }
  random.sample(wholeVariants(operation), VARIANTS_PER_TARGET).forEach((variant, i) => {
    add('(whole request)', variant.kind, variant.overrides, i === 0);
  });
  return probes;
}

/** Custom queries carry params as a JSON string in a form field; scripts as JSON in a body. */
function aliasRequest(alias: Alias, paramsText: string): Call {
  if (alias.kind === 'custom query') {
    return {
      url: `/api-form/form/core/formCustomQuery/queryForJson_${alias.name}`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `params=${encodeURIComponent(paramsText)}`,
      },
    };
  }
  return {
    url: `/api-system/system/core/sysInvokeScript/invoke/${alias.name}`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"params":${paramsText}}`,
    },
  };
}

function aliasProbes(alias: Alias, operation: Operation, random: Random): Probe[] {
  const probes: Probe[] = [];
  const target = `${alias.kind} ${alias.name}`;
  const base = plausible(alias.schema, alias.defs);
  const add = (field: string, kind: string, paramsText: string, first: boolean) => {
    const build = () => aliasRequest(alias, paramsText);
    for (const caller of callers(first)) {
      probes.push({ target, field, kind, caller, operation, build });
    }
  };
  for (const field of alias.fields) {
    sampleValues(random, field, VALUES_PER_FIELD).forEach((value, i) => {
      const params = encodeJson(withValueAt(base, field.path, value.json));
      add(`params.${field.path.join('.')}`, value.kind, params, i === 0);
    });
  }
  random.sample(WHOLE_INPUTS, VARIANTS_PER_TARGET).forEach((whole, i) => {
    add('(whole params)', whole.kind, whole.text, i === 0);
  });
  return probes;
}

// --- sending and judging ----------------------------------------------------------------------

const giveUp = <T>(promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<'gave up'>((done) => setTimeout(() => done('gave up'), GIVE_UP_MS).unref()),
  ]);

type Answer = { status: number; type: string; text: string; ms: number };

async function send(request: Call, token?: string): Promise<Answer | undefined> {
  const headers = new Headers(request.init.headers);
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  const started = performance.now();
  const res = await giveUp(Promise.resolve(app.request(request.url, { ...request.init, headers })));
  if (res === 'gave up') return undefined;
  // Streamed answers (files, the assistant's NDJSON) are read to their end.
  const text = await giveUp(res.text());
  if (text === 'gave up') return undefined;
  const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return { status: res.status, type, text, ms: performance.now() - started };
}

/** What is wrong with an answer, if anything. */
function judge(operation: Pick<Operation, 'responses'>, answer: Answer): string | undefined {
  const wrong: string[] = [];
  if (answer.status >= 500) wrong.push(`status ${answer.status}`);
  if (answer.ms > MAX_MS) wrong.push(`took ${Math.round(answer.ms)} ms`);
  if (answer.type === 'application/json') {
    let envelope: { success?: unknown; code?: unknown; message?: unknown } | undefined;
    try {
      envelope = JSON.parse(answer.text) as typeof envelope;
    } catch {
      wrong.push('JSON that does not parse');
    }
    if (
      envelope !== undefined &&
      (typeof envelope?.success !== 'boolean' ||
        typeof envelope.code !== 'number' ||
        typeof envelope.message !== 'string')
    ) {
      wrong.push('JSON that is no envelope');
    } else if (envelope?.code !== undefined && envelope.code !== answer.status) {
      wrong.push(`envelope code ${JSON.stringify(envelope.code)} under status ${answer.status}`);
    } else if (envelope?.success !== undefined && envelope.success !== answer.status < 400) {
      wrong.push(`success ${JSON.stringify(envelope.success)} under status ${answer.status}`);
    }
  } else {
    // Anything else only as a success the document declares (a CSV, a PDF, an image...).
    const declared = operation.responses.get(String(answer.status)) ?? [];
    if (answer.status >= 300 || !declared.includes(answer.type)) {
      const listed = declared.join(', ') || 'nothing';
      wrong.push(`a ${answer.type || 'typeless'} answer (declared: ${listed})`);
    }
  }
  if (wrong.length === 0) return undefined;
  // Files are named by type and size; their bytes would say nothing.
  const readable = answer.type === 'application/json' || answer.type.startsWith('text/');
  let excerpt = readable
    ? answer.text.slice(0, 200).replace(/\s+/g, ' ')
    : `[${answer.type || 'no type'}, ${answer.text.length} characters]`;
  const errorId = /"errorId":"([^"]+)"/.exec(answer.text)?.[1];
  if (errorId) excerpt += ` [cause: ${causes.get(errorId) ?? 'not logged'}]`;
  else if (answer.status >= 500) excerpt += ` [last logged: ${causes.get('last') ?? 'nothing'}]`;
  return `${wrong.join(', ')}: ${excerpt}`;
}

type Run = {
  sent: number;
  relogins: number;
  covered: Set<string>;
  failures: string[];
  slowest: { ms: number; name: string };
};

async function runProbes(probes: Probe[]): Promise<Run> {
  // Later sessions of the VIP are issued directly: a target may revoke the session it was
  // called with (logout, sign out everywhere), and SMS codes wait 60 s between sends.
  const tokens = createTokenService({
    db: backend.db,
    clock: backend.clock,
    secret: backend.config.jwtSecret,
    ttlS: backend.config.accessTokenTtlS,
  });
  const stillValid = async (token: string) => {
    const res = await app.request(CURRENT_USER_PATH, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.body?.cancel();
    return res.status === 200;
  };
  const run: Run = {
    sent: 0,
    relogins: 0,
    covered: new Set(),
    failures: [],
    slowest: { ms: 0, name: '' },
  };
  let token = vip.token;
  for (const probe of probes) {
    if (closing) break;
    const request = probe.build();
    let answer = await send(request, probe.caller === 'VIP' ? token : undefined);
    run.sent++;
    // A 401 to the VIP is the route's own answer unless the session is gone: then log in
    // again and send once more, so the rest of the run is not quietly anonymous.
    if (probe.caller === 'VIP' && answer?.status === 401 && !(await stillValid(token))) {
      token = await tokens.issue(vip.id, 'sms');
      run.relogins++;
      answer = await send(request, token);
      run.sent++;
    }
    const name = `${probe.target} | ${probe.field} | ${probe.kind} | ${probe.caller}`;
    if (!answer) {
      run.failures.push(`${name} → no answer within ${GIVE_UP_MS} ms`);
      continue;
    }
    run.covered.add(probe.target);
    if (answer.ms > run.slowest.ms) run.slowest = { ms: answer.ms, name };
    const wrong = judge(probe.operation, answer);
    if (wrong) run.failures.push(`${name} → ${wrong}`);
  }
  return run;
}

// --- the tests ---------------------------------------------------------------------------------

describe('hostile input, drawn from the contract', () => {
  const queries = createFormQueryRegistry();
  const scripts = createScriptRegistry();
  let operations: Operation[];
  let aliases: Alias[];
  let routeProbeList: Probe[];
  let aliasProbeList: Probe[];
  const totals = { sent: 0, relogins: 0, started: 0, slowest: { ms: 0, name: '' } };

  beforeAll(async () => {
    totals.started = performance.now();
    const res = await app.request('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDocument;
    const defs = doc.components?.schemas ?? {};
    operations = operationsOf(doc);
    aliases = [...aliasesOf(queries, 'custom query'), ...aliasesOf(scripts, 'script')];
    addUndeclaredQuery(operations, aliases);

    const random = seededRandom(SEED);
    routeProbeList = operations.flatMap((operation) => routeProbes(operation, defs, random));
    const route = (path: string) => {
      const operation = operations.find((o) => o.path === path && o.method === 'POST');
      if (!operation) throw new Error(`${path} is not in the OpenAPI document`);
      return operation;
    };
    const [query, script] = [route(CUSTOM_QUERY_PATH), route(SCRIPT_PATH)];
    aliasProbeList = aliases.flatMap((alias) =>
      aliasProbes(alias, alias.kind === 'custom query' ? query : script, random),
    );
  });

  afterAll(() => {
    const seconds = ((performance.now() - totals.started) / 1000).toFixed(1);
    console.log(
      `hostile input: ${totals.sent} requests (${totals.relogins} resent after a re-login) to ` +
        `${operations.length} routes, ${queries.size} custom queries and ${scripts.size} ` +
        `scripts in ${seconds} s; slowest ${Math.round(totals.slowest.ms)} ms: ${totals.slowest.name}`,
    );
  });

  it('the OpenAPI document lists every route the app serves', () => {
    // A route outside the document would escape the probes below.
    const served = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && r.path !== '/openapi.json')
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect([...served].sort()).toEqual(operations.map((o) => o.key).sort());
  });

  it('every kind of hostile value is sent, and the judge refuses what it must', () => {
    const kinds = new Set([...routeProbeList, ...aliasProbeList].map((p) => p.kind));
    expect(HOSTILE_VALUES.map((v) => v.kind).filter((kind) => !kinds.has(kind))).toEqual([]);
    const json = { responses: new Map([['200', ['application/json', 'text/csv']]]) };
    const envelope = '{"success":false,"code":500,"message":"x","show":true,"data":null}';
    const answer = { status: 200, type: 'application/json', text: envelope, ms: 1 };
    expect(judge(json, { ...answer, status: 500 })).toMatch(/^status 500/);
    expect(judge(json, { ...answer, text: '{"data":1}' })).toMatch(/no envelope/);
    expect(judge(json, { ...answer, status: 400 })).toMatch(/code 500 under status 400/);
    expect(judge(json, { ...answer, status: 400, type: 'text/csv' })).toMatch(/text\/csv/);
    expect(judge(json, { ...answer, type: 'text/html' })).toMatch(/text\/html/);
    expect(judge(json, { ...answer, status: 500, ms: MAX_MS + 1 })).toMatch(/took/);
    expect(judge(json, { ...answer, type: 'text/csv', text: 'a,b' })).toBeUndefined();
  });

  it(
    'every route of the OpenAPI document answers hostile input with an envelope',
    async () => {
      const run = await runProbes(routeProbeList);
      totals.sent += run.sent;
      totals.relogins += run.relogins;
      if (run.slowest.ms > totals.slowest.ms) totals.slowest = run.slowest;
      expect(run.failures).toEqual([]);
      // Coverage cannot shrink silently: every route listed was answered.
      expect(operations.length).toBeGreaterThan(50);
      expect([...run.covered].sort()).toEqual(operations.map((o) => o.key).sort());
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'every custom query and script alias answers hostile params with an envelope',
    async () => {
      const run = await runProbes(aliasProbeList);
      totals.sent += run.sent;
      totals.relogins += run.relogins;
      if (run.slowest.ms > totals.slowest.ms) totals.slowest = run.slowest;
      expect(run.failures).toEqual([]);
      // Every alias of both registries was answered.
      expect(queries.size).toBeGreaterThan(100);
      expect([...run.covered].sort()).toEqual(aliases.map((a) => `${a.kind} ${a.name}`).sort());
    },
    TEST_TIMEOUT_MS,
  );
});
