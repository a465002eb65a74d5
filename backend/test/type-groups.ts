// The 企业类型 groups of lib/contract/search.ts written out as the contract words them, for the
// tests' brute-force oracles: a type goes to the first group whose words it holds.
export function typeGroupOracle(qylx: string): string {
  if (/外商|台港澳|外国/.test(qylx)) return 'wstz';
  if (/分公司|分支机构/.test(qylx)) return 'fzjg';
  if (qylx.includes('有限责任公司')) return 'yxzr';
  if (qylx.includes('股份有限公司')) return 'gfyx';
  if (qylx.includes('个人独资')) return 'grdz';
  if (qylx.includes('合伙')) return 'hhqy';
  return 'qt';
}
