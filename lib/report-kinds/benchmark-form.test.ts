import { benchmarkParams, benchmarkProblem, levelOfCode } from './benchmark-form';

describe('benchmark form', () => {
  it('reads a level from a code', () => {
    expect([
      levelOfCode('000000'),
      levelOfCode('320000'),
      levelOfCode('320100'),
      levelOfCode('320102'),
    ]).toEqual([0, 1, 2, 3]);
  });

  it('names the first problem', () => {
    const region = {
      subject: 'region' as const,
      chain: 'nev',
      region: '320000',
      peers: ['330000', '310000'],
    };
    expect(benchmarkProblem(region)).toBeNull();
    expect(benchmarkProblem({ ...region, chain: undefined })).toBe('请选择产业链');
    expect(benchmarkProblem({ ...region, region: undefined })).toBe('请选择本地区');
    expect(benchmarkProblem({ ...region, region: '000000' })).toMatch(/不能选择全国/);
    expect(benchmarkProblem({ ...region, peers: ['330000'] })).toBe('请至少选择2个对标对象');
    expect(
      benchmarkProblem({
        ...region,
        peers: ['1', '2', '3', '4', '5', '6'].map((n) => `${n}10000`),
      }),
    ).toBe('最多选择5个对标对象');
    expect(benchmarkProblem({ ...region, peers: ['330000', '320000'] })).toBe(
      '对标对象不能与本体相同',
    );
    expect(benchmarkProblem({ ...region, peers: ['330000', '330000'] })).toBe('对标对象不能重复');
    expect(benchmarkProblem({ ...region, peers: ['330000', '330100'] })).toMatch(/同级/);
    const enterprise = { subject: 'enterprise' as const, qyid: '1', peers: ['2', '3'] };
    expect(benchmarkProblem(enterprise)).toBeNull();
    expect(benchmarkProblem({ ...enterprise, qyid: undefined })).toBe('请选择本企业');
    expect(benchmarkProblem({ ...enterprise, peers: ['2', '1'] })).toBe('对标对象不能与本体相同');
  });

  it('builds the stored parameters', () => {
    expect(benchmarkParams({ subject: 'enterprise', qyid: '1', peers: ['2', '', '3'] })).toEqual({
      subject: 'enterprise',
      qyid: '1',
      peers: ['2', '3'],
    });
  });
});
