import { FormActions } from '@/components/form-actions';
import { toast } from '@/components/toasts';
import { dutchDay } from '@shared/domain/calendar';
import { useDeferredValue, useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { NumberField, SearchField, SelectField, TextField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { installationInputSchema, type Installation } from '@shared/schemas/clients';
import { useChangeInstallations } from '../api/change-installations';
import { useInstallableProducts } from '../api/get-installable-products';

/**
 * The form as typed: the server's installation schema, with the charge typed as text (a Dutch
 * comma allowed) and the order it came from added when sent.
 */
const installationFormSchema = installationInputSchema.omit({ orderId: true }).extend({
  chargeKg: z
    .string()
    .transform((text) => {
      const charge = text.trim().replace(',', '.');
      return charge ? Number(charge) : undefined;
    })
    .pipe(installationInputSchema.shape.chargeKg),
});

const EMPTY = {
  productId: '',
  serialNumber: '',
  installedOn: '',
  refrigerant: '',
  chargeKg: '',
};

const valuesOf = (installation: Installation) => ({
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
  const form = useZodForm(
    installationFormSchema,
    installation
      ? valuesOf(installation)
      : fromOrder
        ? { ...EMPTY, productId: fromOrder.productId, installedOn: fromOrder.installedOn }
        : EMPTY,
  );
  const { field } = form;
  const listed = products.data?.items ?? [];
  const [chosenLabel, setChosenLabel] = useState(
    installation
      ? `${installation.productName} (${installation.modelNumber})`
      : (fromOrder?.label ?? ''),
  );
  // Held by the form, shown as it holds it: the options change under it while a search runs
  // and the list arrives, and an uncontrolled select would fall back to its first option.
  const chosen = useController({ control: form.control, name: 'productId' });
  const productId = chosen.field.value;
  const productField = {
    ...chosen.field,
    error: chosen.fieldState.error,
    onChange(event: ChangeEvent<HTMLSelectElement>) {
      chosen.field.onChange(event);
      const picked = listed.find((p) => p.id === event.target.value);
      setChosenLabel(picked ? `${picked.name} (${picked.modelNumber})` : '');
    },
  };
  // The chosen product stays in the list while a search shows others.
  const chosenHidden = productId !== '' && !listed.some((p) => p.id === productId);
  const searchable = search !== '' || (products.data?.total ?? 0) > listed.length;

  const submit = form.handleSubmit((values) => {
    const input = { ...values, ...(fromOrder ? { orderId: fromOrder.orderId } : {}) };
    change.mutate(installation ? { update: installation.id, input } : { add: input }, {
      onSuccess: (client) => {
        if (client.pointsAwarded) {
          toast.success(
            `Installatie geregistreerd: ${client.pointsAwarded.toLocaleString('nl-NL')} spaarpunten bijgeschreven.`,
          );
        } else if (fromOrder) toast.success('Installatie geregistreerd.');
        onDone();
      },
    });
  });

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
      <SelectField label="Product" {...productField}>
        <option value="">{products.isPending ? 'Producten laden…' : 'Kies een product'}</option>
        {chosenHidden ? (
          <option value={productId}>{chosenLabel || 'Gekozen product'}</option>
        ) : null}
        {listed.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name} ({product.modelNumber})
          </option>
        ))}
      </SelectField>
      <div className="field-row">
        <TextField label="Serienummer" {...field('serialNumber')} />
        <TextField
          label="Installatiedatum"
          type="date"
          max={dutchDay(new Date())}
          {...field('installedOn')}
        />
      </div>
      <div className="field-row">
        <TextField
          label="Koudemiddel (bij split-units)"
          placeholder="Bijv. R32"
          {...field('refrigerant')}
        />
        <NumberField label="Vulling in kg (bij split-units)" {...field('chargeKg')} />
      </div>
      <FormActions mutation={change} onCancel={onDone} />
    </form>
  );
}
