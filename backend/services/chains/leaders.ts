import { sql, type SQL } from 'drizzle-orm';
import { OTHER_OPTIONS } from '@/lib/contract/search';
import { CNY_RATES } from './region-stats';

// 链主/龙头 of a link (docs/industry-chains.md, Leaders). A leader is an enterprise placed on
// the link (confirmed or likely) that is listed or 专精特新: the gate the regional figures
// can tell (listed_count, srdi_count), so "the region has a leader" needs no enterprise read.
// Leaders are ranked by a score of 0–100 from four parts.

const tag = (value: 'gxjs' | 'zjtx' | 'xjr') => OTHER_OPTIONS.find((o) => o.value === value)!.tag!;
export const TAG_HIGH_TECH = tag('gxjs');
export const TAG_SRDI = tag('zjtx');
export const TAG_GIANT = tag('xjr');

export const LEADER_POINTS = {
  listed: 40,
  /** Registered capital in 万元人民币: [at least, points], first that holds. */
  capital: [
    [100_000, 25],
    [10_000, 20],
    [5_000, 12],
    [1_000, 6],
  ] as const,
  giant: 20,
  srdi: 12,
  highTech: 5,
  tagsMax: 25,
  /** Per invention patent (发明, PCT发明), and per two other patents. */
  invention: 2,
  otherPair: 1,
  patentsMax: 10,
  /** A listed leader with at least this score is the link's 链主. */
  chainMaster: 70,
} as const;

export const LEADER_RULE_TEXT =
  '龙头企业：在该环节（确认或较可能）且为上市或专精特新企业；得分（满分100）= 上市40 + 注册资本（10亿以上25、1亿以上20、5000万以上12、1000万以上6）+ 资质（小巨人20或专精特新12，高新技术企业5，合计至多25）+ 专利（每件发明专利2、每两件其他专利1，至多10）；得分70以上的上市企业为链主';

/** Listed: the enterprise type says 上市 (not 非上市), as the regional figures count it. */
export const IS_LISTED = sql`(e.qylx like '%上市%' and e.qylx not like '%非上市%')`;
/** The leader gate over `enterprises e`. */
export const IS_LEADER_CANDIDATE = sql`(${IS_LISTED} or e.tags @> array[${TAG_SRDI}]::text[])`;

export type LeaderFacts = {
  listed: boolean;
  zczb: number | null;
  capitalCurrency: string;
  tags: string[];
  patents: number;
  inventions: number;
};

export type LeaderParts = { listed: number; capital: number; tags: number; patents: number };

/** Registered capital in 万元人民币 (the regional figures' reference rates). */
export const capitalInCny = (zczb: number | null, currency: string) =>
  (zczb ?? 0) * (CNY_RATES[currency] ?? 1);

export function leaderParts(f: LeaderFacts): LeaderParts {
  const capital = capitalInCny(f.zczb, f.capitalCurrency);
  const tagPoints =
    (f.tags.includes(TAG_GIANT)
      ? LEADER_POINTS.giant
      : f.tags.includes(TAG_SRDI)
        ? LEADER_POINTS.srdi
        : 0) + (f.tags.includes(TAG_HIGH_TECH) ? LEADER_POINTS.highTech : 0);
  const others = Math.max(0, f.patents - f.inventions);
  return {
    listed: f.listed ? LEADER_POINTS.listed : 0,
    capital: LEADER_POINTS.capital.find(([min]) => capital >= min)?.[1] ?? 0,
    tags: Math.min(LEADER_POINTS.tagsMax, tagPoints),
    patents: Math.min(
      LEADER_POINTS.patentsMax,
      f.inventions * LEADER_POINTS.invention + Math.floor(others / 2) * LEADER_POINTS.otherPair,
    ),
  };
}

export const leaderScore = (p: LeaderParts) => p.listed + p.capital + p.tags + p.patents;

/**
 * leaderScore in SQL over `enterprises e`, for steps that rank many enterprises (the industry
 * overview's leaders): `capital` in 万元人民币, `patents` and `inventions` their counts.
 */
export function leaderScoreSql(capital: SQL, patents: SQL, inventions: SQL): SQL {
  const p = LEADER_POINTS;
  // Constants of the code, inlined: typed literals, not parameters the engine must guess.
  const n = (x: number) => sql.raw(String(x));
  const capitalPoints = sql.join(
    p.capital.map(([min, points]) => sql`when ${capital} >= ${n(min)} then ${n(points)}`),
    sql` `,
  );
  const has = (tag: string) => sql`e.tags @> array[${tag}]::text[]`;
  return sql`((case when ${IS_LISTED} then ${n(p.listed)} else 0 end)
    + (case ${capitalPoints} else 0 end)
    + least(${n(p.tagsMax)}, (case when ${has(TAG_GIANT)} then ${n(p.giant)}
        when ${has(TAG_SRDI)} then ${n(p.srdi)} else 0 end)
      + (case when ${has(TAG_HIGH_TECH)} then ${n(p.highTech)} else 0 end))
    + least(${n(p.patentsMax)}, ${inventions} * ${n(p.invention)}
      + (greatest(0, ${patents} - ${inventions}) / 2) * ${n(p.otherPair)}))`;
}

export const isLeaderCandidate = (f: Pick<LeaderFacts, 'listed' | 'tags'>) =>
  f.listed || f.tags.includes(TAG_SRDI);

export const leaderRole = (listed: boolean, score: number): '链主' | '龙头' =>
  listed && score >= LEADER_POINTS.chainMaster ? '链主' : '龙头';
