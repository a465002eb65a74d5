import { chinaToday } from './clock';

describe('chinaToday', () => {
  it('turns the day at midnight in China, 16:00 UTC', () => {
    expect(chinaToday(new Date('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
    expect(chinaToday(new Date('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
    expect(chinaToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
