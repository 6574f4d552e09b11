/**
 * The bench's fixed mix of catalogue queries: every one distinct, so no answer cache can serve
 * it, in four kinds (list with sorts and deep pages, technical and category filters, word and
 * code searches with typos, and 1–2 letter prefixes as typed). The same mix every run.
 */
export type QueryKind = 'list' | 'filter' | 'search' | 'prefix';

/** Five queries asked again and again: the answer cache's figure, labelled as cached. */
export const CACHED_QUERIES = [
  'q=aquaris&category=lucht-water&inStock=true&sort=prijs-oplopend&limit=60&offset=0',
  'q=terra&sort=nieuwste&limit=60&offset=60',
  'categories=lucht-water,hybride,bodem-water&inStock=true&sort=naam&limit=60&offset=120',
  'q=warmtepomp%208&sort=prijs-aflopend&limit=60&offset=0',
  'category=boilers-buffervaten&limit=60&offset=300',
];

const SORTS = ['naam', 'prijs-oplopend', 'prijs-aflopend', 'nieuwste'];
const CATEGORIES = [
  'lucht-water',
  'hybride',
  'bodem-water',
  'lucht-lucht',
  'boilers-buffervaten',
  'toebehoren',
];
const WORDS = ['aquaris', 'terra', 'duo', 'brisa', 'serra', 'vapora', 'polar', 'delta', 'kern'];
const TYPOS = ['aquaros', 'tera', 'brissa', 'vapra', 'polra', 'deltaa', 'zeint', 'sera'];
const PREFIXES = ['a', 'aq', 't', 'te', 'b', 'br', 'd', 'du', 'p', 'po', 'k', 'ke', 'z', 'ze', 'v'];

/** `count` distinct queries of each kind (query strings without the leading `?`). */
export function catalogueMix(
  products: number,
  count = 80,
  /** Another number gives another set of distinct queries (page size 60 minus it). */
  variant = 0,
): { kind: QueryKind; query: string }[] {
  const deepest = Math.max(0, Math.min(products, 100_000) - 60);
  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  const out: { kind: QueryKind; query: string }[] = [];
  for (let i = 0; i < count; i++) {
    const sort = pick(SORTS, i);
    // Deep pages spread over the whole catalogue.
    const offset = Math.floor((((i * 7919) % 1000) / 1000) * deepest);
    const category = i % 3 === 0 ? `&category=${pick(CATEGORIES, i)}` : '';
    out.push({
      kind: 'list',
      query: `sort=${sort}${category}&limit=${60 - variant}&offset=${offset}`,
    });
  }
  for (let i = 0; i < count; i++) {
    const parts = [`sort=${pick(SORTS, i + 1)}`];
    const min = 2 + (i % 9);
    parts.push(`minKw=${min}`, `maxKw=${min + 2 + (i % 5)}`);
    if (i % 2) parts.push(`phase=${i % 4 === 1 ? 1 : 3}`);
    if (i % 3 === 0) parts.push(`maxSoundDb=${45 + (i % 15)}`);
    if (i % 4 === 2)
      parts.push(`energyLabel=${encodeURIComponent(pick(['A+++', 'A++', 'A+'], i))}`);
    if (i % 5 === 3) parts.push(`refrigerant=${pick(['R290', 'R32'], i)}`);
    if (i % 6 === 4) parts.push(`source=${i % 12 === 4 ? 'bodem' : 'lucht'}`);
    if (i % 7 === 5) parts.push('inStock=true');
    parts.push(`limit=${60 - variant}&offset=${(i % 4) * 60}`);
    out.push({ kind: 'filter', query: parts.join('&') });
  }
  // Searches and prefixes come from short cycles that meet again: the repeats are skipped.
  const distinct = (kind: QueryKind, make: (i: number) => string) => {
    const seen = new Set<string>();
    for (let i = 0; seen.size < count; i++) {
      // Prefixes have 195 distinct forms: past that a larger count would never be reached.
      if (i > count * 100)
        throw new Error(`De mix heeft geen ${count} verschillende ${kind}-vragen`);
      const query = make(i);
      if (seen.has(query)) continue;
      seen.add(query);
      out.push({ kind, query });
    }
  };
  distinct('search', (i) => {
    const forms = [
      () => pick(WORDS, i),
      () => `${pick(WORDS, i)} ${2 + (i % 18)}`,
      () => pick(TYPOS, i),
      () => `GX-${String(1 + ((i * 977) % Math.max(1, products))).padStart(5, '0')}`,
      () => `testproduct ${1 + ((i * 131) % Math.max(1, products))}`,
      () => `wp ${pick(WORDS, i)}`,
    ];
    const q = encodeURIComponent(pick(forms, i)());
    // Past one cycle of forms, words and sorts the sort moves on, so the query is another.
    return `q=${q}&sort=${pick(SORTS, i + 2 + Math.floor(i / 36))}&limit=${60 - variant}&offset=0`;
  });
  distinct('prefix', (i) => {
    const q = pick(PREFIXES, i);
    const category =
      i >= PREFIXES.length
        ? `&category=${pick(CATEGORIES, i + Math.floor(i / PREFIXES.length))}`
        : '';
    return `q=${q}${category}&sort=${pick(SORTS, Math.floor(i / PREFIXES.length))}&limit=${60 - variant}&offset=0`;
  });
  return out;
}

