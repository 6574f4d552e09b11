/**
 * The calendar kernel: the portal's days are Dutch calendar days (Europe/Amsterdam) written as
 * `YYYY-MM-DD`, whatever the clock of the machine says. Validity ends, due dates and the year
 * a number belongs to (orders, offertes, invoices, credit notes) all start from `dutchDay`, so
 * at 31 December 23:30 UTC (already 1 January in the Netherlands) every document agrees on
 * the new year. Day arithmetic is on the calendar, so a change of summer time never shifts it.
 */

export const DUTCH_TIME_ZONE = 'Europe/Amsterdam';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DUTCH_TIME_ZONE });

/** The calendar day of a moment in the Netherlands, `YYYY-MM-DD`. */
export function dutchDay(now: Date): string {
  return dayFormat.format(now);
}

/** The year a document made at this moment is numbered in: the year of the Dutch day. */
export function numberingYear(now: Date): number {
  return Number(dutchDay(now).slice(0, 4));
}

/** A calendar day `YYYY-MM-DD` plus whole days (negative: back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Adds whole months; the 31st of a month without one becomes its last day. */
export function addMonths(day: string, months: number): string {
  const start = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / 86_400_000,
  );
}

/**
 * The last day an offer made at `now` is valid, through that whole day: the Dutch day of
 * `now` plus the validity days. One rule for the numbered offerte and the calculator's
 * indication.
 */
export function validUntil(now: Date, validityDays: number): string {
  return addDays(dutchDay(now), validityDays);
}

/** The day a document issued on `issueDay` must be paid by. */
export function dueDate(issueDay: string, paymentTermDays: number): string {
  return addDays(issueDay, paymentTermDays);
}

/** The moment a Dutch calendar day (plus some days) begins, as an instant. */
export function dutchDayStart(day: string, plusDays = 0): Date {
  const date = new Date(`${addDays(day, plusDays)}T00:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: DUTCH_TIME_ZONE,
    timeZoneName: 'shortOffset',
  })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const hours = Number(/GMT([+-]\d+)/.exec(offset ?? '')?.[1] ?? 0);
  return new Date(date.getTime() - hours * 3_600_000);
}

/** The calendar day `days` working days (Monday to Friday) after `day`. */
export function addWorkingDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
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

/** Whether `YYYY-MM-DD` is a day of the calendar (not 30 February). */
export function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
