import { z } from 'zod';
import {
  EURO_INPUT_MESSAGE,
  formatCentsForInput,
  parseEuroToCents,
} from '@shared/domain/euro-input';
import { CATEGORY_SLUGS, DEFAULT_WARRANTY_MONTHS } from '@shared/domain/rules';
import { isBackorderable } from '@shared/domain/stock';
import type { ProductInput } from '@shared/schemas/admin/products';
import type { Product } from '@shared/schemas/product';

const euros = (optional: boolean) =>
  z
    .string()
    .refine((value) => (optional && value.trim() === '') || parseEuroToCents(value) !== null, {
      error: EURO_INPUT_MESSAGE,
    });

/** The product form as typed: prices in euros with a decimal comma. */
export const productFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'Vul een naam in.' }).max(150),
  description: z.string().max(5000, { error: 'De omschrijving is te lang.' }),
  modelNumber: z.string().trim().min(1, { error: 'Vul een typenummer in.' }).max(60),
  category: z.enum(CATEGORY_SLUGS, { error: 'Kies een categorie.' }),
  price: euros(false),
  installateurPrijs: euros(true),
  vatRate: z.enum(['0', '9', '21']),
  warrantyMonths: z
    .string()
    .regex(/^\d{1,3}$/, { error: 'Vul de garantie in hele maanden in (0 tot en met 360).' }),
  inStock: z.boolean(),
  /** Empty: stock not counted, the flag above speaks. */
  stockQuantity: z
    .string()
    .regex(/^\d{0,7}$/, { error: 'Vul de voorraad in hele stuks in, of laat het veld leeg.' }),
  leadTimeDays: z
    .string()
    .regex(/^\d{0,3}$/, { error: 'Vul de levertijd in hele werkdagen in, of laat het veld leeg.' }),
  expectedDate: z.string(),
  backorderable: z.boolean(),
  imageUrl: z.string().max(500),
  specifications: z.array(
    z.object({
      key: z.string().trim().min(1, { error: 'Vul een naam in.' }).max(80),
      value: z.string().trim().max(300),
    }),
  ),
  documents: z.array(
    z.object({
      title: z.string().trim().min(1, { error: 'Geef een titel.' }).max(150),
      url: z.string().min(1),
    }),
  ),
});
export type ProductFormValues = z.infer<typeof productFormSchema>;

export function formValuesOf(product: Product | undefined): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    modelNumber: product?.modelNumber ?? '',
    category: (product?.category as ProductFormValues['category']) ?? 'lucht-water',
    price: product ? formatCentsForInput(product.price) : '',
    installateurPrijs:
      product?.installateurPrijs === undefined
        ? ''
        : formatCentsForInput(product.installateurPrijs),
    vatRate: String(product?.vatRate ?? 21) as ProductFormValues['vatRate'],
    warrantyMonths: String(product?.warrantyMonths ?? DEFAULT_WARRANTY_MONTHS),
    inStock: product?.inStock ?? true,
    stockQuantity: product?.stockQuantity === undefined ? '' : String(product.stockQuantity),
    leadTimeDays: product?.leadTimeDays === undefined ? '' : String(product.leadTimeDays),
    expectedDate: product?.expectedDate ?? '',
    backorderable: product ? isBackorderable(product) : true,
    imageUrl: product?.imageUrl ?? '',
    specifications: Object.entries(product?.specifications ?? {}).map(([key, value]) => ({
      key,
      value,
    })),
    documents: product?.documents ?? [],
  };
}

export function productInputOf(values: ProductFormValues): ProductInput {
  return {
    ...values,
    price: parseEuroToCents(values.price) ?? 0,
    installateurPrijs:
      values.installateurPrijs.trim() === '' ? null : parseEuroToCents(values.installateurPrijs),
    vatRate: Number(values.vatRate),
    warrantyMonths: Number(values.warrantyMonths),
    stockQuantity: values.stockQuantity === '' ? null : Number(values.stockQuantity),
    leadTimeDays: values.leadTimeDays === '' ? null : Number(values.leadTimeDays),
    expectedDate: values.expectedDate === '' ? null : values.expectedDate,
  };
}
