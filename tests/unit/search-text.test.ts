import { describe, expect, it } from 'vitest';
import {
  haystackMatches,
  haystackOf,
  oneEditAway,
  resolvedTerms,
  searchForm,
  searchPlanOf,
  vocabularyOf,
} from '@shared/catalogue/search-text';
import {
  passesTechnicalFilter,
  technicalFactsOf,
  technicalFilterOf,
} from '@shared/catalogue/technical-filters';
import { makeProduct } from '../fixtures/product';

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

describe('technical filters', () => {
  const heatPump = {
    type: 'bodem-water' as const,
    nominalKw: 6,
    capacityKw: 6,
    designCondition: 'B0/W35',
    scop35: 5,
    energyLabel: 'A+++' as const,
    soundPowerDb: 42,
    warrantyYears: 7,
    phase: 3 as const,
    refrigerant: 'R-290',
  };
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
