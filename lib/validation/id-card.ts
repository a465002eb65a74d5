// 居民身份证号码: 18 digits with the GB 11643 check (ISO 7064 MOD 11-2), or the legacy
// 15-digit form (two-digit year of the 1900s, no check digit).

const WEIGHTS = Array.from({ length: 17 }, (_, i) => 2 ** (17 - i) % 11);
const CHECK = '10X98765432';

export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK[sum % 11] ?? null;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export function isValidIdCard(value: string): boolean {
  if (/^\d{15}$/.test(value)) {
    return isRealDate(
      1900 + Number(value.slice(6, 8)),
      Number(value.slice(8, 10)),
      Number(value.slice(10, 12)),
    );
  }
  const m = /^(\d{6})(\d{4})(\d{2})(\d{2})\d{3}([\dX])$/i.exec(value);
  if (!m) return false;
  const year = Number(m[2]);
  if (year < 1800 || !isRealDate(year, Number(m[3]), Number(m[4]))) return false;
  return idCardCheckChar(value.slice(0, 17)) === value[17]?.toUpperCase();
}
