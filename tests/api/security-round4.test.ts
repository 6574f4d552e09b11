import { beforeAll, describe, expect, it } from 'vitest';
import { businessDetails } from '../../src-server/collections/business-details';
import { ownCompanyId } from '../../src-server/collections/companies';
import { pngOfSize } from '../fixtures/png';
import { seedSentOfferte } from '../support/offerte-race';
import { apiHarness } from './harness';

/**
 * Security round 4 (issue 31): each finding of the outside probe replayed against a real API
 * (the production shape: firebase-admin's verifier, no token record in front).
 */
const api = apiHarness('round4');
let owner: string;

const put = (token: string, path: string, body: Uint8Array) =>
  api.alone<Record<string, unknown>>(token, 'PUT', path, body, 'image/png');

beforeAll(async () => {
  owner = await api.user('eigenaar');
});

describe('image bombs', () => {
  it('refuses a 16,384² PNG logo by its header, in Dutch, and keeps no file', async () => {
    const bomb = pngOfSize(16_384, 16_384);
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    const refused = await put(owner, '/api/business-details/logo', bomb);
    expect(refused.status).toBe(400);
    expect(refused.json.error?.message).toBe(
      'De afbeelding is 16384 × 16384 pixels; dat is te groot. ' +
        'Gebruik hoogstens 2000 pixels per zijde en 4 megapixel.',
    );
    const details = await businessDetails.on(api.storage).get(ownCompanyId('round4-eigenaar'));
    expect(details?.logoPath).toBeUndefined();
    expect(await api.files.exists('logos')).toBe(false);
  });

  it('takes the largest allowed logo and puts it in the homeowner’s PDF', async () => {
    const largest = pngOfSize(2000, 2000, 8);
    const stored = await put(owner, '/api/business-details/logo', largest);
    expect(stored.status).toBe(200);
    const token = await seedSentOfferte(api.storage, 'round4-logo', {
      companyId: ownCompanyId('round4-eigenaar'),
    });
    for (let read = 0; read < 2; read++) {
      const pdf = await fetch(`${api.baseUrl}/api/offerte-links/${token}/pdf`);
      expect(pdf.status).toBe(200);
      const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
      expect(text).toMatch(/\/Width 2000/);
    }
  });

  it('leaves out a bomb stored before the limit instead of decoding it', async () => {
    const companyId = 'round4-oud-logo';
    await api.files.write('logos/oud-bom.png', pngOfSize(16_384, 16_384), 'image/png');
    await businessDetails.on(api.storage).set(companyId, {
      ...businessDetails.decode(companyId, { updatedAt: new Date(0) }),
      tradeName: 'Oud Logo BV',
      logoPath: 'logos/oud-bom.png',
    });
    const token = await seedSentOfferte(api.storage, 'round4-oud', { companyId });
    const pdf = await fetch(`${api.baseUrl}/api/offerte-links/${token}/pdf`);
    expect(pdf.status).toBe(200);
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text).not.toMatch(/\/Subtype \/Image/);
  });
});
