import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionButton } from '@/components/action-button';
import { DataTable, type Column } from '@/components/data-table';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/form-field';
import type { ImportPreview } from '@shared/schemas/admin/products';
import { useAdminMutation } from '../api/admin-mutation';
import { importProducts, previewImport } from '../api/products';
import { AdminCard } from './admin-card';

const columns: Column<ImportPreview['lines'][number]>[] = [
  { header: 'Regel', cell: (line) => line.line },
  { header: 'Product', cell: (line) => line.name || line.id },
  { header: 'Actie', cell: (line) => (line.action === 'nieuw' ? 'Nieuw' : 'Bijwerken') },
  {
    header: 'Controle',
    cell: (line) =>
      line.errors.length ? (
        <ul className="import-errors">
          {line.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : (
        'In orde'
      ),
  },
];

/**
 * CSV import in two steps: the preview shows every line with its errors; importing is
 * possible only when no line is wrong, and the server checks that again.
 */
export function CsvImport({ onDone }: { onDone: () => void }) {
  const [csv, setCsv] = useState('');
  const preview = useMutation({ mutationFn: previewImport });
  const run = useAdminMutation(importProducts, {
    done: ({ created, updated }) => `Import klaar: ${created} nieuw, ${updated} bijgewerkt.`,
  });
  const result = preview.data;

  async function choose(file: File | undefined) {
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    run.reset();
    preview.mutate(text);
  }

  const importAll = () => run.mutate(csv, { onSuccess: () => onDone() });

  return (
    <AdminCard title="Producten importeren">
      <p className="admin-muted">
        Een CSV-bestand met puntkomma’s, zoals de export. Verplichte kolommen: naam, typenummer,
        categorie en adviesprijs. Prijzen in euro’s met een komma (1.234,50); op_voorraad is ja of
        nee; specificaties als Kenmerk=waarde | Kenmerk=waarde. Er wordt niets opgeslagen zolang één
        regel fout is.
      </p>
      <TextField
        label="CSV-bestand"
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {preview.isPending ? <p role="status">Bestand controleren...</p> : null}
      <FormError message={preview.error?.message} />
      {result ? (
        <>
          {result.errors.map((error) => (
            <FormError key={error} message={error} />
          ))}
          {result.lines.length ? (
            <DataTable
              caption="Voorbeeld van de import"
              columns={columns}
              rows={result.lines}
              rowKey={(line) => String(line.line)}
            />
          ) : null}
          {result.valid ? (
            <p>
              <ActionButton request={run} className="button button-primary" onClick={importAll}>
                {result.lines.length} producten importeren
              </ActionButton>
            </p>
          ) : (
            <FormError message="Er is niets geïmporteerd. Verbeter de fouten en kies het bestand opnieuw." />
          )}
          <FormError message={run.error?.message} />
        </>
      ) : null}
    </AdminCard>
  );
}
