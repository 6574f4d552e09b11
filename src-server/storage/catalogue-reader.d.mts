import type { Database } from 'better-sqlite3';

/** One catalogue search as SQL, built and checked by `sqlite-catalogue.ts`. */
export interface CataloguePlan {
  /** `WHERE …` over `catalogue AS c` with `?` placeholders, or an empty string. */
  filter: string;
  params: (string | number)[];
  /** `ORDER BY` terms over `c`. */
  order: string;
  /** The same order backwards, for pages past the middle of the matches. */
  reverse: string;
  /** Whether the filter has search terms (then one pass counts and pages). */
  searched: boolean;
  limit: number;
  offset: number;
  /**
   * Whether the filter has an index of its own that narrows the rows (FTS, a kW range): then
   * few matches are found through it and sorted, many by walking the sort index.
   */
  narrowed?: boolean;
  /**
   * The same conditions as checks on the rows a sort index walks (none drives an index but
   * the category's), for pages of many matches.
   */
  walk?: {
    filter: string;
    params: (string | number)[];
    /** The category and stock conditions alone: the rows the walk passes through. */
    scope: { filter: string; params: (string | number)[] };
    /**
     * Whether its checks read each row (no FTS set): then it passes a bounded number of
     * rows before the matches are sorted instead.
     */
    reads: boolean;
    /**
     * Whether the sort index holds every column the checks read (category, stock and the
     * technical facts; by name also the text): then that index alone is walked to the page,
     * however far, reading no row.
     */
    covered?: boolean;
    /**
     * The order is by name, ascending on (c.name_key, c.id): a walk can be cut at the key of
     * an entry.
     */
    seek?: boolean;
  };
  /**
   * Counting may stop: this count (its bound the last parameter) reads matches up to a bound
   * past the page (a multiple of 1,000), and a count that reaches it answers "more than".
   */
  bounded?: { sql: string; params: (string | number)[] };
  /** An exact count from a table of counts (one short search term), instead of counting. */
  count?: { sql: string; params: (string | number)[] };
  /** For a visitor: the JSON is read without the trade price (`installateurPrijs`). */
  visitor?: boolean;
  /** Answer with the API's whole answer as bytes (`body`) instead of the items. */
  answer?: boolean;
  /**
   * This filter's count as a reader found it at a catalogue version (every worker counts for
   * itself otherwise): used when the reader's snapshot is of that version and it suffices.
   */
  known?: { n: number; atLeast: boolean; version: number };
}

/**
 * The page's products as API JSON text (or, for a plan that asked for the `answer`, the API's
 * answer `{"items":[…],"total":…}` as UTF-8 bytes), and the number of matches.
 */
export interface CatalogueRows {
  items?: string[];
  body?: Uint8Array<ArrayBuffer>;
  total: number;
  /** The matches were counted up to `total` and there are more. */
  atLeast?: boolean;
  /** The items leave out the trade price (the plan was for a visitor). */
  forVisitors?: boolean;
  /** The catalogue version the page and its count were read at. */
  version?: number;
}

/** What a count is remembered by: the filter with its parameters. */
export function countKey(filter: string, params: unknown[]): string;

/** Where a bounded count stops for this page: the first multiple of 1,000 past it. */
export function countBound(offset: number, limit: number): number;

export function createCatalogueReader(db: Database): (plan: CataloguePlan) => CatalogueRows;
