import type { QueryClient } from '@tanstack/react-query';

/*
 * When the server made each answer the renderer holds: offline, the service worker hands back
 * the copy it kept, and the page should say how old that copy is, not when it was read again.
 * Held beside the parsed answer itself, so it leaves with it.
 */

const answeredAt = new WeakMap<object, number>();

/** Notes the server's `Date` of an answer (now, when the header cannot be read). */
export function noteAnsweredAt(answer: unknown, response: Response): void {
  if (typeof answer !== 'object' || answer === null) return;
  const date = Date.parse(response.headers.get('date') ?? '');
  answeredAt.set(answer, Number.isNaN(date) ? Date.now() : date);
}

/** The server time of an answer, or of the oldest page of a paged answer. */
function answerTime(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const own = answeredAt.get(data);
  if (own !== undefined) return own;
  const pages = (data as { pages?: unknown }).pages;
  if (!Array.isArray(pages)) return undefined;
  const times = pages.map(answerTime).filter((time) => time !== undefined);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** How old the oldest answer on screen is: the server time of the oldest active query's data. */
export function oldestShownAnswer(client: QueryClient): number | undefined {
  const times = client
    .getQueryCache()
    .findAll({ type: 'active' })
    .map((query) => answerTime(query.state.data))
    .filter((time) => time !== undefined);
  return times.length > 0 ? Math.min(...times) : undefined;
}
