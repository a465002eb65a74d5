import dayjs from 'dayjs';
import type { FormFieldDef } from '@/lib/contract/form-field';
import { ENGINE_DEMO_FIELDS } from '@/lib/contract/forms/engine-demo';
import { PROFILE_FIELDS } from '@/lib/contract/forms/profile';
import { assertRuleStrings } from '@/lib/validation/form';
import { displayValue, toFormValues, toWireValues } from './values';

const field = (type: FormFieldDef['type'], extra: Partial<FormFieldDef> = {}): FormFieldDef => ({
  model: 'v',
  label: '值',
  type,
  ...extra,
});
const range = { config: { start: 'a', end: 'b' } };

describe('wire values (SPEC.md §5.6)', () => {
  it('joins multi-select and checkbox values by comma, empty as ""', () => {
    expect(toWireValues([field('multiSelect')], { v: ['1', '3'] })).toEqual({ v: '1,3' });
    expect(toWireValues([field('multiSelect')], { v: [] })).toEqual({ v: '' });
    expect(toWireValues([field('checkbox')], {})).toEqual({ v: '' });
  });

  it('sends dates as YYYY-MM-DD HH:mm:ss or null', () => {
    const d = dayjs('2026-03-05T08:09:10');
    expect(toWireValues([field('date')], { v: d })).toEqual({ v: '2026-03-05 08:09:10' });
    expect(toWireValues([field('datetime')], { v: null })).toEqual({ v: null });
    expect(toWireValues([field('dateRange', range)], { v: [d, null] })).toEqual({
      a: '2026-03-05 08:09:10',
      b: null,
    });
    expect(toWireValues([field('dateRange', range)], {})).toEqual({ a: null, b: null });
  });

  it('defaults file values to an empty list and keeps {uid, url, name}', () => {
    expect(toWireValues([field('upload')], {})).toEqual({ v: '[]' });
    const file = { uid: '1', url: '/u', name: 'a.png' };
    expect(toWireValues([field('upload')], { v: [file] })).toEqual({ v: JSON.stringify([file]) });
  });

  it('sanitises rich text and wraps it in the editor container', () => {
    expect(
      toWireValues([field('richText')], { v: '<p onclick="x()">好<script>1</script></p>' }),
    ).toEqual({
      v: '<div class="zsai-editor"><p>好</p></div>',
    });
    expect(toWireValues([field('richText')], { v: '' })).toEqual({ v: '' });
  });

  it('joins cascader paths and sends range ends under their own models', () => {
    expect(toWireValues([field('address')], { v: ['广东省', '深圳市'] })).toEqual({
      v: '广东省/深圳市',
    });
    expect(toWireValues([field('range', range)], { a: '1', b: '9' })).toEqual({ a: '1', b: '9' });
  });

  it('reads a stored record back into form values', () => {
    const values = toFormValues(
      [field('multiSelect'), field('address', { model: 'w' }), field('upload', { model: 'f' })],
      { v: '1,2', w: '广东省/深圳市', f: '[]' },
    );
    expect(values).toEqual({ v: ['1', '2'], w: ['广东省', '深圳市'], f: [] });
  });
});

describe('read-only view', () => {
  it('shows - for empty values and formats dates', () => {
    expect(displayValue(field('input'), {})).toBe('-');
    expect(displayValue(field('input'), { v: '  ' })).toBe('-');
    expect(displayValue(field('upload'), { v: '[]' })).toBe('-');
    expect(displayValue(field('multiSelect'), { v: '' })).toBe('-');
    expect(displayValue(field('date'), { v: '2026-03-05 08:09:10' })).toBe('2026-03-05');
    expect(displayValue(field('datetime'), { v: '2026-03-05 08:09:10' })).toBe(
      '2026-03-05 08:09:10',
    );
    expect(displayValue(field('date'), { v: null })).toBe('-');
    expect(displayValue(field('dateRange', range), {})).toBe('-');
  });

  it('shows option labels', () => {
    const data = [
      { label: '男', value: '1' },
      { label: '女', value: '2' },
    ];
    expect(displayValue(field('checkbox', { data }), { v: '1,2' })).toBe('男，女');
  });
});

describe('form definitions', () => {
  it('the profile form and the engine demonstration have valid rule strings', () => {
    expect(() => assertRuleStrings(PROFILE_FIELDS)).not.toThrow();
    expect(() => assertRuleStrings(ENGINE_DEMO_FIELDS)).not.toThrow();
  });
});
