import { WAN } from '@/lib/constants';
import { EMPTY_DISPLAY, formatAmount } from './number';

// Money as the knowledge base stores it: capital and most amounts in 万元, court and penalty
// amounts in 元. Both show with 万/亿 (SPEC.md §5.7).

/** An amount stored in 万元: 100 → 100.00万元, 25000 → 2.50亿元. */
export function formatWanYuan(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? `${formatAmount(value * WAN)}元`
    : EMPTY_DISPLAY;
}

/** An amount stored in 元. */
export function formatYuan(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? `${formatAmount(value)}元`
    : EMPTY_DISPLAY;
}
