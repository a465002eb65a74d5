import { RULE_MESSAGES } from './messages';

// One table of accepted and refused values per rule. The unit tests run it against
// lib/validation and the backend tests against a submitted form, so both sides must agree.

export type RuleCase = { rule: string; message: string; valid: string[]; invalid: string[] };

export const RULE_CASES: RuleCase[] = [
  {
    rule: 'english',
    message: RULE_MESSAGES.english,
    valid: ['abc', 'A_b', '_'],
    invalid: ['ab1', 'a b', '中'],
  },
  {
    rule: 'englishNumber',
    message: RULE_MESSAGES.englishNumber,
    valid: ['a1_B', '123', '_x'],
    invalid: ['a-1', 'a b', 'é'],
  },
  {
    rule: 'letterStart',
    message: RULE_MESSAGES.letterStart,
    valid: ['a1', 'Zsai2026', 'x'],
    invalid: ['1a', 'a_1', '_a'],
  },
  {
    rule: 'number',
    message: RULE_MESSAGES.number,
    valid: ['0', '0123', '42'],
    invalid: ['-1', '1.5', '1e3'],
  },
  {
    rule: 'integer',
    message: RULE_MESSAGES.integer,
    valid: ['0', '-7', '120'],
    invalid: ['1.0', '012', '-0', '+3'],
  },
  {
    rule: 'positiveInteger',
    message: RULE_MESSAGES.positiveInteger,
    valid: ['1', '999'],
    invalid: ['0', '-1', '1.5'],
  },
  {
    rule: 'negativeInteger',
    message: RULE_MESSAGES.negativeInteger,
    valid: ['-1', '-250'],
    invalid: ['0', '1', '-1.5', '-0'],
  },
  {
    rule: 'float',
    message: RULE_MESSAGES.float,
    valid: ['0', '1.5', '-0.25', '3'],
    invalid: ['1.', '.5', '1,5', 'abc'],
  },
  {
    rule: 'positiveFloat',
    message: RULE_MESSAGES.positiveFloat,
    valid: ['0.1', '2', '12.50'],
    invalid: ['0', '0.00', '-1.2'],
  },
  {
    rule: 'negativeFloat',
    message: RULE_MESSAGES.negativeFloat,
    valid: ['-0.1', '-2', '-12.5'],
    invalid: ['-0', '-0.0', '1.2'],
  },
  {
    rule: 'chinese',
    message: RULE_MESSAGES.chinese,
    valid: ['招商', '王经理'],
    invalid: ['招商AI', '中 文', '，'],
  },
  {
    rule: 'idCard',
    message: RULE_MESSAGES.idCard,
    valid: ['11010519491231002X', '440524188001010014', '110105491231002'],
    invalid: ['110105194912310021', '11010519491331002X', '1101051949123100', '110105491331002'],
  },
  {
    rule: 'url',
    message: RULE_MESSAGES.url,
    valid: ['https://www.example.com', 'http://example.cn/a?b=1', 'ftp://files.example.org'],
    invalid: ['www.example.com', 'javascript:alert(1)', 'http://exa mple.com', 'http://'],
  },
  {
    rule: 'email',
    message: RULE_MESSAGES.email,
    valid: ['wang@example.com', 'a.b+c@mail.example.cn'],
    invalid: ['wang@', 'wang@example', 'a..b@example.com', '@example.com'],
  },
  {
    rule: 'postcode',
    message: RULE_MESSAGES.postcode,
    valid: ['100000', '010010'],
    invalid: ['10000', '1000000', '10000a'],
  },
  {
    rule: 'landline',
    message: RULE_MESSAGES.landline,
    valid: ['010-88886666', '0755-2345678', '88886666', '021-55556666-123'],
    invalid: ['13800000001', '010-0888666', '12345'],
  },
  {
    rule: 'mobile',
    message: RULE_MESSAGES.mobile,
    valid: ['13800000001', '19912345678'],
    invalid: ['12800000001', '1380000000', '138000000011'],
  },
  {
    rule: 'ip',
    message: RULE_MESSAGES.ip,
    valid: ['192.168.1.1', '0.0.0.0', '::1', '2001:db8::8a2e:370:7334', '::ffff:10.0.0.1'],
    invalid: ['256.1.1.1', '1.2.3', '01.2.3.4', '2001:db8:::1', '1:2:3:4:5:6:7:8:9'],
  },
  {
    rule: 'qq',
    message: RULE_MESSAGES.qq,
    valid: ['10000', '123456789'],
    invalid: ['1234', '01234', '12a45'],
  },
  {
    rule: 'creditCode',
    message: RULE_MESSAGES.creditCode,
    valid: ['91350100M000100Y43', '91110000600037341L'],
    invalid: ['91350100M000100Y44', '91350100M000100Y4', '91350100M00010OY43'],
  },
  {
    rule: 'length:5',
    message: RULE_MESSAGES.length(5),
    valid: ['12345', '招商招商招'],
    invalid: ['123456'],
  },
  {
    rule: 'minnum:10',
    message: RULE_MESSAGES.minnum(10),
    valid: ['10', '10.5', '300'],
    invalid: ['9.99', '-10', 'abc'],
  },
  {
    rule: 'maxnum:100',
    message: RULE_MESSAGES.maxnum(100),
    valid: ['100', '-5', '99.9'],
    invalid: ['100.01', '1000'],
  },
];
