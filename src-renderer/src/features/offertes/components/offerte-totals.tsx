import { formatEuro, formatPercent } from '@shared/domain/money';

interface Totals {
  totalExclVatCents: number;
  vat: { rate: number; base: number; amount: number }[];
  totalInclVatCents: number;
}

/** Totals per btw rate; the ISDE estimate, when there is one, apart from the price. */
export function OfferteTotals({ totals, isde }: { totals: Totals; isde?: number | undefined }) {
  return (
    <>
      <table className="offerte-totals">
        <tbody>
          <tr>
            <th scope="row">Totaal excl. btw</th>
            <td>{formatEuro(totals.totalExclVatCents)}</td>
          </tr>
          {totals.vat.map((vat) => (
            <tr key={vat.rate}>
              <th scope="row">
                Btw {formatPercent(vat.rate)} over {formatEuro(vat.base)}
              </th>
              <td>{formatEuro(vat.amount)}</td>
            </tr>
          ))}
          <tr className="total">
            <th scope="row">Totaal incl. btw</th>
            <td>{formatEuro(totals.totalInclVatCents)}</td>
          </tr>
        </tbody>
      </table>
      {isde ? (
        <p className="hint">
          ISDE-subsidie (schatting): {formatEuro(isde)}. Niet van de prijs afgetrokken; de subsidie
          vraagt u na de installatie zelf aan bij RVO.
        </p>
      ) : null}
    </>
  );
}
