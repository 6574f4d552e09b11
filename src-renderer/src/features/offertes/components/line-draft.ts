import { parseDecimal, formatDecimal } from '@/lib/decimal';
import { formatCentsForInput, parseEuroToCents } from '@shared/domain/euro-input';
import { OFFERTE_RULES, type OfferteLineKind } from '@shared/domain/offerte';
import { saveOfferteSchema, type Offerte, type SaveOfferteInput } from '@shared/schemas/offerte';

/** One line as typed: numbers stay text (a Dutch comma) until the form is sent. */
export interface LineDraft {
  key: string;
  kind: OfferteLineKind;
  description: string;
  quantity: string;
  price: string;
  vatRate: string;
  productId?: string | undefined;
}

export interface OfferteDraft {
  clientId: string;
  clientName: string;
  /** The installer's own name for the offerte; the client never sees it. */
  title: string;
  /** What the client sees as the offerte's title. */
  clientTitle: string;
  validUntil: string;
  discount: string;
  summary: string;
  lines: LineDraft[];
}

let counter = 0;
const nextKey = () => `regel-${++counter}`;

export function emptyLine(): LineDraft {
  return {
    key: nextKey(),
    kind: 'vrij',
    description: '',
    quantity: '1',
    price: '',
    vatRate: String(OFFERTE_RULES.defaultVatRate),
  };
}

export function draftOf(offerte: Offerte): OfferteDraft {
  return {
    clientId: offerte.clientId ?? '',
    clientName: offerte.clientName,
    title: offerte.title,
    clientTitle: offerte.clientTitle,
    validUntil: offerte.validUntil,
    discount: offerte.discountPercent ? formatDecimal(offerte.discountPercent, 2) : '',
    summary: offerte.summary,
    lines: offerte.lines.map((line) => ({ key: nextKey(), ...typedLine(line) })),
  };
}

/** A line as the server has it, as the editor shows it (text with a Dutch comma). */
export function typedLine(
  line: Omit<Offerte['lines'][number], 'totalExclVatCents'>,
): Omit<LineDraft, 'key'> {
  return {
    kind: line.kind,
    description: line.description,
    quantity: formatDecimal(line.quantity, 2),
    price: formatCentsForInput(line.unitPriceCents),
    vatRate: String(line.vatRate),
    productId: line.productId,
  };
}

/** What the draft sends, checked with the server's schema; errors by field (`lines.0.quantity`). */
export function requestOf(
  draft: OfferteDraft,
  isde: number | undefined,
): { request: SaveOfferteInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines = draft.lines.map((line, index) => {
    const quantity = parseDecimal(line.quantity);
    const price = parseEuroToCents(line.price);
    if (quantity === null) errors[`lines.${index}.quantity`] = 'Geef het aantal als getal.';
    if (price === null)
      errors[`lines.${index}.unitPriceCents`] = 'Vul een bedrag in euro’s in, zoals 1.234,50.';
    return {
      kind: line.kind,
      description: line.description,
      quantity: quantity ?? 0,
      unitPriceCents: price ?? 0,
      vatRate: Number(line.vatRate),
      ...(line.productId ? { productId: line.productId } : {}),
    };
  });
  const discount = draft.discount.trim() === '' ? 0 : parseDecimal(draft.discount);
  if (discount === null) errors.discountPercent = 'Geef de korting als getal.';
  const request: SaveOfferteInput = {
    ...(draft.clientId ? { clientId: draft.clientId } : {}),
    title: draft.title,
    clientTitle: draft.clientTitle,
    lines,
    discountPercent: discount ?? 0,
    validUntil: draft.validUntil,
    summary: draft.summary,
    ...(isde === undefined ? {} : { isdeEstimateCents: isde }),
  };
  const checked = saveOfferteSchema.safeParse(request);
  if (!checked.success) {
    for (const issue of checked.error.issues) errors[issue.path.join('.')] ??= issue.message;
  }
  return { request, errors };
}
