import type { ProductListQuery } from '@shared/schemas/product';

/**
 * The catalogue's own ports, beside the storage port (which knows documents only). An adapter
 * may answer them from the same database as its storage (SQLite: FTS5 and indexes kept current
 * by triggers; Firestore: queries on fields the product documents carry). Without an adapter
 * the shop keeps an index of the products in memory (src-server/catalogue/catalogue.ts).
 */

/** One page of products as the API's JSON text, and the number of matches. */
export interface CataloguePage {
  items: string[];
  total: number;
  /**
   * The adapter counted the matches up to `total` and stopped: there are more (always more
   * than the page reaches). Counting every match of a broad search costs a read of each.
   */
  atLeast?: boolean;
  /** The items already leave out the trade price (the adapter was asked for a visitor). */
  forVisitors?: boolean;
  /**
   * The API's whole answer for this page, `{"items":[…],"total":…}` with `"atLeast":true`
   * after the total when it applies, as UTF-8 bytes: an adapter that builds it off the request
   * thread (SQLite's workers) hands it over, and the server sends it as it is.
   */
  answer?: Uint8Array<ArrayBuffer>;
}

export interface CatalogueSearch {
  /** Counts changes to the catalogue: an equal number means equal answers. */
  version(): number;
  /** One page of the catalogue for this query. May answer later (worker threads, network). */
  search(
    query: ProductListQuery,
    /**
     * For a visitor: an adapter that can leave the trade price out where it reads the page
     * (off the request thread) does so and says `forVisitors`; else the shop does.
     */
    options?: { visitor?: boolean },
  ): CataloguePage | Promise<CataloguePage>;
  /**
   * Told after the app wrote a product (an id) or many (none), where the adapter keeps an
   * index that no trigger updates (Firestore).
   */
  changed?(id?: string): void;
}

/** The products the calculator's advice draws from. */
export interface AdviceSearch {
  /** Counts changes to the catalogue: an equal number means equal answers. */
  version(): number;
  /**
   * Every product in these categories that the calculator's advice can use (with heat-pump or
   * accessory data, not archived), as API JSON text, by name.
   */
  advice(categories: string[]): Promise<string[]>;
}
