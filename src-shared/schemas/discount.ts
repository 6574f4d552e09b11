import { z } from 'zod';
import { formatPercent } from '../domain/money';
import { DISCOUNT_PERCENT } from '../domain/rules';

const range = `${formatPercent(DISCOUNT_PERCENT.min)} tot en met ${formatPercent(DISCOUNT_PERCENT.max)}`;

/** A personal discount in percent, as the back-office enters it and the store keeps it. */
export const discountSchema = z
  .number({ error: `Vul een korting van ${range} in.` })
  .min(DISCOUNT_PERCENT.min, { error: `De korting is ${range}.` })
  .max(DISCOUNT_PERCENT.max, { error: `De korting is ${range}.` });
