// Half-up rounding on the decimal text of a number, not on its binary value: 1.005 is stored
// as 1.00499999…, yet its shortest text is "1.005", which is what the user typed and sees.

/** The plain decimal text of a finite number (no exponent). */
export function toPlainDecimal(value: number): string {
  const text = String(value);
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign = '', int = '', frac = '', exp = '0'] = m;
  return sign + shiftPoint(int, frac, Number(exp));
}

// Moves the decimal point of int.frac by `places` (positive: right).
function shiftPoint(int: string, frac: string, places: number): string {
  const digits = int + frac;
  const point = int.length + places;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`.replace(/\.?0+$/, '') || '0';
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`.replace(/^0+(?=\d)/, '');
}

/** value × 10^places, exactly, on the decimal text. */
export function shiftDecimal(value: number, places: number): number {
  const text = toPlainDecimal(value);
  const negative = text.startsWith('-');
  const [int = '0', frac = ''] = text.replace('-', '').split('.');
  return Number((negative ? '-' : '') + shiftPoint(int, frac, places));
}

/** Rounds half away from zero ("四舍五入") to `digits` decimals. */
export function roundHalfUp(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const text = toPlainDecimal(Math.abs(value));
  const [int = '0', frac = ''] = text.split('.');
  if (frac.length <= digits) return value;
  const kept = int + frac.slice(0, digits);
  const up = Number(frac[digits]) >= 5;
  // Add one unit in the last kept place on the digit string, carrying by hand.
  const chars = kept.split('');
  let i = chars.length - 1;
  let carry = up;
  while (carry && i >= 0) {
    if (chars[i] === '9') {
      chars[i] = '0';
      i--;
    } else {
      chars[i] = String(Number(chars[i]) + 1);
      carry = false;
    }
  }
  const all = (carry ? '1' : '') + chars.join('');
  const point = all.length - digits;
  const result = Number(digits > 0 ? `${all.slice(0, point)}.${all.slice(point)}` : all);
  return value < 0 && result !== 0 ? -result : result;
}

/** Fixed decimals, half-up: toFixedHalfUp(1.005, 2) is "1.01" where toFixed gives "1.00". */
export function toFixedHalfUp(value: number, digits = 2): string {
  const rounded = roundHalfUp(value, digits);
  const text = toPlainDecimal(Math.abs(rounded));
  const [int = '0', frac = ''] = text.split('.');
  const body = digits > 0 ? `${int}.${frac.padEnd(digits, '0')}` : int;
  return rounded < 0 ? `-${body}` : body;
}
