import { MAX_LINE_QUANTITY } from '@shared/domain/keys';

/** What the field holds: a code, or `*` and a number to set the quantity of the next line. */
export type CodeInput =
  | { kind: 'code'; code: string }
  | { kind: 'quantity'; quantity: number }
  | { kind: 'invalid'; message: string }
  | { kind: 'empty' };

export function parseCodeInput(raw: string): CodeInput {
  const text = raw.trim();
  if (!text) return { kind: 'empty' };
  if (text.startsWith('*')) {
    const quantity = Number(text.slice(1).trim());
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      return { kind: 'invalid', message: `Typ * en een aantal van 1 tot ${MAX_LINE_QUANTITY}.` };
    }
    return { kind: 'quantity', quantity };
  }
  return { kind: 'code', code: text };
}
