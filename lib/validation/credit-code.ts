// 统一社会信用代码 (GB 32100-2015): 18 characters =
//   1 registration authority · 1 organisation type · 6 region (GB/T 2260) ·
//   9 organisation code (GB 11714: 8 body + 1 check) · 1 check character.
// The alphabet leaves out I, O, S, V and Z so no character reads as another.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];
const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The 18th character for the first 17 (which must use the GB 32100 alphabet). */
export function creditCodeCheckChar(first17: string): string {
  if (first17.length !== 17) throw new Error('creditCodeCheckChar needs 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = ALPHABET.indexOf(first17[i]!);
    if (value < 0) throw new Error(`'${first17[i]}' is not a GB 32100 character`);
    sum += value * CREDIT_WEIGHTS[i]!;
  }
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** The 9th character of a GB 11714 organisation code for its 8-character body. */
export function orgCodeCheckChar(body8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += parseInt(body8[i]!, 36) * ORG_WEIGHTS[i]!;
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

/** Format, both check characters (the code's own and its organisation code's). */
export function isValidCreditCode(code: string): boolean {
  if (!CREDIT_CODE_PATTERN.test(code)) return false;
  if (creditCodeCheckChar(code.slice(0, 17)) !== code[17]) return false;
  return orgCodeCheckChar(code.slice(8, 16)) === code[16];
}
