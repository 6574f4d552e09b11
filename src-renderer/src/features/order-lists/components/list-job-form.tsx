import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/form-actions';
import { TextAreaField, TextField } from '@/components/form-field';
import type { OrderList, OrderListPatch } from '@shared/schemas/order-list';

/**
 * The job of a bestellijst besides its client: where to deliver, the reference and the notes.
 * Whoever orders the list finds them filled in at checkout and types nothing again.
 */
export function ListJobForm({
  list,
  clientAddress,
  mutation,
  onSave,
}: {
  list: OrderList;
  /** The client's address, offered when the list has no address of its own. */
  clientAddress?: string | undefined;
  mutation: { isPending: boolean; error: Error | null };
  onSave: (patch: OrderListPatch) => void;
}) {
  const [address, setAddress] = useState(list.address || clientAddress || '');
  const [reference, setReference] = useState(list.reference);
  const [notes, setNotes] = useState(list.notes);

  function save(event: FormEvent) {
    event.preventDefault();
    onSave({ address, reference, notes });
  }

  return (
    <form className="form order-list-job" onSubmit={save} aria-label="Opdracht">
      <h2>Opdracht</h2>
      <TextAreaField
        label="Afleveradres"
        rows={3}
        maxLength={300}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <TextField
        label="Referentie"
        maxLength={80}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <TextAreaField
        label="Opmerkingen"
        rows={3}
        maxLength={1000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <FormActions mutation={mutation} label="Opdracht opslaan" />
    </form>
  );
}
