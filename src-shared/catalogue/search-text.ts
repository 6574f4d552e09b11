import type { Product, ProductListQuery } from '../schemas/product';
import { normaliseCode } from './codes';

/** Lower case without accents: "Warmtepómp" finds "warmtepomp". */
export function normalise(text: string): string {
  return text
    .toLocaleLowerCase('nl')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Spellings that installers and suppliers mix up, written one way on both sides of a search:
 * "monoblok" finds "monoblock" because both read "monoblok".
 */
const SPELLING_VARIANTS: [RegExp, string][] = [[/ck/g, 'k']];

/** Text as a search compares it: normalised, spelling variants written one way. */
export function searchForm(text: string): string {
  return SPELLING_VARIANTS.reduce((form, [from, to]) => form.replace(from, to), normalise(text));
}

/**
 * The text a search looks in: name, model number and description, then the model number and
 * EAN as codes are compared (without spaces and dashes: "NWAW8" finds "NW-AW8-P").
 */
export function haystackOf(
  product: Pick<Product, 'name' | 'modelNumber' | 'description' | 'ean'>,
): string {
  const codes = [product.modelNumber, product.ean ?? ''].map(normaliseCode).filter(Boolean);
  return searchForm(
    `${product.name} ${product.modelNumber} ${product.description} ${codes.join(' ')}`,
  );
}

/**
 * Units written after a number: "8kw", "8 kw" and "8kW" are one term ("8kw"), matched by both
 * spellings (catalogue names write "8 kW").
 */
const UNITS = 'kwh|kw|w|liter|l|mm|kg|db';
const NUMBER_THEN_UNIT = new RegExp(`(\\d)\\s+(${UNITS})(?![\\p{L}\\p{N}])`, 'gu');
const NUMBER_WITH_UNIT = new RegExp(`^(.*\\d)(${UNITS})$`, 'u');

/** A query with each number and its unit written together: "aquaris 8 kw" → "aquaris 8kw". */
function unitsJoined(text: string): string {
  return text.replace(NUMBER_THEN_UNIT, '$1$2');
}

/** Trade words installers type for what the catalogue writes out. */
export const TRADE_SYNONYMS: Readonly<Record<string, string>> = {
  wp: 'warmtepomp',
  bwp: 'boilerwarmtepomp',
};

/** Words this long or longer are found with one typing error (a letter wrong, missing, extra or swapped). */
export const TYPO_MIN_LENGTH = 5;

/** The words of a haystack a typo can be matched to: the vocabulary of the catalogue. */
export function vocabularyOf(haystack: string): string[] {
  return [
    ...new Set(
      haystack.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= TYPO_MIN_LENGTH - 1),
    ),
  ];
}

const EDIT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Every text one edit away from a word (a letter deleted, replaced, inserted, or two
 * neighbours swapped): the candidates a vocabulary lookup checks, never the word itself.
 */
export function oneEditAway(word: string): string[] {
  const alphabet = [...new Set(EDIT_ALPHABET + word)];
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const letter of alphabet) {
      out.add(head + letter + tail);
      if (tail) out.add(head + letter + tail.slice(1));
    }
  }
  out.delete(word);
  return [...out];
}

/** One search term and what may stand for it: a product matches when it holds any of them. */
export interface SearchTerm {
  term: string;
  /** Texts that match as the term does (the term first); found as substrings. */
  alternatives: string[];
  /** Texts one edit away that count when the catalogue has them as a word (typos). */
  typoCandidates: string[];
}

/**
 * The terms of a query with their alternatives: the term in search form, its trade synonym
 * (which replaces a synonym of two letters: "wp" alone would match any model code), the term
 * as a code (without dashes), and for words of 5 letters or more (no digits) the one-edit
 * candidates.
 */
export function searchPlanOf(query: Pick<ProductListQuery, 'q'>): SearchTerm[] {
  if (!query.q) return [];
  const seen = new Set<string>();
  return unitsJoined(normalise(query.q))
    .split(/\s+/)
    .filter((term) => term && !seen.has(term) && seen.add(term))
    .map((term) => {
      const form = searchForm(term);
      const synonym = TRADE_SYNONYMS[form];
      const alternatives = new Set<string>();
      if (!synonym || form.length >= 3) alternatives.add(form);
      if (synonym) alternatives.add(synonym);
      const code = normaliseCode(form);
      if (code && code !== form) alternatives.add(code);
      // "8kw" is written "8 kw" in the catalogue's names.
      const unit = NUMBER_WITH_UNIT.exec(form);
      if (unit) alternatives.add(`${unit[1]} ${unit[2]}`);
      // Numbers and model codes are exact: "10743" is not "10742", nor an 8 kW model a 9 kW.
      const typoCandidates =
        form.length >= TYPO_MIN_LENGTH && !/\p{N}/u.test(form) ? oneEditAway(form) : [];
      return { term: form, alternatives: [...alternatives], typoCandidates };
    });
}

