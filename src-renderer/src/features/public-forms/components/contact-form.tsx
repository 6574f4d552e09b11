import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactMessageInputSchema, FORM_LIMITS } from '@shared/forms/public-forms';
import { useSendContact } from '../api/send-contact';
import { Honeypot, Received, TextField } from './form-parts';

type Input = z.input<typeof contactMessageInputSchema>;
type Output = z.output<typeof contactMessageInputSchema>;

/** The contact form; the server stores the message for the back-office. */
export function ContactForm() {
  const send = useSendContact();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(contactMessageInputSchema) });

  if (send.data) return <Received>{send.data.message}</Received>;
  return (
    <form
      className="public-form"
      onSubmit={handleSubmit((values) => send.mutate(values))}
      noValidate
    >
      <div className="public-form-row">
        <TextField
          label="Naam"
          registration={register('name')}
          error={errors.name?.message}
          maxLength={FORM_LIMITS.name}
          autoComplete="name"
        />
        <TextField
          label="E-mailadres"
          type="email"
          registration={register('email')}
          error={errors.email?.message}
          maxLength={FORM_LIMITS.email}
          autoComplete="email"
        />
      </div>
      <TextField
        label="Onderwerp"
        optional
        registration={register('subject')}
        error={errors.subject?.message}
        maxLength={FORM_LIMITS.subject}
      />
      <TextField
        label="Bericht"
        multiline
        registration={register('message')}
        error={errors.message?.message}
      />
      <Honeypot registration={register('website')} />
      {send.error ? (
        <p className="form-error" role="alert">
          {send.error.message}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          Versturen
        </button>
      </div>
    </form>
  );
}
