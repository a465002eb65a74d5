import type { GapDecision, GapRules, StrengthClass } from '@/lib/contract/chains';
import { formatPercent, toFixedHalfUp } from '@/lib/format';

// Strength and gap labels of a chain's links in a region (docs/industry-chains.md, Gaps).
// Pure: the numbers come from chain_node_region_stats, so a label is decided without reading
// one enterprise, and a test can construct the numbers directly.

export const GAP_THRESHOLDS = {
  /** 强链 and the 'strong' colour: location quotient at least this. */
  strongLq: 1.2,
  /** 'weak' colour and the "weak here" of 延链: location quotient below this. */
  weakLq: 0.8,
  /** 补链: "few" local enterprises is at most this many … */
  fewLocal: 2,
  /** … or a location quotient below this. */
  fewLq: 0.5,
  /**
   * Fewer local enterprises on the whole chain than this: too little data to judge any link
   * of it in the region (a share of 1 or 2 enterprises says nothing about a city).
   */
  minLocalChain: 10,
  /** Fewer enterprises on a link nationwide than this: too few to call it a gap anywhere. */
  minNationalLink: 5,
} as const;

/**
 * A link "matters nationally" when its national enterprise count is at least this fraction
 * of the median national count of the chain's links (1: at least the median link).
 */
export const MATTERS_NATIONALLY_OF_MEDIAN = 1;

export const GAP_RULE_TEXT = {
  强链: `区位熵 ≥ ${GAP_THRESHOLDS.strongLq} 且本地有龙头企业（上市或专精特新）`,
  补链: `本地企业 ≤ ${GAP_THRESHOLDS.fewLocal} 家或区位熵 < ${GAP_THRESHOLDS.fewLq}，区位熵 < ${GAP_THRESHOLDS.weakLq}，且该环节全国企业数不低于本链各环节中位数、不少于 ${GAP_THRESHOLDS.minNationalLink} 家`,
  延链: `上游环节为强链，而本环节区位熵 < ${GAP_THRESHOLDS.weakLq}`,
} as const;

/** What a region whose chain is too thin to judge is told instead of labels. */
export const THIN_DATA_TEXT = `本地本链企业少于 ${GAP_THRESHOLDS.minLocalChain} 家，数据不足，不判断强链、延链、补链`;

export const GAP_RULES: GapRules = {
  strongLq: GAP_THRESHOLDS.strongLq,
  weakLq: GAP_THRESHOLDS.weakLq,
  fewLocal: GAP_THRESHOLDS.fewLocal,
  nationalShare: MATTERS_NATIONALLY_OF_MEDIAN,
  minLocalChain: GAP_THRESHOLDS.minLocalChain,
  minNationalLink: GAP_THRESHOLDS.minNationalLink,
  text: GAP_RULE_TEXT,
  thinData: THIN_DATA_TEXT,
};

/** A region's chain has too few enterprises to label its links (never nationwide). */
export function tooThinToJudge(localChain: number, nationwide: boolean): boolean {
  return !nationwide && localChain < GAP_THRESHOLDS.minLocalChain;
}

/**
 * Location quotient (区位熵): the node's share of the chain in the region over its share of
 * the chain nationwide. Null when a share is undefined (no chain enterprise locally or none of
 * the node nationally).
 */
export function locationQuotient(
  local: number,
  localChain: number,
  national: number,
  nationalChain: number,
): number | null {
  if (localChain <= 0 || nationalChain <= 0 || national <= 0) return null;
  return local / localChain / (national / nationalChain);
}

/**
 * The colour class of a node: none without local enterprises; otherwise by the location
 * quotient (strong ≥ 1.2, medium ≥ 0.8, weak below).
 */
export function strengthOf(lq: number | null, localCount: number): StrengthClass {
  if (localCount <= 0 || lq === null) return 'none';
  if (lq >= GAP_THRESHOLDS.strongLq) return 'strong';
  if (lq >= GAP_THRESHOLDS.weakLq) return 'medium';
  return 'weak';
}

/**
 * Nationwide every location quotient is 1; the colour then compares the node with the chain's
 * median link instead (its count over the median, same thresholds).
 */
