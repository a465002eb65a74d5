import fc from 'fast-check';
import { creditCodeCheckChar } from './credit-code';
import { idCardCheckChar } from './id-card';
import { checkValue } from './rule-string';

// Property tests: generated valid inputs pass, and a mutation that breaks the format fails.

const passes = (rule: string) => (value: string) => checkValue(value, rule) === null;
const fails = (rule: string) => (value: string) => checkValue(value, rule) !== null;

/** Inserts `ch` at a position chosen from the index. */
const insertAt = (s: string, index: number, ch: string) => {
  const at = index % (s.length + 1);
  return s.slice(0, at) + ch + s.slice(at);
};

function property(
  rule: string,
  valid: fc.Arbitrary<string>,
  mutate: fc.Arbitrary<(s: string) => string>,
) {
  it(`${rule}: generated values pass, mutated ones fail`, () => {
    fc.assert(fc.property(valid, passes(rule)));
    fc.assert(fc.property(valid, mutate, (v, m) => fails(rule)(m(v))));
  });
}

const inserting = (chars: string[]) =>
  fc.tuple(fc.nat(), fc.constantFrom(...chars)).map(
    ([i, ch]) =>
      (s: string) =>
        insertAt(s, i, ch),
  );

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const symbols = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const symbol = fc.constantFrom(...symbols.split(''));
const orgSymbol = fc.constantFrom(...'0123456789ABCDEFGHJKLMNPQRTUWY'.split(''));

function orgCheck(body: string): string {
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const sum = [...body].reduce((acc, ch, i) => acc + alphabet.indexOf(ch) * (weights[i] ?? 0), 0);
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}

