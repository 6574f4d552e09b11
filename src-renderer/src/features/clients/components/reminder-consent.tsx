import { errorMessage, FormError } from '@/components/form-error';
import { formatLongDate } from '@/lib/dates';
import type { ClientDetail } from '@shared/schemas/clients';
import { useReminderConsent } from '../api/installation-dossier';

/**
 * `Onderhoudsherinneringen per e-mail`: the homeowner's consent as the installer records it,
 * with the date; with it, a reminder goes out before each yearly maintenance.
 */
export function ReminderConsent({ client }: { client: ClientDetail }) {
  const consent = useReminderConsent(client.id);
  return (
    <div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={client.maintenanceReminders}
          disabled={consent.isPending || (!client.email && !client.maintenanceReminders)}
          onChange={(event) => consent.mutate(event.target.checked)}
        />{' '}
        Onderhoudsherinneringen per e-mail
      </label>
      <p className="hint">
        {client.maintenanceRemindersAt
          ? `${client.maintenanceReminders ? 'Toestemming vastgelegd' : 'Toestemming ingetrokken'} op ${formatLongDate(client.maintenanceRemindersAt)}.`
          : client.email
            ? 'Alleen aanvinken als de klant ermee instemt.'
            : 'Vul eerst een e-mailadres in.'}
      </p>
      <FormError
        message={errorMessage(consent.error, 'De toestemming kon niet worden opgeslagen.')}
      />
    </div>
  );
}
