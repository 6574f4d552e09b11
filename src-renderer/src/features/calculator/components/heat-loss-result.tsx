import { METHOD_LABELS } from '@shared/calculator/comparison';
import type { HeatLossOutcome } from '../hooks/use-calculator';
import { formatKw, formatWhole } from '@shared/calculator/format';

/** The design heat loss in kW and W, per room where known, with its basis. */
export function HeatLossResult({ outcome }: { outcome: HeatLossOutcome }) {
  const { rooms } = outcome;
  return (
    <section className="card calc-result" aria-labelledby="calc-result-title">
      <h2 id="calc-result-title">Benodigd vermogen</h2>
      <p className="calc-power">
        <strong data-testid="calc-power">{formatKw(outcome.watts)}</strong>
        <span> = {formatWhole(outcome.watts)} W bij de ontwerpcondities</span>
      </p>
      <p className="hint">
        Gebruikt voor het advies: {METHOD_LABELS[outcome.method]}. Basis: {outcome.basis}.
        {outcome.interpolated
          ? ' Let op: geen bron geeft deze combinatie; de waarde is geïnterpoleerd.'
          : ''}
      </p>
      {rooms ? (
        <div className="calc-table-wrap">
          <table className="calc-table">
            <caption className="visually-hidden">Warmteverlies per vertrek</caption>
            <thead>
              <tr>
                <th scope="col">Vertrek</th>
                <th scope="col">Transmissie</th>
                <th scope="col">Ventilatie</th>
                <th scope="col">Totaal</th>
              </tr>
            </thead>
            <tbody>
              {rooms.rooms.map((room, index) => (
                <tr key={`${room.name}-${index}`}>
                  <th scope="row">{room.name}</th>
                  <td data-label="Transmissie">{formatWhole(room.transmissionW)} W</td>
                  <td data-label="Ventilatie">{formatWhole(room.ventilationW)} W</td>
                  <td data-label="Totaal">
                    {formatWhole(room.totalW)} W{' '}
                    <span className="hint calc-kw">({formatKw(room.totalW)})</span>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Woning</th>
                <td data-label="Transmissie">{formatWhole(rooms.transmissionW)} W</td>
                <td data-label="Ventilatie">{formatWhole(rooms.ventilationW)} W</td>
                <td data-label="Totaal">
                  {formatWhole(rooms.totalW)} W{' '}
                  <span className="hint calc-kw">({formatKw(rooms.totalW)})</span>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </section>
  );
}
