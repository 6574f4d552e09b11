/** Dates as the portal shows them (nl-NL, Amsterdam time): one formatter per kind. */
const day = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' });
const longDay = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeZone: 'Europe/Amsterdam',
});
const moment = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});
const longMoment = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

/** `22 nov 2026` */
export const formatDate = (iso: string): string => day.format(new Date(iso));
/** `22 november 2026` */
export const formatLongDate = (iso: string): string => longDay.format(new Date(iso));
/** `22 nov 2026, 10:00` */
export const formatDateTime = (iso: string): string => moment.format(new Date(iso));
/** `22 november 2026 om 10:00` */
export const formatLongDateTime = (iso: string): string => longMoment.format(new Date(iso));
