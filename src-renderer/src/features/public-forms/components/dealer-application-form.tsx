import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { dealerApplicationInputSchema, FORM_LIMITS } from '@shared/forms/public-forms';
import { useSendApplication } from '../api/send-application';
import { Honeypot, Received, TextField } from './form-parts';

type Input = z.input<typeof dealerApplicationInputSchema>;
type Output = z.output<typeof dealerApplicationInputSchema>;

/** The dealer application, checked here and again on the server. */
export function DealerApplicationForm() {
  const send = useSendApplication();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(dealerApplicationInputSchema) });

  if (send.data) return <Received>{send.data.message}</Received>;
  return (
    <form
      className="public-form"
      onSubmit={handleSubmit((values) => send.mutate(values))}
      noValidate
    >
      <TextField
        label="Bedrijfsnaam"
        registration={register('companyName')}
        error={errors.companyName?.message}
        maxLength={FORM_LIMITS.name}
        autoComplete="organization"
      />
      <div className="public-form-row">
        <TextField
          label="KvK-nummer"
          inputMode="numeric"
          registration={register('kvkNumber')}
          error={errors.kvkNumber?.message}
          maxLength={8}
          placeholder="12345678"
        />
        <TextField
          label="Btw-nummer"
          registration={register('btwId')}
          error={errors.btwId?.message}
          maxLength={20}
          placeholder="NL123456789B01"
        />
      </div>
      <TextField
        label="Contactpersoon"
        registration={register('contactName')}
        error={errors.contactName?.message}
        maxLength={FORM_LIMITS.name}
        autoComplete="name"
      />
      <div className="public-form-row">
        <TextField
          label="E-mailadres"
          type="email"
          registration={register('email')}
          error={errors.email?.message}
          maxLength={FORM_LIMITS.email}
          autoComplete="email"
        />
        <TextField
          label="Telefoon"
          type="tel"
          registration={register('phone')}
          error={errors.phone?.message}
          maxLength={FORM_LIMITS.phone}
          autoComplete="tel"
        />
      </div>
      <TextField
        label="Opmerkingen"
        optional
        multiline
        registration={register('remarks')}
        error={errors.remarks?.message}
      />
      <Honeypot registration={register('website')} />
      {send.error ? (
        <p className="form-error" role="alert">
          {send.error.message}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          Aanvraag versturen
        </button>
      </div>
    </form>
  );
}
