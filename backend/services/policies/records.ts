import { POLICY_MESSAGES, type MeasureRecord, type PolicyRecord } from '@/lib/contract/policies';
import type { MeasureRow, PolicyRow } from '../../db/queries/policies';
import { findRegion } from '../chains/regions';
import { clauseRecord } from './clauses';

// The policy library's rows as the contract shows them.

export const NATIONAL_CODE = '000000';

export function regionName(code: string): string {
  return code === NATIONAL_CODE ? '全国' : (findRegion(code)?.path ?? code);
}

export const isInForce = (p: Pick<PolicyRow, 'issuedOn' | 'validUntil'>, today: string) =>
  p.issuedOn <= today && (p.validUntil === null || p.validUntil >= today);

export function policyRecord(p: PolicyRow, today: string): PolicyRecord {
  return {
    ID_: String(p.id),
    code: p.code,
    title: p.title,
    issuer: p.issuer,
    level: p.level,
    region: { code: p.regionCode, name: regionName(p.regionCode) },
    issuedon: p.issuedOn,
    validuntil: p.validUntil,
    validnow: isInForce(p, today),
    categories: p.categories,
    isdemo: p.isDemo,
    source: p.source,
    sourcelabel: p.isDemo ? POLICY_MESSAGES.demoData : p.source,
  };
}

export function measureRecord(m: MeasureRow): MeasureRecord {
  return {
    ID_: String(m.id),
    seq: m.seq,
    title: m.title,
    content: m.content,
    clauses: m.clauses.map(clauseRecord),
  };
}

/** Today's date in China (UTC+8), as the policies' dates are. */
export { chinaToday } from '../../clock';
