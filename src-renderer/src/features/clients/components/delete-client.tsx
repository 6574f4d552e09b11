import { ConfirmAction } from '@/components/confirm-action';
import { useDeleteClient } from '../api/delete-client';

/** Deleting asks for confirmation; a client with orders is refused with the server's reason. */
export function DeleteClient({
  id,
  name,
  onDeleted,
}: {
  id: string;
  name: string;
  onDeleted: () => void;
}) {
  const remove = useDeleteClient(id);
  return (
    <ConfirmAction
      className="delete-client"
      buttonClassName="button button-ghost"
      label="Klant verwijderen"
      question={`Weet je zeker dat je ${name} wilt verwijderen? Dit kan niet ongedaan worden gemaakt.`}
      confirmLabel="Ja, verwijderen"
      request={remove}
      onConfirm={(done) => remove.mutate(undefined, { onSuccess: onDeleted, onSettled: done })}
    />
  );
}
