import { toast } from '@/components/toasts';
import type { CalculatorInput } from '@shared/schemas/calculator';
import { errorMessage, FormError } from '@/components/form-error';
import { useClientOptions } from '../api/get-clients';
import { useSaveCalculation } from '../api/save-calculation';
import { TextField } from './text-field';

/** Name, optional client and `Opslaan`; saving again changes the same calculation. */
export function SavePanel({
  id,
  name,
  clientId,
  input,
  onName,
  onClient,
  onSaved,
  onNew,
}: {
  id?: string;
  name: string;
  clientId?: string;
  input: CalculatorInput;
  onName(name: string): void;
  onClient(client: { id: string; name: string } | undefined): void;
  onSaved(id: string): void;
  onNew(): void;
}) {
  const clients = useClientOptions();
  const save = useSaveCalculation();
  const options = clients.data ?? null;
  const error = errorMessage(save.error, 'Opslaan is mislukt. Probeer het opnieuw.');
  return (
    <form
      className="card calc-save"
      aria-label="Berekening opslaan"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            ...(id ? { id } : {}),
            name: name.trim() || 'Berekening zonder naam',
            ...(clientId ? { clientId } : {}),
            input,
          },
          {
            onSuccess: (saved) => {
              onSaved(saved.id);
              toast.success(`Berekening "${saved.name}" is opgeslagen.`);
            },
          },
        );
      }}
    >
      <h2>Berekening</h2>
      <TextField label="Naam berekening" value={name} onChange={onName} maxLength={120} />
      {options ? (
        <div className="field">
          <label htmlFor="calc-client">Klant</label>
          <select
            id="calc-client"
            value={clientId ?? ''}
            onChange={(event) => onClient(options.find((c) => c.id === event.target.value))}
          >
            <option value="">Geen klant</option>
            {options.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <FormError message={error} />
      <div className="calc-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          Opslaan
        </button>
        <button type="button" className="button button-ghost" onClick={onNew}>
          Nieuwe berekening
        </button>
      </div>
      {id ? <p className="hint">Opslaan werkt deze opgeslagen berekening bij.</p> : null}
    </form>
  );
}
