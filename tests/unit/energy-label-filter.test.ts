import { describe, expect, it } from 'vitest';
import {
  energyLabelsFrom,
  passesTechnicalFilter,
  technicalFactsOf,
  technicalFilterOf,
} from '@shared/catalogue/technical-filters';
import { makeHeatPump } from '../fixtures/product';

describe('the energy label filter "vanaf"', () => {
  it('takes a label and every better one', () => {
    expect(energyLabelsFrom('A+++')).toEqual(['A+++']);
    expect(energyLabelsFrom('A+')).toEqual(['A+++', 'A++', 'A+']);
    expect(energyLabelsFrom('Z')).toEqual([]);
  });

  it('passes a better label, not a worse one; the exact filter stays exact', () => {
    const facts = (energyLabel: 'A+++' | 'A++' | 'A') =>
      technicalFactsOf({ heatPump: makeHeatPump({ energyLabel }) });
    const passes = (label: 'A+++' | 'A++' | 'A', min: 'A+++' | 'A++') =>
      passesTechnicalFilter(facts(label), technicalFilterOf({ minEnergyLabel: min }));
    expect(passes('A+++', 'A++')).toBe(true);
    expect(passes('A++', 'A++')).toBe(true);
    expect(passes('A', 'A++')).toBe(false);
    expect(passes('A++', 'A+++')).toBe(false);
    expect(passesTechnicalFilter(facts('A+++'), technicalFilterOf({ energyLabel: 'A++' }))).toBe(
      false,
    );
  });
});
