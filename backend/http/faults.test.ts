import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { CustomerGroupRecord } from '@/lib/contract/customers';
import { errorEnvelope, type Envelope } from '@/lib/contract/envelope';
import { MESSAGES } from '@/lib/contract/messages';
import { createApp } from '../app';
import { testConfig } from '../config';
import { assertChineseTrigrams, openPostgres, type DatabaseHandle } from '../db/client';
import { customerGroups, customers } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import { demoUsersStep } from '../data/demo-users';
import { ensureReferenceData } from '../data/reference-data';
import { systemClock } from '../clock';
import { customQuery } from '../test/calls';
import { insertEnterprise } from '../test/enterprise-fixtures';
import { smsLoginToken } from '../test/sms-helpers';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import {
  createTestBackend,
  openTestDatabase,
  testEngine,
  type TestBackend,
} from '../test/test-backend';
import { createAdmissionGate, type AdmissionGate } from './admission';

// Fair service under load and faults (issue 20): the admission queue sheds what it cannot
// serve in time with 503 服务繁忙 and Retry-After; an unreachable database answers 503 with a
// clear message, a read is asked once more, a write says it was not saved and leaves nothing
// half-written, and calls recover by themselves when the database is back. PostgreSQL is
// taken away through a TCP proxy of this test's own: the shared server is never touched.

const HEALTH = '/api-system/system/health';
const INDUSTRIES = '/api-form/form/core/formCustomQuery/queryForJson_qyhxWebHyml';

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const industries = async (app: TestBackend['app'], init: RequestInit = {}): Promise<Response> =>
  app.request(INDUSTRIES, {
    method: 'POST',
    body: new URLSearchParams({ params: JSON.stringify({ rank: 2 }) }),
    ...init,
  });

describe('the admission queue', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  const appWith = (gate: AdmissionGate) =>
    createApp({ db: backend.db, config: backend.config, admission: gate });

  it('sheds a request that waited its bound: 503 服务繁忙 with Retry-After; health still answers', async () => {
    const gate = createAdmissionGate({ concurrency: 1, maxWaitMs: 50 });
    const app = appWith(gate);
    expect(await gate.enter()).toBe(true); // the only slot, held as by a long request

    const shed = await industries(app);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect(await shed.json()).toEqual(errorEnvelope(503, MESSAGES.serviceBusy));
    expect((await app.request(HEALTH)).status).toBe(200);
    expect(gate.stats()).toEqual({ active: 1, queued: 0, shed: 1 });

    gate.leave();
    expect((await industries(app)).status).toBe(200);
    expect(gate.stats()).toEqual({ active: 0, queued: 0, shed: 1 });
  });

  it('admits waiters first come, first served as slots free', async () => {
    const gate = createAdmissionGate({ concurrency: 1, maxWaitMs: 10_000 });
    const app = appWith(gate);
    expect(await gate.enter()).toBe(true);
    const order: string[] = [];
    const call = (name: string) =>
      industries(app).then((res) => {
        order.push(name);
        return res.status;
      });
    const first = call('first');
    await until(() => gate.stats().queued === 1, 'the first waiter');
    const second = call('second');
    await until(() => gate.stats().queued === 2, 'the second waiter');
    // A newcomer never passes the queue, even when it finds a free slot at the door.
    gate.leave();
    const third = call('third');

    expect(await Promise.all([first, second, third])).toEqual([200, 200, 200]);
    expect(order).toEqual(['first', 'second', 'third']);
    expect(gate.stats()).toEqual({ active: 0, queued: 0, shed: 0 });
  });

  it('refuses at once beyond the longest queue and forgets a waiter whose caller left', async () => {
    const gate = createAdmissionGate({ concurrency: 1, maxWaitMs: 10_000, maxQueue: 1 });
    const app = appWith(gate);
    expect(await gate.enter()).toBe(true);
    const caller = new AbortController();
    const left = industries(app, { signal: caller.signal });
    await until(() => gate.stats().queued === 1, 'the waiter');

    const refused = await industries(app);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as Envelope<null>).message).toBe(MESSAGES.serviceBusy);

    caller.abort();
    await left;
    expect(gate.stats()).toEqual({ active: 1, queued: 0, shed: 1 });
    gate.leave();
    expect(gate.stats().active).toBe(0);
  });
});

