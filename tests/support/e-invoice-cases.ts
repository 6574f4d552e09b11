import {
  creditAmounts,
  deliveryInvoiceAmounts,
  invoiceAmounts,
  type InvoiceAmounts,
} from '@shared/domain/invoice';
import { computeQuote } from '@shared/domain/quote';
import { SELLER } from '@shared/domain/seller';
import type { Invoice } from '@shared/schemas/invoice';
import type { Buyer } from '@shared/schemas/order';

/** Texts an XML 1.0 document cannot carry as they are, or that look like markup. */
export const HOSTILE = 'Nul\u0000 bel\u0007 \uFFFE \uD800 &e; &amp; ]]> <x/> "\'\r\nklaar';

/** A Dutch firm as the company record addresses it: legal name, invoice address, KvK, btw-id. */
export const DUTCH_FIRM: Buyer = {
  name: 'Ans de Vries',
  email: 'ans@example.test',
  company: 'De Vries Installatietechniek',
  legalName: 'De Vries Installatietechniek B.V.',
  address: 'Dorpsstraat 1, 1234 AB Ergens',
  invoiceAddress: { street: 'Postbus 12', postcode: '1234 AB', city: 'Ergens', country: 'NL' },
  kvkNumber: '12345678',
  btwId: 'NL123456782B01',
};

/** A firm in Belgium: no KvK number, reached by its btw-id, its enterprise number as legal id. */
export const BELGIAN_FIRM: Buyer = {
  name: 'Jan Peeters',
  email: 'jan@example.be',
  company: 'Peeters Warmte',
  legalName: 'Peeters Warmte BV',
  address: '',
  invoiceAddress: { street: 'Kerkstraat 5', postcode: '2000', city: 'Antwerpen', country: 'BE' },
  btwId: 'BE0403170701',
};

const product = (id: string, name: string, price: number, vatRate: number) => ({
  id,
  name,
  modelNumber: `M-${id}`,
  price,
  vatRate,
});

/** An order of goods at 21, 9 and 0 % btw, delivered to the buyer, with points redeemed. */
function order(names: { pump: string; valve: string; manual: string }, points: number) {
  const quote = computeQuote({
    lines: [
      { product: product('pomp', names.pump, 250_000, 21), quantity: 3 },
      { product: product('ventiel', names.valve, 1_995, 9), quantity: 7 },
      { product: product('boek', names.manual, 4_950, 0), quantity: 2 },
    ],
    discountPercent: 7,
    delivery: 'bezorgen',
    pointsToRedeem: points,
  });
  return quote;
}

let sequence = 0;

function document(
  kind: Invoice['kind'],
  buyer: Buyer,
  amounts: InvoiceAmounts,
  extra: Partial<Invoice> = {},
): Invoice {
  sequence += 1;
  const number = `${kind === 'factuur' ? 'F' : 'C'}-2026-${String(sequence).padStart(6, '0')}`;
  return {
    id: `doc-${sequence}`,
    kind,
    number,
    orderId: 'order-1',
    orderNumber: 'WP-2026-000042',
    issueDate: '2026-11-23',
    deliveryDate: '2026-11-23',
    dueDate: '2026-12-23',
    paymentTermDays: 30,
    paymentReference: number,
    buyer,
    seller: SELLER,
    orderReference: 'Project Vondelstraat',
    ...amounts,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...extra,
  };
}

/** Two partial deliveries of one order, then two returns: the invoices and credit notes. */
function deliveredInParts(
  buyer: Buyer,
  names: Parameters<typeof order>[0],
  extra: Partial<Invoice>,
) {
  const placed = order(names, 3_000);
  const first = deliveryInvoiceAmounts(
    placed,
    [
      { productId: 'pomp', quantity: 1 },
      { productId: 'ventiel', quantity: 7 },
    ],
    [],
  );
  const second = deliveryInvoiceAmounts(
    placed,
    [
      { productId: 'pomp', quantity: 2 },
      { productId: 'boek', quantity: 2 },
    ],
    [first],
  );
  const one = document('factuur', buyer, first, extra);
  const two = document('factuur', buyer, second, extra);
  // Each credit note credits the invoice that billed its units.
  const credit = (
    returned: { lineIndex: number; quantity: number }[],
    refund: boolean,
    [amounts, invoice]: [typeof first, typeof one],
  ) =>
    document(
      'creditfactuur',
      refund ? { ...buyer, iban: 'NL91ABNA0417164300' } : buyer,
      creditAmounts(amounts, returned),
      {
        ...extra,
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        reason: `Retour ${extra.reason ?? ''}`,
      },
    );
  return [
    one,
    two,
    credit([{ lineIndex: 0, quantity: 1 }], false, [second, two]),
    credit([{ lineIndex: 1, quantity: 2 }], true, [first, one]),
    credit([{ lineIndex: 2, quantity: 1 }], true, [second, two]),
  ];
}

const PLAIN = { pump: 'Warmtepomp 8 kW', valve: 'Ventiel', manual: 'Handboek' };
const LONG = 'Warmtepomp Ultra Breed Extra Lang Typeaanduiding '.repeat(4).slice(0, 150);

/**
 * Every shape of document the portal makes: btw 21/9/0, points, partial deliveries, several
 * returns (offset and refund), a client delivery address, a Belgian buyer, the longest names
 * and hostile text in every free field.
 */
export function eInvoiceCases(): { name: string; doc: Invoice }[] {
  sequence = 0;
  const whole = (buyer: Buyer, extra: Partial<Invoice> = {}) =>
    document('factuur', buyer, invoiceAmounts(order(PLAIN, 0)), extra);
  const longBuyer: Buyer = {
    ...DUTCH_FIRM,
    name: 'N'.repeat(120),
    company: 'H'.repeat(120),
    legalName: 'S'.repeat(200),
    invoiceAddress: {
      street: 'L'.repeat(120),
      postcode: '9999 ZZ',
      city: 'C'.repeat(80),
      country: 'NL',
    },
  };
  const hostileBuyer: Buyer = {
    ...DUTCH_FIRM,
    name: HOSTILE,
    company: HOSTILE,
    legalName: HOSTILE,
    email: 'x&y@example.test',
    invoiceAddress: { street: HOSTILE, postcode: '1234 AB', city: HOSTILE, country: 'NL' },
  };
  const hostile = { pump: HOSTILE, valve: `${HOSTILE}<`, manual: '&e;' };
  return [
    { name: 'whole order, 21/9/0 % btw', doc: whole(DUTCH_FIRM) },
    { name: 'to a client address', doc: whole(DUTCH_FIRM, { clientName: 'Fam. Jansen, Kade 3' }) },
    ...deliveredInParts(DUTCH_FIRM, PLAIN, {}).map((doc) => ({ name: 'in parts, points', doc })),
    ...deliveredInParts(BELGIAN_FIRM, PLAIN, {}).map((doc) => ({ name: 'Belgian buyer', doc })),
    ...deliveredInParts(
      longBuyer,
      { pump: LONG, valve: LONG, manual: LONG },
      {
        orderReference: 'R'.repeat(80),
        clientName: 'K'.repeat(120),
        reason: 'W'.repeat(480),
      },
    ).map((doc) => ({ name: 'longest names', doc })),
    ...deliveredInParts(hostileBuyer, hostile, {
      orderReference: HOSTILE,
      clientName: HOSTILE,
      reason: HOSTILE,
    }).map((doc) => ({ name: 'hostile text', doc })),
  ];
}
