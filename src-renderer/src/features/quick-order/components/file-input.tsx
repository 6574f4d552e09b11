import { useState, type ChangeEvent } from 'react';
import { Field } from '@/components/form-field';
import { QUICK_ORDER_MAX_CHARS } from '@shared/domain/keys';

/**
 * A CSV or text file read into the paste. Excel workbooks cannot be read here (no spreadsheet
 * reader in the app): the message says to save the sheet as CSV or to paste the cells.
 */
export function QuickOrderFile({ onText }: { onText: (text: string) => void }) {
  const [error, setError] = useState<string | null>(null);

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    setError(null);
    if (!file) return;
    if (/\.xlsx?$/i.test(file.name)) {
      return setError(
        'Excel-bestanden kunnen we nog niet lezen. Sla het blad op als CSV, of kopieer de cellen en plak ze hierboven.',
      );
    }
    if (file.size > QUICK_ORDER_MAX_CHARS) {
      return setError(
        `Dit bestand is te groot (${Math.ceil(file.size / 1000).toLocaleString('nl-NL')} kB). Een lijst mag hooguit ${QUICK_ORDER_MAX_CHARS / 1000} kB en 500 regels zijn.`,
      );
    }
    onText(await file.text());
  }

  return (
    <Field
      label="CSV-bestand"
      hint="Een kolom artikelnummer en een kolom aantal."
      error={error ?? undefined}
    >
      {(control) => (
        <input {...control} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={picked} />
      )}
    </Field>
  );
}
