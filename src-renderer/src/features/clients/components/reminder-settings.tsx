import { z } from 'zod';
import { errorMessage } from '@/components/form-error';
import { NumberField } from '@/components/form-field';
import { toast } from '@/components/toasts';
import { useZodForm } from '@/hooks/use-zod-form';
import { reminderSettingsInputSchema } from '@shared/schemas/installation-dossier';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';

/** What is typed: whole days, checked by the server's own rule. */
const formSchema = z.object({
  daysBefore: z
    .string()
    .trim()
    .transform(Number)
    .pipe(reminderSettingsInputSchema.shape.daysBefore),
});

/**
 * The firm's `Onderhoudsherinneringen` setting: clients who consented get a mail this many days
 * before each yearly maintenance. Who may edit the company record changes it; others read it.
 */
export function ReminderSettings() {
  const settings = useReminderSettings();
  if (!settings.isSuccess) return null;
  const { daysBefore, mayEdit } = settings.data;
  if (!mayEdit) {
    return (
      <p className="hint">
        Klanten die toestemming gaven krijgen {daysBefore} dagen voor het onderhoud een herinnering.
      </p>
    );
  }
  return <ReminderDaysForm key={daysBefore} daysBefore={daysBefore} />;
}

function ReminderDaysForm({ daysBefore }: { daysBefore: number }) {
  const save = useSaveReminderSettings();
  const form = useZodForm(formSchema, { daysBefore: String(daysBefore) });
  const field = form.field('daysBefore');
  return (
    <form
      className="clients-toolbar"
      aria-label="Onderhoudsherinneringen"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values.daysBefore, {
          onSuccess: () => toast.success('De herinneringen zijn ingesteld.'),
        }),
      )}
    >
      <NumberField
        label="Herinnering onderhoud (dagen vooraf)"
        whole
        hint="Klanten die toestemming gaven krijgen dan een e-mail namens je bedrijf."
        {...field}
        error={
          field.error?.message ??
          errorMessage(save.error, 'De instelling kon niet worden opgeslagen.') ??
          undefined
        }
      />
      <button type="submit" className="button" disabled={save.isPending}>
        Herinnering instellen
      </button>
    </form>
  );
}
