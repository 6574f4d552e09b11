import { FormError } from '@/components/form-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field, TextField } from '@/components/form-field';
import { formatDutchPhone } from '@shared/domain/contact-details';
import {
  clientInputSchema,
  type Client,
  type ClientDetail,
  type ClientFormValues,
  type ClientInput,
} from '@shared/schemas/clients';
import { useSaveClient } from '../api/save-client';

function defaults(client?: Client): ClientFormValues {
  return {
    name: client?.name ?? '',
    address: client?.address ?? '',
    postcode: client?.postcode ?? '',
    city: client?.city ?? '',
    email: client?.email ?? '',
    phone: client?.phone ? formatDutchPhone(client.phone) : '',
    notes: client?.notes ?? '',
  };
}

/** A new client, or the details of an existing one. */
export function ClientForm({
  client,
  onSaved,
  onCancel,
}: {
  client?: Client;
  onSaved: (client: ClientDetail) => void;
  onCancel: () => void;
}) {
  const save = useSaveClient(client?.id);
  const { register, handleSubmit, formState } = useForm<ClientFormValues, unknown, ClientInput>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: defaults(client),
  });
  const { errors } = formState;
  return (
    <form
      className="form client-form"
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values, { onSuccess: onSaved }))}
      aria-label={client ? 'Klant wijzigen' : 'Nieuwe klant'}
    >
      <TextField
        label="Naam"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField label="Adres" error={errors.address?.message} {...register('address')} />
      <div className="field-row">
        <TextField label="Postcode" error={errors.postcode?.message} {...register('postcode')} />
        <TextField label="Plaats" error={errors.city?.message} {...register('city')} />
      </div>
      <div className="field-row">
        <TextField
          label="E-mailadres"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Telefoon"
          type="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <Field label="Notities" error={errors.notes?.message}>
        {(control) => <textarea rows={3} maxLength={2000} {...register('notes')} {...control} />}
      </Field>
      <FormError message={save.error?.message} />
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Annuleren
        </button>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Bezig met opslaan…' : 'Opslaan'}
        </button>
      </div>
    </form>
  );
}
