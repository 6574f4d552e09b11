import { describe, expect, it } from 'vitest';
import {
  formatDutchPhone,
  normaliseDutchPhone,
  normalisePostcode,
  normalisePostcodeIn,
} from '@shared/domain/contact-details';
import { addMonths } from '@shared/domain/calendar';
import { maintenanceSoon, nextMaintenance, warrantyEnd } from '@shared/domain/installations';
import { expectAnswers } from '../support/answers';

describe('Dutch phone numbers', () => {
  it.each([
    ['030 123 45 67', '+31301234567'],
    ['06-12345678', '+31612345678'],
    ['+31 (0)6 1234 5678', '+31612345678'],
    ['0031 30 1234567', '+31301234567'],
    ['(0499) 47 12 34', '+31499471234'],
  ])('%s is stored as %s', (input, stored) => {
    expect(normaliseDutchPhone(input)).toBe(stored);
  });

  it.each(['12345', '06 1234 567', '+32 2 555 12 12', '0012345678', 'bel me'])(
    'refuses %s',
    (input) => expect(normaliseDutchPhone(input)).toBeNull(),
  );

  it('shows stored numbers the Dutch way', () => {
    expectAnswers(formatDutchPhone, {
      '+31301234567': '030 123 45 67',
      '+31612340000': '06 12 34 00 00',
      '+31499471234': '0499 47 12 34',
      // Stored as typed (older records, the dealer form): read, then written the same way.
      '06-12345678': '06 12 34 56 78',
      '+32 2 555 12 12': '+32 2 555 12 12',
    });
  });
});

describe('Dutch postcodes', () => {
  it('normalises to 1234 AB and refuses the rest', () => {
    expectAnswers(normalisePostcode, { '1234ab': '1234 AB', ' 3526 kl ': '3526 KL' });
    for (const text of ['0123 AB', '1234 SS', '12345'])
      expect(normalisePostcode(text), text).toBeNull();
    expect(normalisePostcodeIn('Kanaalweg 12,  3526kl Utrecht')).toBe(
      'Kanaalweg 12, 3526 KL Utrecht',
    );
  });
});

describe('installations', () => {
  it('ends the warranty after the given months, default 60', () => {
    expect(warrantyEnd('2024-03-15')).toBe('2029-03-15');
    expect(warrantyEnd('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-02-28', 12)).toBe('2024-02-28');
  });

  it('plans maintenance yearly from the installation date', () => {
    expect(nextMaintenance('2023-05-10', '2024-01-01')).toBe('2024-05-10');
    expect(nextMaintenance('2023-05-10', '2025-05-10')).toBe('2025-05-10');
    expect(nextMaintenance('2023-05-10', '2025-05-11')).toBe('2026-05-10');
    expect(maintenanceSoon('2023-05-10', '2025-04-10')).toBe(true);
    expect(maintenanceSoon('2023-05-10', '2025-04-09')).toBe(false);
  });
});
