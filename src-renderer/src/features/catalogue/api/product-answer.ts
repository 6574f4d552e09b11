import {
  answerOf,
  isBoolean,
  isCount,
  isNumber,
  isObject,
  isString,
  listOf,
  objectOf,
  optional,
  recordOf,
} from '@/lib/answer-shape';
import type { Product, ProductList } from '@shared/schemas/product';

/*
 * The catalogue's answers checked without zod (productSchema is the server's), so that the
 * catalogue and product pages load light: see lib/answer-shape.ts.
 */

const isProduct = objectOf<Product>({
  id: isString,
  name: isString,
  description: isString,
  price: isCount,
  installateurPrijs: optional(isCount),
  imageUrl: isString,
  modelNumber: isString,
  category: isString,
  specifications: recordOf(isString),
  inStock: isBoolean,
  ean: optional(isString),
  stockQuantity: optional(isCount),
  leadTimeDays: optional(isCount),
  expectedDate: optional(isString),
  backorderable: optional(isBoolean),
  vatRate: isNumber,
  createdAt: isString,
  documents: listOf(objectOf<Product['documents'][number]>({ title: isString, url: isString })),
  warrantyMonths: isCount,
  archived: isBoolean,
  heatPump: optional(isObject),
  accessory: optional(isObject),
  fitsWith: optional(listOf(isString)),
});

export const productAnswer = answerOf(isProduct);

export const productListAnswer = answerOf(
  objectOf<ProductList>({
    items: listOf(isProduct),
    total: isCount,
    atLeast: optional(isBoolean),
  }),
);
