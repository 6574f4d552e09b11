import { useState } from 'react';
import { FormError } from '@/components/form-error';
import type { UserProfile } from '@shared/schemas/profile';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The optional e-mails (order received, status changes, answered questions), on unless turned
 * off; saved as soon as it is ticked. Invoices and set-password links always go.
 */
export function EmailPreference({ profile }: { profile: UserProfile }) {
  const update = useUpdateProfile();
  // The choice shows at once; after saving (or failing) the stored profile speaks again.
  const [choice, setChoice] = useState<boolean | null>(null);
  const checked = choice ?? profile.emailUpdates !== false;
  return (
    <section className="card settings-card" aria-labelledby="e-mail-titel">
      <h2 id="e-mail-titel">E-mail</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          disabled={update.isPending}
          onChange={(event) => {
            setChoice(event.target.checked);
            update.mutate(
              { emailUpdates: event.target.checked },
              { onSettled: () => setChoice(null) },
            );
          }}
        />{' '}
        E-mail bij statuswijzigingen
      </label>
      <p className="hint">
        Berichten over je bestellingen en antwoorden op je vragen. Facturen, creditfacturen en links
        om een wachtwoord in te stellen sturen we altijd.
      </p>
      <FormError message={update.error?.message} />
    </section>
  );
}
