import {
  BENCHMARK_PEERS_MAX,
  BENCHMARK_PEERS_MIN,
  REPORT_KIND_MESSAGES,
} from '@/lib/contract/report-kinds';

// 对标报告's form (/cyl/yjbg/dbbg): what stops 生成报告 before a call, in the words the server
// would use (the server checks again and has the last word, e.g. on region levels it knows).

export type BenchmarkForm = {
  subject: 'region' | 'enterprise';
  chain?: string | undefined;
  region?: string | undefined;
  qyid?: string | undefined;
  peers: string[];
};

/** 1 province, 2 city, 3 district by the code's digits (the address tree's codes). */
export function levelOfCode(code: string): 0 | 1 | 2 | 3 {
  if (code === '000000') return 0;
  if (code.endsWith('0000')) return 1;
  if (code.endsWith('00')) return 2;
  return 3;
}

/** The first problem of the form, or null when it can be generated. */
export function benchmarkProblem(form: BenchmarkForm): string | null {
  const self = form.subject === 'region' ? form.region : form.qyid;
  if (form.subject === 'region' && !form.chain) return '请选择产业链';
  if (!self) return form.subject === 'region' ? '请选择本地区' : '请选择本企业';
  if (form.subject === 'region' && levelOfCode(self) === 0)
    return REPORT_KIND_MESSAGES.benchmarkNational;
  const peers = form.peers.filter(Boolean);
  if (peers.length < BENCHMARK_PEERS_MIN) return `请至少选择${BENCHMARK_PEERS_MIN}个对标对象`;
  if (peers.length > BENCHMARK_PEERS_MAX) return `最多选择${BENCHMARK_PEERS_MAX}个对标对象`;
  if (peers.includes(self)) return '对标对象不能与本体相同';
  if (new Set(peers).size !== peers.length) return '对标对象不能重复';
  if (form.subject === 'region' && peers.some((p) => levelOfCode(p) !== levelOfCode(self)))
    return '对标地区须与本地区同级（省对省、市对市）';
  return null;
}

/** The parameters the server stores. */
export function benchmarkParams(form: BenchmarkForm): Record<string, unknown> {
  const peers = form.peers.filter(Boolean);
  return form.subject === 'region'
    ? { subject: 'region', chain: form.chain, region: form.region, peers }
    : { subject: 'enterprise', qyid: form.qyid, peers };
}
