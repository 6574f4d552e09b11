import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shared/domain/rules';
import { readyToShip, unshippedOf } from '@shared/domain/shipments';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import { SubmitRow } from '@/components/form-error';
import { SelectField, TextField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useAdminMutation } from '../api/admin-mutation';
import { adminKeys } from '../api/keys';
import { changeOrderStatus } from '../api/orders';
import { ShipmentLinesPicker, type LineChoice } from './shipment-lines-picker';
import { checkTracking, TrackingFields, trackingShape } from './tracking-fields';

/** The next status; its shipment's carrier and code are checked only when it ships. */
const statusSchema = z
  .object({ status: z.enum(ORDER_STATUSES).or(z.literal('')), ...trackingShape })
  .superRefine((values, ctx) => {
    if (values.status === 'verzonden') checkTracking(values, ctx);
  });

/** The lines ticked for the next shipment, with their quantities. */
export function chosenLines(choices: Record<string, LineChoice>) {
  return Object.entries(choices)
    .filter(([, choice]) => choice.chosen)
    .map(([productId, choice]) => ({ productId, quantity: choice.quantity }));
}

/**
 * The first choice of the next shipment's lines: every open line, ticked for what is ready to
 * go (the backordered part of a first shipment waits for its stock).
 */
export function firstChoices(order: AdminOrder): Record<string, LineChoice> {
  const ready = new Map(readyToShip(order).map((line) => [line.productId, line.quantity]));
  return Object.fromEntries(
    [...unshippedOf(order)].map(([productId, open]) => {
      const quantity = ready.get(productId);
      return [productId, { chosen: quantity !== undefined, quantity: quantity ?? open }];
    }),
  );
}

/**
 * The allowed next statuses of an order. `Verzonden` is a shipment: the lines that go
 * (`Deze levering`, all open lines at first), the carrier and its code, checked against the
 * carrier's format before sending.
 */
export function OrderStatusForm({
  order,
  choices,
  onChoices,
}: {
  order: AdminOrder;
  /** The lines of the next shipment: the pick list prints these too (order-detail.tsx). */
  choices: Record<string, LineChoice>;
  onChoices: (choices: Record<string, LineChoice>) => void;
}) {
  const form = useZodForm(statusSchema, {
    status: order.nextStatuses[0] ?? '',
    carrier: 'PostNL',
    trackAndTrace: '',
    expectedDeliveryDate: '',
  });
  const { field } = form;
  const status = useWatch({ control: form.control, name: 'status' });
  const open = unshippedOf(order);
  const change = useAdminMutation(changeOrderStatus(order.id), {
    cacheAs: () => adminKeys.one('orders', order.id),
    done: (updated) => `Status gewijzigd naar ${ORDER_STATUS_LABELS[updated.status]}.`,
  });

  if (order.nextStatuses.length === 0) {
    return (
      <p className="admin-muted">
        Deze bestelling is afgerond; de status kan niet meer veranderen.
      </p>
    );
  }

  function shipment(values: z.output<typeof statusSchema>) {
    const lines = chosenLines(choices);
    const everything =
      lines.length === open.size &&
      lines.every((line) => open.get(line.productId) === line.quantity);
    return {
      carrier: values.carrier,
      trackAndTrace: values.trackAndTrace,
      ...(everything ? {} : { lines }),
      ...(values.expectedDeliveryDate ? { expectedDeliveryDate: values.expectedDeliveryDate } : {}),
    };
  }

  const submit = form.handleSubmit((values) => {
    const next = values.status;
    if (!next) return;
    change.mutate(next === 'verzonden' ? { status: next, ...shipment(values) } : { status: next }, {
      onSuccess: () => {
        form.resetField('trackAndTrace');
        form.resetField('expectedDeliveryDate');
      },
    });
  });

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <SelectField label="Nieuwe status" {...field('status')}>
        {order.nextStatuses.map((next) => (
          <option key={next} value={next}>
            {ORDER_STATUS_LABELS[next]}
          </option>
        ))}
      </SelectField>
      {status === 'verzonden' ? (
        <>
          {open.size > 0 ? (
            <ShipmentLinesPicker
              lines={order.lines}
              open={open}
              choices={choices}
              onChange={onChoices}
            />
          ) : null}
          <TrackingFields field={field} />
          <TextField label="Verwachte leverdatum" type="date" {...field('expectedDeliveryDate')} />
        </>
      ) : null}
      <SubmitRow request={change}>Status wijzigen</SubmitRow>
    </form>
  );
}
