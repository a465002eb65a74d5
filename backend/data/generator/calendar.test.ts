import { Calendar } from './calendar';

// The generator's today is the day in China, the date derived screens and imports show.

describe('generator calendar', () => {
  it('is already tomorrow in China after 16:00 UTC', () => {
    const cal = new Calendar(new Date('2026-11-28T20:17:58Z'));
    expect(cal.todayIso).toBe('2026-11-29');
    expect(cal.iso(cal.today)).toBe('2026-11-29');
  });

  it('is the same day before 16:00 UTC, and a new year starts at midnight in China', () => {
    expect(new Calendar(new Date('2026-11-28T15:59:59Z')).todayIso).toBe('2026-11-28');
    const newYear = new Calendar(new Date('2026-12-31T16:00:00Z'));
    expect(newYear.todayIso).toBe('2027-01-01');
    expect(newYear.year).toBe(2027);
  });
});
