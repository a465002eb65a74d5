import { chinaToday } from '../../clock';

// Day arithmetic on ISO dates (UTC days), relative to the injected clock's "now". "Today" is
// the day in China, so the generated facts' data date is the one every derived screen shows
// (between 00:00 and 08:00 China time the UTC day is still yesterday).

const DAY_MS = 86_400_000;

export class Calendar {
  readonly today: number;
  readonly todayIso: string;
  readonly year: number;

  constructor(now: Date) {
    this.todayIso = chinaToday(now);
    this.today = this.day(this.todayIso);
    this.year = this.yearOf(this.today);
  }

  /** ISO date (YYYY-MM-DD) of a day number. */
  iso(day: number): string {
    return new Date(day * DAY_MS).toISOString().slice(0, 10);
  }

  day(iso: string): number {
    return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
  }

  yearOf(day: number): number {
    return new Date(day * DAY_MS).getUTCFullYear();
  }

  /** Day number of 1 January of a year. */
  newYear(year: number): number {
    return Math.floor(Date.UTC(year, 0, 1) / DAY_MS);
  }
}
