import { describe, expect, it } from 'vitest';
import {
  haystackMatches,
  haystackOf,
  oneEditAway,
  resolvedTerms,
  searchForm,
  searchPlanOf,
  searchTokensOf,
  tokenTermsOf,
  tokensForTerm,
  vocabularyOf,
} from '@shared/catalogue/search-text';
import {
  passesTechnicalFilter,
  technicalFactsOf,
  technicalFilterOf,
} from '@shared/catalogue/technical-filters';
import { makeHeatPump, makeProduct } from '../fixtures/product';

const product = makeProduct({
  name: 'Aquaris Monoblock',
  modelNumber: 'NW-AW8-P',
  description: 'Stille warmtepomp',
  ean: '8712345678906',
});

describe('search text', () => {
  it('writes spelling variants one way on both sides', () => {
    expect(searchForm('MonoBlock')).toBe('monoblok');
    expect(searchForm('monoblok')).toBe('monoblok');
  });

  it('holds model number and EAN as codes without dashes', () => {
    const haystack = haystackOf(product);
    expect(haystack).toContain('nw-aw8-p');
    expect(haystack).toContain('nwaw8p');
    expect(haystack).toContain('8712345678906');
  });

  it('lists every text one edit away, without the word itself', () => {
    const edits = oneEditAway('pomp');
    expect(edits).toEqual(expect.arrayContaining(['pom', 'opmp', 'pomap', 'pxmp', 'pompx']));
    expect(edits).not.toContain('pomp');
    expect(edits).not.toContain('po');
    expect(new Set(edits).size).toBe(edits.length);
  });

  it('plans terms with synonyms, codes, and typo candidates only for 5 letters or more', () => {
    const [wp, code, short, long] = searchPlanOf({ q: 'WP nw-aw8 pmp aquaros' });
    expect(wp).toMatchObject({ alternatives: ['warmtepomp'], typoCandidates: [] });
    expect(code?.alternatives).toEqual(['nw-aw8', 'nwaw8']);
    expect(short?.typoCandidates).toEqual([]);
    expect(long?.typoCandidates).toContain('aquaris');
    expect(searchPlanOf({ q: 'bwp' })[0]?.alternatives).toEqual(['bwp', 'boilerwarmtepomp']);
    expect(searchPlanOf({})).toEqual([]);
  });

  it('reads a number and its unit as one term, with or without a space (issue 36)', () => {
    for (const q of ['aquaris 8kw', 'aquaris 8 kw', 'Aquaris 8kW', 'AQUARIS 8 KW']) {
      const [word, capacity] = searchPlanOf({ q });
      expect(word?.term, q).toBe('aquaris');
      expect(capacity?.alternatives, q).toEqual(['8kw', '8 kw']);
    }
    expect(searchPlanOf({ q: 'boiler 200 liter' }).map((t) => t.term)).toEqual([
      'boiler',
      '200liter',
    ]);
    // A number before a word that is no unit stays apart.
    expect(searchPlanOf({ q: '8 kwart' }).map((t) => t.term)).toEqual(['8', 'kwart']);
    expect(haystackMatches('noordwind aquaris monoblok 8 kw', [['8kw', '8 kw']])).toBe(true);
    expect(searchTokensOf('aquaris 8 kw, 3,5 kw')).toEqual(
      expect.arrayContaining(['8kw', '5kw', 'aquaris']),
    );
    expect(tokenTermsOf(searchPlanOf({ q: 'aquaris 8 kw' }))[1]).toEqual(['8kw']);
  });

  it('gives a term of digits and punctuation its pieces as tokens, never an empty list', () => {
    expect(tokenTermsOf(searchPlanOf({ q: 'aquaris 8,5' }))).toEqual([
      expect.arrayContaining(['aquaris']),
      ['8'],
      ['5'],
    ]);
    expect(tokenTermsOf(searchPlanOf({ q: '10,5kw' }))).toEqual([['10'], ['5kw']]);
    for (const q of ['8,5', '10,5kw', 'r-32.', '8.5kw/h'])
      for (const tokens of tokenTermsOf(searchPlanOf({ q })))
        expect(tokens.length).toBeGreaterThan(0);
  });

  it('takes numbers and model codes exactly: no typo candidates for a term with a digit', () => {
    const [number, code, word] = searchPlanOf({ q: '10743 nwaw8p warmtepmp' });
    expect(number?.typoCandidates).toEqual([]);
    expect(code?.typoCandidates).toEqual([]);
    expect(word?.typoCandidates).toContain('warmtepomp');
  });

  it('matches a typo only where the catalogue has the corrected word', () => {
    const haystack = haystackOf(product);
    const words = new Set(vocabularyOf(haystack));
    const known = (candidates: string[]) => candidates.filter((word) => words.has(word));
    expect(haystackMatches(haystack, resolvedTerms(searchPlanOf({ q: 'aquaros' }), known))).toBe(
      true,
    );
    expect(haystackMatches(haystack, resolvedTerms(searchPlanOf({ q: 'aqaros' }), known))).toBe(
      false,
    );
    expect(haystackMatches(haystack, resolvedTerms(searchPlanOf({ q: 'NWAW8' }), known))).toBe(
      true,
    );
  });
});

describe('search tokens (for stores that look up whole values)', () => {
  const tokens = new Set(searchTokensOf(haystackOf(product)));
  const meets = (q: string) =>
    searchPlanOf({ q }).every((term) => tokensForTerm(term).some((token) => tokens.has(token)));

  it('finds word prefixes (not inner parts: "pomp" in "warmtepomp"), codes and typos', () => {
    const found = { aqua: true, nwaw8: true, 'nw-aw8': true, 'monoblok stille': true };
    const typos = { aquaros: true, aqauris: true, aqaros: false, pomp: false };
    for (const [q, expected] of Object.entries({ ...found, ...typos }))
      expect(meets(q), q).toBe(expected);
  });

  it('asks for at most 30 tokens per term (Firestore’s limit)', () => {
    const [long] = searchPlanOf({ q: 'a'.repeat(40) });
    if (!long) throw new Error('geen term');
    expect(tokensForTerm(long).length).toBeLessThanOrEqual(30);
  });
});

describe('technical filters', () => {
  const heatPump = makeHeatPump({
    type: 'bodem-water',
    nominalKw: 6,
    soundPowerDb: 42,
    phase: 3,
    refrigerant: 'R-290',
  });
  const facts = technicalFactsOf({ heatPump });

  it('passes every product without filters, and no product without heat-pump data with one', () => {
    expect(passesTechnicalFilter(null, technicalFilterOf({}))).toBe(true);
    expect(passesTechnicalFilter(null, technicalFilterOf({ minKw: 1 }))).toBe(false);
  });

  it('compares each filter by its own rule', () => {
    const passes = (query: Parameters<typeof technicalFilterOf>[0]) =>
      passesTechnicalFilter(facts, technicalFilterOf(query));
    expect(passes({ minKw: 6, maxKw: 6 })).toBe(true);
    expect(passes({ minKw: 6.5 })).toBe(false);
    expect(passes({ phase: '3' })).toBe(true);
    expect(passes({ phase: '1' })).toBe(false);
    expect(passes({ maxSoundDb: 41 })).toBe(false);
    expect(passes({ energyLabel: 'A+++' })).toBe(true);
    expect(passes({ energyLabel: 'A++' })).toBe(false);
    expect(passes({ refrigerant: 'r290' })).toBe(true);
    expect(passes({ source: 'bodem' })).toBe(true);
    expect(passes({ source: 'lucht' })).toBe(false);
  });
});
