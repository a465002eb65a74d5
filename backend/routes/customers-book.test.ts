import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  CUSTOMER_IMPORT_PATH,
  CUSTOMER_MESSAGES,
  CUSTOMER_TEMPLATE_PATH,
  type CustomerDetail,
  type CustomerGroupRecord,
  type CustomerRecord,
  type ImportDetail,
  type ImportRecord,
  type PipelineAnswer,
  type ReminderRecord,
} from '@/lib/contract/customers';
import type { Envelope } from '@/lib/contract/envelope';
import type { DynamicRecord } from '@/lib/contract/portal';
import { changeRecords } from '../db/schema';
import { insertEnterprise } from '../test/enterprise-fixtures';
import { customQuery, type Answer } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';

// 客户管理 (customer book) beyond adding: the list and its filters, stages with their dates,
// groups, follow-ups and reminders (in the bell's dynamics too), the pipeline, the import and
// its match report; and that another user can neither see nor change any of it.

const NOW = new Date('2026-11-21T08:00:00Z'); // 2026-11-21 in China
let backend: TestBackend;
let vip: string; // 13800000001
let other: string; // 13800000003
let trial: string; // 13800000002, without 客户管理
const e: Record<string, number> = {};

const call = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);
const ok = <T>(answer: Answer<T>) => {
  if (answer.status !== 200) throw new Error(`${answer.status} ${answer.body.message}`);
  return answer.body.data;
};

async function customersOf(token: string, params: Record<string, unknown> = {}) {
  const answer = await call<CustomerRecord[]>('glzxCustomers', { pageSize: 50, ...params }, token);
  return { rows: ok(answer), total: Number(answer.body.extraData?.totalCount) };
}
const customerOf = async (qyid: number, token = vip) =>
  (await customersOf(token)).rows.find((c) => c.qyid === String(qyid))!;
const groupsOf = async (token = vip) =>
  ok(await call<CustomerGroupRecord[]>('glzxGroups', {}, token));

async function upload(file: { name: string; bytes: Uint8Array }, token = vip, groupId?: string) {
  const form = new FormData();
  form.set('file', new File([file.bytes as BlobPart], file.name));
  if (groupId) form.set('groupId', groupId);
  const res = await backend.app.request(CUSTOMER_IMPORT_PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Envelope<ImportDetail[]> };
}

async function xlsx(rows: string[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('客户');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  backend = await createSeededTestBackend({ clock: { now: () => NOW } });
  [vip, other, trial] = [
    await smsLoginToken(backend, '13800000001'),
    await smsLoginToken(backend, '13800000003'),
    await smsLoginToken(backend, '13800000002'),
  ];
  e.sz = await insertEnterprise(backend.db, { qymc: '深圳簿册科技有限公司', regionCode: '440305' });
  e.gz = await insertEnterprise(backend.db, { qymc: '广州簿册贸易有限公司', regionCode: '440106' });
  e.bj = await insertEnterprise(backend.db, { qymc: '北京簿册咨询有限公司', regionCode: '110108' });
  e.twinA = await insertEnterprise(backend.db, {
    qymc: '同名簿册商贸有限公司',
    regionCode: '440305',
  });
  e.twinB = await insertEnterprise(backend.db, {
    qymc: '同名簿册商贸有限公司',
    regionCode: '110108',
  });
  e.byCode = await insertEnterprise(backend.db, { qymc: '信用代码簿册有限公司' });
  e.byName = await insertEnterprise(backend.db, { qymc: '按名称簿册有限公司' });
  ok(await call('glzxAddCustomers', { enterpriseIds: [e.sz, e.gz, e.bj], source: 'rzsj' }));
}, 60_000);
afterAll(() => backend.close());

