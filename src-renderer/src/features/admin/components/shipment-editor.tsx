import { useState, type FormEvent } from 'react';
import { SubmitRow } from '@/components/form-error';
import { TextField } from '@/components/form-field';
import type { Carrier } from '@shared/domain/carriers';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import type { Shipment } from '@shared/schemas/order';
import { useAdminMutation } from '../api/admin-mutation';
import { adminKeys } from '../api/keys';
import { changeShipment, deliverShipment } from '../api/orders';
import { TrackingFields, trackingProblem } from './tracking-fields';

/** Corrects a shipment's carrier, code or expected day afterwards (the change is audited). */
export function ShipmentEditor({ order, shipment }: { order: AdminOrder; shipment: Shipment }) {
  const [editing, setEditing] = useState(false);
  const [carrier, setCarrier] = useState<Carrier>(shipment.carrier);
  const [code, setCode] = useState(shipment.trackingCode);
  const [expected, setExpected] = useState(shipment.expectedDeliveryDate ?? '');
  const [codeError, setCodeError] = useState<string | undefined>();
  const name = `levering ${shipment.id.replace('levering-', '')}`;
  const save = useAdminMutation(changeShipment(order.id, shipment.id), {
    cacheAs: () => adminKeys.one('orders', order.id),
    done: () => `De gegevens van ${name} zijn opgeslagen.`,
  });

  if (!editing) {
    return (
      <div className="no-print">
        <button type="button" className="button button-ghost" onClick={() => setEditing(true)}>
          Track-and-trace van {name} wijzigen
        </button>
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = trackingProblem(carrier, code);
    setCodeError(problem ?? undefined);
    if (problem) return;
    save.mutate(
      { carrier, trackAndTrace: code.trim(), expectedDeliveryDate: expected || null },
      {
        onSuccess: () => setEditing(false),
      },
    );
  }

  return (
    <form
      className="admin-form no-print"
      onSubmit={submit}
      noValidate
      aria-label={`Wijzig ${name}`}
    >
      <TrackingFields
        carrier={carrier}
        code={code}
        error={codeError}
        suffix={` ${name}`}
        onCarrier={setCarrier}
        onCode={setCode}
      />
      <TextField
        label={`Verwachte leverdatum ${name}`}
        type="date"
        value={expected}
        onChange={(event) => setExpected(event.target.value)}
      />
      <SubmitRow request={save}>Opslaan</SubmitRow>
    </form>
  );
}

/**
 * `Levering 1 geleverd`: the shipment arrived; it is invoiced for its own lines (the last one
 * delivers the whole order).
 */
export function ShipmentDelivered({ order, shipment }: { order: AdminOrder; shipment: Shipment }) {
  const name = `Levering ${shipment.id.replace('levering-', '')}`;
  const deliver = useAdminMutation(deliverShipment(order.id, shipment.id), {
    cacheAs: () => adminKeys.one('orders', order.id),
    done: () => `${name} is geleverd en gefactureerd.`,
  });
  if (shipment.deliveredAt || order.status !== 'verzonden') return null;
  return (
    <form
      className="no-print"
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        deliver.mutate(undefined);
      }}
    >
      <SubmitRow request={deliver} primary={false}>
        {name} geleverd
      </SubmitRow>
    </form>
  );
}
