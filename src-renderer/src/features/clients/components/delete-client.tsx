import { ActionButton } from '@/components/action-button';
import { FormError } from '@/components/form-error';
import { useState } from 'react';
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
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="delete-client">
      {confirming ? (
        <div role="group" aria-label="Verwijderen bevestigen" className="form-card confirm-box">
          <p>Weet je zeker dat je {name} wilt verwijderen? Dit kan niet ongedaan worden gemaakt.</p>
          <div className="form-actions">
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Annuleren
            </button>
            <ActionButton
              request={remove}
              className="button button-danger"
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: onDeleted,
                  onSettled: () => setConfirming(false),
                })
              }
            >
              Ja, verwijderen
            </ActionButton>
          </div>
        </div>
      ) : (
        <button type="button" className="button button-ghost" onClick={() => setConfirming(true)}>
          Klant verwijderen
        </button>
      )}
      <FormError message={remove.error?.message} />
    </div>
  );
}
