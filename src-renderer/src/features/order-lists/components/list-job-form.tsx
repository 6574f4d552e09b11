import { FormActions } from '@/components/form-actions';
import { TextAreaField, TextField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { listJobSchema, type OrderList, type OrderListPatch } from '@shared/schemas/order-list';

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
  const form = useZodForm(listJobSchema, {
    address: list.address || clientAddress || '',
    reference: list.reference,
    notes: list.notes,
  });
  const { field } = form;

  return (
    <form
      className="form order-list-job"
      onSubmit={form.handleSubmit((job) => onSave(job))}
      aria-label="Opdracht"
      noValidate
    >
      <h2>Opdracht</h2>
      <TextAreaField label="Afleveradres" rows={3} maxLength={300} {...field('address')} />
      <TextField label="Referentie" maxLength={80} {...field('reference')} />
      <TextAreaField label="Opmerkingen" rows={3} maxLength={1000} {...field('notes')} />
      <FormActions mutation={mutation} label="Opdracht opslaan" />
    </form>
  );
}
