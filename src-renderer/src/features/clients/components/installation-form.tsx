/* eslint-disable no-restricted-syntax -- not yet on the kit's binding (issue 30): the product search narrows the product choice as typed */
import { FormActions } from '@/components/form-actions';
import { toast } from '@/components/toasts';
import { dutchDay } from '@shared/domain/calendar';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { NumberField, SearchField, SelectField, TextField } from '@/components/form-field';
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
  fromOrder,
  onDone,
}: {
  clientId: string;
  installation?: Installation;
  /** A heat pump from a delivered order: product and date filled in, the order sent along. */
  fromOrder?: { orderId: string; productId: string; label: string; installedOn: string };
  onDone: () => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const products = useInstallableProducts(q);
  const change = useChangeInstallations(clientId);
  const [draft, setDraft] = useState<Draft>(
    installation
      ? draftOf(installation)
      : fromOrder
        ? { ...EMPTY, productId: fromOrder.productId, installedOn: fromOrder.installedOn }
        : EMPTY,
  );
  const listed = products.data?.items ?? [];
  const [chosenLabel, setChosenLabel] = useState(
    installation
      ? `${installation.productName} (${installation.modelNumber})`
      : (fromOrder?.label ?? ''),
  );
  // The chosen product stays in the list while a search shows others.
  const chosenHidden = draft.productId !== '' && !listed.some((p) => p.id === draft.productId);
  const searchable = search !== '' || (products.data?.total ?? 0) > listed.length;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  /** A field's value, change and error, to spread on a kit field. */
  const bind = (key: keyof Draft) => ({
    value: draft[key],
    onChange: set(key),
    error: errors[key],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const charge = draft.chargeKg.trim().replace(',', '.');
    const parsed = installationInputSchema.safeParse({
      ...draft,
      chargeKg: charge ? Number(charge) : undefined,
      ...(fromOrder ? { orderId: fromOrder.orderId } : {}),
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
      {
        onSuccess: (client) => {
          if (client.pointsAwarded) {
            toast.success(
              `Installatie geregistreerd: ${client.pointsAwarded.toLocaleString('nl-NL')} spaarpunten bijgeschreven.`,
            );
          } else if (fromOrder) toast.success('Installatie geregistreerd.');
          onDone();
        },
      },
    );
  }

  return (
    <form
      className="form form-card installation-form"
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
      <SelectField
        label="Product"
        error={errors.productId}
        value={draft.productId}
        onChange={(event) => {
          set('productId')(event);
          const product = listed.find((p) => p.id === event.target.value);
          setChosenLabel(product ? `${product.name} (${product.modelNumber})` : '');
        }}
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
      </SelectField>
      <div className="field-row">
        <TextField label="Serienummer" {...bind('serialNumber')} />
        <TextField
          label="Installatiedatum"
          type="date"
          max={dutchDay(new Date())}
          {...bind('installedOn')}
        />
      </div>
      <div className="field-row">
        <TextField
          label="Koudemiddel (bij split-units)"
          placeholder="Bijv. R32"
          {...bind('refrigerant')}
        />
        <NumberField label="Vulling in kg (bij split-units)" {...bind('chargeKg')} />
      </div>
      <FormActions mutation={change} onCancel={onDone} />
    </form>
  );
}