describe('validator properties', () => {
  property('english', fc.stringMatching(/^[A-Za-z_]{1,20}$/), inserting(['1', ' ', '中', '-']));
  property('englishNumber', fc.stringMatching(/^\w{1,20}$/), inserting(['-', ' ', '中', '.']));
  property(
    'letterStart',
    fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,19}$/),
    fc.constantFrom(
      (s: string) => `1${s}`,
      (s: string) => `_${s}`,
      (s: string) => `${s}_`,
    ),
  );
  property('number', digits(1, 15), inserting(['a', '.', '-', ' ']));
  property('integer', fc.integer().map(String), inserting(['.', 'a', ' ']));
  property(
    'positiveInteger',
    fc.integer({ min: 1 }).map(String),
    fc.constantFrom(
      (s: string) => `-${s}`,
      (s: string) => `0${s}`,
      (s: string) => `${s}.5`,
    ),
  );
  property(
    'negativeInteger',
    fc.integer({ max: -1 }).map(String),
    fc.constantFrom(
      (s: string) => s.slice(1),
      (s: string) => `${s}.5`,
    ),
  );
  property(
    'float',
    fc.stringMatching(/^-?(0|[1-9]\d{0,8})(\.\d{1,6})?$/),
    inserting(['a', ',', ' ', '..']),
  );
  const positive = fc
    .stringMatching(/^(0|[1-9]\d{0,8})(\.\d{1,6})?$/)
    .filter((s) => /[1-9]/.test(s));
  property(
    'positiveFloat',
    positive,
    fc.constantFrom(
      (s: string) => `-${s}`,
      (s: string) => `${s}.`,
    ),
  );
  property(
    'negativeFloat',
    positive.map((s) => `-${s}`),
    fc.constantFrom(
      (s: string) => s.slice(1),
      (s: string) => `${s}x`,
    ),
  );
  property(
    'chinese',
    fc
      .array(
        fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCharCode(c)),
        {
          minLength: 1,
          maxLength: 10,
        },
      )
      .map((a) => a.join('')),
    inserting(['a', '1', ' ', '，']),
  );

  const birth = fc.date({
    min: new Date('1900-01-01'),
    max: new Date('2020-12-31'),
    noInvalidDate: true,
  });
  const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
  const id18 = fc
    .tuple(fc.constantFrom('110105', '440524', '310104'), birth, digits(3, 3))
    .map(([region, d, seq]) => {
      const first17 = `${region}${ymd(d)}${seq}`;
      return first17 + (idCardCheckChar(first17) ?? '');
    });
  property(
    'idCard',
    id18,
    fc.constantFrom(
      // Another check character.
      (s: string) => s.slice(0, 17) + ('10X98765432'.split('').find((c) => c !== s[17]) ?? ''),
      // An impossible month.
      (s: string) => `${s.slice(0, 10)}13${s.slice(12)}`,
      (s: string) => s.slice(0, 16),
    ),
  );
  property(
    'idCard',
    fc
      .tuple(
        fc.constantFrom('110105', '440524'),
        birth.filter((d) => d.getUTCFullYear() < 2000),
        digits(3, 3),
      )
      .map(([region, d, seq]) => `${region}${ymd(d).slice(2)}${seq}`),
    fc.constantFrom(
      (s: string) => `${s.slice(0, 8)}13${s.slice(10)}`,
      (s: string) => `${s}X`,
    ),
  );

  const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
  const domain = fc
    .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
    .map(([labels, tld]) => [...labels, tld].join('.'));
  property(
    'url',
    fc
      .tuple(
        fc.constantFrom('http', 'https', 'ftp'),
        domain,
        fc.stringMatching(/^(\/[a-z0-9_-]{1,8}){0,3}$/),
      )
      .map(([scheme, host, path]) => `${scheme}://${host}${path}`),
    fc.constantFrom(
      (s: string) => s.replace(/^[a-z]+:\/\//, ''),
      (s: string) => s.replace('://', '://a b.'),
      (s: string) => s.replace(/^[a-z]+/, 'javascript'),
    ),
  );
  property(
    'email',
    fc
      .tuple(fc.stringMatching(/^[a-z0-9_]{1,10}(\.[a-z0-9_]{1,5})?$/), domain)
      .map(([local, host]) => `${local}@${host}`),
    fc.constantFrom(
      (s: string) => s.replace('@', ''),
      (s: string) => s.replace('@', '@@'),
      (s: string) => s.replace('@', '..@'),
      (s: string) => s.replace(/\.[a-z]+$/, '.1'),
    ),
  );
  property(
    'postcode',
    digits(6, 6),
    fc.constantFrom(
      (s: string) => s.slice(1),
      (s: string) => `${s}0`,
    ),
  );
  property(
    'landline',
    fc
      .tuple(
        fc.stringMatching(/^(0\d{2,3}-?)?$/),
        fc.stringMatching(/^[2-9]\d{6,7}$/),
        fc.stringMatching(/^(-\d{1,6})?$/),
      )
      .map(([area, number, ext]) => area + number + ext),
    inserting(['a', ' ', '+']),
  );
  property(
    'mobile',
    fc
      .tuple(fc.constantFrom(...'3456789'.split('')), digits(9, 9))
      .map(([second, rest]) => `1${second}${rest}`),
    fc.constantFrom(
      (s: string) => s.slice(1),
      (s: string) => `${s}0`,
      (s: string) => `1${'012'[Number(s[2]) % 3] ?? '0'}${s.slice(2)}`,
    ),
  );
  property('ip', fc.oneof(fc.ipV4(), fc.ipV6()), inserting(['g', ' ', ':::']));
  property(
    'qq',
    fc.stringMatching(/^[1-9]\d{4,10}$/),
    fc.constantFrom(
      (s: string) => s.slice(0, 4),
      (s: string) => `0${s}`,
      (s: string) => `${s}a`,
    ),
  );

  const creditCode = fc
    .tuple(symbol, symbol, digits(6, 6), fc.array(orgSymbol, { minLength: 8, maxLength: 8 }))
    .map(([dept, kind, region, org]) => {
      const body = org.join('');
      const first17 = `${dept}${kind}${region}${body}${orgCheck(body)}`;
      return first17 + creditCodeCheckChar(first17);
    });
  property(
    'creditCode',
    creditCode,
    fc.tuple(fc.nat({ max: 16 }), fc.nat({ max: 29 })).map(([at, shift]) => (s: string) => {
      // Any single substitution changes the mod-31 sum (weights are coprime to 31).
      const next = symbols[(symbols.indexOf(s[at] ?? '0') + shift + 1) % 31] ?? '0';
      return s.slice(0, at) + next + s.slice(at + 1);
    }),
  );

  it('length:N: up to N characters pass, more fail', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
        (n, s) => {
          const text = s.trim() === '' ? 'x' : s;
          return (checkValue(text, `length:${n}`) === null) === Array.from(text).length <= n;
        },
      ),
    );
  });

  it('minnum:N and maxnum:N compare numbers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: -1e6, max: 1e6 }),
        (bound, n) => {
          const value = String(n);
          return (
            (checkValue(value, `minnum:${bound}`) === null) === n >= bound &&
            (checkValue(value, `maxnum:${bound}`) === null) === n <= bound
          );
        },
      ),
    );
  });
});
