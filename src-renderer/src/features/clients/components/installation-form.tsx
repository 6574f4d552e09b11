import { useState, type FormEvent } from 'react';
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

  const error = (key: keyof Draft) =>
    errors[key] ? <span className="field-error">{errors[key]}</span> : null;
  return (
    <form
      className="form installation-form"
      noValidate
      onSubmit={submit}
      aria-label="Installatie toevoegen"
    >
      <label className="field">
        <span>Product</span>
        <select
          value={draft.productId}
          onChange={set('productId')}
          aria-invalid={errors.productId ? true : undefined}
        >
          <option value="">{products.isPending ? 'Producten laden…' : 'Kies een product'}</option>
          {products.data?.items.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name} ({product.modelNumber})
            </option>
          ))}
        </select>
        {error('productId')}
      </label>
      <div className="field-row">
        <label className="field">
          <span>Serienummer</span>
          <input
            value={draft.serialNumber}
            onChange={set('serialNumber')}
            aria-invalid={errors.serialNumber ? true : undefined}
          />
          {error('serialNumber')}
        </label>
        <label className="field">
          <span>Installatiedatum</span>
          <input
            type="date"
            value={draft.installedOn}
            onChange={set('installedOn')}
            aria-invalid={errors.installedOn ? true : undefined}
          />
          {error('installedOn')}
        </label>
      </div>
      <div className="field-row">
        <label className="field">
          <span>Koudemiddel (bij split-units)</span>
          <input value={draft.refrigerant} placeholder="Bijv. R32" onChange={set('refrigerant')} />
        </label>
        <label className="field">
          <span>Vulling in kg (bij split-units)</span>
          <input
            inputMode="decimal"
            value={draft.chargeKg}
            onChange={set('chargeKg')}
            aria-invalid={errors.chargeKg ? true : undefined}
          />
          {error('chargeKg')}
        </label>
      </div>
      {change.error ? (
        <p className="form-error" role="alert">
          {change.error.message}
        </p>
      ) : null}
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