describe('my customers', () => {
  it('lists, filters by region, keyword and stage, and pages', async () => {
    const all = await customersOf(vip);
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => Number(r.qyid)).sort()).toEqual([e.sz!, e.gz!, e.bj!].sort());
    expect(all.rows[0]).toMatchObject({ stage: 'lead', source: 'rzsj', groupname: '默认分组' });
    expect(all.rows[0]!.stagedates).toEqual({ lead: '2026-11-21' });
    const guangdong = await customersOf(vip, { region: '440000' });
    expect(guangdong.rows.map((r) => Number(r.qyid)).sort()).toEqual([e.sz!, e.gz!].sort());
    expect(
      (await customersOf(vip, { keyword: '北京簿册' })).rows.map((r) => Number(r.qyid)),
    ).toEqual([e.bj]);
    const page = await call<CustomerRecord[]>('glzxCustomers', { pageSize: 10, pageIndex: 2 });
    expect(ok(page)).toEqual([]);
    expect(page.body.extraData?.totalCount).toBe(3);
    const badSize = await call('glzxCustomers', { pageSize: 15 });
    expect(badSize.status).toBe(400);
    expect(badSize.body.message).toContain('每页条数');
    expect((await call('glzxCustomers', { stage: 'won' })).status).toBe(400);
  });

  it('changes the stage and records the day each stage was reached', async () => {
    const sz = await customerOf(e.sz!);
    const updated = ok(
      await call<CustomerRecord[]>('glzxUpdateCustomer', { id: sz.ID_, stage: 'contacted' }),
    );
    expect(updated[0]!.stage).toBe('contacted');
    expect(updated[0]!.stagedates).toEqual({ lead: '2026-11-21', contacted: '2026-11-21' });
    ok(await call('glzxUpdateCustomer', { id: sz.ID_, note: '重点跟进' }));
    expect((await customerOf(e.sz!)).note).toBe('重点跟进');
    expect(
      (await customersOf(vip, { stage: 'contacted' })).rows.map((r) => Number(r.qyid)),
    ).toEqual([e.sz]);
    expect((await call('glzxUpdateCustomer', { id: sz.ID_ })).status).toBe(400);
  });

  it("keeps the owner's own 联系人 and 联系电话 beside the enterprise's contacts", async () => {
    const gz = await customerOf(e.gz!);
    const [registered] = (
      (await backend.db.execute(
        sql`select legal_representative, lxfs, email from enterprises where id = ${e.gz!}`,
      )) as { rows: { legal_representative: string; lxfs: string | null; email: string | null }[] }
    ).rows;
    expect({ fddbr: gz.fddbr, lxfs: gz.lxfs, email: gz.email }).toEqual({
      fddbr: registered!.legal_representative,
      lxfs: registered!.lxfs || null,
      email: registered!.email || null,
    });
    expect({ name: gz.contactname, phone: gz.contactphone }).toEqual({ name: '', phone: '' });
    const saved = ok(
      await call<CustomerRecord[]>('glzxUpdateCustomer', {
        id: gz.ID_,
        contactName: ' 王经理 ',
        contactPhone: '13912345678',
      }),
    )[0]!;
    expect({ name: saved.contactname, phone: saved.contactphone }).toEqual({
      name: '王经理',
      phone: '13912345678',
    });
    // Landlines with an area code (and an extension) are phones too.
    for (const phone of ['021-62345678', '0755 12345678', '01012345678-801'])
      expect((await call('glzxUpdateCustomer', { id: gz.ID_, contactPhone: phone })).status).toBe(
        200,
      );
    for (const phone of ['12345', '1381234567', '23812345678', 'abc-12345678', '021-123']) {
      const bad = await call('glzxUpdateCustomer', { id: gz.ID_, contactPhone: phone });
      expect([phone, bad.status]).toEqual([phone, 400]);
      expect(bad.body.message).toContain('请输入正确的手机号或座机号码');
    }
    const long = await call('glzxUpdateCustomer', { id: gz.ID_, contactName: '名'.repeat(21) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('联系人不能超过20个字');
    const after = await customerOf(e.gz!);
    expect({ name: after.contactname, phone: after.contactphone }).toEqual({
      name: '王经理',
      phone: '01012345678-801',
    });
    // The detail has them; clearing with '' empties them.
    const detail = ok(await call<CustomerDetail[]>('glzxCustomer', { id: gz.ID_ }))[0]!;
    expect(detail.contactname).toBe('王经理');
    ok(await call('glzxUpdateCustomer', { id: gz.ID_, contactName: '', contactPhone: '' }));
    expect((await customerOf(e.gz!)).contactphone).toBe('');
    ok(
      await call('glzxUpdateCustomer', {
        id: gz.ID_,
        contactName: '王经理',
        contactPhone: '13912345678',
      }),
    );
  });

  it('groups: create, rename, move customers (in bulk), delete moves them to 默认分组', async () => {
    const created = ok(await call<{ ID_: string }[]>('glzxSaveGroup', { name: '本周拜访' }))[0]!;
    const twice = await call('glzxSaveGroup', { name: '本周拜访' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(CUSTOMER_MESSAGES.groupExists);
    ok(await call('glzxSaveGroup', { id: created.ID_, name: '下周拜访' }));
    const defaults = await groupsOf();
    const fixed = defaults.find((g) => g.name === '重点客户')!;
    const rename = await call('glzxSaveGroup', { id: fixed.ID_, name: '其他' });
    expect(rename.status).toBe(400);
    expect(rename.body.message).toBe(CUSTOMER_MESSAGES.defaultGroupFixed);
    expect((await call('glzxDeleteGroup', { id: fixed.ID_ })).status).toBe(400);

    const [sz, gz] = [await customerOf(e.sz!), await customerOf(e.gz!)];
    const moved = await call<{ moved: number }[]>('glzxMoveCustomers', {
      ids: [sz.ID_, gz.ID_],
      groupId: created.ID_,
    });
    expect(ok(moved)[0]!.moved).toBe(2);
    expect((await customersOf(vip, { groupId: created.ID_ })).total).toBe(2);
    expect((await groupsOf()).find((g) => g.ID_ === created.ID_)).toMatchObject({
      name: '下周拜访',
      count: 2,
      isdefault: 0,
    });

    const deleted = await call<{ moved: number }[]>('glzxDeleteGroup', { id: created.ID_ });
    expect(ok(deleted)[0]!.moved).toBe(2);
    expect(deleted.body.message).toBe(CUSTOMER_MESSAGES.groupDeleted(2));
    expect((await customerOf(e.sz!)).groupname).toBe('默认分组');
    expect((await groupsOf()).some((g) => g.ID_ === created.ID_)).toBe(false);
  });
});

describe('follow-ups and reminders', () => {
  it('records follow-ups; due reminders show in glzxReminders, the bell count and the pipeline until done', async () => {
    const sz = await customerOf(e.sz!);
    const gz = await customerOf(e.gz!);
    const add = (customerId: string, on: string, remindOn?: string) =>
      call<{ ID_: string }[]>('glzxAddFollowUp', {
        customerId,
        on,
        method: '电话',
        content: '介绍流动资金贷款',
        nextStep: '上门拜访',
        ...(remindOn ? { remindOn } : {}),
      });
    const overdue = ok(await add(sz.ID_, '2026-11-10', '2026-11-15'))[0]!.ID_;
    const today = ok(await add(gz.ID_, '2026-11-20', '2026-11-21'))[0]!.ID_;
    ok(await add(sz.ID_, '2026-11-20', '2026-11-28'));
    ok(await add(gz.ID_, '2026-11-21'));
    const backwards = await add(sz.ID_, '2026-11-20', '2026-11-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain(CUSTOMER_MESSAGES.remindBeforeOn);
    expect(
      (
        await call('glzxAddFollowUp', {
          customerId: sz.ID_,
          on: '2026-11-20',
          method: '飞鸽',
          content: 'x',
        })
      ).status,
    ).toBe(400);

    const due = await call<ReminderRecord[]>('glzxReminders', { scope: 'due' });
    expect(ok(due).map((r) => [r.ID_, r.overdue, r.qymc])).toEqual([
      [overdue, 1, '深圳簿册科技有限公司'],
      [today, 0, '广州簿册贸易有限公司'],
    ]);
    const upcoming = ok(await call<ReminderRecord[]>('glzxReminders', { scope: 'upcoming' }));
    expect(upcoming.map((r) => r.remindon)).toEqual(['2026-11-28']);

    const detail = ok(await call<CustomerDetail[]>('glzxCustomer', { id: sz.ID_ }))[0]!;
    expect(detail.followups.map((f) => f.on)).toEqual(['2026-11-20', '2026-11-10']);
    expect(detail.lastfollowup).toBe('2026-11-20');
    expect(detail.nextremind).toBe('2026-11-15');
    expect((await customersOf(vip, { due: true })).rows.map((r) => Number(r.qyid)).sort()).toEqual(
      [e.sz!, e.gz!].sort(),
    );

    const bell = await call<DynamicRecord[]>('dzxxUserDtjcGroup', {
      pageIndex: 1,
      pageSize: 10,
      isRead: 0,
    });
    expect(bell.body.extraData?.reminderCount).toBe(2);
    expect(ok(await call<PipelineAnswer[]>('glzxPipeline', {}))[0]!.duereminders).toBe(2);

    ok(await call('glzxReminderDone', { ids: [overdue] }));
    expect(
      ok(await call<ReminderRecord[]>('glzxReminders', { scope: 'due' })).map((r) => r.ID_),
    ).toEqual([today]);
    expect((await call('glzxReminderDone', { ids: [overdue] })).status).toBe(404);
    const after = await call<DynamicRecord[]>('dzxxUserDtjcGroup', { pageIndex: 1, pageSize: 10 });
    expect(after.body.extraData?.reminderCount).toBe(1);
  });

  it("a customer enterprise's change records reach the dynamics (bell and glzx_trends)", async () => {
    await backend.db.insert(changeRecords).values({
      enterpriseId: e.bj!,
      changedOn: '2026-11-19',
      item: '注册资本变更',
      before: '100万元',
      after: '500万元',
      className: '注册资本变更',
      source: 'test',
      asOf: '2026-11-20',
    });
    const mine = ok(
      await call<DynamicRecord[]>('dzxxUserDtjcGroup', {
        pageIndex: 1,
        pageSize: 50,
        keyword: '北京簿册',
      }),
    );
    expect(mine.map((d) => [d.qyid, d.item])).toEqual([[String(e.bj), '注册资本变更']]);
    const theirs = ok(
      await call<DynamicRecord[]>(
        'dzxxUserDtjcGroup',
        { pageIndex: 1, pageSize: 50, keyword: '北京簿册' },
        other,
      ),
    );
    expect(theirs).toEqual([]);
    const detail = ok(
      await call<CustomerDetail[]>('glzxCustomer', { id: (await customerOf(e.bj!)).ID_ }),
    )[0]!;
    expect(detail.changes.map((c) => c.item)).toEqual(['注册资本变更']);
  });
});

describe('pipeline', () => {
  it('counts by stage and by group equal the rows', async () => {
    const answer = ok(await call<PipelineAnswer[]>('glzxPipeline', {}))[0]!;
    const rows = (await backend.db.execute(sql`select c.stage, count(*)::int as n from customers c
        join users u on u.id = c.user_id where u.phone = '13800000001' group by c.stage`)) as {
      rows: { stage: string; n: number }[];
    };
    const expected = Object.fromEntries(rows.rows.map((r) => [r.stage, r.n]));
    for (const s of answer.stages) expect(s.count).toBe(expected[s.stage] ?? 0);
    expect(answer.total).toBe(rows.rows.reduce((sum, r) => sum + r.n, 0));
    expect(answer.groups.find((g) => g.name === '默认分组')!.count).toBe(answer.total);
  });
});

describe('import', () => {
  it('reports every row exactly: by code, by name, already, ambiguous, not found, duplicate', async () => {
    const code = (
      (await backend.db.execute(sql`select tyshxydm from enterprises where id = ${e.byCode}`)) as {
        rows: { tyshxydm: string }[];
      }
    ).rows[0]!.tyshxydm;
    const file = await xlsx([
      ['企业名称', '统一社会信用代码', '客户分组', '备注'],
      ['', code.toLowerCase(), '重点客户', '来自分行名单'], // row 2: by code (case-insensitive)
      ['按名称簿册有限公司', '', '', ''], // row 3: by exact name
      ['深圳簿册科技有限公司', '', '', ''], // row 4: already a customer
      ['同名簿册商贸有限公司', '', '', ''], // row 5: two enterprises of that name
      ['不存在的簿册公司', '', '', ''], // row 6: unknown name
      ['', '91TESTNOSUCHCODE00', '', ''], // row 7: unknown code
      [],
      ['按名称簿册有限公司', '', '', ''], // row 9: the same enterprise again
      ['', '', '', '只有备注'], // row 10: neither name nor code
    ]);
    const answer = await upload({ name: '分行客户.xlsx', bytes: file });
    expect(answer.status).toBe(200);
    const detail = answer.body.data[0]!;
    expect(detail.totals).toEqual({
      rows: 8,
      matched: 4,
      added: 2,
      already: 2,
      ambiguous: 1,
      notfound: 3,
    });
    expect(
      detail.report.map((r) => [r.row, r.outcome, 'qyid' in r ? Number(r.qyid) : null]),
    ).toEqual([
      [2, 'added', e.byCode],
      [3, 'added', e.byName],
      [4, 'already', e.sz],
      [5, 'ambiguous', null],
      [6, 'notFound', null],
      [7, 'notFound', null],
      [9, 'already', e.byName],
      [10, 'notFound', null],
    ]);
    const ambiguous = detail.report[3]!;
    expect(
      ambiguous.outcome === 'ambiguous' && ambiguous.candidates.map((c) => Number(c.qyid)),
    ).toEqual([e.twinA, e.twinB]);
    const byCode = await customerOf(e.byCode!);
    expect(byCode).toMatchObject({ source: 'import', groupname: '重点客户', note: '来自分行名单' });

    // Re-readable, and the user picks one of the candidates.
    const listed = ok(await call<ImportRecord[]>('glzxImports', {}));
    expect(listed.map((i) => i.ID_)).toEqual([detail.ID_]);
    expect(ok(await call<ImportDetail[]>('glzxImport', { id: detail.ID_ }))[0]!.report).toEqual(
      detail.report,
    );
    expect(
      (await call('glzxImportPick', { id: detail.ID_, row: 5, enterpriseId: e.sz })).status,
    ).toBe(400);
    expect(
      (await call('glzxImportPick', { id: detail.ID_, row: 6, enterpriseId: e.twinA })).status,
    ).toBe(400);
    const picked = ok(
      await call<ImportDetail[]>('glzxImportPick', {
        id: detail.ID_,
        row: 5,
        enterpriseId: e.twinB,
      }),
    )[0]!;
    expect(picked.totals).toMatchObject({ added: 3, ambiguous: 0 });
    expect(
      (await call<{ ids: number[] }[]>('glzxCustomerIds', { enterpriseIds: [e.twinA, e.twinB] }))
        .body.data[0]!.ids,
    ).toEqual([e.twinB]);
    expect(ok(await call<ImportDetail[]>('glzxImport', { id: detail.ID_ }))[0]!.totals.added).toBe(
      3,
    );
  });

  it('reads CSV (UTF-8 with BOM and GB18030) and refuses files it cannot read', async () => {
    const csv = '\uFEFF企业名称\r\n北京簿册咨询有限公司\r\n';
    const utf8 = await upload({ name: 'a.csv', bytes: new TextEncoder().encode(csv) }, other);
    expect(utf8.status).toBe(200);
    expect(utf8.body.data[0]!.totals).toMatchObject({ rows: 1, added: 1 });
    const gbk = Buffer.from(
      'c6f3d2b5c3fbb3c60d0ab1b1bea9b2beb2e1d7c9d1afd3d0cfdeb9abcbbe0d0a',
      'hex',
    ); // 企业名称 / 北京簿册咨询有限公司
    const gb = await upload({ name: 'b.csv', bytes: new Uint8Array(gbk) }, other);
    expect(gb.status).toBe(200);
    expect(gb.body.data[0]!.report[0]).toMatchObject({ outcome: 'already', qyid: String(e.bj) });
    const noColumn = await upload({
      name: 'c.csv',
      bytes: new TextEncoder().encode('联系人\r\n张三\r\n'),
    });
    expect(noColumn.status).toBe(400);
    expect(noColumn.body.message).toBe(CUSTOMER_MESSAGES.importNoColumn);
    const binary = await upload({ name: 'd.xls', bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]) });
    expect(binary.status).toBe(400);
    expect(binary.body.message).toBe(CUSTOMER_MESSAGES.importBadFile);
    const refused = await upload({ name: 'a.csv', bytes: new TextEncoder().encode(csv) }, trial);
    expect(refused.status).toBe(403);
  });

  it('offers a template that imports as it is', async () => {
    for (const format of ['xlsx', 'csv'] as const) {
      const res = await backend.app.request(`${CUSTOMER_TEMPLATE_PATH}?format=${format}`, {
        headers: { authorization: `Bearer ${vip}` },
      });
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const empty = await upload({ name: `t.${format}`, bytes });
      expect(empty.body.message).toBe(CUSTOMER_MESSAGES.importEmpty);
    }
  });
});

describe("another user's book", () => {
  it('is neither visible nor changeable', async () => {
    const sz = await customerOf(e.sz!);
    const group = (await groupsOf()).find((g) => g.name === '重点客户')!;
    const [followUp] = (await call<CustomerDetail[]>('glzxCustomer', { id: sz.ID_ })).body.data[0]!
      .followups;
    const [reminder] = ok(await call<ReminderRecord[]>('glzxReminders', { scope: 'upcoming' }));
    const [imported] = ok(await call<ImportRecord[]>('glzxImports', {}));

    expect((await customersOf(other)).rows.some((r) => r.ID_ === sz.ID_)).toBe(false);
    expect((await customersOf(other, { groupId: group.ID_ })).total).toBe(0);
    expect((await groupsOf(other)).some((g) => g.ID_ === group.ID_)).toBe(false);
    expect(ok(await call<ReminderRecord[]>('glzxReminders', { scope: 'upcoming' }, other))).toEqual(
      [],
    );
    expect(
      ok(await call<ImportRecord[]>('glzxImports', {}, other)).some((i) => i.ID_ === imported!.ID_),
    ).toBe(false);

    const refusals: [string, unknown][] = [
      ['glzxCustomer', { id: sz.ID_ }],
      ['glzxUpdateCustomer', { id: sz.ID_, stage: 'lost' }],
      ['glzxUpdateCustomer', { id: sz.ID_, contactName: '越权', contactPhone: '13900000000' }],
      ['glzxMoveCustomers', { ids: [sz.ID_], groupId: (await groupsOf(other))[0]!.ID_ }],
      ['glzxRemoveCustomers', { ids: [sz.ID_] }],
      [
        'glzxAddFollowUp',
        { customerId: sz.ID_, on: '2026-11-21', method: '电话', content: '越权' },
      ],
      ['glzxDeleteFollowUp', { id: followUp!.ID_ }],
      ['glzxReminderDone', { ids: [reminder!.ID_] }],
      ['glzxSaveGroup', { id: group.ID_, name: '越权' }],
      ['glzxDeleteGroup', { id: group.ID_ }],
      ['glzxImport', { id: imported!.ID_ }],
      ['glzxImportPick', { id: imported!.ID_, row: 5, enterpriseId: e.twinA }],
    ];
    for (const [alias, params] of refusals) {
      const answer = await call(alias, params, other);
      expect([alias, answer.status]).toEqual([alias, 404]);
    }
    // My own moving into their group is refused too.
    const theirGroup = (await groupsOf(other))[0]!.ID_;
    expect((await call('glzxMoveCustomers', { ids: [sz.ID_], groupId: theirGroup })).status).toBe(
      404,
    );
    expect((await call('glzxUpdateCustomer', { id: sz.ID_, groupId: theirGroup })).status).toBe(
      404,
    );

    // Nothing of mine changed.
    const after = await customerOf(e.sz!);
    expect(after).toEqual(sz);
    expect((await groupsOf()).find((g) => g.ID_ === group.ID_)!.name).toBe('重点客户');
    expect(
      ok(await call<ReminderRecord[]>('glzxReminders', { scope: 'upcoming' })).map((r) => r.ID_),
    ).toEqual([reminder!.ID_]);
    expect(
      ok(await call<ImportDetail[]>('glzxImport', { id: imported!.ID_ }))[0]!.totals.ambiguous,
    ).toBe(0);
  });

  it('removing a customer takes its follow-ups and reminders with it', async () => {
    const sz = await customerOf(e.sz!);
    ok(await call('glzxRemoveCustomers', { ids: [sz.ID_] }));
    expect((await call('glzxCustomer', { id: sz.ID_ })).status).toBe(404);
    expect(ok(await call<ReminderRecord[]>('glzxReminders', { scope: 'upcoming' }))).toEqual([]);
  });
});

describe('export', () => {
  const download = (params: Record<string, string>, token?: string) =>
    backend.app.request(
      `/api-zsai-query/zsai/glzx/export?${new URLSearchParams(params).toString()}`,
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
    );
  const csvLines = async (res: Response) =>
    (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
  const direct = async (phone: string, extra = sql`true`) =>
    Number(
      (
        (await backend.db.execute(sql`select count(*)::int as n from customers c
          join users u on u.id = c.user_id where u.phone = ${phone} and ${extra}`)) as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );

  it('writes exactly my customers, filtered as the list is, within the quota', async () => {
    const mine = await direct('13800000001');
    expect(mine).toBeGreaterThan(1);
    const quota = ok(
      await call<{ matched: number; rows: number; used: number }[]>('glzxExportQuota', {}),
    )[0]!;
    expect(quota.matched).toBe(mine);
    const res = await download({ format: 'csv' }, vip);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-export-rows')).toBe(String(mine));
    const lines = await csvLines(res);
    const header = lines.findIndex((l) => l.startsWith('企业名称,'));
    expect(lines[header]).toMatch(
      /^企业名称,统一社会信用代码,.*法定代表人,企业电话,邮箱,联系人,联系电话,客户分组,阶段/,
    );
    expect(lines.length - header - 1).toBe(mine);
    // The owner's contact is in the file.
    expect(lines.some((l) => l.includes('王经理') && l.includes('13912345678'))).toBe(true);
    // The quota was spent by the rows taken.
    const after = ok(await call<{ used: number }[]>('glzxExportQuota', {}))[0]!;
    expect(after.used).toBe(quota.used + mine);

    const stage = 'lead';
    const staged = await direct('13800000001', sql`c.stage = ${stage}`);
    expect(staged).toBeGreaterThan(0);
    const rows = await csvLines(await download({ format: 'csv', stage }, vip));
    expect(rows.length - rows.findIndex((l) => l.startsWith('企业名称,')) - 1).toBe(staged);
    const xlsx = await download({ format: 'xlsx' }, vip);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toMatch(/spreadsheetml/);
  });

  it("never holds another user's customers", async () => {
    ok(await call('glzxAddCustomers', { enterpriseIds: [e.byCode], source: 'search' }, other));
    const theirs = await direct('13800000003');
    const res = await download({ format: 'csv' }, other);
    expect(res.status).toBe(200);
    const lines = await csvLines(res);
    const header = lines.findIndex((l) => l.startsWith('企业名称,'));
    expect(lines.length - header - 1).toBe(theirs);
    expect(lines.join('\n')).not.toContain('王经理');
    expect(lines.join('\n')).not.toContain('广州簿册贸易有限公司');
  });

  it('refuses bad input in Chinese, other tiers and visitors', async () => {
    const bad = await download({ format: 'pdf' }, vip);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/应为 csv 或 xlsx/);
    const stage = await download({ stage: 'won' }, vip);
    expect(stage.status).toBe(400);
    expect(((await stage.json()) as { message: string }).message).toMatch(/未知的阶段/);
    const quota = await call('glzxExportQuota', { region: '12' });
    expect(quota.status).toBe(400);
    expect(quota.body.message).toMatch(/应为6位地区代码/);
    expect((await download({}, trial)).status).toBe(403);
    expect((await call('glzxExportQuota', {}, trial)).status).toBe(403);
    expect((await download({})).status).toBe(401);
  });
});
