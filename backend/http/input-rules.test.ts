import type { Envelope } from '@/lib/contract/envelope';
import { MESSAGES } from '@/lib/contract/messages';
import { CHANNEL_MESSAGES } from '@/lib/contract/channels';
import { CUSTOMER_MESSAGES, FOLLOW_UP_METHODS } from '@/lib/contract/customers';
import { LEAD_MESSAGES } from '@/lib/contract/leads';
import { customQuery, postJson } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';

// The contract's shared input rules on both engines (issue 31): a NUL character anywhere in a
// request's text, and a date that is no day of the calendar, answer 400 with a Chinese message
// instead of reaching the database (which refused them with a 500).

let backend: TestBackend;
let vip: string;
beforeAll(async () => {
  backend = await createSeededTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
});
afterAll(() => backend.close());

const get = async (path: string) => {
  const res = await backend.app.request(path, { headers: { authorization: `Bearer ${vip}` } });
  return { status: res.status, body: (await res.json()) as Envelope<unknown> };
};

describe('a NUL character', () => {
  it.each([
    ['zgxPersons', { name: '张\u0000三' }],
    ['glzxCustomers', { keyword: '\u0000' }],
    ['qdjtCreateChannel', { name: 'a\u0000b' }],
    ['sydjPublish', { title: '\u0000' }],
    ['yqtjFeedback', { reason: 'x\u0000' }],
    ['gjzcPolicies', { keyword: '补贴\u0000' }],
  ])('in the params of %s answers 400', async (alias, params) => {
    const answer = await customQuery(backend, alias, params, vip);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MESSAGES.nulCharacter);
  });

  it('in a JSON body answers 400', async () => {
    const answer = await postJson(backend, '/api-zsai-query/zsai/user/dzxxWebSmsLogin', {
      username: '1380000000\u0000',
      code: '123456',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MESSAGES.nulCharacter);
  });

  it.each([
    '/api-zsai-query/zsai/qksc/export?listId=a%00b',
    '/api-zsai-query/zsai/qdjt/poster?channelId=%00',
    '/api-zsai-query/zsai/rzsj/export?keyword=%00',
    '/api-zsai-query/zsai/glzx/export?keyword=%00',
  ])('in the query of %s answers 400', async (path) => {
    expect(await get(path)).toMatchObject({
      status: 400,
      body: { success: false, message: MESSAGES.nulCharacter },
    });
  });

  it('in a cell of an imported customer list answers 400', async () => {
    const form = new FormData();
    const csv = '企业名称,统一社会信用代码\r\n测试\u0000公司,\r\n';
    form.set('file', new File([new TextEncoder().encode(csv)], '客户.csv'));
    const res = await backend.app.request('/api-zsai-query/zsai/glzx/import', {
      method: 'POST',
      headers: { authorization: `Bearer ${vip}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Envelope<null>).message).toBe(
      CUSTOMER_MESSAGES.importNulCharacter,
    );
  });

  it('is the only thing refused: the same calls with plain text are served', async () => {
    expect((await customQuery(backend, 'zgxPersons', { name: '张三' }, vip)).status).toBe(200);
    expect((await customQuery(backend, 'glzxCustomers', { keyword: '科技' }, vip)).status).toBe(
      200,
    );
  });
});

describe('a date that is no day of the calendar', () => {
  const impossible = ['2026-02-30', '2026-13-45', '0000-01-01'];

  it.each(impossible)('%s in rzsjLeads answers 400', async (day) => {
    const answer = await customQuery(backend, 'rzsjLeads', { dateFrom: day }, vip);
    expect(answer).toMatchObject({ status: 400 });
    expect(answer.body.message).toContain(LEAD_MESSAGES.badDate);
  });

  it.each(impossible)('%s in dzxxUserDtjcGroup answers 400', async (day) => {
    const answer = await customQuery(backend, 'dzxxUserDtjcGroup', { sjfwS: day }, vip);
    expect(answer.status).toBe(400);
  });

  it.each(impossible)('%s in qdjtChannels answers 400', async (day) => {
    const answer = await customQuery(backend, 'qdjtChannels', { sjfwS: day }, vip);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(CHANNEL_MESSAGES.badDate);
  });

  it.each(impossible)('%s in glzxAddFollowUp answers 400', async (day) => {
    const answer = await customQuery(
      backend,
      'glzxAddFollowUp',
      { customerId: 'none', on: day, method: FOLLOW_UP_METHODS[0], content: '拜访' },
      vip,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(CUSTOMER_MESSAGES.badDate);
  });

  it.each(impossible)('%s in the exports answers 400', async (day) => {
    expect((await get(`/api-zsai-query/zsai/cksj/export?dateFrom=${day}`)).status).toBe(400);
    expect((await get(`/api-zsai-query/zsai/qdjt/export?sjfwS=${day}`)).status).toBe(400);
  });

  it('a real day such as 2024-02-29 is served', async () => {
    const answer = await customQuery(backend, 'dzxxUserDtjcGroup', { sjfwS: '2024-02-29' }, vip);
    expect(answer.status).toBe(200);
  });
});
