export { roundHalfUp, shiftDecimal, toFixedHalfUp, toPlainDecimal } from './decimal';
export {
  EMPTY_DISPLAY,
  formatAmount,
  formatCell,
  formatCount,
  formatPercent,
  percentOf,
  roundRankScore,
  withCount,
} from './number';
export {
  CHINA_UTC_OFFSET_MINUTES,
  chinaDay,
  formatAsOf,
  formatDate,
  toDateTimeValue,
} from './date';
export { formatWanYuan, formatYuan } from './money';
export { maskPhone } from './phone';
export { regionPathName } from './region';
