import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { isoMoment } from '@shared/domain/dates';
import { CATEGORY_SLUGS } from '@shared/domain/rules';
import { ENERGY_LABELS } from '@shared/schemas/heat-pump';
import { productSchema, type Product, type ProductListQuery } from '@shared/schemas/product';
import {
  haystackOf,
  nameSortKey,
  queryCategories,
  searchPlanOf,
  searchTokensOf,
  skippedProductMessage,
  tokensForTerm,
  TOKEN_PREFIX_MAX,
  vocabularyOf,
  type SearchTerm,
} from '@shared/catalogue/search-text';
import {
  energyLabelsFrom,
  technicalFactsOf,
  technicalFilterOf,
} from '@shared/catalogue/technical-filters';
import type { AdviceSearch, CataloguePage, CatalogueSearch } from './catalogue-port';
import {
  chunkId,
  chunksOf,
  decodePosting,
  encodePosting,
  FACTS,
  IN_STOCK,
  intersect,
  LISTED,
  TECH,
  union,
  WIDTH,
  withNumber,
  type ColumnName,
} from './catalogue-columns';

/*
 * The catalogue on Firestore, with a cost per request that does not grow with the catalogue.
 *
 * Firestore bills a read per document a request touches: per document a query returns, per
 * document an offset skips, and per 1,000 index entries a count() passes. So no request here
 * runs a query, an offset or a count. Each product in the catalogue has a number, and the
 * index is kept in a few kinds of documents read by key:
 *
 * - `catalogueIndex/{number}`: the product's API JSON (the page reads these, one per product)
 *   with its id, name key and search tokens (for the writes).
 * - `catalogueColumns/{column}~{k}`: per number a packed value (flags, category, price, date,
 *   heat-pump facts), and `naam~k`: the numbers in name order. One document holds 900 kB, so
 *   up to 225,000 products a column is one read (then one more per 225,000).
 * - `catalogueTokens/{token}`: the numbers of the products with a word that starts with the
 *   token (a posting list, delta-coded: about a byte per product). One document per token:
 *   the densest lists (one letter) reach Firestore's 1 MiB near 900,000 products; past that
 *   they would need chunks as the columns have.
 * - `catalogueWords/all`: the catalogue's words (letters only, 4+), for typos.
 *
 * A request reads the columns it needs (2–5 documents), the posting lists of its terms (one
 * per token, a few per term), and its page (one per product): page size plus a small constant
 * at any depth. Filter, sort, count and paging happen in memory on those bytes, for this
 * request only: nothing of the catalogue stays in the instance's memory between requests.
 *
 * A product write updates its own number's values, its tokens' lists and its place in the name
 * order in one transaction (about twenty reads to find that place by its name; it rewrites the
 * columns and the posting lists it touches whole, so it writes more bytes as the catalogue
 * grows, not more documents). A bulk import (`changed()` without an id) rebuilds everything;
 * a product keeps its number through a rebuild.
 *
 * What grows with the catalogue is the bytes a request reads, not the documents: 4 bytes per
 * product for the name order plus 1–20 for each column it needs (0.5–1.3 MB at 100,000
 * products).
 */

/** The products collection (src-server/collections/products.ts), which this index follows. */
const PRODUCTS = 'products';
export const CATALOGUE_INDEX = 'catalogueIndex';
const COLUMNS = 'catalogueColumns';
const TOKENS = 'catalogueTokens';
const WORDS = { collection: 'catalogueWords', id: 'all' };
const META = { collection: 'catalogueMeta', id: 'index' };
/** The ordered lists of the index before version 3: removed by the rebuild. */
const OLD_ORDERED = 'catalogueOrder';
/**
 * Bump when the index's documents or their meaning change: the index is then rebuilt.
 * Version 4: the search text reads "8kw" as "8 kw", so every token is made again.
 */
const INDEX_VERSION = 4;
/** Products read per round of a rebuild. */
const BATCH = 400;
/** Other instances' writes show within this time (answers are cached per version). */
const STALE_MS = 30_000;
/** Marks a typo token of `searchTokensOf`: this index finds typos through its word list. */
const TYPO_MARK = '~';

/** What the index keeps of a listed product. */
interface Row {
  id: string;
  nameKey: string;
  price: number;
  created: number;
  category: string;
  inStock: boolean;
  advice: boolean;
  tech: Uint8Array | null;
  refrigerant: string | null;
  tokens: string[];
  words: string[];
  json: string;
}

