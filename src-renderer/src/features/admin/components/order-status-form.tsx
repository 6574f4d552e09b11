import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toasts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/domain/rules';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import { SubmitRow } from '@/components/form-error';
import { SelectField, TextField } from '@/components/form-field';
import { useAdminMutation } from '../api/admin-mutation';
import { adminKeys } from '../api/keys';
import { changeOrderStatus } from '../api/orders';

/** The allowed next statuses of an order (ORDER_TRANSITIONS), with a code when shipped. */
export function OrderStatusForm({ order }: { order: AdminOrder }) {
  const [status, setStatus] = useState<OrderStatus | ''>(order.nextStatuses[0] ?? '');
  const [code, setCode] = useState('');
  const change = useAdminMutation(changeOrderStatus(order.id), () =>
    adminKeys.one('orders', order.id),
  );

  if (order.nextStatuses.length === 0) {
    return (
      <p className="admin-muted">
        Deze bestelling is afgerond; de status kan niet meer veranderen.
      </p>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!status) return;
    change.mutate(
      { status, ...(status === 'verzonden' && code.trim() ? { trackAndTrace: code.trim() } : {}) },
      {
        onSuccess: (updated) => {
          toast.success(`Status gewijzigd naar ${ORDER_STATUS_LABELS[updated.status]}.`);
          setCode('');
        },
      },
    );
  }

  return (
    <form className="admin-form" onSubmit={submit}>
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
        <TextField
          label="Track-and-tracecode"
          value={code}
          maxLength={100}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Bijvoorbeeld 3SABC1234567"
        />
      ) : null}
      <SubmitRow request={change}>Status wijzigen</SubmitRow>
    </form>
  );
}
