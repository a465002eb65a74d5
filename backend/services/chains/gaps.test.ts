import fc from 'fast-check';
import {
  GAP_THRESHOLDS,
  gapDecisions,
  locationQuotient,
  median,
  nationalStrengthOf,
  strengthOf,
  tooThinToJudge,
  type GapLink,
} from './gaps';

// The gap and strength rules of docs/industry-chains.md (Gaps) on constructed numbers.

describe('location quotient', () => {
  it('is the local share of the chain over the national share', () => {
    // 5 of 50 locally (10 %), 100 of 2000 nationally (5 %): LQ 2.
    expect(locationQuotient(5, 50, 100, 2000)).toBeCloseTo(2, 12);
    expect(locationQuotient(0, 50, 100, 2000)).toBe(0);
    expect(locationQuotient(12, 100, 10, 100)).toBeCloseTo(1.2, 12);
  });

  it('is undefined without a local chain or a national link', () => {
    expect(locationQuotient(0, 0, 100, 2000)).toBeNull();
    expect(locationQuotient(3, 10, 0, 2000)).toBeNull();
    expect(locationQuotient(3, 10, 5, 0)).toBeNull();
  });

  it('equals (local × national chain) / (local chain × national link) for any counts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (local, localChain, national, nationalChain) => {
          const lq = locationQuotient(local, localChain, national, nationalChain)!;
          const exact = (local * nationalChain) / (localChain * national);
          expect(Math.abs(lq - exact)).toBeLessThanOrEqual(1e-12 * Math.max(1, exact));
        },
      ),
    );
  });
});

describe('strength colour', () => {
  it('follows the thresholds', () => {
    expect(strengthOf(null, 0)).toBe('none');
    expect(strengthOf(3, 0)).toBe('none');
    expect(strengthOf(GAP_THRESHOLDS.strongLq, 4)).toBe('strong');
    expect(strengthOf(1.19, 4)).toBe('medium');
    expect(strengthOf(GAP_THRESHOLDS.weakLq, 4)).toBe('medium');
    expect(strengthOf(0.79, 4)).toBe('weak');
  });

  it('nationwide compares a node with the median link', () => {
    expect(median([1, 5, 3])).toBe(3);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(nationalStrengthOf(0, 10)).toBe('none');
    expect(nationalStrengthOf(12, 10)).toBe('strong');
    expect(nationalStrengthOf(10, 10)).toBe('medium');
    expect(nationalStrengthOf(7, 10)).toBe('weak');
  });
});

const link = (code: string, local: number, national: number, more: Partial<GapLink> = {}) => ({
  code,
  name: code,
  local,
  national,
  hasLeader: false,
  upstream: [],
  ...more,
});

