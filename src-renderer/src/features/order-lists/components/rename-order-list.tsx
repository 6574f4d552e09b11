import { FormActions } from '@/components/form-actions';
import { useZodForm } from '@/hooks/use-zod-form';
import type { OrderList } from '@shared/schemas/order-list';
import { useChangeOrderList } from '../api/order-lists';
import { listNameSchema } from '../list-name';
import { ListNameField } from './list-name-field';

/** `Naam wijzigen`: a list's name, saved on its own (with its own sending state and error). */
export function RenameOrderList({ list }: { list: OrderList }) {
  const { update } = useChangeOrderList();
  const form = useZodForm(listNameSchema, { name: list.name });
  return (
    <form
      className="order-list-rename"
      onSubmit={form.handleSubmit(({ name }) => update.mutate({ id: list.id, patch: { name } }))}
      aria-label="Naam wijzigen"
    >
      <ListNameField label="Naam" {...form.field('name')} />
      <FormActions mutation={update} label="Naam opslaan" />
    </form>
  );
}
