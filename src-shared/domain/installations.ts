import { addMonths, daysBetween } from './calendar';
import {
  DEFAULT_WARRANTY_MONTHS,
  MAINTENANCE_INTERVAL_MONTHS,
  MAINTENANCE_SOON_DAYS,
} from './rules';

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
  return daysBetween(today, nextMaintenance(installedOn, today)) <= MAINTENANCE_SOON_DAYS;
}

/**
 * Registering a heat-pump installation from one of the company's delivered orders within 90
 * days of delivery earns the registering user 1.000 spaarpunten, once per serial number
 * (docs/domain-rules.md, "Installations and points").
 */
export const INSTALLATION_REWARD = { points: 1000, withinDays: 90 } as const;

/** The dashboard's `Onderhoud binnenkort`: maintenance due within this many days. */
export const MAINTENANCE_DUE_DAYS = 60;

/** Heat-pump categories: a line of one of these earns the installation reward. */
export const HEAT_PUMP_CATEGORIES: readonly string[] = [
  'lucht-water',
  'bodem-water',
  'hybride',
  'lucht-lucht',
];

export function isHeatPump(product: { category: string; heatPump?: unknown }): boolean {
  return product.heatPump !== undefined || HEAT_PUMP_CATEGORIES.includes(product.category);
}

/** True when a registration on `registeredOn` is within the reward's days of delivery. */
export function earnsInstallationReward(deliveredOn: string, registeredOn: string): boolean {
  const days = daysBetween(deliveredOn, registeredOn);
  return days >= 0 && days <= INSTALLATION_REWARD.withinDays;
}

/**
 * What is wrong with an installation date, in Dutch, or null: not in the future (Dutch
 * calendar day) and not before the day of the order it came from.
 */
export function installationDateProblem(
  installedOn: string,
  today: string,
  orderedOn?: string,
): string | null {
  if (installedOn > today) return 'De installatiedatum kan niet in de toekomst liggen.';
  if (orderedOn !== undefined && installedOn < orderedOn) {
    return 'De installatiedatum kan niet voor de besteldatum liggen.';
  }
  return null;
}

/** Maintenance falls due within `days` from today (the next yearly date). */
export function maintenanceDueWithin(installedOn: string, today: string, days: number): boolean {
  return daysBetween(today, nextMaintenance(installedOn, today)) <= days;
}

/**
 * Days before the maintenance due date a reminder goes to a homeowner who consented, unless the
 * firm sets another number (docs/domain-rules.md names none; 30 is the default).
 */
export const MAINTENANCE_REMINDER_DAYS = { default: 30, min: 1, max: 90 } as const;

/**
 * The maintenance due date a reminder is for today: the next yearly date when it falls within
 * `daysBefore` days from today, else null.
 */
export function reminderDueOn(
  installedOn: string,
  today: string,
  daysBefore: number,
): string | null {
  const dueOn = nextMaintenance(installedOn, today);
  return daysBetween(today, dueOn) <= daysBefore ? dueOn : null;
}
