import { describe, expect, it } from 'vitest';
import { formatEuro, roundHalfAwayFromZero } from '@shared/domain/money';
import { unitPriceFor } from '@shared/domain/pricing';
import { withProfileDefaults } from '@shared/schemas/profile';
import { signInErrorMessage } from '../../src-renderer/src/features/auth/sign-in-errors';

describe('profile defaults', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');

  it('fills in role installer, discount 0, reward points 0 and createdAt now', () => {
    const profile = withProfileDefaults({ id: 'u1', email: 'a@b.nl' }, now);
    expect(profile).toEqual({
      id: 'u1',
      email: 'a@b.nl',
      role: 'installer',
      discount: 0,
      rewardPoints: 0,
      createdAt: now,
    });
  });

  it('keeps stored values and turns createdAt into a Date', () => {
    const profile = withProfileDefaults(
      {
        id: 'u2',
        email: 'd@b.nl',
        role: 'dealer',
        discount: 15,
        rewardPoints: 80,
        createdAt: '2024-09-02T08:30:00.000Z',
      },
      now,
    );
    expect(profile.role).toBe('dealer');
    expect(profile.discount).toBe(15);
    expect(profile.rewardPoints).toBe(80);
    expect(profile.createdAt).toEqual(new Date('2024-09-02T08:30:00.000Z'));
  });
});

describe('money', () => {
  it('formats cents as Dutch euros', () => {
    expect(formatEuro(123456).replace(/\s/g, ' ')).toBe('€ 1.234,56');
    expect(formatEuro(5).replace(/\s/g, ' ')).toBe('€ 0,05');
  });

  it('rounds halves away from zero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4)).toBe(2);
  });

  it('applies the personal discount to the installer price, in whole cents', () => {
    expect(unitPriceFor({ price: 749500, installateurPrijs: 614500 }, 10)).toBe(553050);
    expect(unitPriceFor({ price: 999 }, 0)).toBe(999);
    expect(unitPriceFor({ price: 999 }, 100)).toBe(0);
    expect(unitPriceFor({ price: 1005 }, 50)).toBe(503);
  });
});

describe('sign-in messages', () => {
  it.each([
    ['auth/invalid-credential', 'Het e-mailadres of wachtwoord klopt niet.'],
    ['auth/wrong-password', 'Het e-mailadres of wachtwoord klopt niet.'],
    ['auth/user-not-found', 'Er is geen account met dit e-mailadres.'],
    ['auth/invalid-email', 'Vul een geldig e-mailadres in.'],
    ['auth/too-many-requests', 'Te veel mislukte pogingen. Wacht even en probeer het dan opnieuw.'],
    [
      'auth/network-request-failed',
      'Geen verbinding. Controleer je internetverbinding en probeer het opnieuw.',
    ],
    ['iets/anders', 'Inloggen is niet gelukt. Probeer het opnieuw.'],
  ])('%s gives "%s"', (code, message) => {
    expect(signInErrorMessage({ code })).toBe(message);
  });
});
