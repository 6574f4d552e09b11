import { groundSourceOfferteLines, offerteAmounts } from '@shared/calculator/offerte';
import { isdeEstimateCents } from '@shared/calculator/running-costs';
import { costsFor } from '@shared/calculator/summary';
import { OFFERTE_DEFAULTS } from '@shared/calculator/defaults';
import { unitPriceFor } from '@shared/domain/pricing';
import { discountOf } from '@shared/domain/rules';
import { dutchDay, validUntil } from '@shared/domain/calendar';
import type { OfferteRequest } from '@shared/schemas/calculator';
import type { AuthenticatedUser } from '../auth/verifier';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { products as productsCollection } from '../collections/products';
import { users } from '../collections/users';
import type { Storage } from '../storage/port';
import { installerFromProfile } from './installer';
import { offertePdf, type OfferteView } from './offerte-pdf';

/**
 * The price indication for the homeowner (`Indicatie (pdf)`): the installer's own prices from
 * the catalogue and profile, their margin and labour, 21 % btw, and the ISDE and savings
 * estimates of the heat pump. It is not an offerte: no number, no payment details; its prices
 * hold for the offerte validity days from today's Dutch day (the numbered offerte's rule).
 */
export async function offerteFor(
  storage: Storage,
  clock: Clock,
  user: AuthenticatedUser,
  request: OfferteRequest,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const profile = await users.on(storage).get(user.uid);
  const discount = discountOf(profile);
  const products = await Promise.all(
    request.lines.map(async (line, index) => {
      const product = await productsCollection.on(storage).get(line.productId);
      if (!product) {
        throw new ApiError(400, 'product_onbekend', 'Een gekozen product bestaat niet (meer).', {
          [`lines.${index}.productId`]: 'Dit product bestaat niet (meer).',
        });
      }
      return { product, quantity: line.quantity };
    }),
  );
  const { input } = request;
  const heatPump = products.find(({ product }) => product.heatPump)?.product.heatPump;
  const amounts = offerteAmounts({
    lines: [
      ...products.map(({ product, quantity }) => ({
        name: product.name,
        modelNumber: product.modelNumber,
        quantity,
        ownUnitCents: unitPriceFor(product, discount),
      })),
      ...groundSourceOfferteLines(input, heatPump),
    ],
    marginPercent: input.marginPercent,
    labourHours: input.labourHours,
    labourRateCents: input.labourRateCents,
  });
  const now = clock.now();
  const view: OfferteView = {
    installer: installerFromProfile(profile, user),
    customerName: request.customerName,
    date: now,
    validUntil: validUntil(now, OFFERTE_DEFAULTS.validityDays),
    heatLossW: input.heatLossW,
    amounts,
    isdeCents: heatPump ? isdeEstimateCents(heatPump) : 0,
    costs: heatPump ? costsFor(input, heatPump) : null,
    input,
  };
  return { pdf: await offertePdf(view), filename: `indicatie-${dutchDay(now)}.pdf` };
}
