import { dutchDay } from '@shared/domain/calendar';
import { useState, type ChangeEvent } from 'react';
import { Field } from '@/components/form-field';
import { xlsxBounds, XLSX_LIMITS, type XlsxBounds } from '@/lib/xlsx-bounds';
import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_LINES } from '@shared/domain/keys';

/**
 * The cells of a workbook's first sheet as lines of tab-separated cells, the way Excel copies
 * them: they go through the same review as a paste. The reader loads only when a workbook is
 * chosen, so the page stays light.
 */
async function workbookText(file: File): Promise<string> {
  const { readSheet } = await import('read-excel-file/browser');
  const rows = await readSheet(file);
  return rows
    .map((row) =>
      row
        .map((cell) => (cell instanceof Date ? dutchDay(cell) : String(cell ?? '')))
        .join('\t')
        .replace(/\t+$/, ''),
    )
    .join('\n');
}

const UNREADABLE =
  'Dit Excel-bestand kon niet worden gelezen. Sla het blad opnieuw op als .xlsx of CSV, of kopieer de cellen en plak ze hierboven.';

/** Why a workbook is not read at all (see xlsx-bounds.ts). */
const BOUND_MESSAGES: Record<Exclude<XlsxBounds, 'ok'>, string> = {
  geen_xlsx: UNREADABLE,
  te_groot: `Dit Excel-bestand wordt uitgepakt groter dan ${XLSX_LIMITS.inflatedBytes / (1024 * 1024)} MB; dat lezen we niet. Sla alleen de lijst op als .xlsx of CSV, of kopieer de cellen en plak ze hierboven.`,
  te_veel_regels: `Dit Excel-blad heeft meer dan ${XLSX_LIMITS.rows.toLocaleString('nl-NL')} rijen. Een lijst mag hooguit ${QUICK_ORDER_MAX_LINES} regels zijn: sla alleen de lijst op of plak de cellen hierboven.`,
};

/**
 * A CSV, text or Excel (.xlsx) file read into the paste; the list is checked like a paste.
 * Old binary workbooks (.xls) cannot be read: the message says how to save them.
 */
export function QuickOrderFile({ onText }: { onText: (text: string) => void }) {
  const [error, setError] = useState<string | null>(null);

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    setError(null);
    if (!file) return;
    if (/\.xls$/i.test(file.name)) {
      return setError(
        'Oude Excel-bestanden (.xls) kunnen we niet lezen. Sla het blad op als .xlsx of CSV, of kopieer de cellen en plak ze hierboven.',
      );
    }
    if (file.size > QUICK_ORDER_MAX_CHARS) {
      return setError(
        `Dit bestand is te groot (${Math.ceil(file.size / 1000).toLocaleString('nl-NL')} kB). Een lijst mag hooguit ${QUICK_ORDER_MAX_CHARS / 1000} kB en 500 regels zijn.`,
      );
    }
    if (!/\.xlsx$/i.test(file.name)) return onText(await file.text());
    const bounds = await xlsxBounds(file);
    if (bounds !== 'ok') return setError(BOUND_MESSAGES[bounds]);
    try {
      onText(await workbookText(file));
    } catch {
      setError(UNREADABLE);
    }
  }

  return (
    <Field
      label="CSV- of Excel-bestand"
      hint="Een kolom artikelnummer en een kolom aantal (CSV of .xlsx, het eerste blad)."
      error={error ?? undefined}
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={picked}
        />
      )}
    </Field>
  );
}
