import { normalise } from '@shared/catalogue/search-text';
/** Lower case without accents, for searching names typed any which way. */
export function searchable(...parts: unknown[]): string {
  return normalise(parts.filter((part) => typeof part === 'string').join(' '));
}

/** Every word of the query occurs somewhere in the text. */
export function matchesTerms(text: string, query: string | undefined): boolean {
  if (!query) return true;
  return searchable(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => text.includes(term));
}