/** A product document as the API shows it (the adapter may not import the collection module). */
function toProduct(id: string, data: Record<string, unknown>): Product {
  const { createdAt } = data;
  return productSchema.parse({
    ...data,
    id,
    createdAt:
      createdAt instanceof Timestamp
        ? isoMoment(createdAt.toDate())
        : createdAt instanceof Date
          ? isoMoment(createdAt)
          : createdAt,
  });
}

/** The index's row of a product; null when it leaves the catalogue (archived). */
function rowOf(product: Product): Row | null {
  if (product.archived) return null;
  const haystack = haystackOf(product);
  const facts = technicalFactsOf(product);
  return {
    id: product.id,
    nameKey: nameSortKey(product.name),
    price: product.price,
    created: Date.parse(product.createdAt),
    category: product.category,
    inStock: product.inStock,
    advice: product.heatPump !== undefined || product.accessory !== undefined,
    tech: facts ? techBytes(facts) : null,
    refrigerant: facts?.refrigerant ?? null,
    tokens: searchTokensOf(haystack).filter((token) => !token.startsWith(TYPO_MARK)),
    words: vocabularyOf(haystack).filter((word) => /^\p{L}+$/u.test(word)),
    json: JSON.stringify(product),
  };
}

/** The heat-pump facts as a `tech` value; the refrigerant is filled in when written. */
function techBytes(facts: NonNullable<ReturnType<typeof technicalFactsOf>>): Uint8Array {
  const bytes = new Uint8Array(WIDTH.tech);
  const view = new DataView(bytes.buffer);
  view.setFloat64(TECH.kw, facts.nominalKw, true);
  view.setFloat64(TECH.sound, facts.soundPowerDb, true);
  bytes[TECH.phase] = facts.phase ?? 0;
  bytes[TECH.label] = (ENERGY_LABELS as readonly string[]).indexOf(facts.energyLabel) + 1;
  bytes[TECH.source] = facts.source === 'bodem' ? 2 : 1;
  return bytes;
}

/** Name order: by name key, ties by id (as every store breaks them). */
const byName = (a: { nameKey: string; id: string }, b: { nameKey: string; id: string }) =>
  a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const bytesOf = (doc: DocumentSnapshot | undefined, field = 'bytes'): Uint8Array => {
  const value = doc?.get(field) as unknown;
  return value instanceof Uint8Array ? value : new Uint8Array(0);
};
const jsonOf = (doc: DocumentSnapshot) => {
  const json = doc.get('json') as unknown;
  return typeof json === 'string' ? [json] : [];
};
const stringsOf = (doc: DocumentSnapshot | undefined, field: string): string[] => {
  const value = doc?.get(field) as unknown;
  return typeof value === 'string' && value ? value.split(' ') : [];
};

/** The search terms as the index looks them up: word-prefix tokens, and the term for typos. */
interface TermLookup {
  tokens: string[];
  typo?: SearchTerm;
}

function lookupsOf(query: ProductListQuery): TermLookup[] {
  return searchPlanOf(query).flatMap((term): TermLookup[] => {
    const tokens = tokensForTerm(term).filter((token) => !token.startsWith(TYPO_MARK));
    const typo = term.typoCandidates.length > 0 ? term : undefined;
    if (tokens.length || typo) return [{ tokens, ...(typo ? { typo } : {}) }];
    // Digits with a comma or a dot ("8,5"): each piece a word prefix of its own.
    return term.term
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((piece) => ({ tokens: [piece.slice(0, TOKEN_PREFIX_MAX)] }));
  });
}

/** The words of `catalogueWords/all`: "word count word count …". */
function wordCounts(doc: DocumentSnapshot | undefined): Map<string, number> {
  const parts = stringsOf(doc, 'text');
  const counts = new Map<string, number>();
  for (let i = 0; i + 1 < parts.length; i += 2)
    counts.set(parts[i] as string, Number(parts[i + 1]));
  return counts;
}
const wordText = (counts: Map<string, number>) =>
  [...counts].map(([word, n]) => `${word} ${n}`).join(' ');

/**
 * Every query the adapter runs on a request or a write, as data: tests/unit/firestore-indexes
 * checks each against firestore.indexes.json. (The rebuild's streams of ids have no filter.)
 */
