import { STRENGTH_CLASSES } from '@/lib/contract/chains';
import {
  GAP_SWATCHES,
  STRENGTH_SWATCHES,
  contrastRatio,
  luminance,
  strengthLegend,
} from './strength-colors';

describe('strength colours', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(() => luminance('blue')).toThrow();
  });

  it('keeps every label readable on its swatch (4.5:1)', () => {
    for (const s of [...Object.values(STRENGTH_SWATCHES), ...Object.values(GAP_SWATCHES)]) {
      expect(contrastRatio(s.text, s.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens with strength, so the order reads without colour', () => {
    const order = ['none', 'weak', 'medium', 'strong'] as const;
    const lum = order.map((c) => luminance(STRENGTH_SWATCHES[c].background));
    expect(lum[0]).toBeGreaterThan(lum[2]!);
    expect(lum[1]).toBeGreaterThan(lum[2]!);
    expect(lum[2]).toBeGreaterThan(lum[3]!);
  });

  it('states the thresholds the API applied, in the contract order', () => {
    const legend = strengthLegend({ strongLq: 1.2, weakLq: 0.8 }, false);
    expect(legend.map((l) => l.value)).toEqual(STRENGTH_CLASSES.map((c) => c.value));
    expect(legend.map((l) => l.detail)).toEqual([
      '区位熵 ≥ 1.2',
      '0.8 ≤ 区位熵 < 1.2',
      '区位熵 < 0.8',
      '本地无企业',
    ]);
    expect(strengthLegend({ strongLq: 1.2, weakLq: 0.8 }, true)[0]!.detail).toBe(
      '企业数 / 本链环节中位数 ≥ 1.2',
    );
    // Before the rules arrive the classes still show, without numbers.
    expect(strengthLegend(undefined, false)[0]!.detail).toBe('');
  });
});
