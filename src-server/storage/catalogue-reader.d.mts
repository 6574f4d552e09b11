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
}

/** The page's products as API JSON text, and the number of matches. */
export interface CatalogueRows {
  items: string[];
  total: number;
}

export function createCatalogueReader(db: Database): (plan: CataloguePlan) => CatalogueRows;
