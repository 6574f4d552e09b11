/**
 * Date to text, one way each. Stored moments travel as ISO 8601 text in UTC
 * (`2026-03-01T09:30:00.000Z`); calendar days as `YYYY-MM-DD`.
 */

/** A moment as ISO 8601 text in UTC, the shape of every `…At` field of the API. */
export function isoMoment(date: Date): string {
  return date.toISOString();
}

/** The UTC calendar day of a moment as `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A calendar day `YYYY-MM-DD` as Dutch text without the year: `3 december`. */
export function dutchDayMonth(day: string): string {
  return new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A calendar day `YYYY-MM-DD` as Dutch text: `3 december 2026`. */
export function dutchDate(day: string): string {
  return new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The calendar day `days` working days (Monday to Friday) after `day`, as `YYYY-MM-DD`. */
export function addWorkingDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return isoDay(date);
}
