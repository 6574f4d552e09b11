/* eslint-disable no-restricted-syntax -- the name and client are part of the calculation's draft, which the calculator owns */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import type { CalculatorInput } from '@shared/schemas/calculator';
import { ClientPicker } from '@/components/client-picker';
import { errorMessage, FormError } from '@/components/form-error';
import { calculatorClients } from '../api/get-clients';
import { useSaveCalculation } from '../api/save-calculation';
import { TextField } from '@/components/form-field';
import { FIX_FIRST_MESSAGE } from '../hooks/use-field-problems';

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
  refuseWhileWrong,
}: {
  id?: string;
  name: string;
  clientId?: string;
  input: CalculatorInput;
  onName(name: string): void;
  onClient(client: { id: string; name: string } | undefined): void;
  onSaved(id: string): void;
  onNew(): void;
  /** True (and the focus moved to the wrong field) while a field shows an error. */
  refuseWhileWrong(): boolean;
}) {
  const save = useSaveCalculation();
  const [refused, setRefused] = useState(false);
  const error = refused
    ? FIX_FIRST_MESSAGE
    : errorMessage(save.error, 'Opslaan is mislukt. Probeer het opnieuw.');
  return (
    <form
      className="card calc-save"
      aria-label="Berekening opslaan"
      onSubmit={(event) => {
        event.preventDefault();
        const wrong = refuseWhileWrong();
        setRefused(wrong);
        if (wrong) return;
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
      <TextField
        label="Naam berekening"
        value={name}
        onChange={(event) => onName(event.target.value)}
        maxLength={120}
      />
      <ClientPicker
        source={calculatorClients}
        value={clientId ?? ''}
        onChange={(picked, pickedName) =>
          onClient(picked ? { id: picked, name: pickedName } : undefined)
        }
      />
      <FormError message={error} />
      <div className="calc-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          Opslaan
        </button>
        <button type="button" className="button button-ghost" onClick={onNew}>
          Nieuwe berekening
        </button>
        {id ? (
          <Link className="button" to={`${paths.newOfferte}?berekening=${encodeURIComponent(id)}`}>
            Maak offerte
          </Link>
        ) : null}
      </div>
      {id ? <p className="hint">Opslaan werkt deze opgeslagen berekening bij.</p> : null}
    </form>
  );
}
