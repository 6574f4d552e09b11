import { FormError } from '@/components/form-error';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { Field, SearchField } from '@/components/form-field';
import { installationInputSchema, type Installation } from '@shared/schemas/clients';
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

const draftOf = (installation: Installation): Draft => ({
  productId: installation.productId,
  serialNumber: installation.serialNumber,
  installedOn: installation.installedOn,
  refrigerant: installation.refrigerant,
  chargeKg:
    installation.chargeKg === undefined ? '' : String(installation.chargeKg).replace('.', ','),
});

/**
 * Registers an installation, or corrects one when given: product, serial number, date;
 * refrigerant and charge for split units.
 */
export function InstallationForm({
  clientId,
  installation,
  onDone,
}: {
  clientId: string;
  installation?: Installation;
  onDone: () => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const products = useInstallableProducts(q);
  const change = useChangeInstallations(clientId);
  const [draft, setDraft] = useState<Draft>(installation ? draftOf(installation) : EMPTY);
  const listed = products.data?.items ?? [];
  const [chosenLabel, setChosenLabel] = useState(
    installation ? `${installation.productName} (${installation.modelNumber})` : '',
  );
  // The chosen product stays in the list while a search shows others.
  const chosenHidden = draft.productId !== '' && !listed.some((p) => p.id === draft.productId);
  const searchable = search !== '' || (products.data?.total ?? 0) > listed.length;
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
    change.mutate(
      installation ? { update: installation.id, input: parsed.data } : { add: parsed.data },
      { onSuccess: onDone },
    );
  }

  return (
    <form
      className="form installation-form"
      noValidate
      onSubmit={submit}
      aria-label={
        installation ? `Installatie ${installation.serialNumber} wijzigen` : 'Installatie toevoegen'
      }
    >
      {searchable ? (
        <SearchField
          label="Product zoeken"
          hint="Op naam of typenummer."
          value={search}
          onChange={setSearch}
        />
      ) : null}
      <Field label="Product" error={errors.productId}>
        {(control) => (
          <select
            value={draft.productId}
            onChange={(event) => {
              set('productId')(event);
              const product = listed.find((p) => p.id === event.target.value);
              setChosenLabel(product ? `${product.name} (${product.modelNumber})` : '');
            }}
            {...control}
          >
            <option value="">{products.isPending ? 'Producten laden…' : 'Kies een product'}</option>
            {chosenHidden ? (
              <option value={draft.productId}>{chosenLabel || 'Gekozen product'}</option>
            ) : null}
            {listed.map((product) => (
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
