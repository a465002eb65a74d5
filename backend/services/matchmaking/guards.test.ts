import { containsPhoneNumber, displayName } from './guards';

// What reads as a phone number in posts and messages, and what does not.

describe('containsPhoneNumber', () => {
  it.each([
    '请联系 13800138000',
    '手机：138 0013 8000',
    '电话 138-0013-8000',
    '+86 13800138000',
    '１３８００１３８０００',
    '座机 0755-86001234',
    '(010)62345678',
    '客服 400-800-1234',
  ])('finds %s', (text) => {
    expect(containsPhoneNumber(text)).toBe(true);
  });

  it.each([
    '2026-12-01 起每月供应 10000 吨',
    '规格 18650，单价 12.5 元',
    '统一社会信用代码 91440300MA5F000000',
    '订单号 20261121000123456',
    '注册资本 5000 万元，员工 300 人',
  ])('leaves %s alone', (text) => {
    expect(containsPhoneNumber(text)).toBe(false);
  });
});

describe('displayName', () => {
  it('never shows a phone number as a name', () => {
    expect(displayName(' 王经理 ')).toBe('王经理');
    expect(displayName('13800000002')).toBe('匿名用户');
    expect(displayName('')).toBe('匿名用户');
  });
});
