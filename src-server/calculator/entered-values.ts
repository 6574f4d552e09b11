import { compareEntered } from '@shared/calculator/comparison';
import { heatLoss } from '@shared/calculator/heat-loss';
import { formatKw } from '@shared/calculator/format';
import type { CalculatorInput } from '@shared/schemas/calculator';
import { ApiError } from '../errors';

/**
 * A calculation holds only what its inputs give: the heat loss sent must be the one the
 * entered house data (quick estimate, gas use, rooms) give by the order of trust, so a value
 * from a keystroke the page did not accept can never be saved or printed. The schema checked
 * each input's range; this checks that they agree.
 */
export function assertEnteredValues(input: CalculatorInput): void {
  const { used } = compareEntered({
    quick: input.quick,
    gas: input.gas,
    roomsW: input.rooms ? heatLoss(input.rooms).totalW : undefined,
  });
  if (!used || Math.abs(used.watts - input.heatLossW) <= 1) return;
  const message = `Het warmteverlies (${formatKw(input.heatLossW)}) past niet bij de ingevulde gegevens (${formatKw(used.watts)}); bereken opnieuw.`;
  throw new ApiError(400, 'ongeldige_invoer', message, { heatLossW: message });
}
