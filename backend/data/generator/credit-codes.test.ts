import fc from 'fast-check';
import { creditCodeCheckChar, isValidCreditCode } from '@/lib/validation/credit-code';
import { demoCreditCode } from './credit-codes';

describe('GB 32100 credit codes', () => {
  it('accepts published codes and rejects a changed character', () => {
    for (const code of ['91350100M000100Y43', '91110000802100433B', '91440300708461136T']) {
      expect(isValidCreditCode(code)).toBe(true);
      expect(isValidCreditCode(code.slice(0, 17) + (code[17] === '0' ? '1' : '0'))).toBe(false);
    }
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4I')).toBe(false);
    expect(isValidCreditCode('9135010OM000100Y43')).toBe(false);
  });

  it('checks the organisation-code part as well as the whole', () => {
    // Body and check of a valid code with the organisation check broken, whole check redone.
    const broken = '91350100M000100Y5';
    expect(isValidCreditCode(broken + creditCodeCheckChar(broken))).toBe(false);
  });

  it('makes valid, distinct demo codes for any sequence', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.boolean(),
        (sequence, seed, modern) => {
          const code = demoCreditCode(sequence, seed, '440305', modern);
          return (
            isValidCreditCode(code) && code !== demoCreditCode(sequence + 1, seed, '440305', modern)
          );
        },
      ),
    );
  });
});
