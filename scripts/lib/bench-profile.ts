import autocannon from 'autocannon';

// The company profile's API under load, through the whole stack (/zsai/api → route handler →
// backend → database), logged in as the VIP demo account. autocannon reports fixed
// percentiles without p95, so response times are also collected here.

const VIP_PHONE = '13800000001';
const CONNECTIONS = 10;

type Call = { name: string; alias: string; params: unknown };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

/** Logs the VIP in by SMS (development outbox) and returns the session cookie. */
async function vipCookie(base: string): Promise<string> {
  const headers = { origin: base };
  await fetch(`${base}/zsai/api/api-zsai-query/zsai/sms/send/${VIP_PHONE}`, {
    method: 'POST',
    headers,
  });
  const outbox = (await (await fetch(`${base}/zsai/api/dev/outbox?phone=${VIP_PHONE}`)).json()) as {
    data: { code: string | null }[];
  };
  const code = outbox.data[0]?.code;
  if (!code) throw new Error('bench: no SMS code in the outbox (ZSAI_DEV_ENDPOINTS=1 needed)');
  const login = await fetch(`${base}/zsai/api/api-zsai-query/zsai/user/dzxxWebSmsLogin`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ username: VIP_PHONE, code }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`bench: login of ${VIP_PHONE} set no cookie (${login.status})`);
  return cookie;
}

async function queryUrl(base: string, cookie: string, alias: string, params: unknown) {
  const res = await fetch(
    `${base}/zsai/api/api-form/form/core/formCustomQuery/queryForJson_${alias}`,
    {
      method: 'POST',
      headers: { origin: base, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ params: JSON.stringify(params) }),
    },
  );
  return (await res.json()) as { data: Record<string, unknown>[] };
}

async function measure(base: string, cookie: string, call: Call, durationS: number) {
  const times: number[] = [];
  const options: autocannon.Options = {
    url: `${base}/zsai/api/api-form/form/core/formCustomQuery/queryForJson_${call.alias}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: durationS,
    headers: { origin: base, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ params: JSON.stringify(call.params) }).toString(),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime: number) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Prints p50/p95/p99 of each profile call; the page's first paint needs the first three. */
export async function benchProfile(base: string, durationS: number): Promise<void> {
  const cookie = await vipCookie(base);
  const recent = await queryUrl(base, cookie, 'qyhxRecentChanges', { pageSize: 1 });
  const id = Number(recent.data[0]?.qyid);
  const calls: Call[] = [
    { name: 'qyhxProfile', alias: 'qyhxProfile', params: { id } },
    {
      name: 'qyhxDimension gdxx p1',
      alias: 'qyhxDimension',
      params: { id, dim: 'gdxx', pageIndex: 1, pageSize: 10 },
    },
    {
      name: 'qyhxDimension bgjl p1',
      alias: 'qyhxDimension',
      params: { id, dim: 'bgjl', pageIndex: 1, pageSize: 10 },
    },
    { name: 'qyhxEquity up', alias: 'qyhxEquity', params: { id, direction: 'up' } },
    { name: 'qyhxGraph', alias: 'qyhxGraph', params: { id } },
  ];
  for (const call of calls) {
    const r = await measure(base, cookie, call, durationS);
    console.log(
      `profile ${call.name} (enterprise ${id}) via proxy: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors} (${durationS} s, ${CONNECTIONS} connections)`,
    );
  }
}
