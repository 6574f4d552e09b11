import { useState } from 'react';
import { errorMessage } from '@/components/form-error';
import { NumberField } from '@/components/form-field';
import { toast } from '@/components/toasts';
import { reminderSettingsInputSchema } from '@shared/schemas/installation-dossier';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';

/**
 * The firm's `Onderhoudsherinneringen` setting: clients who consented get a mail this many days
 * before each yearly maintenance. Who may edit the company record changes it; others read it.
 */
export function ReminderSettings() {
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!settings.isSuccess) return null;
  const { daysBefore, mayEdit } = settings.data;
  if (!mayEdit) {
    return (
      <p className="hint">
        Klanten die toestemming gaven krijgen {daysBefore} dagen voor het onderhoud een herinnering.
      </p>
    );
  }
  const value = typed ?? String(daysBefore);
  return (
    <form
      className="clients-toolbar"
      aria-label="Onderhoudsherinneringen"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = reminderSettingsInputSchema.shape.daysBefore.safeParse(Number(value));
        setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
        if (!parsed.success) return;
        save.mutate(parsed.data, {
          onSuccess: () => {
            setTyped(null);
            toast.success('De herinneringen zijn ingesteld.');
          },
        });
      }}
    >
      <NumberField
        label="Herinnering onderhoud (dagen vooraf)"
        whole
        value={value}
        onChange={(event) => setTyped(event.target.value)}
        hint="Klanten die toestemming gaven krijgen dan een e-mail namens je bedrijf."
        error={
          problem ??
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
