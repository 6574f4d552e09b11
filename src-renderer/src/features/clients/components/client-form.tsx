import { FormActions } from '@/components/form-actions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { fieldOf } from '@/components/field-of';
import { TextAreaField, TextField } from '@/components/form-field';
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
  const form = useForm<ClientFormValues, unknown, ClientInput>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: defaults(client),
  });
  return (
    <form
      className="form form-card client-form"
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onSaved }))}
      aria-label={client ? 'Klant wijzigen' : 'Nieuwe klant'}
    >
      <TextField label="Naam" autoComplete="off" {...fieldOf(form, 'name')} />
      <TextField label="Adres" {...fieldOf(form, 'address')} />
      <div className="field-row">
        <TextField label="Postcode" {...fieldOf(form, 'postcode')} />
        <TextField label="Plaats" {...fieldOf(form, 'city')} />
      </div>
      <div className="field-row">
        <TextField label="E-mailadres" type="email" {...fieldOf(form, 'email')} />
        <TextField label="Telefoon" type="tel" {...fieldOf(form, 'phone')} />
      </div>
      <TextAreaField label="Notities" rows={3} maxLength={2000} {...fieldOf(form, 'notes')} />
      <FormActions mutation={save} onCancel={onCancel} />
    </form>
  );
}
