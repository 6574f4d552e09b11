import { FormError } from '@/components/list-states';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/text-field';
import { installationInputSchema } from '@shared/schemas/clients';
import { useChangeInstallations } from '../api/change-installations';
import { useInstallableProducts } from '../api/get-installable-products';

interface Draft {
  productId: string;
  serialNumber: string;
  installedOn: string;
  refrigerant: string;
  chargeKg: string;
}

const EMPTY: Draft = {
  productId: '',
  serialNumber: '',
  installedOn: '',
  refrigerant: '',
  chargeKg: '',
};

/** Registers an installation: product, serial number, date; refrigerant and charge for splits. */
export function InstallationForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const products = useInstallableProducts();
  const change = useChangeInstallations(clientId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const charge = draft.chargeKg.trim().replace(',', '.');
    const parsed = installationInputSchema.safeParse({
      ...draft,
      chargeKg: charge ? Number(charge) : undefined,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    change.mutate({ add: parsed.data }, { onSuccess: onDone });
  }

  return (
    <form
      className="form installation-form"
      noValidate
      onSubmit={submit}
      aria-label="Installatie toevoegen"
    >
      <Field label="Product" error={errors.productId}>
        {(control) => (
          <select value={draft.productId} onChange={set('productId')} {...control}>
            <option value="">{products.isPending ? 'Producten laden…' : 'Kies een product'}</option>
            {products.data?.items.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name} ({product.modelNumber})
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="field-row">
        <Field label="Serienummer" error={errors.serialNumber}>
          {(control) => (
            <input value={draft.serialNumber} onChange={set('serialNumber')} {...control} />
          )}
        </Field>
        <Field label="Installatiedatum" error={errors.installedOn}>
          {(control) => (
            <input
              type="date"
              value={draft.installedOn}
              onChange={set('installedOn')}
              {...control}
            />
          )}
        </Field>
      </div>
      <div className="field-row">
        <Field label="Koudemiddel (bij split-units)" error={errors.refrigerant}>
          {(control) => (
            <input
              value={draft.refrigerant}
              placeholder="Bijv. R32"
              onChange={set('refrigerant')}
              {...control}
            />
          )}
        </Field>
        <Field label="Vulling in kg (bij split-units)" error={errors.chargeKg}>
          {(control) => (
            <input
              inputMode="decimal"
              value={draft.chargeKg}
              onChange={set('chargeKg')}
              {...control}
            />
          )}
        </Field>
      </div>
      <FormError message={change.error?.message} />
      <div className="form-actions">
        <button type="button" className="button" onClick={onDone}>
          Annuleren
        </button>
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? 'Bezig met opslaan…' : 'Opslaan'}
        </button>
      </div>
    </form>
  );
}
