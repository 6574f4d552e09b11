import { useState } from 'react';
import { toast } from '@/components/toasts';
import { useImportProducts } from '../api/import-products';
import { usePreviewImport } from '../api/preview-import';

/**
 * CSV import in two steps: the preview shows every line with its errors; importing is
 * possible only when no line is wrong, and the server checks that again.
 */
export function CsvImport({ onDone }: { onDone: () => void }) {
  const [csv, setCsv] = useState('');
  const preview = usePreviewImport();
  const run = useImportProducts();
  const result = preview.data;

  async function choose(file: File | undefined) {
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    run.reset();
    preview.mutate(text);
  }

  return (
    <section className="admin-card" aria-labelledby="import-kop">
      <h2 id="import-kop">Producten importeren</h2>
      <p className="admin-muted">
        Een CSV-bestand met puntkomma’s, zoals de export. Verplichte kolommen: naam, typenummer,
        categorie en adviesprijs. Prijzen in euro’s met een komma (1.234,50); op_voorraad is ja of
        nee; specificaties als Kenmerk=waarde | Kenmerk=waarde. Er wordt niets opgeslagen zolang één
        regel fout is.
      </p>
      <label className="field">
        CSV-bestand
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {preview.isPending ? <p role="status">Bestand controleren...</p> : null}
      {preview.error ? (
        <p className="form-error" role="alert">
          {preview.error.message}
        </p>
      ) : null}
      {result ? (
        <>
          {result.errors.map((error) => (
            <p key={error} className="form-error" role="alert">
              {error}
            </p>
          ))}
          {result.lines.length ? (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption>Voorbeeld van de import</caption>
                <thead>
                  <tr>
                    <th scope="col">Regel</th>
                    <th scope="col">Product</th>
                    <th scope="col">Actie</th>
                    <th scope="col">Controle</th>
                  </tr>
                </thead>
                <tbody>
                  {result.lines.map((line) => (
                    <tr key={line.line}>
                      <td>{line.line}</td>
                      <td>{line.name || line.id}</td>
                      <td>{line.action === 'nieuw' ? 'Nieuw' : 'Bijwerken'}</td>
                      <td>
                        {line.errors.length ? (
                          <ul className="import-errors">
                            {line.errors.map((error) => (
                              <li key={error}>{error}</li>
                            ))}
                          </ul>
                        ) : (
                          'In orde'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {result.valid ? (
            <p>
              <button
                type="button"
                className="button button-primary"
                disabled={run.isPending}
                onClick={() =>
                  run.mutate(csv, {
                    onSuccess: ({ created, updated }) => {
                      toast.success(`Import klaar: ${created} nieuw, ${updated} bijgewerkt.`);
                      onDone();
                    },
                  })
                }
              >
                {result.lines.length} producten importeren
              </button>
            </p>
          ) : (
            <p className="form-error" role="alert">
              Er is niets geïmporteerd. Verbeter de fouten en kies het bestand opnieuw.
            </p>
          )}
          {run.error ? (
            <p className="form-error" role="alert">
              {run.error.message}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
