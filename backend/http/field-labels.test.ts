import { leadsExportQuerySchema } from '@/lib/contract/leads';
import { prospectExportQuerySchema } from '@/lib/contract/prospects';
import { z } from 'zod';
import { FIELD_LABELS } from '@/lib/contract/field-labels';
import type { Envelope } from '@/lib/contract/envelope';
import { exportQuerySchema } from '@/lib/contract/search';
import { customerExportQuerySchema } from '@/lib/contract/customers';
import { linkExportQuerySchema } from '@/lib/contract/chains';
import { relationshipExportQuerySchema } from '@/lib/contract/relationships';
import { compareExportQuerySchema, comparePdfQuerySchema } from '@/lib/contract/compare';
import { createFormQueryRegistry } from '../services/form-query';
import { reportBuilder } from '../services/reports/registry';
import { REPORT_KIND_VALUES } from '@/lib/contract/reports';
import { createScriptRegistry } from '../services/scripts';
import { createTestBackend, type TestBackend } from '../test/test-backend';

// Every input a caller can send has a Chinese label, so no 400 names a field by its wire name:
// the parameters and bodies of every route in the OpenAPI document, and the params of every
// custom query and script alias.

type JsonSchema = {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Property names anywhere in a JSON schema, following $refs into `definitions`. */
function propertyNames(
  schema: JsonSchema | undefined,
  definitions: Record<string, JsonSchema>,
  into: Set<string>,
  seen = new Set<JsonSchema>(),
): Set<string> {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return into;
  seen.add(schema);
  if (schema.$ref) {
    propertyNames(definitions[schema.$ref.split('/').pop()!], definitions, into, seen);
  }
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    propertyNames(child, definitions, into, seen);
  }
  const children = [
    ...(Array.isArray(schema.items) ? schema.items : [schema.items]),
    ...(schema.prefixItems ?? []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ];
  for (const child of children) propertyNames(child, definitions, into, seen);
  return into;
}

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend({ config: { devEndpoints: true } });
});
afterAll(() => backend.close());

/** Route → its input fields, from the document the backend publishes. */
async function routeInputs(): Promise<Map<string, Set<string>>> {
  const doc = (await (await backend.app.request('/openapi.json')).json()) as OpenApiDocument;
  const definitions = doc.components?.schemas ?? {};
  const inputs = new Map<string, Set<string>>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const names = new Set((operation.parameters ?? []).map((p) => p.name));
      for (const { schema } of Object.values(operation.requestBody?.content ?? {})) {
        propertyNames(schema, definitions, names);
      }
      inputs.set(`${method.toUpperCase()} ${path}`, names);
    }
  }
  return inputs;
}

function zodInputs(schema: z.ZodType): Set<string> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return propertyNames(
    json as JsonSchema,
    (json.$defs ?? {}) as Record<string, JsonSchema>,
    new Set(),
  );
}

/**
 * Alias → its params fields, from the schemas the handlers declare; and the inputs a route
 * parses by hand rather than declaring them (the export's query string).
 */
function aliasInputs(): Map<string, Set<string>> {
  const inputs = new Map<string, Set<string>>([
    ['GET /api-zsai-query/zsai/qyhx/export', zodInputs(exportQuerySchema)],
    ['GET /api-zsai-query/zsai/cyl/export', zodInputs(linkExportQuerySchema)],
    ['GET /api-zsai-query/zsai/rzsj/export', zodInputs(leadsExportQuerySchema)],
    ['GET /api-zsai-query/zsai/cksj/export', zodInputs(leadsExportQuerySchema)],
    ['GET /api-zsai-query/zsai/qksc/export', zodInputs(prospectExportQuerySchema)],
    ['GET /api-zsai-query/zsai/glzx/export', zodInputs(customerExportQuerySchema)],
    ['GET /api-zsai-query/zsai/zgx/export', zodInputs(relationshipExportQuerySchema)],
    ['GET /api-zsai-query/zsai/qydb/export', zodInputs(compareExportQuerySchema)],
    ['GET /api-zsai-query/zsai/qydb/reportPdf', zodInputs(comparePdfQuerySchema)],
  ]);
  const registries = { query: createFormQueryRegistry(), script: createScriptRegistry() };
  // A report's params are its kind's schema (yjbgGenerate passes them through as a record).
  for (const kind of REPORT_KIND_VALUES) {
    const builder = reportBuilder(kind);
    if (builder) inputs.set(`report ${kind}`, zodInputs(builder.params));
  }
  for (const [kind, registry] of Object.entries(registries)) {
    for (const [alias, handler] of registry)
      inputs.set(`${kind} ${alias}`, zodInputs(handler.params));
  }
  return inputs;
}

describe('field labels', () => {
  it('finds the inputs it checks (the walk is not empty)', async () => {
    const routes = await routeInputs();
    expect(routes.get('POST /api-zsai-query/zsai/user/dzxxWebSmsLogin')).toEqual(
      new Set(['username', 'code']),
    );
    expect(aliasInputs().get('query qyhxSearch')).toContain('keyword');
    expect(aliasInputs().get('script dzxxChangePwd')).toEqual(
      new Set(['oldPassword', 'newPassword']),
    );
  });

  it('has a Chinese label for every input of every route and alias', async () => {
    const unlabelled: string[] = [];
    for (const [where, names] of [...(await routeInputs()), ...aliasInputs()]) {
      for (const name of names) {
        if (!Object.hasOwn(FIELD_LABELS, name)) unlabelled.push(`${where}: ${name}`);
      }
    }
    expect(unlabelled).toEqual([]);
  });

  it('keeps no label of a field that no longer exists', async () => {
    const used = new Set([...(await routeInputs()), ...aliasInputs()].flatMap(([, n]) => [...n]));
    expect(Object.keys(FIELD_LABELS).filter((name) => !used.has(name))).toEqual([]);
  });

  it('labels are Chinese', () => {
    for (const [name, label] of Object.entries(FIELD_LABELS)) {
      expect({ name, chinese: /^[\u4e00-\u9fff（）]+$/.test(label) }).toEqual({
        name,
        chinese: true,
      });
    }
  });
});

describe('a refused input names its field in Chinese', () => {
  it('a bad phone at SMS login and at sending a code', async () => {
    const login = await backend.app.request('/api-zsai-query/zsai/user/dzxxWebSmsLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '12345', code: '123456' }),
    });
    expect(login.status).toBe(400);
    expect(((await login.json()) as Envelope<null>).message).toBe('账户名：格式不正确');
    const send = await backend.app.request('/api-zsai-query/zsai/sms/send/12345', {
      method: 'POST',
    });
    expect(send.status).toBe(400);
    expect(((await send.json()) as Envelope<null>).message).toBe('账户名：格式不正确');
  });

  it('an alias param, a type error and a size error carry no English', async () => {
    const query = async (params: unknown) => {
      const res = await backend.app.request(
        '/api-form/form/core/formCustomQuery/queryForJson_qyhxWebHyml',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ params: JSON.stringify(params) }),
        },
      );
      return ((await res.json()) as Envelope<null>).message;
    };
    expect(await query({ rank: 9 })).toBe('等级：最大为 4');
    expect(await query({ rank: 'x' })).toBe('等级：格式不正确');
    expect(await query([])).toBe('参数：格式不正确');
  });
});
