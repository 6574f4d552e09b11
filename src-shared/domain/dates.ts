/**
 * Moments as text. Stored moments travel as ISO 8601 text in UTC (`2026-03-01T09:30:00.000Z`).
 * Calendar days (`YYYY-MM-DD`) are the Dutch day and live in `calendar.ts`.
 */

/** A moment as ISO 8601 text in UTC, the shape of every `…At` field of the API. */
export function isoMoment(date: Date): string {
  return date.toISOString();
}
