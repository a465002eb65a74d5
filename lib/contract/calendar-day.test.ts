import fc from 'fast-check';
import { calendarDay, isCalendarDay } from './calendar-day';

describe('calendar day', () => {
  it.each(['2024-02-29', '2026-12-31', '0001-01-01', '9999-12-31'])('%s is a day', (v) => {
    expect(isCalendarDay(v)).toBe(true);
  });

  it.each(['2026-02-29', '2026-02-30', '2026-13-45', '2026-00-10', '0000-01-01', '2026-1-1', ''])(
    '%j is not',
    (v) => {
      expect(isCalendarDay(v)).toBe(false);
    },
  );

  it('accepts exactly the days a calendar walk produces (oracle)', () => {
    const start = Date.UTC(1900, 0, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          // The oracle: walk day by day from 1900-01-01 until the text's year ends.
          let real = false;
          if (m >= 1 && m <= 12 && d >= 1) {
            for (let t = start; new Date(t).getUTCFullYear() <= y; t += 86_400_000) {
              if (new Date(t).toISOString().slice(0, 10) === text) {
                real = true;
                break;
              }
            }
          }
          expect(isCalendarDay(text)).toBe(real);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('trims and names the field with the given message', () => {
    const schema = calendarDay('日期格式应为 YYYY-MM-DD');
    expect(schema.parse(' 2026-11-28 ')).toBe('2026-11-28');
    expect(schema.safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      '日期格式应为 YYYY-MM-DD',
    );
  });
});
