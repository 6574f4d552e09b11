import { z } from 'zod';
import { CARRIERS } from '../domain/carriers';
import { DOCUMENT_ID_PATTERN } from '../domain/ids';
import { OFFERTE_NUMBER_PATTERN } from '../domain/offerte';
import {
  DELIVERY_METHODS,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  ORDER_STATUSES,
} from '../domain/rules';
import { optionalTextFields, textFields } from './answer-fields';
import { pageSchema } from './page';
import { lineText, linesText } from './plain-text';
import { postalAddressSchema } from './postal-address';
import { productNowLineSchema } from './product';
import { vatTotalsSchema } from './vat-totals';

const cents = z.number().int();

export const orderLineInputSchema = z.object({
  productId: z.string().regex(DOCUMENT_ID_PATTERN),
  quantity: z.number().int().min(MIN_LINE_QUANTITY).max(MAX_LINE_QUANTITY),
});

/** Adds up the lines per product, the way the server prices them. */
export function mergedQuantities(lines: { productId: string; quantity: number }[]) {
  const merged = new Map<string, number>();
  for (const line of lines)
    merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return merged;
}

/**
 * The order lines; the per-line limit holds for a product's total, so the same product on
 * several lines cannot pass it.
 */
const orderLinesSchema = z
  .array(orderLineInputSchema)
  .min(1, 'Je winkelwagen is leeg.')
  .max(200, 'Een bestelling heeft hoogstens 200 regels.')
  .superRefine((lines, context) => {
    for (const [productId, quantity] of mergedQuantities(lines)) {
      if (quantity <= MAX_LINE_QUANTITY) continue;
      context.addIssue({
        code: 'custom',
        message: `Je kunt van één product hoogstens ${MAX_LINE_QUANTITY} stuks bestellen.`,
        path: [lines.findIndex((line) => line.productId === productId), 'quantity'],
      });
    }
  });

/** What a client sends to price its cart: products and quantities only, never amounts. */
export const quoteRequestSchema = z.object({
  lines: orderLinesSchema,
  delivery: z.enum(DELIVERY_METHODS).default('bezorgen'),
  pointsToRedeem: z.number().int().min(0).default(0),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const DELIVERY_ADDRESS_REQUIRED = 'Vul een afleveradres in.';

/**
 * What a checkout sends. Delivery (`bezorgen`) needs an address: this schema is the one home
 * of that rule, run by the checkout form and by the server alike.
 */
export const placeOrderSchema = quoteRequestSchema
  .extend({
    address: linesText().trim().max(300).default(''),
    reference: lineText().trim().max(80).default(''),
    notes: linesText().trim().max(1000).default(''),
    /** One of the user's own clients, to link the order to (optional). */
    clientId: z
      .string()
      .regex(DOCUMENT_ID_PATTERN, { error: 'Kies een klant uit de lijst.' })
      .optional(),
    /** The accepted offerte the order comes from (`Bestellen`), as its number (optional). */
    offerteNumber: z
      .string()
      .regex(OFFERTE_NUMBER_PATTERN, { error: 'Dit offertenummer bestaat niet.' })
      .optional(),
    /**
     * The total incl. btw the customer was shown (the counter sends it): when the server's
     * total differs, the order is refused with `prijs_gewijzigd` instead of placed.
     */
    expectedTotalInclVat: z.number().int().nonnegative().optional(),
  })
  .refine((order) => order.delivery !== 'bezorgen' || order.address !== '', {
    path: ['address'],
    error: DELIVERY_ADDRESS_REQUIRED,
  });
export type PlaceOrderRequest = z.infer<typeof placeOrderSchema>;
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

export const quoteLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  modelNumber: z.string(),
  quantity: z.number().int(),
  basePrice: cents,
  unitPrice: cents,
  lineTotal: cents,
  vatRate: z.number(),
});

/**
 * Every amount of a cart quote or an order, in cents excl. btw unless the name says otherwise.
 * Which figure goes under which label is fixed in AMOUNT_LABELS (src-shared/domain/quote.ts):
 * "Totaal excl. btw" is always `totalExclVat`, what the user pays before btw. The cart's
 * `cartTotal` (Σ price × quantity, before the personal discount) equals
 * `subtotal`, labelled "Subtotaal excl. btw" (before discount), never "Totaal excl. btw".
 */
export const amountsSchema = z.object({
  /** Σ base price × quantity: before the personal discount (`cartTotal`). */
  subtotal: cents,
  /** What the personal discount takes off `subtotal`. */
  discount: cents,
  /** Goods after the personal discount, before points and delivery. */
  goodsNet: cents,
  pointsRedeemed: z.number().int(),
  /** What the redeemed points take off `goodsNet`. */
  pointsValue: cents,
  deliveryCost: cents,
  /** `totalExclVat`, what the user pays excl. btw: goodsNet − pointsValue + deliveryCost. */
  ...vatTotalsSchema.shape,
  pointsToEarn: z.number().int(),
});

