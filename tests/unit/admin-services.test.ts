import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exportProducts, previewImport } from '../../src-server/catalogue/product-csv';
import { updateUser } from '../../src-server/admin/users';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import type { Storage } from '../../src-server/storage/port';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

describe('the lockout guard', () => {
  let storage: Storage;
  beforeEach(async () => {
    storage = createSqliteStorage({ filename: ':memory:' });
    await storage.set('users', 'enige', { email: 'a@x.nl', role: 'admin' });
    await storage.set('users', 'sanne', { email: 's@x.nl', role: 'installer' });
  });

  it('keeps at least one admin, whoever asks', async () => {
    // An actor whose own admin role was just taken elsewhere cannot demote the last one.
    const outsider = { uid: 'voormalig', email: 'v@x.nl' };
    await expect(updateUser(storage, clock, outsider, 'enige', { role: 'dealer' })).rejects.toThrow(
      'Er moet minstens één beheerder blijven.',
    );
    expect((await storage.get('users', 'enige'))?.role).toBe('admin');
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    await storage.set('users', 'tweede', { email: 't@x.nl', role: 'admin' });
    const results = await Promise.allSettled([
      updateUser(storage, clock, { uid: 'enige', email: 'a@x.nl' }, 'tweede', { role: 'dealer' }),
      updateUser(storage, clock, { uid: 'tweede', email: 't@x.nl' }, 'enige', { role: 'dealer' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const roles = [
      (await storage.get('users', 'enige'))?.role,
      (await storage.get('users', 'tweede'))?.role,
    ];
    expect(roles).toContain('admin');
  });

  it('lets an admin demote another admin while one remains', async () => {
    const actor = { uid: 'enige', email: 'a@x.nl' };
    await updateUser(storage, clock, actor, 'sanne', { role: 'admin' });
    const after = await updateUser(storage, clock, actor, 'sanne', { role: 'installer' });
    expect(after.role).toBe('installer');
    await expect(updateUser(storage, clock, actor, 'enige', { role: 'installer' })).rejects.toThrow(
      'Je kunt je eigen beheerdersrol niet afnemen.',
    );
  });
});

describe('CSV import preview', () => {
  it('names every wrong line and field in Dutch, and the file problems', async () => {
    const storage = createSqliteStorage({ filename: ':memory:' });
    await storage.set('products', 'bestaand', {
      name: 'Bestaand',
      description: '',
      price: 100,
      imageUrl: '',
      modelNumber: 'B-1',
      category: 'hybride',
      specifications: {},
      inStock: true,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const csv = [
      'naam;typenummer;categorie;adviesprijs;installateursprijs;op_voorraad;btw;specificaties',
      'Goed;G-1;hybride;1.234,50;;ja;21;Vermogen=8 kW | SCOP=4,8',
      ';G-2;fietsen;abc;;misschien;19;',
      'Dubbel;G-1;hybride;10;;ja;21;',
      'Bijwerken;B-1;hybride;2,00;;nee;9;',
    ].join('\n');
    const preview = await previewImport(storage, csv);
    expect(preview.valid).toBe(false);
    expect(preview.lines.map((l) => [l.line, l.action, l.errors.length > 0])).toEqual([
      [2, 'nieuw', false],
      [3, 'nieuw', true],
      [4, 'nieuw', true],
      [5, 'bijwerken', false],
    ]);
    expect(preview.lines[1]?.errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Adviesprijs: "abc" is geen bedrag.'),
        'Op voorraad: vul ja of nee in.',
        'Naam: Vul een naam in.',
        'Categorie: Kies een categorie.',
        'Btw: Het btw-tarief is 0%, 9% of 21%.',
      ]),
    );
    expect(preview.lines[2]?.errors).toContain('Typenummer G-1 staat ook op regel 2.');
    const taken = await previewImport(
      storage,
      ['id;naam;typenummer;categorie;adviesprijs', 'ander;Ander;B-1;hybride;10'].join('\n'),
    );
    expect(taken.lines[0]?.errors).toContain('Typenummer B-1 hoort al bij product bestaand.');
    const badId = await previewImport(
      storage,
      ['id;naam;typenummer;categorie;adviesprijs', 'Pomp 1;Pomp;P-9;hybride;10'].join('\n'),
    );
    expect(badId.lines[0]?.errors.join(' ')).toMatch(/^Id: /);
    const missing = await previewImport(storage, 'naam;prijs\nA;1');
    expect(missing.errors[0]).toBe(
      'Kolommen ontbreken in de eerste regel: typenummer, categorie, adviesprijs.',
    );
  });
});

describe('CSV export', () => {
  it('lists every product by name over several batches, archived ones too, skipping a bad record', async () => {
    const storage = createSqliteStorage({ filename: ':memory:' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await storage.transaction(async (tx) => {
      for (let i = 0; i < 1100; i++) {
        tx.set('products', `p${String(i).padStart(4, '0')}`, {
          name: `Pomp ${String(i).padStart(4, '0')}`,
          description: '',
          price: 100 + i,
          imageUrl: '',
          modelNumber: `P-${i}`,
          category: 'hybride',
          specifications: {},
          inStock: true,
          archived: i === 7,
          createdAt: new Date('2026-01-01T00:00:00Z'),
        });
      }
      tx.set('products', 'kapot', { name: 'Kapot', price: 'gratis' });
    });
    let csv = '';
    for await (const piece of exportProducts(storage)) csv += new TextDecoder().decode(piece);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(1101);
    expect(lines[1]).toMatch(/^p0000;Pomp 0000;/);
    expect(lines.some((line) => line.startsWith('p0007;'))).toBe(true);
    expect(lines.some((line) => line.includes('Kapot'))).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('kapot'));
    warn.mockRestore();
  });
});
