import { z } from 'zod';
import {
  EURO_INPUT_MESSAGE,
  formatCentsForInput,
  parseEuroToCents,
} from '@shared/domain/euro-input';
import { CATEGORY_SLUGS, DEFAULT_WARRANTY_MONTHS } from '@shared/domain/rules';
import { isBackorderable } from '@shared/domain/stock';
import type { HeatPumpInput, ProductInput } from '@shared/schemas/admin/products';
import { MELDCODE_MESSAGE, normaliseMeldcode } from '@shared/schemas/heat-pump';
import type { Product } from '@shared/schemas/product';
import { formatDecimal, parseDecimal } from '@/lib/decimal';

const euros = (optional: boolean) =>
  z
    .string()
    .refine((value) => (optional && value.trim() === '') || parseEuroToCents(value) !== null, {
      error: EURO_INPUT_MESSAGE,
    });

/** A number typed with a decimal comma; empty allowed when `optional` (the server checks ranges). */
const decimalText = (optional: boolean) =>
  z.string().refine((value) => (optional && value.trim() === '') || parseDecimal(value) !== null, {
    error: optional
      ? 'Geef een getal, of laat het veld leeg.'
      : 'Geef een getal, bijvoorbeeld 4,8.',
  });

/** A heat pump's data as typed; checked only when the product is a heat pump. */
const heatPumpFormSchema = z.object({
  type: z.enum(['lucht-water', 'hybride', 'bodem-water', 'lucht-lucht']),
  nominalKw: z.string(),
  capacityKw: z.string(),
  capacity55Kw: z.string(),
  designCondition: z.string(),
  scop35: z.string(),
  scop55: z.string(),
  energyLabel: z.enum(['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D']),
  soundPowerDb: z.string(),
  warrantyYears: z.string(),
  meldcode: z.string(),
  phase: z.enum(['1', '3']),
  refrigerant: z.string(),
  refrigerantGwp: z.string(),
  height: z.string(),
  width: z.string(),
  depth: z.string(),
});
type HeatPumpForm = z.infer<typeof heatPumpFormSchema>;
const REQUIRED_NUMBERS = [
  'nominalKw',
  'capacityKw',
  'scop35',
  'soundPowerDb',
  'warrantyYears',
  'refrigerantGwp',
  'height',
  'width',
  'depth',
] as const;
const OPTIONAL_NUMBERS = ['capacity55Kw', 'scop55'] as const;

/** The product form as typed: prices in euros with a decimal comma. */
export const productFormSchema = z
  .object({
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
    leadTimeDays: z.string().regex(/^\d{0,3}$/, {
      error: 'Vul de levertijd in hele werkdagen in, of laat het veld leeg.',
    }),
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
    isHeatPump: z.boolean(),
    heatPump: heatPumpFormSchema,
    /** `Past bij`: product ids separated by commas or spaces. */
    fitsWith: z
      .string()
      .max(2000)
      .refine((text) => idsOf(text).every((id) => /^[a-z0-9][a-z0-9-]{0,79}$/.test(id)), {
        error: 'Geef product-id’s (kleine letters, cijfers en streepjes), gescheiden door komma’s.',
      }),
  })
  .superRefine((values, context) => {
    if (!values.isHeatPump) return;
    for (const [names, optional] of [
      [REQUIRED_NUMBERS, false],
      [OPTIONAL_NUMBERS, true],
    ] as const) {
      for (const name of names) {
        const result = decimalText(optional).safeParse(values.heatPump[name]);
        if (!result.success)
          context.addIssue({
            code: 'custom',
            path: ['heatPump', name],
            message: result.error.issues[0]?.message ?? 'Geef een getal.',
          });
      }
    }
    const meldcode = values.heatPump.meldcode.trim();
    if (meldcode && normaliseMeldcode(meldcode) === null)
      context.addIssue({
        code: 'custom',
        path: ['heatPump', 'meldcode'],
        message: MELDCODE_MESSAGE,
      });
    for (const name of ['designCondition', 'refrigerant'] as const) {
      if (!values.heatPump[name].trim())
        context.addIssue({ code: 'custom', path: ['heatPump', name], message: 'Vul dit veld in.' });
    }
  });
export type ProductFormValues = z.infer<typeof productFormSchema>;

function idsOf(text: string): string[] {
  return text
    .split(/[\s,;|]+/)
    .map((id) => id.trim())
    .filter(Boolean);
}

const shown = (value: number | undefined) => (value === undefined ? '' : formatDecimal(value));

function heatPumpFormOf(spec: Product['heatPump']): HeatPumpForm {
  return {
    type: spec?.type ?? 'lucht-water',
    nominalKw: shown(spec?.nominalKw),
    capacityKw: shown(spec?.capacityKw),
    capacity55Kw: shown(spec?.capacity55Kw),
    designCondition: spec?.designCondition ?? 'A-10/W35',
    scop35: shown(spec?.scop35),
    scop55: shown(spec?.scop55),
    energyLabel: spec?.energyLabel ?? 'A+++',
    soundPowerDb: shown(spec?.soundPowerDb),
    warrantyYears: shown(spec?.warrantyYears),
    meldcode: spec?.meldcode ?? '',
    phase: spec?.phase === 3 ? '3' : '1',
    refrigerant: spec?.refrigerant ?? '',
    refrigerantGwp: shown(spec?.refrigerantGwp),
    height: shown(spec?.dimensionsMm?.height),
    width: shown(spec?.dimensionsMm?.width),
    depth: shown(spec?.dimensionsMm?.depth),
  };
}

function heatPumpInputOf(form: HeatPumpForm): HeatPumpInput {
  const number = (text: string) => parseDecimal(text) ?? 0;
  const optional = (text: string) => (text.trim() === '' ? null : number(text));
  return {
    type: form.type,
    nominalKw: number(form.nominalKw),
    capacityKw: number(form.capacityKw),
    capacity55Kw: optional(form.capacity55Kw),
    designCondition: form.designCondition,
    scop35: number(form.scop35),
    scop55: optional(form.scop55),
    energyLabel: form.energyLabel,
    soundPowerDb: number(form.soundPowerDb),
    warrantyYears: number(form.warrantyYears),
    meldcode: form.meldcode.trim() === '' ? null : form.meldcode,
    phase: form.phase === '3' ? 3 : 1,
    refrigerant: form.refrigerant,
    refrigerantGwp: number(form.refrigerantGwp),
    dimensionsMm: {
      height: number(form.height),
      width: number(form.width),
      depth: number(form.depth),
    },
  };
}

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
    isHeatPump: product?.heatPump !== undefined,
    heatPump: heatPumpFormOf(product?.heatPump),
    fitsWith: (product?.fitsWith ?? []).join(', '),
  };
}

export function productInputOf(values: ProductFormValues): ProductInput {
  const { isHeatPump, heatPump, fitsWith, ...rest } = values;
  return {
    ...rest,
    heatPump: isHeatPump ? heatPumpInputOf(heatPump) : null,
    fitsWith: idsOf(fitsWith),
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
