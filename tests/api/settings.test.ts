import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfileResponse } from '@shared/schemas/profile';
import { ownCompanyId } from '../../src-server/collections/companies';
import { firmBalance, giveFirmPoints } from '../support/firm-points';
import { apiHarness } from './harness';

const api = apiHarness('settings');
let token: string;

beforeAll(async () => {
  token = await api.user('anna', {
    role: 'installer',
    discount: 7,
    lastName: 'Oud',
  });
  // The points a member may spend are the firm's: the profile shows them as rewardPoints.
  await giveFirmPoints(api.storage, 'settings-anna', 300);
});

describe('PATCH /api/me: a user edits their own profile', () => {
  it('saves the editable fields, normalising phone numbers and postcodes', async () => {
    const response = await api.call<ProfileResponse>(token, 'PATCH', '/api/me', {
      firstName: ' Anna ',
      lastName: 'de Boer',
      company: 'De Boer Klimaat',
      phone: '06-12 34 56 78',
      address: 'Stationsweg 3, 1234ab Ergens',
      deliveryAddresses: [
        { label: 'Magazijn', street: 'Havenweg 9', postcode: '3542ad', city: 'Utrecht' },
      ],
    });
    expect(response).toMatchObject({
      status: 200,
      json: {
        firstName: 'Anna',
        lastName: 'de Boer',
        phone: '+31612345678',
        address: 'Stationsweg 3, 1234 AB Ergens',
        deliveryAddresses: [
          { label: 'Magazijn', street: 'Havenweg 9', postcode: '3542 AD', city: 'Utrecht' },
        ],
        discount: 7,
        rewardPoints: 300,
      },
    });
    const stored = await api.storage.get('users', 'settings-anna');
    expect(stored?.phone).toBe('+31612345678');
    expect(stored?.role).toBe('installer');
  });

  it.each([
    ['role', { role: 'admin' }],
    ['discount', { discount: 50 }],
    ['rewardPoints', { rewardPoints: 99999 }],
    ['email', { email: 'ander@example.nl' }],
    ['createdAt', { createdAt: '2020-01-01T00:00:00Z' }],
  ])('refuses %s with 400 and changes nothing', async (field, body) => {
    const response = await api.call(token, 'PATCH', '/api/me', { firstName: 'Hacker', ...body });
    expect(response.status).toBe(400);
    expect(response.json.error?.message).toBe(
      'De aanvraag bevat ongeldige gegevens. Controleer de invoer.',
    );
    expect(Object.values(response.json.error?.fields ?? {}).join(' ')).toContain(field);
    const stored = await api.storage.get('users', 'settings-anna');
    expect(stored).toMatchObject({ role: 'installer', discount: 7 });
    expect(await firmBalance(api.storage, ownCompanyId('settings-anna'))).toBe(300);
    expect(stored?.firstName).not.toBe('Hacker');
  });

  it('answers Dutch messages for a bad phone number, postcode and empty name', async () => {
    const response = await api.call(token, 'PATCH', '/api/me', {
      firstName: '  ',
      phone: '12345',
      deliveryAddresses: [{ street: 'Laan 1', postcode: '0123 AB', city: 'X' }],
    });
    expect(response.status).toBe(400);
    expect(response.json.error?.fields).toEqual({
      firstName: 'Vul je voornaam in.',
      phone: 'Vul een Nederlands telefoonnummer in, bijvoorbeeld 06 12345678 of 030 123 45 67.',
      'deliveryAddresses.0.postcode': 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
    });
  });

  it('needs a login', async () => {
    expect((await api.call(null, 'PATCH', '/api/me', { firstName: 'X' })).status).toBe(401);
  });
});
