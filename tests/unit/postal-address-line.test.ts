import { describe, expect, it } from 'vitest';
import { postalAddressLine, postalAddressOfLine } from '@shared/schemas/postal-address';

describe('an address kept as one line', () => {
  it('splits into its parts again, a foreign one with its country', () => {
    const addresses = [
      { street: 'Dorpsstraat 4', postcode: '7421 AB', city: 'Deventer', country: 'NL' },
      { street: 'Kerkstraat 5', postcode: '2000', city: 'Antwerpen', country: 'BE' },
      { street: 'Hauptstraße 1', postcode: '52062', city: 'Aachen', country: 'DE' },
    ];
    for (const address of addresses)
      expect(postalAddressOfLine(postalAddressLine(address))).toEqual(address);
  });

  it('keeps a line that does not split whole as the street, so nothing typed is lost', () => {
    expect(postalAddressOfLine('Achter de kerk')).toEqual({
      street: 'Achter de kerk',
      postcode: '',
      city: '',
      country: 'NL',
    });
    expect(postalAddressOfLine('Dorpsstraat 4, 7421ab Deventer')).toMatchObject({
      postcode: '7421 AB',
      city: 'Deventer',
    });
  });
});
