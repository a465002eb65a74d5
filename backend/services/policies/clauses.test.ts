import type { ClauseRow, EnterpriseFacts } from '../../db/queries/policies';
import { bestOf, combine, evaluateClause, fullYears, regionPrefix, tagSatisfies } from './clauses';

// Clause evaluation without a database (docs/policy-qa.md "Clause kinds and evaluation"):
// the edges of the rules that the API tests reach only through constructed rows.

const facts = (patch: Partial<EnterpriseFacts> = {}): EnterpriseFacts => ({
  id: 1,
  qymc: '测试企业',
  tyshxydm: '91TEST',
  regionCode: '441900',
  industryCode: '3841',
  industryCategory: 'C',
  dlhy: '电气机械和器材制造业',
  zczb: 100,
  capitalCurrency: '美元',
  establishedOn: '2016-05-31',
  status: '存续',
  tags: [],
  source: 'test',
  asOf: '2026-11-01',
  report: null,
  tagDates: new Map(),
  ...patch,
});
const clause = (kind: ClauseRow['kind'], params: ClauseRow['params']): ClauseRow => ({
  id: 1,
  seq: 1,
  kind,
  params,
  text: '条件',
});

describe('clause rules', () => {
  it('covers a region by its code prefix', () => {
    expect([regionPrefix('440000'), regionPrefix('440300'), regionPrefix('441900')]).toEqual([
      '44',
      '4403',
      '4419',
    ]);
    const f = facts();
    expect(evaluateClause(clause('region', { codes: ['440000'] }), f, '2026-11-21').verdict).toBe(
      'met',
    );
    expect(evaluateClause(clause('region', { codes: ['440300'] }), f, '2026-11-21').verdict).toBe(
      'unmet',
    );
  });

  it('counts whole years and treats bounds as inclusive', () => {
    expect(fullYears('2016-05-31', '2026-05-30')).toBe(9);
    expect(fullYears('2016-05-31', '2026-05-31')).toBe(10);
    const age = clause('age', { min: 10 });
    expect(evaluateClause(age, facts(), '2026-05-30').verdict).toBe('unmet');
    expect(evaluateClause(age, facts(), '2026-05-31').verdict).toBe('met');
  });

  it('converts foreign capital to RMB and leaves an unknown currency unknown', () => {
    const c = clause('capital', { min: 700 });
    const usd = evaluateClause(c, facts(), '2026-11-21');
    expect(usd.verdict).toBe('met');
    expect(usd.fact).toContain('美元');
    expect(evaluateClause(c, facts({ capitalCurrency: '卢布' }), '2026-11-21').verdict).toBe(
      'unknown',
    );
  });

  it('matches industries by letter or code prefix', () => {
    const f = facts();
    expect(evaluateClause(clause('industry', { codes: ['C'] }), f, '2026-11-21').verdict).toBe(
      'met',
    );
    expect(evaluateClause(clause('industry', { codes: ['384'] }), f, '2026-11-21').verdict).toBe(
      'met',
    );
    expect(evaluateClause(clause('industry', { codes: ['36'] }), f, '2026-11-21').verdict).toBe(
      'unmet',
    );
  });

  it('lets a higher grade satisfy a qualification, not the reverse', () => {
    expect(tagSatisfies('专精特新“小巨人”', '专精特新')).toBe(true);
    expect(tagSatisfies('专精特新', '专精特新“小巨人”')).toBe(false);
  });

  it('combines a measure with AND and a policy with OR', () => {
    expect(combine(['met', 'unknown', 'met'])).toBe('unknown');
    expect(combine(['met', 'unknown', 'unmet'])).toBe('unmet');
    expect(combine([])).toBe('met');
    expect(bestOf(['unmet', 'unknown'])).toBe('unknown');
    expect(bestOf(['unmet', 'met'])).toBe('met');
    expect(bestOf(['unmet'])).toBe('unmet');
  });
});
