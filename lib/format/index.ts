export { roundHalfUp, shiftDecimal, toFixedHalfUp, toPlainDecimal } from './decimal';
export { EMPTY_DISPLAY, formatAmount, formatPercent, percentOf, roundRankScore } from './number';
export { formatDate, toDateTimeValue } from './date';
export { formatWanYuan, formatYuan } from './money';
export { maskPhone } from './phone';
