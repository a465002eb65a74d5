import { formatCount, formatWanYuan, toFixedHalfUp } from '@/lib/format';

// An indicator's value as 竞争力分析 shows it, by its unit (lib/contract/chains.ts,
// IndicatorRecord.unit). Pure.

export function formatIndicator(value: number, unit: string): string {
  switch (unit) {
    case '万元':
      return formatWanYuan(value);
    case '%':
      // Growth may exceed 100% or fall below 0: never capped.
      return `${toFixedHalfUp(value, 1)}%`;
    case '':
      return toFixedHalfUp(value, 2);
    case '件/家':
      return `${toFixedHalfUp(value, 2)} 件/家`;
    default:
      return `${formatCount(value)} ${unit}`;
  }
}

/** A rank among peers: 第 3 / 337 名. */
/** A zero has no rank: it is not first of a list of zeros. */
export const rankText = (rank: number | null, count: number) =>
  rank === null ? '为零，不排名' : `第 ${rank} / ${formatCount(count)} 名`;