/** What of a line is in stock and what follows (`nalevering`), see src-shared/domain/stock.ts. */
const lineStockSchema = z.object({
  /** The quantity that follows later; absent or 0 when everything is in stock. */
  backordered: z.number().int().nonnegative().optional(),
  /** When the backordered part is expected, `YYYY-MM-DD`, where known. */
  expectedDate: z.string().optional(),
});

export const quoteResponseSchema = amountsSchema.extend({
  lines: z.array(
    quoteLineSchema.extend(lineStockSchema.shape).extend({
      inStock: z.boolean(),
      imageUrl: z.string(),
      /** The product's availability as shown (`Op voorraad`, `Verwacht 3 december`, …). */
      availability: z.string().optional(),
    }),
  ),
  delivery: z.enum(DELIVERY_METHODS),
  maxRedeemablePoints: z.number().int(),
  availablePoints: z.number().int(),
  discountPercent: z.number(),
  /** Lines that cannot be ordered, with the reason in Dutch. */
  problems: z.array(z.object({ productId: z.string(), message: z.string() })),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/**
 * The buyer as they were when they ordered: the confirmation shows this, not today's profile.
 * KvK number and btw-id only where the profile holds them.
 */
export const buyerSchema = z.object({
  ...textFields('name', 'company', 'address', 'email'),
  ...optionalTextFields('kvkNumber', 'btwId'),
  /**
   * Since the firm is one party (wave 4): the firm's statutory name and structured invoice
   * address the documents are addressed to, and the account a refund goes to. `name` and
   * `email` are then the orderer, named as contact.
   */
  ...optionalTextFields('legalName', 'iban'),
  invoiceAddress: postalAddressSchema.optional(),
});
export type Buyer = z.infer<typeof buyerSchema>;

/** An order line: the priced line and, since backorders, what of it follows. */
export const orderLineSchema = quoteLineSchema.extend(lineStockSchema.shape);
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One delivery of (part of) an order: its lines, carrier and track-and-trace code. */
export const shipmentSchema = z.object({
  ...textFields('id', 'trackingCode', 'shippedAt'),
  lines: z.array(z.object({ productId: z.string(), quantity: z.number().int().positive() })),
  carrier: z.enum(CARRIERS),
  /** The expected delivery day, `YYYY-MM-DD`, where the back-office knows it. */
  expectedDeliveryDate: z.string().optional(),
  deliveredAt: z.string().optional(),
  /** The invoice that billed this shipment's lines, once it is delivered. */
  invoiceId: z.string().optional(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const orderSchema = amountsSchema.extend({
  ...textFields('id', 'number', 'createdAt', 'address', 'reference', 'notes'),
  status: z.enum(ORDER_STATUSES),
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  delivery: z.enum(DELIVERY_METHODS),
  discountPercent: z.number(),
  pointsCredited: z.boolean(),
  lines: z.array(orderLineSchema),
  ...optionalTextFields('clientId', 'clientName', 'offerteNumber'),
  /** The code of the latest shipment (orders shipped before shipments existed hold only this). */
  trackAndTrace: z.string().optional(),
  /** The deliveries so far, oldest first; absent until the first one. */
  shipments: z.array(shipmentSchema).optional(),
  /**
   * The buyer as they were when ordering. Orders placed before the snapshot existed have none
   * stored; the order endpoints answer them with the current profile instead.
   */
  buyer: buyerSchema.optional(),
  /** An order that waited for approval: who in the company decided, when, and why not. */
  approval: z
    .object({
      decision: z.enum(['goedgekeurd', 'afgewezen']),
      by: z.string(),
      byUserId: z.string(),
      at: z.string(),
      reason: z.string().optional(),
    })
    .optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = pageSchema(orderSchema);

/**
 * `GET /api/orders/:id/opnieuw-bestellen`: the order's lines with their products as the
 * catalogue has them now (null: no longer sold), named as the order named them.
 */
export const reorderSchema = z.object({
  lines: z.array(productNowLineSchema.extend({ name: z.string() })),
});
export type Reorder = z.infer<typeof reorderSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.enum([
    'inwisseling',
    'verdiend',
    'teruggeboekt',
    'startsaldo',
    'correctie',
    'installatie',
    'retour',
  ]),
  /** Why the back-office corrected the balance (reason `correctie`). */
  note: z.string().optional(),
  orderId: z.string().optional(),
  orderNumber: z.string().optional(),
  /** The credit note whose returned goods took these points back (reason `retour`). */
  creditNoteNumber: z.string().optional(),
  /** The member of the firm who earned or spent the points (the firm's ledger names them). */
  memberName: z.string().optional(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
/** A page of the firm's points ledger, with the balance it adds up to. */
export const ledgerPageSchema = pageSchema(ledgerEntrySchema).extend({
  balance: z.number().int(),
});

export const statusChangeSchema = z.object({ status: z.enum(ORDER_STATUSES) });
