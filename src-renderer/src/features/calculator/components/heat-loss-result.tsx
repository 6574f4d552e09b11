import { METHOD_LABELS } from '@shared/calculator/comparison';
import type { HeatLossOutcome } from '../hooks/use-calculator';
import { formatKw, formatWhole } from '@shared/calculator/format';

/** One row of the table: a room's heat loss, or the whole dwelling's in the footer. */
function LossRow({
  name,
  loss,
}: {
  name: string;
  loss: { transmissionW: number; ventilationW: number; totalW: number };
}) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td data-label="Transmissie">{formatWhole(loss.transmissionW)} W</td>
      <td data-label="Ventilatie">{formatWhole(loss.ventilationW)} W</td>
      <td data-label="Totaal">
        {formatWhole(loss.totalW)} W <span className="hint calc-kw">({formatKw(loss.totalW)})</span>
      </td>
    </tr>
  );
}

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
                <LossRow key={`${room.name}-${index}`} name={room.name} loss={room} />
              ))}
            </tbody>
            <tfoot>
              <LossRow name="Woning" loss={rooms} />
            </tfoot>
          </table>
        </div>
      ) : null}
    </section>
  );
}
