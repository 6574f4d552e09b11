import { useState, type FormEvent } from 'react';
import type { Carrier } from '@shared/domain/carriers';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/domain/rules';
import { readyToShip, unshippedOf } from '@shared/domain/shipments';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import { SubmitRow } from '@/components/form-error';
import { SelectField, TextField } from '@/components/form-field';
import { useAdminMutation } from '../api/admin-mutation';
import { adminKeys } from '../api/keys';
import { changeOrderStatus } from '../api/orders';
import { ShipmentLinesPicker, type LineChoice } from './shipment-lines-picker';
import { TrackingFields, trackingProblem } from './tracking-fields';

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
  const [status, setStatus] = useState<OrderStatus | ''>(order.nextStatuses[0] ?? '');
  const [carrier, setCarrier] = useState<Carrier>('PostNL');
  const [code, setCode] = useState('');
  const [expected, setExpected] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
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

  function shipment() {
    const lines = chosenLines(choices);
    const everything =
      lines.length === open.size &&
      lines.every((line) => open.get(line.productId) === line.quantity);
    return {
      carrier,
      trackAndTrace: code.trim(),
      ...(everything ? {} : { lines }),
      ...(expected ? { expectedDeliveryDate: expected } : {}),
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!status) return;
    if (status === 'verzonden') {
      const problem = trackingProblem(carrier, code);
      setCodeError(problem ?? undefined);
      if (problem) return;
    }
    change.mutate(status === 'verzonden' ? { status, ...shipment() } : { status }, {
      onSuccess: () => {
        setCode('');
        setExpected('');
      },
    });
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <SelectField
        label="Nieuwe status"
        value={status}
        onChange={(event) => setStatus(event.target.value as OrderStatus)}
      >
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
          <TrackingFields
            carrier={carrier}
            code={code}
            error={codeError}
            onCarrier={setCarrier}
            onCode={setCode}
          />
          <TextField
            label="Verwachte leverdatum"
            type="date"
            value={expected}
            onChange={(event) => setExpected(event.target.value)}
          />
        </>
      ) : null}
      <SubmitRow request={change}>Status wijzigen</SubmitRow>
    </form>
  );
}
