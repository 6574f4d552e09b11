import { adviseInstallations, requiredCapacityW } from '@shared/calculator/advice';
import { isdeEstimateCents } from '@shared/calculator/running-costs';
import type { AdviceRequestBody, AdviceResponse } from '@shared/schemas/calculator';
import type { Storage } from '../storage/port';
import { discountOf } from '@shared/domain/rules';
import { users } from '../collections/users';
import { calculatorProducts } from './catalogue';

/** Heat pumps with their installation at the user's own prices, and the ISDE estimate. */
export async function adviceFor(
  storage: Storage,
  uid: string,
  request: AdviceRequestBody,
): Promise<AdviceResponse> {
  const [products, profile] = await Promise.all([
    calculatorProducts(storage),
    users.on(storage).get(uid),
  ]);
  const options = adviseInstallations(request, products, discountOf(profile)).map((option) => {
    const spec = option.heatPump.product.heatPump;
    return {
      ...option,
      isdeCents: spec ? isdeEstimateCents(spec) : 0,
    };
  });
  return { requiredW: Math.round(requiredCapacityW(request)), options };
}