export const CATALOGUE_QUERIES = {
  /** The calculator's advice: products with heat-pump or accessory data in some categories. */
  advice: {
    collection: CATALOGUE_INDEX,
    where: [
      { field: 'advice', op: '==' },
      { field: 'category', op: 'in' },
    ],
    orderBy: [{ field: 'nameKey', direction: 'asc' }],
  },
  /** A product write: the index document of its number. */
  number: { collection: CATALOGUE_INDEX, where: [{ field: 'id', op: '==' }], orderBy: [] },
} as const;

/** Reads by key, counted: Firestore bills one read per document asked for, found or not. */
type Reader = (refs: DocumentReference[], fields?: string[]) => Promise<DocumentSnapshot[]>;

export interface FirestoreCatalogueOptions {
  log?: (message: string) => void;
  /** Told after every search how many documents it read (the bench and the cost test). */
  onReads?: (reads: number, query: ProductListQuery) => void;
  /**
   * A rebuild's writes ramp up as Firestore advises for new documents (500 a second, then
   * more): on by default; the emulator (tests, bench) needs no ramp.
   */
  throttle?: boolean;
}

/**
 * The catalogue on Firestore: the index above kept current by the app's product writes
 * (`changed`), rebuilt in the background when its version is old or after a bulk import.
 */
