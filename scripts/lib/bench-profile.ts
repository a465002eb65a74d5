import { benchCookie, customQuery, formatStats, loadQuery } from './bench-http';

// The company profile's API under load, through the whole stack (/zsai/api → route handler →
// backend → database), logged in as the VIP demo account. The calls a profile page makes
// first, each over 20 enterprises with recent changes (one per call, in turn).

const CONNECTIONS = 10;
const ENTERPRISES = 20;

type Call = { name: string; alias: string; params: (id: number) => object };

const CALLS: Call[] = [
  { name: 'qyhxProfile', alias: 'qyhxProfile', params: (id) => ({ id }) },
  {
    name: 'qyhxDimension gdxx p1',
    alias: 'qyhxDimension',
    params: (id) => ({ id, dim: 'gdxx', pageIndex: 1, pageSize: 10 }),
  },
  {
    name: 'qyhxDimension bgjl p1',
    alias: 'qyhxDimension',
    params: (id) => ({ id, dim: 'bgjl', pageIndex: 1, pageSize: 10 }),
  },
  { name: 'qyhxEquity up', alias: 'qyhxEquity', params: (id) => ({ id, direction: 'up' }) },
  { name: 'qyhxGraph', alias: 'qyhxGraph', params: (id) => ({ id }) },
];

/** Prints p50/p95/p99 of each profile call on the portal at `base`. */
export async function benchProfile(base: string, durationS: number, label: string) {
  const cookie = await benchCookie(base);
  const recent = await customQuery<{ qyid: string }>(base, cookie, 'qyhxRecentChanges', {
    pageSize: ENTERPRISES,
  });
  const ids = [...new Set(recent.data.map((r) => Number(r.qyid)))];
  if (ids.length === 0) throw new Error('bench: no enterprise with recent changes');
  console.log(
    `company profile via /zsai/api (${label}), ${CONNECTIONS} connections, ${durationS} s a call, ${ids.length} enterprises in turn:`,
  );
  for (const call of CALLS) {
    const stats = await loadQuery({
      base,
      cookie,
      alias: call.alias,
      params: ids.map(call.params),
      connections: CONNECTIONS,
      durationS,
    });
    console.log(`  ${call.name}: ${formatStats(stats)}`);
  }
}
