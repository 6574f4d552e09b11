import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import {
  AddressFields,
  addressText,
  addressValues,
  isBlankAddress,
} from '@/components/address-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from '@/components/toasts';
import { fieldOf } from '@/components/field-of';
import { TextField } from '@/components/form-field';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { MAX_DELIVERY_ADDRESSES } from '@shared/domain/rules';
import {
  postalAddressInputSchema,
  postalAddressLine,
  postalAddressOfLine,
} from '@shared/schemas/postal-address';
import { profileUpdateSchema, type ProfileUpdate, type UserProfile } from '@shared/schemas/profile';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The address is entered in its parts, as every address in the portal (a foreign one with its
 * own country and postcode), and kept on the profile as the one line the specification names.
 */
const addressInput = addressText.transform((address, ctx) => {
  if (isBlankAddress(address)) return '';
  const parsed = postalAddressInputSchema.safeParse(address);
  if (parsed.success) return postalAddressLine(parsed.data);
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

// The e-mail choice saves on its own (EmailPreference), never with a stale form value.
const formSchema = profileUpdateSchema
  .omit({ emailUpdates: true, address: true })
  .required()
  .extend({ address: addressInput });
type FormInput = z.input<typeof formSchema>;
type FormOutput = Required<Omit<ProfileUpdate, 'emailUpdates'>>;

const addressOf = (line: string | undefined) =>
  line ? postalAddressOfLine(line) : addressValues(null);

function defaults(profile: UserProfile): FormInput {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    company: profile.company ?? '',
    phone: profile.phone ? formatDutchPhone(profile.phone) : '',
    address: addressOf(profile.address),
    deliveryAddresses: (profile.deliveryAddresses ?? []).map((a) => ({ ...a })),
  };
}

/** The editable part of the profile, including the delivery addresses for checkout. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const update = useUpdateProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(profile),
  });
  const addresses = useFieldArray({ control: form.control, name: 'deliveryAddresses' });
  const field = (name: Parameters<typeof form.register>[0]) => fieldOf(form, name);

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({
          ...values,
          address: addressOf(saved.address),
          phone: saved.phone ? formatDutchPhone(saved.phone) : '',
        });
        toast.success('Je gegevens zijn opgeslagen.');
      },
    }),
  );

  return (
    <form className="form card settings-card" onSubmit={submit} noValidate>
      <h2>Gegevens</h2>
      <div className="field-row">
        <TextField label="Voornaam" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Achternaam" autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField label="Bedrijf" autoComplete="organization" {...field('company')} />
      <TextField label="Telefoon" type="tel" autoComplete="tel" {...field('phone')} />
      <AddressFields
        id="instellingen-adres"
        title="Adres"
        field={(name) => field(`address.${name}`)}
      />
      <fieldset className="address-list">
        <legend>Afleveradressen</legend>
        <p className="hint">Bij het afrekenen kies je een van deze adressen.</p>
        {addresses.fields.map((entry, index) => (
          <div
            key={entry.id}
            className="address-entry"
            role="group"
            aria-label={`Afleveradres ${index + 1}`}
          >
            <TextField
              label="Naam van het adres"
              placeholder="Bijv. magazijn"
              {...field(`deliveryAddresses.${index}.label`)}
            />
            <TextField
              label="Straat en huisnummer"
              {...field(`deliveryAddresses.${index}.street`)}
            />
            <div className="field-row">
              <TextField label="Postcode" {...field(`deliveryAddresses.${index}.postcode`)} />
              <TextField label="Plaats" {...field(`deliveryAddresses.${index}.city`)} />
            </div>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => addresses.remove(index)}
            >
              Afleveradres {index + 1} verwijderen
            </button>
          </div>
        ))}
        {addresses.fields.length < MAX_DELIVERY_ADDRESSES ? (
          <button
            type="button"
            className="button"
            onClick={() => addresses.append({ label: '', street: '', postcode: '', city: '' })}
          >
            Afleveradres toevoegen
          </button>
        ) : null}
      </fieldset>
      <FormActions mutation={update} />
    </form>
  );
}
