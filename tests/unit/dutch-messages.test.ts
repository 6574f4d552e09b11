import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { applyDutchValidationMessages } from '@shared/schemas/dutch-messages';
import { placeOrderSchema } from '@shared/schemas/order';
import { productListQuerySchema } from '@shared/schemas/product';

applyDutchValidationMessages();

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** What a person must never read: type names, patterns, internal values, English. */
const INTERNAL =
  /\b(verwacht|ontving|expected|received|undefined|null|array|object|string|number|int|regex|invalid|ontvangen|in_behandeling|bezorgen|afhalen|lucht-water)\b|[\^$\\[\]]/i;

describe('validation messages a user understands', () => {
  it.each([
    ['missing lines', placeOrderSchema, {}],
    ['lines not a list', placeOrderSchema, { lines: 'veel' }],
    ['empty lines', placeOrderSchema, { lines: [] }],
    ['odd product id', placeOrderSchema, { lines: [{ productId: 'a b', quantity: 1 }] }],
    ['fraction', placeOrderSchema, { lines: [{ productId: 'a', quantity: 1.5 }] }],
    ['zero', placeOrderSchema, { lines: [{ productId: 'a', quantity: 0 }] }],
    ['text quantity', placeOrderSchema, { lines: [{ productId: 'a', quantity: 'twee' }] }],
    [
      'unknown delivery',
      placeOrderSchema,
      { lines: [{ productId: 'a', quantity: 1 }], delivery: 'drone' },
    ],
    [
      'long reference',
      placeOrderSchema,
      { lines: [{ productId: 'a', quantity: 1 }], reference: 'x'.repeat(81) },
    ],
    ['unknown category', productListQuerySchema, { category: 'vliegtuigen' }],
    ['limit zero', productListQuerySchema, { limit: '0' }],
    ['limit text', productListQuerySchema, { limit: 'veel' }],
  ])('%s', (_name, schema, input) => {
    const found = messages(schema, input);
    expect(found.length).toBeGreaterThan(0);
    for (const message of found) {
      expect(message).not.toMatch(INTERNAL);
      expect(message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('says what to do', () => {
    expect(messages(placeOrderSchema, {})).toContain('Dit veld is verplicht.');
    expect(messages(placeOrderSchema, { lines: [] })).toContain('Je winkelwagen is leeg.');
    expect(messages(placeOrderSchema, { lines: [{ productId: 'a', quantity: 1.5 }] })).toContain(
      'Vul een heel getal in.',
    );
    expect(
      messages(placeOrderSchema, {
        lines: [{ productId: 'a', quantity: 1 }],
        reference: 'x'.repeat(81),
      }),
    ).toContain('Gebruik hoogstens 80 tekens.');
  });
});
