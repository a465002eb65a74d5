import { RULE_CASES } from './rule-cases';
import { RULES } from './rules';
import { checkValue } from './rule-string';

describe('field rules (the shared table)', () => {
  it('covers every rule', () => {
    const covered = new Set(RULE_CASES.map((c) => c.rule.split(':')[0]));
    expect([...covered].sort()).toEqual(Object.keys(RULES).sort());
  });

  describe.each(RULE_CASES)('$rule', ({ rule, message, valid, invalid }) => {
    it.each(valid)('accepts %p', (value) => {
      expect(checkValue(value, rule)).toBeNull();
    });
    it.each(invalid)(`refuses %p with "${message}"`, (value) => {
      expect(checkValue(value, rule)).toBe(message);
    });
    it('leaves an empty value to required', () => {
      expect(checkValue('', rule)).toBeNull();
      expect(checkValue(null, rule)).toBeNull();
    });
  });

  it('gives every rule a message of its own', () => {
    const messages = RULE_CASES.map((c) => c.message);
    expect(new Set(messages).size).toBe(messages.length);
  });
});
