import { creditCodeCheckChar, orgCodeCheckChar } from '@/lib/validation/credit-code';

// Credit codes of generated enterprises: unique by construction, since the organisation-code
// body is a bijection of the enterprise's sequence number (seed-shifted), never random.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const DIGIT_SPACE = 100_000_000;
const MA_SPACE = 31 ** 6;

/**
 * `91` (企业, registered by 市场监管) + region + organisation code + check. Enterprises from
 * 2015 on get the newer `MA…` organisation codes, older ones eight digits.
 */
export function demoCreditCode(
  sequence: number,
  seedNumber: number,
  regionCode: string,
  modern: boolean,
): string {
  let body: string;
  if (modern) {
    // Multiplier coprime to 31^6: distinct sequences give distinct bodies.
    let x = (sequence * 7_368_787 + seedNumber) % MA_SPACE;
    body = 'MA';
    for (let i = 0; i < 6; i++) {
      body += ALPHABET[x % 31];
      x = Math.floor(x / 31);
    }
  } else {
    body = String((sequence * 7_654_321 + seedNumber) % DIGIT_SPACE).padStart(8, '0');
  }
  const first17 = `91${regionCode}${body}${orgCodeCheckChar(body)}`;
  return first17 + creditCodeCheckChar(first17);
}

/** 注册号: 15 digits, region + sequence + check (ISO 7064 MOD 11,10 as GB 32100's predecessor). */
export function demoRegistrationNo(sequence: number, regionCode: string): string {
  const first14 = regionCode + String(sequence % 100_000_000).padStart(8, '0');
  let p = 10;
  for (const ch of first14) {
    let s = (p + Number(ch)) % 10;
    if (s === 0) s = 10;
    p = (s * 2) % 11;
  }
  return first14 + String((11 - p) % 10);
}