describe('gap labels', () => {
  // A chain of 100 local and 1,000 national enterprises; national link counts 100 … 400 give
  // a median of 200.
  const chain = { local: 100, national: 1000 };

  it('强链: LQ ≥ 1.2 and a local leader', () => {
    const d = gapDecisions(
      [
        link('a', 30, 200, { hasLeader: true }), // LQ 1.5, leader → 强链
        link('b', 30, 200), // LQ 1.5, no leader → none
        link('c', 23, 200, { hasLeader: true }), // LQ 1.15 → none
        link('d', 24, 200, { hasLeader: true }), // LQ exactly 1.2 → 强链
      ],
      chain,
      false,
    );
    expect(d.get('a')!.label).toBe('强链');
    expect(d.get('a')!.lq).toBeCloseTo(1.5, 12);
    expect(d.get('b')!.label).toBeNull();
    expect(d.get('c')!.label).toBeNull();
    expect(d.get('d')!.label).toBe('强链');
    expect(d.get('a')!.reason).toContain('区位熵 1.50');
  });

  it('补链: few local enterprises on a link that matters nationally', () => {
    const d = gapDecisions(
      [
        link('big-none', 0, 400), // 0 local, national ≥ median → 补链
        link('big-two', 2, 300), // 2 local (few) → 补链
        link('big-lowlq', 5, 300), // LQ 0.167 < 0.5 → 补链
        link('small-none', 0, 100), // below the median → none
        link('big-ok', 30, 200), // LQ 1.5 without a leader → none
      ],
      chain,
      false,
    );
    expect(d.get('big-none')!.label).toBe('补链');
    expect(d.get('big-two')!.label).toBe('补链');
    expect(d.get('big-lowlq')!.label).toBe('补链');
    expect(d.get('small-none')!.label).toBeNull();
    expect(d.get('big-ok')!.label).toBeNull();
    expect(d.get('big-none')).toMatchObject({
      localcount: 0,
      localchaincount: 100,
      nationalcount: 400,
      nationalchaincount: 1000,
      nationalshare: 0.4,
      localshare: 0,
      lq: 0,
    });
  });

  it('补链 never labels a link over-represented here, however few its enterprises', () => {
    // A small local chain of 10: 2 on a link that matters nationally is a share of 0.8 of it.
    const d = gapDecisions(
      [link('dense', 2, 250), link('other', 0, 400), link('minor', 0, 100)],
      { local: 10, national: 1000 },
      false,
    );
    expect(d.get('dense')).toMatchObject({ label: null, lq: 0.8 });
    expect(d.get('other')!.label).toBe('补链');
  });

  // Issue 32: 上海 got 补链 on links with 1–2 enterprises in the whole country, and a region
  // with one enterprise on the chain had every other link called a gap.
  it('needs enough enterprises nationally to call a link a gap', () => {
    const d = gapDecisions(
      [link('rare', 0, GAP_THRESHOLDS.minNationalLink - 1), link('rarer', 0, 1), link('x', 0, 2)],
      chain,
      false,
    );
    for (const code of ['rare', 'rarer', 'x']) expect(d.get(code)!.label).toBeNull();
    expect(d.get('rare')!.reason).toContain('不满足');
  });

  it('judges nothing in a region whose chain is too thin, and says so', () => {
    const thin = { local: GAP_THRESHOLDS.minLocalChain - 1, national: 1000 };
    const d = gapDecisions(
      [link('a', 9, 100, { hasLeader: true }), link('b', 0, 400), link('c', 0, 500)],
      thin,
      false,
    );
    for (const decision of d.values()) {
      expect(decision.label).toBeNull();
      expect(decision.reason).toContain('数据不足');
    }
    expect(tooThinToJudge(thin.local, false)).toBe(true);
    expect(tooThinToJudge(thin.local, true)).toBe(false);
    expect(tooThinToJudge(GAP_THRESHOLDS.minLocalChain, false)).toBe(false);
  });

  it('延链: a strong upstream link and a weak one here, before 补链', () => {
    const d = gapDecisions(
      [
        link('up', 50, 200, { hasLeader: true }), // LQ 2.5 with a leader: 强链
        link('down-weak', 5, 200, { upstream: ['up'] }), // LQ 0.25 < 0.8 → 延链
        link('down-medium', 18, 200, { upstream: ['up'] }), // LQ 0.9 → none
        link('orphan', 0, 400, { upstream: ['down-weak'] }), // upstream not strong → 补链
      ],
      chain,
      false,
    );
    expect(d.get('up')!.label).toBe('强链');
    expect(d.get('down-weak')!.label).toBe('延链');
    expect(d.get('down-weak')!.upstream).toEqual({ code: 'up', name: 'up', lq: 2.5 });
    expect(d.get('down-medium')!.label).toBeNull();
    expect(d.get('orphan')!.label).toBe('补链');
  });

  it('nationwide gives no label', () => {
    const d = gapDecisions(
      [link('a', 30, 30, { hasLeader: true })],
      { local: 50, national: 50 },
      true,
    );
    expect(d.get('a')!.label).toBeNull();
    expect(d.get('a')!.lq).toBe(1);
  });

  it('matches the documented rule on random regions', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            local: fc.integer({ min: 0, max: 60 }),
            national: fc.integer({ min: 0, max: 600 }),
            hasLeader: fc.boolean(),
            up: fc.integer({ min: -1, max: 7 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 1, max: 300 }),
        (specs, localChain) => {
          const thin = localChain < GAP_THRESHOLDS.minLocalChain;
          const links = specs.map((s, i) =>
            link(`l${i}`, s.local, s.national, {
              hasLeader: s.hasLeader,
              upstream: s.up >= 0 && s.up < specs.length && s.up !== i ? [`l${s.up}`] : [],
            }),
          );
          const nationalChain = Math.max(1, ...specs.map((s) => s.national));
          const d = gapDecisions(links, { local: localChain, national: nationalChain }, false);
          // The oracle: the rule as docs/industry-chains.md words it.
          const lq = (l: GapLink) =>
            l.national > 0 ? l.local / localChain / (l.national / nationalChain) : null;
          const strong = (l: GapLink) => {
            const q = lq(l);
            return q !== null && q >= 1.2 && l.hasLeader;
          };
          const sorted = links.map((l) => l.national).sort((a, b) => a - b);
          const m = sorted.length;
          const med = m % 2 ? sorted[(m - 1) / 2]! : (sorted[m / 2 - 1]! + sorted[m / 2]!) / 2;
          for (const l of links) {
            const q = lq(l);
            const upStrong = l.upstream.some((u) => strong(links.find((x) => x.code === u)!));
            const expected = thin
              ? null
              : strong(l)
                ? '强链'
                : (q === null || q < 0.8) && upStrong
                  ? '延链'
                  : (q === null || q < 0.8) &&
                      (l.local <= 2 || q === null || q < 0.5) &&
                      l.national >= GAP_THRESHOLDS.minNationalLink &&
                      l.national >= med
                    ? '补链'
                    : null;
            expect({ code: l.code, label: d.get(l.code)!.label }).toEqual({
              code: l.code,
              label: expected,
            });
          }
        },
      ),
    );
  });
});
