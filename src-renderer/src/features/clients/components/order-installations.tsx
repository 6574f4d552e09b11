import { useState } from 'react';
import { dutchDay } from '@shared/domain/calendar';
import { ClientRows } from './client-rows';
import { ClientSelect } from './client-select';
import { InstallationForm } from './installation-form';

export interface HeatPumpLine {
  productId: string;
  name: string;
  modelNumber: string;
  quantity: number;
}

/**
 * On a delivered order: `Installatie registreren` per heat pump, opening the installation form
 * with product, client and today's date filled in. Registering within 90 days of delivery earns
 * spaarpunten (the server decides and says so).
 */
export function OrderInstallations({
  orderId,
  clientId: orderClient,
  lines,
}: {
  orderId: string;
  clientId?: string;
  lines: HeatPumpLine[];
}) {
  const [open, setOpen] = useState<HeatPumpLine | null>(null);
  const [client, setClient] = useState({ id: orderClient ?? '', name: '' });
  if (lines.length === 0) return null;
  return (
    <section className="order-installations no-print" aria-labelledby="installaties-kop">
      <h2 id="installaties-kop">Installaties</h2>
      <p className="hint">
        Registreer elke geplaatste warmtepomp binnen 90 dagen na levering: je krijgt 1.000
        spaarpunten per warmtepomp.
      </p>
      <ClientRows items={lines.map((line) => ({ ...line, id: line.productId }))}>
        {(line) => (
          <>
            <span id={`installeer-${line.productId}`}>
              {line.quantity} × {line.name} ({line.modelNumber})
            </span>
            <button
              type="button"
              className="button"
              aria-describedby={`installeer-${line.productId}`}
              onClick={() => setOpen(line)}
            >
              Installatie registreren
            </button>
          </>
        )}
      </ClientRows>
      {open ? (
        <>
          {orderClient ? null : (
            <ClientSelect
              value={client.id}
              selectedName={client.name}
              onChange={(id, name) => setClient({ id, name })}
            />
          )}
          {client.id ? (
            <InstallationForm
              key={`${open.productId}-${client.id}`}
              clientId={client.id}
              fromOrder={{
                orderId,
                productId: open.productId,
                label: `${open.name} (${open.modelNumber})`,
                installedOn: dutchDay(new Date()),
              }}
              onDone={() => setOpen(null)}
            />
          ) : (
            <p className="hint">Kies eerst de klant bij wie de warmtepomp is geplaatst.</p>
          )}
        </>
      ) : null}
    </section>
  );
}
