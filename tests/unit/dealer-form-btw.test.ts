import { describe, expect, it } from 'vitest';
import { dealerApplicationInputSchema } from '@shared/forms/public-forms';

const btwError = (btwId: string) =>
  dealerApplicationInputSchema.shape.btwId.safeParse(btwId).error?.issues[0]?.message;

describe('the dealer form’s btw-id', () => {
  it('says the format is wrong only when it is, and the check digits when only they fail', () => {
    expect(btwError('NL004495445B01')).toBeUndefined();
    expect(btwError('NL12345')).toMatch(/^Vul een geldig btw-nummer in: NL, 9 cijfers, B/);
    // The right shape, but neither the 11-proof nor mod-97 holds.
    expect(btwError('NL004495446B01')).toMatch(/de controle van de cijfers faalt/);
  });
});
