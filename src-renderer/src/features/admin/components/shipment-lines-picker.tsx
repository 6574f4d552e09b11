import type { AdminOrder } from '@shared/schemas/admin/orders';

export interface LineChoice {
  chosen: boolean;
  quantity: number;
}

/**
 * Which open lines go in this shipment, and how many of each: a checkbox `Deze levering` per
 * line (all checked at first) and the quantity, at most what is still open.
 */
export function ShipmentLinesPicker({
  lines,
  open,
  choices,
  onChange,
}: {
  lines: AdminOrder['lines'];
  open: Map<string, number>;
  choices: Record<string, LineChoice>;
  onChange: (choices: Record<string, LineChoice>) => void;
}) {
  const set = (productId: string, choice: Partial<LineChoice>) => {
    const current = choices[productId] ?? { chosen: false, quantity: open.get(productId) ?? 1 };
    onChange({ ...choices, [productId]: { ...current, ...choice } });
  };
  return (
    <fieldset className="shipment-lines">
      <legend>Regels in deze levering</legend>
      <table>
        <thead>
          <tr>
            <th scope="col">Product (open)</th>
            <th scope="col">Deze levering</th>
            <th scope="col">Aantal</th>
          </tr>
        </thead>
        <tbody>
          {lines
            .filter((line) => open.has(line.productId))
            .map((line) => {
              const left = open.get(line.productId) ?? 0;
              const choice = choices[line.productId] ?? { chosen: false, quantity: left };
              return (
                <tr key={line.productId}>
                  <th scope="row">
                    {line.modelNumber || line.name} ({left})
                    {line.backordered ? (
                      <span className="admin-muted"> · nalevering {line.backordered}</span>
                    ) : null}
                  </th>
                  <td>
                    <input
                      type="checkbox"
                      aria-label="Deze levering"
                      checked={choice.chosen}
                      onChange={(event) => set(line.productId, { chosen: event.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      type="number"
                      aria-label={`Aantal ${line.name}`}
                      min={1}
                      max={left}
                      value={choice.quantity}
                      disabled={!choice.chosen}
                      onChange={(event) =>
                        set(line.productId, {
                          quantity: Math.min(left, Math.max(1, Number(event.target.value) || 1)),
                        })
                      }
                    />
                  </td>
                </tr>
              );
            })}
        </tbody>
      </table>
    </fieldset>
  );
}
