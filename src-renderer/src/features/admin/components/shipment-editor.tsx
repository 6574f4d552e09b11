import { useState } from 'react';
import { z } from 'zod';
import { SubmitRow } from '@/components/form-error';
import { TextField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import type { Shipment } from '@shared/schemas/order';
import { useAdminMutation } from '../api/admin-mutation';
import { adminKeys } from '../api/keys';
import { changeShipment, deliverShipment } from '../api/orders';
import { checkTracking, TrackingFields, trackingShape } from './tracking-fields';

const correctionSchema = z.object(trackingShape).superRefine(checkTracking);

/** Corrects a shipment's carrier, code or expected day afterwards (the change is audited). */
export function ShipmentEditor({ order, shipment }: { order: AdminOrder; shipment: Shipment }) {
  const [editing, setEditing] = useState(false);
  const { field, handleSubmit } = useZodForm(correctionSchema, {
    carrier: shipment.carrier,
    trackAndTrace: shipment.trackingCode,
    expectedDeliveryDate: shipment.expectedDeliveryDate ?? '',
  });
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

  const submit = handleSubmit((values) =>
    save.mutate(
      { ...values, expectedDeliveryDate: values.expectedDeliveryDate || null },
      { onSuccess: () => setEditing(false) },
    ),
  );

  return (
    <form
      className="admin-form no-print"
      onSubmit={submit}
      noValidate
      aria-label={`Wijzig ${name}`}
    >
      <TrackingFields field={field} suffix={` ${name}`} />
      <TextField
        label={`Verwachte leverdatum ${name}`}
        type="date"
        {...field('expectedDeliveryDate')}
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
