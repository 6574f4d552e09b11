import {
  METHOD_IDS,
  METHOD_LABELS,
  type Comparison,
  type MethodResult,
} from '@shared/calculator/comparison';
import { DataTable } from '@/components/data-table';
import { formatPercent } from '@shared/domain/money';
import { METHOD_SPREAD_LIMIT } from '@shared/calculator/defaults';
import { formatKw } from '@shared/calculator/format';

/** Every method that ran, side by side, and a plain warning when they disagree. */
export function ComparisonPanel({ comparison }: { comparison: Comparison }) {
  const { results, used, warning } = comparison;
  const missing = METHOD_IDS.filter((id) => !results.some((r) => r.method === id));
  return (
    <section className="card calc-comparison" aria-labelledby="calc-comparison-title">
      <h2 id="calc-comparison-title">Vergelijking</h2>
      <DataTable<MethodResult>
        caption="Warmteverlies volgens elke methode"
        rowKey={(row) => row.method}
        rows={results}
        columns={[
          {
            header: 'Methode',
            primary: true,
            cell: (row) => (
              <>
                <strong>{METHOD_LABELS[row.method]}</strong>
                {row.method === used?.method ? (
                  <span className="calc-badge">gebruikt voor het advies</span>
                ) : null}
                <span className="hint calc-basis">{row.basis}</span>
              </>
            ),
          },
          { header: 'Vermogen', align: 'amount', cell: (row) => formatKw(row.watts) },
        ]}
      />
      {warning ? (
        <p className="calc-warning" role="status">
          {warning}
        </p>
      ) : results.length > 1 ? (
        <p className="hint">
          De methoden liggen binnen {formatPercent(METHOD_SPREAD_LIMIT * 100)} van elkaar. Het
          advies gebruikt {used ? METHOD_LABELS[used.method].toLowerCase() : ''} (per vertrek gaat
          voor gasverbruik, gasverbruik voor de snelle schatting).
        </p>
      ) : null}
      {missing.length > 0 ? (
        <p className="hint">
          Nog niet ingevuld: {missing.map((id) => METHOD_LABELS[id].toLowerCase()).join(' en ')}.
          Vul ze in om de uitkomst te controleren.
        </p>
      ) : null}
    </section>
  );
}
