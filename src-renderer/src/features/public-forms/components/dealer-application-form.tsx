import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField, TextField } from '@/components/form-field';
import { dealerApplicationInputSchema, FORM_LIMITS } from '@shared/forms/public-forms';
import { useSendForm } from '../api/send-form';
import { PublicForm } from './form-parts';

type Input = z.input<typeof dealerApplicationInputSchema>;
type Output = z.output<typeof dealerApplicationInputSchema>;

/** The dealer application, checked here and again on the server with the same schema. */
export function DealerApplicationForm() {
  const send = useSendForm('/api/forms/dealer-application');
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(dealerApplicationInputSchema),
  });
  const { errors } = formState;
  return (
    <PublicForm
      onSubmit={handleSubmit((values) => send.mutate(values))}
      send={send}
      honeypot={register('website')}
      submitLabel="Aanvraag versturen"
    >
      <TextField
        label="Bedrijfsnaam"
        autoComplete="organization"
        maxLength={FORM_LIMITS.name}
        error={errors.companyName}
        {...register('companyName')}
      />
      <div className="public-form-row">
        <TextField
          label="KvK-nummer"
          inputMode="numeric"
          maxLength={8}
          placeholder="12345678"
          error={errors.kvkNumber}
          {...register('kvkNumber')}
        />
        <TextField
          label="Btw-nummer"
          maxLength={20}
          placeholder="NL123456789B01"
          error={errors.btwId}
          {...register('btwId')}
        />
      </div>
      <TextField
        label="Contactpersoon"
        autoComplete="name"
        maxLength={FORM_LIMITS.name}
        error={errors.contactName}
        {...register('contactName')}
      />
      <div className="public-form-row">
        <TextField
          label="E-mailadres"
          type="email"
          autoComplete="email"
          maxLength={FORM_LIMITS.email}
          error={errors.email}
          {...register('email')}
        />
        <TextField
          label="Telefoon"
          type="tel"
          autoComplete="tel"
          maxLength={FORM_LIMITS.phone}
          error={errors.phone}
          {...register('phone')}
        />
      </div>
      <TextAreaField
        label="Opmerkingen (optioneel)"
        rows={6}
        error={errors.remarks}
        {...register('remarks')}
      />
    </PublicForm>
  );
}
