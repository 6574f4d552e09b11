import { formatEuro, formatPercent } from '@shared/domain/money';
import type { DeliveryMethod } from '@shared/domain/rules';

export interface Amounts {
  subtotal: number;
  discount: number;
  discountPercent: number;
  pointsRedeemed: number;
  pointsValue: number;
  delivery: DeliveryMethod;
  deliveryCost: number;
  totalExclVat: number;
  vat: { rate: number; base: number; amount: number }[];
  totalInclVat: number;
}

/**
 * Whose discount an order shows, as its reader reads it: "Jouw korting" to the one who ordered,
 * the orderer's by name to a colleague of the firm, plain "Korting" on an older order that does
 * not say who ordered it.
 */
export function discountOwner(
  buyer: { name: string; email: string } | undefined,
  readerEmail: string | null | undefined,
): string {
  if (!buyer) return 'Korting';
  if (readerEmail && buyer.email.toLowerCase() === readerEmail.toLowerCase()) return 'Jouw korting';
  return `Korting van ${buyer.name || buyer.email}`;
}

/**
 * The breakdown of an order or a cart, as the server computed it. `whose` names the discount's
 * owner for a reader who is not the buyer (the back-office: "Korting klant").
 */
export function AmountsTable({
  amounts,
  whose = 'Jouw korting',
}: {
  amounts: Amounts;
  whose?: string;
}) {
  const rows: [string, number][] = [['Subtotaal excl. btw', amounts.subtotal]];
  if (amounts.discount)
    rows.push([`${whose} (${formatPercent(amounts.discountPercent)})`, -amounts.discount]);
  if (amounts.pointsValue) {
    rows.push([
      `Spaarpunten (${amounts.pointsRedeemed.toLocaleString('nl-NL')})`,
      -amounts.pointsValue,
    ]);
  }
  rows.push([
    amounts.delivery === 'afhalen' ? 'Afhalen aan de balie' : 'Verzendkosten',
    amounts.deliveryCost,
  ]);
  rows.push(['Totaal excl. btw', amounts.totalExclVat]);
  for (const vat of amounts.vat)
    rows.push([`Btw ${formatPercent(vat.rate)} over ${formatEuro(vat.base)}`, vat.amount]);
  return (
    <table className="amounts">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{formatEuro(value)}</td>
          </tr>
        ))}
        <tr className="amounts-total">
          <th scope="row">Totaal incl. btw</th>
          <td data-testid="total-incl-vat">{formatEuro(amounts.totalInclVat)}</td>
        </tr>
      </tbody>
    </table>
  );
}