export function createFirestoreCatalogue(
  db: Firestore,
  {
    log = (message: string) => console.warn(message),
    onReads,
    throttle = true,
  }: FirestoreCatalogueOptions = {},
): CatalogueSearch &
  AdviceSearch & {
    rebuild(): Promise<void>;
    current(): Promise<boolean>;
    refresh(id: string): Promise<void>;
  } {
  const index = db.collection(CATALOGUE_INDEX);
  const columns = db.collection(COLUMNS);
  const tokens = db.collection(TOKENS);
  const wordsDoc = db.collection(WORDS.collection).doc(WORDS.id);
  const metaDoc = db.collection(META.collection).doc(META.id);
  const numberDoc = (n: number) => index.doc(String(n));
  let changes = 0;

  /** A whole column: its first chunk says how many there are; the others are read after. */
  async function readColumn(read: Reader, column: ColumnName): Promise<Uint8Array> {
    const [first] = await read([columns.doc(chunkId(column, 0))]);
    const chunks = Number(first?.get('chunks') ?? 1);
    if (chunks <= 1) return bytesOf(first);
    const rest = await read(
      Array.from({ length: chunks - 1 }, (_, k) => columns.doc(chunkId(column, k + 1))),
    );
    return Buffer.concat([bytesOf(first), ...rest.map((doc) => bytesOf(doc))]);
  }

  async function search(query: ProductListQuery): Promise<CataloguePage> {
    await ready();
    let reads = 0;
    const read: Reader = async (refs, fields) => {
      reads += refs.length;
      if (refs.length === 0) return [];
      return fields ? db.getAll(...refs, { fieldMask: fields }) : db.getAll(...refs);
    };
    const page = await answer(query, read);
    onReads?.(reads, query);
    return page;
  }

  async function answer(query: ProductListQuery, read: Reader): Promise<CataloguePage> {
    const categories = queryCategories(query);
    const filter = technicalFilterOf(query);
    const technical = Object.keys(filter).length > 0;
    const lookups = lookupsOf(query);
    const typos = lookups.some((lookup) => lookup.typo);
    const byPrice = query.sort === 'prijs-oplopend' || query.sort === 'prijs-aflopend';
    // Every document this request needs, read at once: columns, word list, posting lists.
    const plain = [...new Set(lookups.flatMap((lookup) => lookup.tokens))];
    const [flags, order, category, tech, price, created, words, postings] = await Promise.all([
      readColumn(read, 'flags'),
      readColumn(read, 'naam'),
      categories.length ? readColumn(read, 'category') : undefined,
      technical ? readColumn(read, 'tech') : undefined,
      byPrice ? readColumn(read, 'price') : undefined,
      query.sort === 'nieuwste' ? readColumn(read, 'created') : undefined,
      typos ? read([wordsDoc]).then(([doc]) => wordCounts(doc)) : undefined,
      read(plain.map((token) => tokens.doc(token))),
    ]);
    const lists = new Map(plain.map((token, i) => [token, decodePosting(bytesOf(postings[i]))]));
    // Typos: the catalogue's words one edit away from the term, then their posting lists.
    const typoWords = new Map<TermLookup, string[]>();
    for (const lookup of lookups) {
      if (!lookup.typo || !words) continue;
      const candidates = new Set(lookup.typo.typoCandidates);
      const found = [...words.keys()]
        .filter((word) => candidates.has(word))
        .map((word) => word.slice(0, TOKEN_PREFIX_MAX));
      typoWords.set(lookup, found);
    }
    const more = [...new Set([...typoWords.values()].flat())].filter((word) => !lists.has(word));
    const extra = await read(more.map((token) => tokens.doc(token)));
    more.forEach((token, i) => lists.set(token, decodePosting(bytesOf(extra[i]))));

    const size = flags.length;
    const rank = new Int32Array(size).fill(-1);
    const orderView = new DataView(order.buffer, order.byteOffset, order.byteLength);
    const listed = order.byteLength / WIDTH.naam;
    for (let i = 0; i < listed; i++) {
      const n = orderView.getUint32(i * WIDTH.naam, true);
      if (n < size) rank[n] = i;
    }
    const numberAt = (i: number) => orderView.getUint32(i * WIDTH.naam, true);

    // The checks on one number, each on its column's bytes.
    const wantedCategories = new Set(
      categories.map((slug) => (CATEGORY_SLUGS as readonly string[]).indexOf(slug) + 1),
    );
    const stock = query.inStock === undefined ? undefined : query.inStock === 'true';
    const techView = tech && new DataView(tech.buffer, tech.byteOffset, tech.byteLength);
    const refrigerants = technical ? await refrigerantCodes(read, filter.refrigerant) : undefined;
    const labels = filter.minEnergyLabel
      ? new Set(
          energyLabelsFrom(filter.minEnergyLabel).map(
            (label) => (ENERGY_LABELS as readonly string[]).indexOf(label) + 1,
          ),
        )
      : undefined;
    const label = filter.energyLabel
      ? (ENERGY_LABELS as readonly string[]).indexOf(filter.energyLabel) + 1
      : undefined;
    const passes = (n: number): boolean => {
      const flag = flags[n] ?? 0;
      if (!(flag & LISTED) || rank[n] === -1) return false;
      if (stock !== undefined && Boolean(flag & IN_STOCK) !== stock) return false;
      if (category && !wantedCategories.has(category[n] ?? 0)) return false;
      if (!techView || !tech) return true;
      if (!(flag & FACTS)) return false;
      const at = n * WIDTH.tech;
      const kw = techView.getFloat64(at + TECH.kw, true);
      if (filter.minKw !== undefined && kw < filter.minKw) return false;
      if (filter.maxKw !== undefined && kw > filter.maxKw) return false;
      const sound = techView.getFloat64(at + TECH.sound, true);
      if (filter.maxSoundDb !== undefined && sound > filter.maxSoundDb) return false;
      if (filter.phase !== undefined && tech[at + TECH.phase] !== filter.phase) return false;
      if (label !== undefined && tech[at + TECH.label] !== label) return false;
      if (labels && !labels.has(tech[at + TECH.label] ?? 0)) return false;
      if (refrigerants && tech[at + TECH.refrigerant] !== refrigerants) return false;
      if (
        filter.source !== undefined &&
        tech[at + TECH.source] !== (filter.source === 'bodem' ? 2 : 1)
      )
        return false;
      return true;
    };

    const end = query.offset + query.limit;
    let numbers: number[];
    let total: number;
    if (lookups.length === 0 && query.sort === 'naam') {
      // A walk of the name order that stops at the page.
      numbers = [];
      total = 0;
      const simple = stock === undefined && !category && !techView;
      if (simple) {
        total = listed;
        for (let i = query.offset; i < Math.min(end, listed); i++) numbers.push(numberAt(i));
      } else
        for (let i = 0; i < listed; i++) {
          const n = numberAt(i);
          if (!passes(n)) continue;
          if (total >= query.offset && total < end) numbers.push(n);
          total++;
        }
    } else {
      const matches =
        lookups.length === 0
          ? Array.from({ length: listed }, (_, i) => numberAt(i))
          : intersect(
              lookups.map((lookup) =>
                union([
                  ...lookup.tokens.map((token) => lists.get(token) ?? []),
                  ...(typoWords.get(lookup) ?? []).map((word) => lists.get(word) ?? []),
                ]),
              ),
            );
      const found = Uint32Array.from(matches.filter((n) => n < size && passes(n)));
      total = found.length;
      const priceView = price && new DataView(price.buffer, price.byteOffset, price.byteLength);
      const dateView =
        created && new DataView(created.buffer, created.byteOffset, created.byteLength);
      const priceOf = (n: number) => priceView?.getUint32(n * WIDTH.price, true) ?? 0;
      const dateOf = (n: number) => dateView?.getFloat64(n * WIDTH.created, true) ?? 0;
      const byRank = (a: number, b: number) => (rank[a] ?? 0) - (rank[b] ?? 0);
      const compare =
        query.sort === 'prijs-oplopend'
          ? (a: number, b: number) => priceOf(a) - priceOf(b) || byRank(a, b)
          : query.sort === 'prijs-aflopend'
            ? (a: number, b: number) => priceOf(b) - priceOf(a) || byRank(a, b)
            : query.sort === 'nieuwste'
              ? (a: number, b: number) => dateOf(b) - dateOf(a) || byRank(a, b)
              : byRank;
      numbers = Array.from(found.sort(compare).subarray(query.offset, end));
    }
    if (numbers.length === 0) return { items: [], total };
    const docs = await read(numbers.map(numberDoc), ['json']);
    return { items: docs.flatMap(jsonOf), total };
  }

  /** The refrigerant's code in the `tech` column (0 when the catalogue has none such). */
  async function refrigerantCodes(read: Reader, wanted: string | undefined) {
    if (wanted === undefined) return undefined;
    const [doc] = await read([metaDoc]);
    const codes = stringsOf(doc, 'refrigerants');
    return codes.indexOf(wanted) + 1 || -1;
  }

  /** The refrigerant codes of the meta document with this one added; its code. */
  const refrigerantCode = (codes: string[], refrigerant: string | null) => {
    if (!refrigerant) return 0;
    if (!codes.includes(refrigerant)) codes.push(refrigerant);
    return codes.indexOf(refrigerant) + 1;
  };

  /** A column's chunk documents written from its bytes (extra chunks of a longer past deleted). */
  function writeColumn(
    write: (ref: DocumentReference, data: Record<string, unknown> | null) => void,
    column: ColumnName,
    bytes: Uint8Array,
    before = 1,
  ) {
    const chunks = chunksOf(column, bytes);
    chunks.forEach((chunk, k) =>
      write(columns.doc(chunkId(column, k)), {
        bytes: Buffer.from(chunk),
        ...(k === 0 ? { chunks: chunks.length } : {}),
      }),
    );
    for (let k = chunks.length; k < before; k++) write(columns.doc(chunkId(column, k)), null);
  }

  /**
   * One product's place in the index brought up to its document, in one transaction: its
   * values in each column, its tokens' posting lists, its words and its place in name order.
   */
  async function refresh(id: string): Promise<void> {
    const snapshot = await db.collection(PRODUCTS).doc(id).get();
    let row: Row | null = null;
    const data = snapshot.data();
    if (data) {
      try {
        row = rowOf(toProduct(id, data));
      } catch (error) {
        log(skippedProductMessage(id, error));
      }
    }
    await db.runTransaction((tx) => refreshIn(tx, id, row));
    changes++;
  }

  async function refreshIn(tx: Transaction, id: string, row: Row | null): Promise<void> {
    const read: Reader = async (refs) => (refs.length ? tx.getAll(...refs) : []);
    const [found, meta] = await Promise.all([
      tx.get(
        index
          .where(CATALOGUE_QUERIES.number.where[0].field, CATALOGUE_QUERIES.number.where[0].op, id)
          .limit(1),
      ),
      tx.get(metaDoc),
    ]);
    const old = found.docs[0];
    const next = Number(meta.get('next') ?? 0);
    const number = old ? Number(old.get('number')) : row ? next : undefined;
    if (number === undefined) return;
    const [flags, category, price, created, tech, order] = await Promise.all([
      readColumn(read, 'flags'),
      readColumn(read, 'category'),
      readColumn(read, 'price'),
      readColumn(read, 'created'),
      readColumn(read, 'tech'),
      readColumn(read, 'naam'),
    ]);
    const oldTokens = new Set(stringsOf(old, 'tokens'));
    const newTokens = new Set(row?.tokens ?? []);
    const changedTokens = [
      ...[...oldTokens].filter((token) => !newTokens.has(token)),
      ...[...newTokens].filter((token) => !oldTokens.has(token)),
    ];
    const oldWords = stringsOf(old, 'words');
    const newWords = row?.words ?? [];
    const wordsChanged = oldWords.join(' ') !== newWords.join(' ');
    const [postings, [words]] = await Promise.all([
      read(changedTokens.map((token) => tokens.doc(token))),
      wordsChanged ? read([wordsDoc]) : Promise.resolve([undefined]),
    ]);
    // The name order without this number, then (listed) with it at its place: a binary
    // search that reads the name keys it compares with.
    const size = Math.max(flags.length, number + 1);
    const view = new DataView(order.buffer, order.byteOffset, order.byteLength);
    const ordered: number[] = [];
    for (let i = 0; i < order.byteLength / WIDTH.naam; i++) {
      const n = view.getUint32(i * WIDTH.naam, true);
      if (n !== number) ordered.push(n);
    }
    if (row) {
      let low = 0;
      let high = ordered.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        const [probe] = await read([numberDoc(ordered[mid] ?? 0)]);
        const other = {
          nameKey: String(probe?.get('nameKey') ?? ''),
          id: String(probe?.get('id') ?? ''),
        };
        if (byName(other, row) < 0) low = mid + 1;
        else high = mid;
      }
      ordered.splice(low, 0, number);
    }
    // Writes: the columns at this number, the order, posting lists, words, the product.
    const grown = (bytes: Uint8Array, width: number) => {
      const out = new Uint8Array(size * width);
      out.set(bytes.subarray(0, Math.min(bytes.length, out.length)));
      return out;
    };
    const codes = stringsOf(meta, 'refrigerants');
    const f = grown(flags, WIDTH.flags);
    const c = grown(category, WIDTH.category);
    const p = grown(price, WIDTH.price);
    const d = grown(created, WIDTH.created);
    const t = grown(tech, WIDTH.tech);
    f[number] = row ? LISTED | (row.inStock ? IN_STOCK : 0) | (row.tech ? FACTS : 0) : 0;
    if (row) {
      c[number] = (CATEGORY_SLUGS as readonly string[]).indexOf(row.category) + 1;
      new DataView(p.buffer).setUint32(number * WIDTH.price, row.price, true);
      new DataView(d.buffer).setFloat64(number * WIDTH.created, row.created, true);
      const facts = row.tech ?? new Uint8Array(WIDTH.tech);
      t.set(facts, number * WIDTH.tech);
      t[number * WIDTH.tech + TECH.refrigerant] = row.tech
        ? refrigerantCode(codes, row.refrigerant)
        : 0;
    }
    const write = (ref: DocumentReference, value: Record<string, unknown> | null) =>
      value ? tx.set(ref, value) : tx.delete(ref);
    const before = (column: ColumnName, bytes: Uint8Array) => chunksOf(column, bytes).length;
    writeColumn(write, 'flags', f, before('flags', flags));
    writeColumn(write, 'category', c, before('category', category));
    writeColumn(write, 'price', p, before('price', price));
    writeColumn(write, 'created', d, before('created', created));
    writeColumn(write, 'tech', t, before('tech', tech));
    const orderBytes = new Uint8Array(ordered.length * WIDTH.naam);
    const orderView = new DataView(orderBytes.buffer);
    ordered.forEach((n, i) => orderView.setUint32(i * WIDTH.naam, n, true));
    writeColumn(write, 'naam', orderBytes, before('naam', order));
    changedTokens.forEach((token, i) => {
      const list = withNumber(decodePosting(bytesOf(postings[i])), number, newTokens.has(token));
      write(
        tokens.doc(token),
        list.length ? { bytes: Buffer.from(encodePosting(list)), n: list.length } : null,
      );
    });
    if (wordsChanged) {
      const counts = wordCounts(words);
      for (const word of oldWords) counts.set(word, (counts.get(word) ?? 0) - 1);
      for (const word of newWords) counts.set(word, (counts.get(word) ?? 0) + 1);
      for (const [word, n] of counts) if (n <= 0) counts.delete(word);
      tx.set(wordsDoc, { text: wordText(counts) });
    }
    write(numberDoc(number), row ? indexDoc(number, row) : null);
    tx.set(
      metaDoc,
      {
        next: Math.max(next, number + 1),
        refrigerants: codes.join(' '),
        generation: FieldValue.increment(1),
      },
      { merge: true },
    );
  }

  const indexDoc = (number: number, row: Row) => ({
    number,
    id: row.id,
    nameKey: row.nameKey,
    category: row.category,
    advice: row.advice,
    tokens: row.tokens.join(' '),
    words: row.words.join(' '),
    json: row.json,
  });

  /** The ids of a collection, streamed (no writes while the stream is open: the emulator
   * holds them back until it ends). */
  async function idsIn(collection: FirebaseFirestore.CollectionReference): Promise<string[]> {
    const ids: string[] = [];
    for await (const doc of collection.select().stream() as AsyncIterable<DocumentSnapshot>)
      ids.push(doc.id);
    return ids;
  }

  /** The index's numbers by product id, and the ids of all its documents. */
  async function numbersIn(): Promise<{ numbered: Map<string, number>; indexIds: string[] }> {
    const numbered = new Map<string, number>();
    const indexIds: string[] = [];
    const stream = index.select('id', 'number').stream() as AsyncIterable<DocumentSnapshot>;
    for await (const doc of stream) {
      indexIds.push(doc.id);
      const [id, number] = [doc.get('id') as unknown, doc.get('number') as unknown];
      if (typeof id === 'string' && typeof number === 'number' && String(number) === doc.id)
        numbered.set(id, number);
    }
    return { numbered, indexIds };
  }

  /**
   * Every product once, read by key a batch at a time after one query for the ids, under the
   * number it had (a new product: the next), and every document of the index written (those
   * of products that left, and tokens no product has, deleted).
   */
  async function rebuildAll(): Promise<void> {
    const products = db.collection(PRODUCTS);
    const ids = await idsIn(products);
    const [{ numbered, indexIds }, oldTokens, oldColumns, oldOrdered, meta] = await Promise.all([
      numbersIn(),
      idsIn(tokens),
      idsIn(columns),
      idsIn(db.collection(OLD_ORDERED)),
      metaDoc.get(),
    ]);
    const writer = db.bulkWriter({ throttling: throttle });
    writer.onWriteError((error) => error.failedAttempts < 5);
    const write = (ref: DocumentReference, value: Record<string, unknown> | null) =>
      void (value ? writer.set(ref, value) : writer.delete(ref));
    // A product keeps its number (searches during the rebuild read columns of the numbers they
    // knew); a new one gets the next. Each product's index document is written as it is read;
    // only its keys stay in memory.
    let next = Number(meta.get('next') ?? 0);
    for (const number of numbered.values()) next = Math.max(next, number + 1);
    const rows: Row[] = [];
    const numbers: number[] = [];
    for (let start = 0; start < ids.length; start += BATCH) {
      const docs = await db.getAll(
        ...ids.slice(start, start + BATCH).map((id) => products.doc(id)),
      );
      for (const doc of docs) {
        try {
          const data = doc.data();
          const row = data ? rowOf(toProduct(doc.id, data)) : null;
          if (!row) continue;
          const number = numbered.get(row.id) ?? next++;
          write(numberDoc(number), indexDoc(number, row));
          rows.push({ ...row, json: '' });
          numbers.push(number);
        } catch (error) {
          log(skippedProductMessage(doc.id, error));
        }
      }
    }
    const kept = new Set(numbers);
    const size = next;
    const codes: string[] = [];
    const f = new Uint8Array(size);
    const c = new Uint8Array(size);
    const p = new Uint8Array(size * WIDTH.price);
    const d = new Uint8Array(size * WIDTH.created);
    const t = new Uint8Array(size * WIDTH.tech);
    const pv = new DataView(p.buffer);
    const dv = new DataView(d.buffer);
    const postings = new Map<string, number[]>();
    const counts = new Map<string, number>();
    rows.forEach((row, i) => {
      const n = numbers[i] ?? 0;
      f[n] = LISTED | (row.inStock ? IN_STOCK : 0) | (row.tech ? FACTS : 0);
      c[n] = (CATEGORY_SLUGS as readonly string[]).indexOf(row.category) + 1;
      pv.setUint32(n * WIDTH.price, row.price, true);
      dv.setFloat64(n * WIDTH.created, row.created, true);
      if (row.tech) {
        t.set(row.tech, n * WIDTH.tech);
        t[n * WIDTH.tech + TECH.refrigerant] = refrigerantCode(codes, row.refrigerant);
      }
      for (const token of row.tokens) {
        const list = postings.get(token);
        if (list) list.push(n);
        else postings.set(token, [n]);
      }
      for (const word of row.words) counts.set(word, (counts.get(word) ?? 0) + 1);
    });
    const byNameOrder = rows
      .map((row, i) => ({ row, n: numbers[i] ?? 0 }))
      .sort((a, b) => byName(a.row, b.row))
      .map(({ n }) => n);
    const order = new Uint8Array(rows.length * WIDTH.naam);
    const ov = new DataView(order.buffer);
    byNameOrder.forEach((n, i) => ov.setUint32(i * WIDTH.naam, n, true));

    // Index documents of products that left, and of an older version (keyed by product id).
    for (const id of indexIds)
      if (!(/^\d+$/.test(id) && kept.has(Number(id)))) write(index.doc(id), null);
    for (const [token, list] of postings)
      write(tokens.doc(token), {
        bytes: Buffer.from(encodePosting(list.sort((a, b) => a - b))),
        n: list.length,
      });
    for (const token of oldTokens) if (!postings.has(token)) write(tokens.doc(token), null);
    for (const id of oldOrdered) write(db.collection(OLD_ORDERED).doc(id), null);
    const written = new Set<string>();
    const columnWrite = (ref: DocumentReference, value: Record<string, unknown> | null) => {
      written.add(ref.id);
      write(ref, value);
    };
    writeColumn(columnWrite, 'flags', f);
    writeColumn(columnWrite, 'category', c);
    writeColumn(columnWrite, 'price', p);
    writeColumn(columnWrite, 'created', d);
    writeColumn(columnWrite, 'tech', t);
    writeColumn(columnWrite, 'naam', order);
    for (const id of oldColumns) if (!written.has(id)) write(columns.doc(id), null);
    write(wordsDoc, { text: wordText(counts) });
    await writer.close();
    await metaDoc.set(
      {
        version: INDEX_VERSION,
        next,
        refrigerants: codes.join(' '),
        generation: FieldValue.increment(1),
      },
      { merge: true },
    );
    changes++;
  }

  // Rebuilds and product refreshes run one after another; a rebuild asked for while one runs
  // queues one more pass (which sees every write made before the call), and calls while that
  // waits share it.
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  const rebuild = (): Promise<void> => {
    queued ??= running.then(() => {
      queued = undefined;
      return rebuildAll().catch((error: unknown) =>
        log(`De catalogusindex kon niet worden opgebouwd: ${String(error)}`),
      );
    });
    running = queued;
    return queued;
  };
  const refreshInTurn = (id: string): Promise<void> => {
    const turn = running.then(() => refresh(id));
    running = turn.catch(() => undefined);
    return turn;
  };
  // On the first question: an index of an older version is rebuilt (answers wait for it: the
  // old documents are not what this version reads).
  let checked: Promise<void> | undefined;
  const ready = (): Promise<void> =>
    (checked ??= metaDoc.get().then(
      (meta) => (meta.get('version') === INDEX_VERSION ? undefined : rebuild()),
      (error: unknown) => log(`De catalogusindex kon niet worden gecontroleerd: ${String(error)}`),
    ));

  return {
    version: () => changes * 1_000_000 + Math.floor(Date.now() / STALE_MS),
    search,
    async advice(categories) {
      await ready();
      if (categories.length === 0) return [];
      const { where, orderBy } = CATALOGUE_QUERIES.advice;
      const { docs } = await index
        .where(where[0].field, where[0].op, true)
        .where(where[1].field, where[1].op, categories)
        .orderBy(orderBy[0].field, orderBy[0].direction)
        .get();
      return docs.flatMap(jsonOf);
    },
    changed(id) {
      if (!id) return void rebuild();
      refreshInTurn(id).catch((error: unknown) =>
        log(`Product ${id} kon niet in de catalogusindex: ${String(error)}`),
      );
    },
    rebuild,
    /** `changed(id)` that can be awaited: the product's place in the index is written. */
    refresh: refreshInTurn,
    /** Whether the stored index is of this version (a rebuild is not needed). */
    async current() {
      return (await metaDoc.get()).get('version') === INDEX_VERSION;
    },
  };
}
