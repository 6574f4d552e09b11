import { FormError } from '@/components/form-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from '@/components/toasts';
import { TextField } from '@/components/form-field';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { MAX_DELIVERY_ADDRESSES } from '@shared/domain/rules';
import {
  profileUpdateSchema,
  type ProfileUpdate,
  type ProfileUpdateInput,
  type UserProfile,
} from '@shared/schemas/profile';
import { useUpdateProfile } from '../api/update-profile';

const formSchema = profileUpdateSchema.required();
type FormInput = Required<ProfileUpdateInput>;

function defaults(profile: UserProfile): FormInput {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    company: profile.company ?? '',
    phone: profile.phone ? formatDutchPhone(profile.phone) : '',
    address: profile.address ?? '',
    deliveryAddresses: (profile.deliveryAddresses ?? []).map((a) => ({ ...a })),
  };
}

/** The editable part of the profile, including the delivery addresses for checkout. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const update = useUpdateProfile();
  const { register, control, handleSubmit, reset, formState } = useForm<
    FormInput,
    unknown,
    Required<ProfileUpdate>
  >({ resolver: zodResolver(formSchema), defaultValues: defaults(profile) });
  const addresses = useFieldArray({ control, name: 'deliveryAddresses' });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset({ ...values, phone: saved.phone ? formatDutchPhone(saved.phone) : '' });
        toast.success('Je gegevens zijn opgeslagen.');
      },
    }),
  );

  return (
    <form className="form settings-card" onSubmit={submit} noValidate>
      <h2>Gegevens</h2>
      <div className="field-row">
        <TextField
          label="Voornaam"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Achternaam"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Bedrijf"
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
      <TextField
        label="Telefoon"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Adres"
        autoComplete="street-address"
        hint="Straat en huisnummer, postcode en plaats"
        error={errors.address?.message}
        {...register('address')}
      />
      <fieldset className="address-list">
        <legend>Afleveradressen</legend>
        <p className="hint">Bij het afrekenen kies je een van deze adressen.</p>
        {addresses.fields.map((field, index) => {
          const fieldErrors = errors.deliveryAddresses?.[index];
          return (
            <div
              key={field.id}
              className="address-entry"
              role="group"
              aria-label={`Afleveradres ${index + 1}`}
            >
              <TextField
                label="Naam van het adres"
                placeholder="Bijv. magazijn"
                error={fieldErrors?.label?.message}
                {...register(`deliveryAddresses.${index}.label`)}
              />
              <TextField
                label="Straat en huisnummer"
                error={fieldErrors?.street?.message}
                {...register(`deliveryAddresses.${index}.street`)}
              />
              <div className="field-row">
                <TextField
                  label="Postcode"
                  error={fieldErrors?.postcode?.message}
                  {...register(`deliveryAddresses.${index}.postcode`)}
                />
                <TextField
                  label="Plaats"
                  error={fieldErrors?.city?.message}
                  {...register(`deliveryAddresses.${index}.city`)}
                />
              </div>
              <button
                type="button"
                className="button button-ghost"
                onClick={() => addresses.remove(index)}
              >
                Afleveradres {index + 1} verwijderen
              </button>
            </div>
          );
        })}
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
      <FormError message={update.error?.message} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? 'Bezig met opslaan…' : 'Opslaan'}
        </button>
      </div>
    </form>
  );
}