/**
 * The alternatives of each term once the vocabulary said which typo candidates are words of
 * the catalogue (`known`): what the stores match, term by term (all terms must match).
 */
export function resolvedTerms(
  plan: SearchTerm[],
  known: (words: string[]) => Iterable<string>,
): string[][] {
  return plan.map(({ alternatives, typoCandidates }) => {
    const found = typoCandidates.length ? [...known(typoCandidates)] : [];
    return [...new Set([...alternatives, ...found])];
  });
}

/** Whether a haystack matches every term (each by any of its alternatives). */
export function haystackMatches(haystack: string, terms: string[][]): boolean {
  return terms.every((alternatives) => alternatives.some((text) => haystack.includes(text)));
}

/**
 * A key that sorts names as people read them: case and accents ignored, numbers by value
 * ("Pomp 8" before "Pomp 12"), as Intl.Collator('nl', { numeric: true }) does.
 */
export function nameSortKey(name: string): string {
  return normalise(name).replace(/\d+/g, (digits) =>
    digits.replace(/^0+(?=\d)/, '').padStart(12, '0'),
  );
}

/** The categories a query asks for, from `category` and `categories` together. */
export function queryCategories(query: ProductListQuery): string[] {
  return [...new Set([...(query.categories ?? []), ...(query.category ? [query.category] : [])])];
}

/** One log line for a product document that does not fit the schema: which fields are wrong. */
export function skippedProductMessage(id: string, error: unknown): string {
  const issues = (error as { issues?: { path: PropertyKey[] }[] }).issues;
  const fields = issues?.map((issue) => issue.path.join('.') || '(document)').join(', ');
  return `Product ${id} overgeslagen in de catalogus: ${fields ? `ongeldige velden ${fields}` : String(error)}`;
}

/** The longest word prefix a token index keeps: longer terms are matched by this prefix. */
export const TOKEN_PREFIX_MAX = 20;
/** Marks a token for typo matching, so it never meets a prefix token of the same text. */
const TYPO_MARK = '~';

function deletionsOf(word: string): string[] {
  return [...new Set(Array.from(word, (_, i) => word.slice(0, i) + word.slice(i + 1)))];
}

/**
 * Tokens for a store that can only look up whole values (Firestore's array-contains-any): every
 * prefix of every word (search as you type, codes without dashes), and for typos each word and
 * each of its one-letter deletions, marked. A term of 5+ letters then meets a word one edit
 * away through a shared deletion (a letter wrong, missing, extra or two swapped).
 */
export function searchTokensOf(haystack: string): string[] {
  const tokens = new Set<string>();
  // A number and its unit as one token too ("8 kw" → "8kw"): the term "8kw" finds it.
  for (const [, digits = '', unit = ''] of haystack.matchAll(
    new RegExp(`(\\d+)\\s+(${UNITS})(?![\\p{L}\\p{N}])`, 'gu'),
  ))
    tokens.add(`${digits}${unit}`);
  for (const word of haystack.split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    for (let n = 1; n <= Math.min(word.length, TOKEN_PREFIX_MAX); n++) tokens.add(word.slice(0, n));
    if (word.length >= TYPO_MIN_LENGTH - 1) tokens.add(TYPO_MARK + word);
    if (word.length >= TYPO_MIN_LENGTH)
      for (const shorter of deletionsOf(word)) tokens.add(TYPO_MARK + shorter);
  }
  return [...tokens];
}

/** Firestore's limit of values in one array-contains-any. */
const TOKEN_QUERY_MAX = 30;

/**
 * The tokens that stand for one search term in a token index (at most 30): the term and its
 * alternatives as word prefixes (the code form covers terms with dashes), and for 5+ letters
 * the typo tokens of the term and its deletions.
 */
export function tokensForTerm(term: SearchTerm): string[] {
  const prefix = (text: string) => text.slice(0, TOKEN_PREFIX_MAX);
  const words = term.alternatives.filter((text) => !/[^\p{L}\p{N}]/u.test(text)).map(prefix);
  const typos =
    term.typoCandidates.length > 0
      ? [term.term, ...deletionsOf(term.term)].map((text) => TYPO_MARK + text)
      : [];
  return [...new Set([...words, ...typos])].slice(0, TOKEN_QUERY_MAX);
}

/**
 * The token lists of a search, one per term, every product matching at least one token of
 * each list. A term that gives no token (digits with a comma or a dot: "8,5", "10,5kw") stands
 * for its pieces, each a word prefix of its own: a token index holds words, not the
 * punctuation between them, and Firestore refuses an empty array-contains-any.
 */
export function tokenTermsOf(plan: SearchTerm[]): string[][] {
  return plan.flatMap((term) => {
    const tokens = tokensForTerm(term);
    if (tokens.length) return [tokens];
    return term.term
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((piece) => [piece.slice(0, TOKEN_PREFIX_MAX)]);
  });
}
