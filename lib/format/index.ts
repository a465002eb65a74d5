export { roundHalfUp, shiftDecimal, toFixedHalfUp, toPlainDecimal } from './decimal';
export {
  EMPTY_DISPLAY,
  formatAmount,
  formatCount,
  formatPercent,
  percentOf,
  roundRankScore,
  withCount,
} from './number';
export { formatDate, toDateTimeValue } from './date';
export { formatWanYuan, formatYuan } from './money';
export { maskPhone } from './phone';
export { regionPathName } from './region';
