import {
  STRENGTH_CLASSES,
  type GapLabel,
  type GapRules,
  type StrengthClass,
} from '@/lib/contract/chains';

// The colours of the chain diagram: a link's strength class (the API's, decided by the
// location quotient) on one blue scale, darker for stronger, so the order reads without a
// legend and in greyscale; gap labels in their own hues. Every text keeps 4.5:1 (WCAG AA) on
// its background.

export type Swatch = { background: string; border: string; text: string };

export const STRENGTH_SWATCHES: Record<StrengthClass, Swatch> = {
  strong: { background: '#1a5fd9', border: '#164fb5', text: '#ffffff' },
  medium: { background: '#a9c7f7', border: '#7aa7ee', text: '#0a2a66' },
  weak: { background: '#e8f0fd', border: '#c3d6f6', text: '#1d3f7a' },
  none: { background: '#f5f5f5', border: '#d9d9d9', text: '#595959' },
};

export const GAP_SWATCHES: Record<GapLabel, Swatch> = {
  强链: { background: '#f6ffed', border: '#95de64', text: '#237804' },
  补链: { background: '#fff1f0', border: '#ffa39e', text: '#a8071a' },
  延链: { background: '#f9f0ff', border: '#d3adf7', text: '#531dab' },
};

/** What each label means for a promotion officer, beside the rule the API states. */
export const GAP_MEANINGS: Record<GapLabel, string> = {
  强链: '本地优势环节：巩固龙头，吸引配套',
  补链: '本地缺失或薄弱、全国重要的环节：优先招引',
  延链: '上游本地强、本环节弱：向下游延伸',
};

/** The legend's line for each strength class, with the thresholds the API applied. */
export function strengthLegend(
  rules: Pick<GapRules, 'strongLq' | 'weakLq'> | undefined,
  nationwide: boolean,
): { value: StrengthClass; label: string; detail: string; swatch: Swatch }[] {
  const strong = rules?.strongLq;
  const weak = rules?.weakLq;
  const measure = nationwide ? '企业数 / 本链环节中位数' : '区位熵';
  const detail: Record<StrengthClass, string> = {
    strong: strong === undefined ? '' : `${measure} ≥ ${strong}`,
    medium: strong === undefined || weak === undefined ? '' : `${weak} ≤ ${measure} < ${strong}`,
    weak: weak === undefined ? '' : `${measure} < ${weak}`,
    none: nationwide ? '全国无企业' : '本地无企业',
  };
  return STRENGTH_CLASSES.map((c) => ({
    value: c.value,
    label: c.label,
    detail: detail[c.value],
    swatch: STRENGTH_SWATCHES[c.value],
  }));
}

// ---- WCAG contrast, to keep the swatches honest (strength-colors.test.ts) ----

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((x) => channel(parseInt(x, 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two #rrggbb colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
