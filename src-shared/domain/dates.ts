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
