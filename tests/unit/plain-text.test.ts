import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dealerApplicationInputSchema } from '@shared/forms/public-forms';
import { productInputSchema } from '@shared/schemas/admin/products';
import { businessDetailsInputSchema } from '@shared/schemas/business-details';
import { clientInputSchema } from '@shared/schemas/clients';
import { returnRequestSchema } from '@shared/schemas/invoice';
import {
  acceptOfferteSchema,
  offerteLineInputSchema,
  saveOfferteSchema,
} from '@shared/schemas/offerte';
import { placeOrderSchema } from '@shared/schemas/order';
import { orderListInputSchema } from '@shared/schemas/order-list';
import { plainLine, plainLines } from '@shared/schemas/plain-text';
import { deliveryAddressSchema, profileUpdateSchema } from '@shared/schemas/profile';
import { newTicketSchema } from '@shared/schemas/support';

/** XML 1.0's Char production: what a UBL file (and so every stored text) may hold. */
const XML_CHARS = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;

/** Every stored-text field: a one-line field (names, addresses, references) or several lines. */
const LINE_FIELDS: Record<string, z.ZodType> = {
  'klant: naam': clientInputSchema.shape.name,
  'klant: adres': clientInputSchema.shape.address,
  'klant: plaats': clientInputSchema.shape.city,
  'offerte: titel': saveOfferteSchema.shape.title,
  'offerteregel: omschrijving': offerteLineInputSchema.shape.description,
  'akkoord: naam': acceptOfferteSchema.shape.name,
  'bedrijfsgegevens: handelsnaam': businessDetailsInputSchema.shape.tradeName,
  'bedrijfsgegevens: adres': businessDetailsInputSchema.shape.address,
  'product: naam': productInputSchema.shape.name,
  'product: typenummer': productInputSchema.shape.modelNumber,
  'profiel: voornaam': profileUpdateSchema.shape.firstName,
  'profiel: bedrijf': profileUpdateSchema.shape.company,
  'profiel: adres': profileUpdateSchema.shape.address,
  'afleveradres: straat': deliveryAddressSchema.shape.street,
  'bestellijst: naam': orderListInputSchema.shape.name,
  'vraag: onderwerp': newTicketSchema.shape.subject,
  'dealeraanvraag: bedrijfsnaam': dealerApplicationInputSchema.shape.companyName,
  'dealeraanvraag: contactpersoon': dealerApplicationInputSchema.shape.contactName,
};
const LINES_FIELDS: Record<string, z.ZodType> = {
  'klant: notities': clientInputSchema.shape.notes,
  'offerte: toelichting': saveOfferteSchema.shape.summary,
  'bedrijfsgegevens: voorwaarden': businessDetailsInputSchema.shape.terms,
  'product: omschrijving': productInputSchema.shape.description,
  'vraag: bericht': newTicketSchema.shape.body,
  'retour: reden': returnRequestSchema.shape.reason,
};

/** Pieces of hostile text, and harmless ones between them. */
const PIECES = [
  ...['\u0000', '\u0001', '\u0007', '\u000b', '\u000c', '\u001b', '\u001f'],
  ...['\t', '\n', '\r', '\r\n', '\ufffe', '\uffff', '\ud800', '\udfff', '\udc00\ud800'],
  ...['&e;', '&amp;', ']]>', '<![CDATA[', '<b>', '"', "'"],
  ...['Jan', ' ', 'é', 'ß', '€', '😀', '\u00a0', '\u200b'],
];

/** A small seeded generator: the same cases on every run, many of them. */
function* hostileTexts(count: number) {
  let seed = 20261127;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) {
    const parts = ['Jan '];
    const length = 1 + Math.floor(next() * 12);
    for (let p = 0; p < length; p++) parts.push(PIECES[Math.floor(next() * PIECES.length)] ?? '');
    yield parts.join('');
  }
}

const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * Puts many hostile texts through every field of `fields`: each is accepted and stored with
 * XML 1.0 characters only; `check` looks at what was stored (named in a failure by field and text).
 */
function storeEach(
  fields: Record<string, z.ZodType>,
  check: (stored: string, text: string, field: string) => void,
) {
  for (const text of hostileTexts(300)) {
    for (const [field, schema] of Object.entries(fields)) {
      const parsed = schema.safeParse(text);
      expect({ field, text, ok: parsed.success }).toEqual({ field, text, ok: true });
      const stored = String(parsed.data);
      expect({ field, text, xml: XML_CHARS.test(stored) }).toEqual({ field, text, xml: true });
      check(stored, text, field);
    }
  }
}

describe('stored text holds only what XML 1.0 and PDFs can carry', () => {
  it('strips controls, NUL, U+FFFE/U+FFFF and lone surrogates from every one-line field', () => {
    storeEach(LINE_FIELDS, (stored, text, field) => {
      expect({ field, text, breaks: /[\r\n\t]/.test(stored) }).toEqual({
        field,
        text,
        breaks: false,
      });
      // Text that only looks like markup is kept as typed: escaping is the writer's job.
      for (const markup of ['&e;', ']]>', '<b>']) {
        expect(count(stored, markup)).toBe(count(text, markup));
      }
    });
  });

  it('keeps tabs and line breaks (as \\n) where a field has several lines', () => {
    storeEach(LINES_FIELDS, (stored, text) => {
      expect(stored).not.toContain('\r');
      // Every such field cleans alike: the shared helper, then trimmed.
      expect(stored).toBe(plainLines(text).trim());
      expect(count(stored, '&e;')).toBe(count(text, '&e;'));
    });
  });

  it('stores a checkout reference and notes the same way', () => {
    const order = placeOrderSchema.parse({
      lines: [{ productId: 'pomp', quantity: 1 }],
      delivery: 'afhalen',
      reference: 'PO\u0000-12\r\n3\uffff',
      notes: 'Bel\u0007 eerst\r\nAchterom\ud800',
    });
    expect(order).toMatchObject({ reference: 'PO-12 3', notes: 'Bel eerst\nAchterom' });
  });

  it('cleans the same way wherever it is called', () => {
    expect(plainLine('a\u0000b\tc\r\nd\uffff\ud83d')).toBe('ab c d');
    expect(plainLines('a\u0000b\tc\r\nd\re\udc00')).toBe('ab\tc\nd\ne');
    expect(plainLine('😀 &e; ]]>')).toBe('😀 &e; ]]>');
  });
});