export function nationalStrengthOf(count: number, medianLinkCount: number): StrengthClass {
  if (count <= 0) return 'none';
  return strengthOf(medianLinkCount > 0 ? count / medianLinkCount : 1, count);
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type GapLink = {
  code: string;
  name: string;
  local: number;
  national: number;
  /** A listed or 专精特新 enterprise on the link in the region. */
  hasLeader: boolean;
  /** Codes of the upstream links (those of the segments feeding this one's). */
  upstream: string[];
};

const lqText = (lq: number | null) => (lq === null ? '—' : toFixedHalfUp(lq, 2));
const shareText = (share: number) => formatPercent(share * 100, 1);

/**
 * Every link's label in a region, in this order of precedence: 强链, 延链, 补链 (a weak link
 * beside a strong upstream one is first a chance to extend the chain). Nationwide no label.
 */
export function gapDecisions(
  links: GapLink[],
  chain: { local: number; national: number },
  nationwide: boolean,
): Map<string, GapDecision> {
  const mattersFrom = Math.max(
    median(links.map((l) => l.national)) * MATTERS_NATIONALLY_OF_MEDIAN,
    GAP_THRESHOLDS.minNationalLink,
  );
  const thin = tooThinToJudge(chain.local, nationwide);
  const base = new Map(
    links.map((l) => {
      const lq = nationwide
        ? 1
        : locationQuotient(l.local, chain.local, l.national, chain.national);
      return [l.code, { link: l, lq }] as const;
    }),
  );
  const isStrong = (code: string) => {
    const b = base.get(code);
    return !!b && b.lq !== null && b.lq >= GAP_THRESHOLDS.strongLq && b.link.hasLeader;
  };
  const out = new Map<string, GapDecision>();
  for (const { link, lq } of base.values()) {
    const nationalShare = chain.national > 0 ? link.national / chain.national : 0;
    const localShare = chain.local > 0 ? link.local / chain.local : 0;
    const numbers = {
      localcount: link.local,
      localchaincount: chain.local,
      nationalcount: link.national,
      nationalchaincount: chain.national,
      nationalshare: nationalShare,
      localshare: localShare,
      lq,
      hasleader: link.hasLeader,
    };
    const said = `本地 ${link.local} 家（占本链 ${shareText(localShare)}），全国 ${link.national} 家（占本链 ${shareText(nationalShare)}），区位熵 ${lqText(lq)}`;
    if (nationwide) {
      out.set(link.code, {
        label: null,
        reason: `全国范围不判断强弱链；全国 ${link.national} 家`,
        ...numbers,
        upstream: null,
      });
      continue;
    }
    if (thin) {
      out.set(link.code, {
        label: null,
        reason: `${said}：本地本链企业共 ${chain.local} 家，${THIN_DATA_TEXT}`,
        ...numbers,
        upstream: null,
      });
      continue;
    }
    if (isStrong(link.code)) {
      out.set(link.code, {
        label: '强链',
        reason: `${said}，本地有龙头企业：${GAP_RULE_TEXT.强链}`,
        ...numbers,
        upstream: null,
      });
      continue;
    }
    const weakHere = lq === null || lq < GAP_THRESHOLDS.weakLq;
    const strongUp = link.upstream
      .filter(isStrong)
      .map((code) => base.get(code)!)
      .sort((a, b) => (b.lq ?? 0) - (a.lq ?? 0))[0];
    if (weakHere && strongUp) {
      out.set(link.code, {
        label: '延链',
        reason: `${said}；上游「${strongUp.link.name}」为强链（区位熵 ${lqText(strongUp.lq)}）：${GAP_RULE_TEXT.延链}`,
        ...numbers,
        upstream: { code: strongUp.link.code, name: strongUp.link.name, lq: strongUp.lq },
      });
      continue;
    }
    // Few here, and not over-represented: one enterprise of a small local chain can still
    // be a strong share of it (1 of 1 nationally is not a gap).
    const few =
      weakHere &&
      (link.local <= GAP_THRESHOLDS.fewLocal || lq === null || lq < GAP_THRESHOLDS.fewLq);
    const matters = link.national > 0 && link.national >= mattersFrom;
    if (few && matters) {
      out.set(link.code, {
        label: '补链',
        reason: `${said}；全国企业数不低于 ${toFixedHalfUp(mattersFrom, 1)}（本链环节中位数，至少 ${GAP_THRESHOLDS.minNationalLink} 家）：${GAP_RULE_TEXT.补链}`,
        ...numbers,
        upstream: null,
      });
      continue;
    }
    out.set(link.code, {
      label: null,
      reason: `${said}：不满足强链、延链、补链条件`,
      ...numbers,
      upstream: null,
    });
  }
  return out;
}
