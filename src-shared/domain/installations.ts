import {
  DEFAULT_WARRANTY_MONTHS,
  MAINTENANCE_INTERVAL_MONTHS,
  MAINTENANCE_SOON_DAYS,
} from './rules';

const DAY_MS = 86_400_000;

/** A calendar date `YYYY-MM-DD` as a UTC midnight. */
function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Adds whole months; the 31st of a month without one becomes its last day. */
export function addMonths(day: string, months: number): string {
  const start = parseDay(day);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return formatDay(target);
}

/** Warranty ends the installation date plus the product's warranty months (default 60). */
export function warrantyEnd(installedOn: string, warrantyMonths = DEFAULT_WARRANTY_MONTHS): string {
  return addMonths(installedOn, warrantyMonths);
}

/** The first yearly maintenance date on or after today. */
export function nextMaintenance(installedOn: string, today: string): string {
  let years = 1;
  let next = addMonths(installedOn, MAINTENANCE_INTERVAL_MONTHS);
  while (next < today) {
    years += 1;
    next = addMonths(installedOn, MAINTENANCE_INTERVAL_MONTHS * years);
  }
  return next;
}

/** "Onderhoud binnenkort": the next maintenance falls within 30 days from today. */
export function maintenanceSoon(installedOn: string, today: string): boolean {
  const days =
    (parseDay(nextMaintenance(installedOn, today)).getTime() - parseDay(today).getTime()) / DAY_MS;
  return days <= MAINTENANCE_SOON_DAYS;
}

/** Today as `YYYY-MM-DD` in the Netherlands. */
export function dutchToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}
