import { DataTable } from '@/components/data-table';
import {
  checkEmitters,
  lowestCoveringFlow,
  RADIATOR_TABLE,
  returnTemperature,
  type EmitterCheck,
  type EmitterRoom,
} from '@shared/calculator/emitters';
import { formatWhole } from '@shared/calculator/format';

/** Each room's radiator at the chosen flow temperature against its heat loss. */
export function EmitterCheckPanel({ rooms, flow }: { rooms: EmitterRoom[]; flow: number }) {
  const checks = checkEmitters(rooms, flow);
  const lowest = lowestCoveringFlow(rooms);
  const short = checks.filter((c) => c.shortW > 0);
  return (
    <section aria-labelledby="calc-emitters-title">
      <h3 id="calc-emitters-title">Radiatoren bij {flow} °C aanvoer</h3>
      <DataTable<EmitterCheck>
        caption="Afgifte van de radiatoren per vertrek"
        rowKey={(row) => row.name}
        rows={checks}
        columns={[
          { header: 'Vertrek', primary: true, cell: (row) => <strong>{row.name}</strong> },
          {
            header: 'Warmteverlies',
            align: 'amount',
            cell: (row) => `${formatWhole(row.heatLossW)} W`,
          },
          { header: 'Afgifte', align: 'amount', cell: (row) => `${formatWhole(row.outputW)} W` },
          {
            header: 'Tekort',
            align: 'amount',
            cell: (row) =>
              row.shortW > 0 ? `${formatWhole(row.shortW)} W te weinig` : 'Voldoende',
          },
        ]}
      />
      <p className={short.length > 0 ? 'calc-warning' : 'hint'}>
        {short.length > 0
          ? `${short.map((c) => c.name).join(', ')} ${short.length === 1 ? 'krijgt' : 'krijgen'} niet genoeg warmte bij ${flow}/${returnTemperature(flow)} °C. `
          : `Alle vertrekken met een opgegeven radiator krijgen genoeg warmte bij ${flow}/${returnTemperature(flow)} °C. `}
        {lowest === null
          ? 'Ook bij 80 °C aanvoer is niet elk vertrek gedekt: vergroot de radiatoren.'
          : `Laagste aanvoertemperatuur waarbij elk vertrek gedekt is: ${lowest} °C.`}
      </p>
      <p className="hint">
        Afgifte volgens EN 442: Φ = Φ75/65/20 × (ΔT / 50)^1,3. Tabel: {RADIATOR_TABLE.source}.
        Vloerverwarming is niet getoetst.
      </p>
    </section>
  );
}
