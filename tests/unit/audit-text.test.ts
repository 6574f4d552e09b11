import { formatEuro } from '@shared/domain/money';
import { describe, expect, it } from 'vitest';
import {
  auditActionText,
  auditFieldLabel,
  auditRecordText,
  auditValueText,
} from '@shared/schemas/admin/audit-text';

describe('the audit log as people read it', () => {
  it('shows stored values by their names, in euros, percentages and Dutch dates', () => {
    expect(auditValueText('status', 'in_behandeling')).toBe('In behandeling');
    expect(auditValueText('status', 'goedgekeurd')).toBe('Goedgekeurd');
    expect(auditValueText('role', 'dealer')).toBe('Dealer');
    expect(auditValueText('discount', '7.5')).toBe('7,5%');
    expect(auditValueText('price', '614500')).toBe(formatEuro(614_500));
    expect(auditValueText('expectedDeliveryDate', '2026-11-27')).toBe('27 november 2026');
    expect(auditValueText('inStock', 'false')).toBe('nee');
    expect(auditValueText('rewardPoints', '12450')).toBe('12.450');
    expect(auditValueText('shipment', 'levering-2: 1 × NW-AW12')).toBe('Levering 2: 1 × NW-AW12');
    expect(auditValueText('trackingCode', '—')).toBe('—');
    expect(auditValueText('trackingCode', '05212345678901')).toBe('05212345678901');
  });

  it('names fields and actions in Dutch', () => {
    expect(auditFieldLabel('expectedDeliveryDate')).toBe('Verwachte levering');
    expect(auditActionText('levering-2 gewijzigd')).toBe('Levering 2 gewijzigd');
    expect(auditFieldLabel('companyId')).toBe('Bedrijf');
    expect(auditFieldLabel('creditfactuur')).toBe('Creditfactuur');
    expect(auditValueText('companyRole', 'monteur')).toBe('Monteur');
  });

  it('names a record by its stored name, by its id only when it has none', () => {
    expect(
      auditRecordText({ entity: 'user', entityId: 'nJDakq9', recordLabel: 'Jan Jansen' }),
    ).toBe('Gebruiker Jan Jansen');
    expect(auditRecordText({ entity: 'order', entityId: 'o-1', recordLabel: '2026-00012' })).toBe(
      'Bestelling 2026-00012',
    );
    expect(auditRecordText({ entity: 'message', entityId: 'm-7' })).toBe('Bericht m-7');
  });
});
