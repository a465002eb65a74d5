import type { RegionRef } from '@/lib/contract/chains';
import {
  RANKING_LISTS,
  RANKING_MAX_RANK,
  type RankingAnswer,
  type RankingListKey,
  type RankingRecord,
} from '@/lib/contract/regional';
import { displayRankingScore } from '@/lib/format/ranking-score';
import type { RankingFilter, RankingRow } from '../../db/queries/regional';
import { findRegion } from '../chains/regions';

// qybd answers from ranking_entries (pure: rows in, records out).

/** A list shows (and exports) its first ranks only. */
export const RANKING_CAP = RANKING_MAX_RANK;

/** The index range of a list in a region (全国, a province or a city) and 门类. */
export function rankingFilter(
  list: RankingListKey,
  region: RegionRef,
  category: string | undefined,
): RankingFilter {
  return {
    list,
    ...(region.level === 1 ? { provinceCode: region.code } : {}),
    ...(region.level === 2 ? { cityCode: region.code } : {}),
    ...(category === undefined ? {} : { category }),
  };
}

export function rankingListMeta(key: RankingListKey): RankingAnswer['extraData']['list'] {
  const list = RANKING_LISTS.find((l) => l.key === key)!;
  return { key, name: list.name, unit: list.kind === 'metric' ? list.unit : null };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export function rankingRecord(r: RankingRow, rank: number): RankingRecord {
  return {
    ID_: String(r.enterpriseId),
    rank,
    qymc: r.qymc,
    tyshxydm: r.tyshxydm,
    region: findRegion(r.regionCode)?.path ?? r.regionCode,
    industry: r.dlhy,
    value: round2(r.value),
    score: r.score,
    scoredisplay: displayRankingScore(r.score),
    tags: r.tags,
  };
}