describe('isDatabaseUnavailable', () => {
  const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('knows a lost or refused connection, also wrapped as Drizzle wraps it', () => {
    const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });
    const unavailable = [
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      wrapped(new Error('Connection terminated unexpectedly')),
      wrapped(new Error('timeout exceeded when trying to connect')),
      wrapped(coded('the database system is starting up', '57P03')),
      wrapped(coded('terminating connection due to administrator command', '57P01')),
      coded('connection failure', '08006'),
    ];
    expect(unavailable.map(isDatabaseUnavailable)).toEqual(unavailable.map(() => true));
  });

  it('leaves query faults and other services to the 500 path', () => {
    expect(isDatabaseUnavailable(coded('syntax error', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(coded('duplicate key', '23505'))).toBe(false);
    const refusedFetch = new TypeError('fetch failed', {
      cause: coded('connect ECONNREFUSED', 'ECONNREFUSED'),
    });
    expect(isDatabaseUnavailable(refusedFetch)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('a call that meets an unreachable database', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  /** An app with one extra route that fails `failures` times with `error`, then answers. */
  function flaky(error: () => Error, failures: number) {
    const app = createApp({ db: backend.db, config: backend.config });
    const state = { calls: 0 };
    const handler = () => {
      state.calls += 1;
      if (state.calls <= failures) throw error();
      return Response.json({ ok: true });
    };
    app.get('/test/flaky', handler);
    app.post('/test/flaky', handler);
    return { app, state };
  }
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  it('a read is asked once more and answers when the database is back', async () => {
    const { app, state } = flaky(refused, 1);
    const res = await app.request('/test/flaky');
    expect(res.status).toBe(200);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(state.calls).toBe(2);
  });

  it('a read that fails twice answers 503 数据服务暂时不可用 with Retry-After', async () => {
    const lost = () =>
      new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') });
    const { app, state } = flaky(lost, 2);
    const res = await app.request('/test/flaky');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual(errorEnvelope(503, MESSAGES.databaseUnavailable));
    expect(state.calls).toBe(2);
  });

  it('a write is never repeated and says its change was not saved', async () => {
    const { app, state } = flaky(refused, 1);
    const res = await app.request('/test/flaky', { method: 'POST' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(errorEnvelope(503, MESSAGES.databaseUnavailableWrite));
    expect(state.calls).toBe(1);
  });

  it('a fault of the query itself stays a 500, asked once', async () => {
    const syntax = () => Object.assign(new Error('syntax error'), { code: '42601' });
    const { app, state } = flaky(syntax, 1);
    expect((await app.request('/test/flaky')).status).toBe(500);
    expect(state.calls).toBe(1);
  });
});

// The real thing on PostgreSQL: the backend reaches its test database through a proxy that
// the test cuts and restores.
(testEngine() === 'postgres' ? describe : describe.skip)('PostgreSQL cut off and back', () => {
  let database: DatabaseHandle & { url?: string };
  let proxied: DatabaseHandle;
  let proxy: TcpProxy;
  let backend: TestBackend;
  const warnings: string[] = [];
  let vip: string;
  let enterpriseId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    await assertChineseTrigrams(database.db);
    await ensureReferenceData(database.db);
    await demoUsersStep.run(database.db, { companies: 0, seedNumber: 1 }, systemClock);
    enterpriseId = await insertEnterprise(database.db, { qymc: '深圳断线科技有限公司' });

    const target = new URL(database.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxied = await openPostgres(url.toString(), { poolSize: 4 });
    const config = testConfig({ databaseUrl: url.toString(), devEndpoints: true });
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    const app = createApp({ db: proxied.db, config, logger });
    backend = { app, db: proxied.db, config, close: proxied.close };
    vip = await smsLoginToken(backend, '13800000001');
  });

  afterAll(async () => {
    await proxied?.close();
    await proxy?.close();
    await database?.close();
  });

  const call = <T>(alias: string, params: unknown) => customQuery<T>(backend, alias, params, vip);
  const health = () => backend.app.request(HEALTH);

  it('answers 503 while cut, for reads and writes, and recovers by itself', async () => {
    expect((await health()).status).toBe(200);
    proxy.cut();

    const read = await health();
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    expect(await read.json()).toEqual(errorEnvelope(503, MESSAGES.databaseUnavailable));

    const write = await call('glzxSaveGroup', { name: '断线时新建' });
    expect(write.status).toBe(503);
    expect(write.body.message).toBe(MESSAGES.databaseUnavailableWrite);

    proxy.restore();
    expect((await health()).status).toBe(200);
    const groups = await call<CustomerGroupRecord[]>('glzxGroups', {});
    expect(groups.status).toBe(200);
    // The refused write left nothing behind.
    expect(groups.body.data.map((g) => g.name)).not.toContain('断线时新建');
  });

  it('a read cut once is asked again and answers when the server is back', async () => {
    warnings.length = 0;
    proxy.cut();
    const pending = health();
    // The first attempt fails and is logged; the second comes 250 ms later, after restore.
    await until(() => warnings.some((w) => w.includes('database unavailable')), 'the failure');
    proxy.restore();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(res.headers.get('retry-after')).toBeNull();
  });

  it('a transaction cut in the middle rolls back: nothing half-written, and the caller is told', async () => {
    const [group] = (await call<{ ID_: string }[]>('glzxSaveGroup', { name: '本周拜访' })).body
      .data;
    const groupId = group!.ID_;
    const added = await call('glzxAddCustomers', {
      enterpriseIds: [enterpriseId],
      groupId,
      source: 'rzsj',
    });
    expect(added.status).toBe(200);

    // Deleting a group moves its customers to 默认分组, then deletes it: one transaction.
    // The connection drops as the delete is sent, after the move was executed.
    proxy.cutWhenSent('delete from "customer_groups"');
    const deleted = await call('glzxDeleteGroup', { id: groupId });
    expect(deleted.status).toBe(503);
    expect(deleted.body.message).toBe(MESSAGES.databaseUnavailableWrite);
    proxy.restore();

    const [stillThere] = await database.db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.id, groupId));
    expect(stillThere).toBeDefined();
    const inGroup = await database.db
      .select({ groupId: customers.groupId })
      .from(customers)
      .where(eq(customers.enterpriseId, enterpriseId));
    expect(inGroup).toEqual([{ groupId }]);

    // Back to normal: the same call now does the whole change.
    expect((await call('glzxDeleteGroup', { id: groupId })).status).toBe(200);
  });
});