/**
 * The floor under every kind: `count` distinct pages of 60 products by name near the start of
 * the catalogue (no filter, no search, a walk of at most a few thousand index entries). No
 * uncached query costs the server less, so no kind can reach a higher share of /api/health.
 */
export function floorQueries(count = 80, variant = 0): string[] {
  return Array.from(
    { length: count },
    (_, i) => `sort=naam&limit=60&offset=${1000 + variant * count + i}`,
  );
}

/**
 * The catalogue's query shapes (issue 35), each in every sort: lists and filters at any depth,
 * words, words with a number, model codes, typos, prefixes of 1–5 letters, with and without
 * category and stock, and deep pages of a search. Round `round` asks each shape with other
 * words, numbers and offsets, so rounds together give distinct, uncached queries. The slow
 * shapes of issue 35 are in round 0 (`serra 27`, `vapora 17`, `zenit 29`, `terra 37` by price,
 * `hybride` in stock by price down, short prefixes by name, a deep page).
 */
export function catalogueShapes(
  products: number,
  round = 0,
  limit = 60,
): { shape: string; query: string }[] {
  const deepest = Math.max(0, Math.min(products, 100_000) - limit);
  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  const series = ['serra', 'vapora', 'zenit', 'terra', 'aquaris', 'brisa', 'polar', 'delta'];
  const numbered = ['serra 27', 'vapora 17', 'zenit 29', 'terra 37'];
  const out: { shape: string; query: string }[] = [];
  SORTS.forEach((sort, s) => {
    const i = round * SORTS.length + s;
    const deep = Math.floor((((i * 7919 + 17) % 1000) / 1000) * deepest);
    const word = pick(series, i);
    const prefix = pick(series, i + round).slice(0, 1 + ((i + round) % 5));
    const number = round === 0 ? pick(numbered, s) : `${word} ${2 + ((i * 7) % 40)}`;
    const code = `GX-${String(1 + ((i * 977) % Math.max(1, products))).padStart(5, '0')}`;
    const category = pick(CATEGORIES, i);
    const page = `sort=${sort}&limit=${limit}`;
    const q = (text: string) => `q=${encodeURIComponent(text)}`;
    out.push(
      { shape: 'lijst, diepe pagina', query: `${page}&offset=${deep}` },
      { shape: 'lijst, categorie', query: `category=${category}&${page}&offset=${deep >> 3}` },
      { shape: 'lijst, op voorraad', query: `inStock=true&${page}&offset=${deep >> 1}` },
      {
        shape: 'filter, technisch',
        query: `minKw=${2 + (i % 9)}&maxKw=${8 + (i % 9)}&phase=${i % 2 ? 1 : 3}&${page}&offset=${(i % 4) * limit}`,
      },
      { shape: 'woord', query: `${q(word)}&${page}&offset=0` },
      { shape: 'woord + getal', query: `${q(number)}&${page}&offset=0` },
      {
        shape: 'woord, categorie, op voorraad',
        query: `${q(round === 0 ? 'hybride' : word)}&category=${round === 0 ? 'hybride' : category}&inStock=true&${page}&offset=0`,
      },
      { shape: 'modelcode', query: `${q(code)}&${page}&offset=0` },
      { shape: 'typefout', query: `${q(pick(TYPOS, i))}&${page}&offset=0` },
      { shape: 'voorvoegsel (1–5 letters)', query: `${q(prefix)}&${page}&offset=0` },
      {
        shape: 'voorvoegsel, categorie of voorraad',
        query: `${q(prefix)}&${i % 2 ? `category=${category}` : 'inStock=true'}&${page}&offset=0`,
      },
      {
        shape: 'woord, diepe pagina',
        query: `${q(word)}&${page}&offset=${Math.floor(deep / 12 / limit) * limit}`,
      },
    );
  });
  return out;
}

/** `count` distinct queries of `catalogueShapes`, round after round. */
export function shapeMix(products: number, count = 300): { shape: string; query: string }[] {
  const seen = new Set<string>();
  const out: { shape: string; query: string }[] = [];
  for (let round = 0; out.length < count; round++) {
    if (round > count) throw new Error(`De vormen geven geen ${count} verschillende vragen`);
    for (const entry of catalogueShapes(products, round)) {
      if (seen.has(entry.query) || out.length >= count) continue;
      seen.add(entry.query);
      out.push(entry);
    }
  }
  return out;
}
