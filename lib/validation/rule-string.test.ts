import type { FormFieldDef } from '@/lib/contract/form-field';
import { RULE_MESSAGES } from './messages';
import { checkValue, parseRules, RuleStringError } from './rule-string';
import { checkField, validateFields } from './form';

describe('rule strings', () => {
  it('chains rules with ";" and parameters with ":"', () => {
    expect(parseRules('required;maxnum:100;float')).toEqual([
      { name: 'required' },
      { name: 'maxnum', param: 100 },
      { name: 'float' },
    ]);
    expect(parseRules(' required ; length:5 ;')).toEqual([
      { name: 'required' },
      { name: 'length', param: 5 },
    ]);
    expect(parseRules(undefined)).toEqual([]);
  });

  it.each([
    ['requried', /Unknown rule "requried"/],
    ['required;phone', /Unknown rule "phone"/],
    ['maxnum', /numeric parameter/],
    ['maxnum:abc', /numeric parameter/],
    ['length:', /numeric parameter/],
    ['email:1', /takes no parameter/],
    ['required:1', /takes no parameter/],
  ])('refuses the developer error %p', (rules, problem) => {
    expect(() => parseRules(rules)).toThrow(RuleStringError);
    expect(() => parseRules(rules)).toThrow(problem);
  });

  it('reports the first broken rule in order', () => {
    const rules = 'required;maxnum:100;float';
    expect(checkValue('', rules)).toBe(RULE_MESSAGES.required);
    expect(checkValue('  ', rules)).toBe(RULE_MESSAGES.required);
    expect(checkValue('abc', rules)).toBe(RULE_MESSAGES.maxnum(100));
    expect(checkValue('1.', rules)).toBe(RULE_MESSAGES.maxnum(100));
    expect(checkValue('100.5', rules)).toBe(RULE_MESSAGES.maxnum(100));
    expect(checkValue('99.5', rules)).toBeNull();
    expect(checkValue(99.5, rules)).toBeNull();
    expect(checkValue('1.5', 'float;maxnum:1')).toBe(RULE_MESSAGES.maxnum(1));
  });

  it('treats empty lists as empty and joins others for the rules', () => {
    expect(checkValue([], 'required')).toBe(RULE_MESSAGES.required);
    expect(checkValue(['a', 'b'], 'required;english')).toBe(RULE_MESSAGES.english);
  });
});

describe('fields', () => {
  const name: FormFieldDef = { model: 'name', label: '姓名', type: 'input', rule: 'required' };
  it('limits inputs and text areas to 100 characters by default', () => {
    expect(checkField(name, 'x'.repeat(100))).toBeNull();
    expect(checkField(name, 'x'.repeat(101))).toBe(RULE_MESSAGES.length(100));
    expect(checkField({ ...name, type: 'textarea' }, '字'.repeat(101))).toBe(
      RULE_MESSAGES.length(100),
    );
    expect(checkField({ ...name, maxLength: 50 }, 'x'.repeat(51))).toBe(RULE_MESSAGES.length(50));
    expect(checkField({ ...name, type: 'richText' }, 'x'.repeat(500))).toBeNull();
  });

  it('checks every visible field and both ends of a range', () => {
    const fields: FormFieldDef[] = [
      name,
      { model: 'secret', label: '隐藏', type: 'input', rule: 'required', hidden: true },
      {
        model: 'scale',
        label: '规模',
        type: 'range',
        rule: 'number',
        config: { start: 'scaleMin', end: 'scaleMax' },
      },
    ];
    expect(validateFields(fields, { scaleMin: 'a', scaleMax: '5' })).toEqual({
      name: RULE_MESSAGES.required,
      scaleMin: RULE_MESSAGES.number,
    });
  });
});
