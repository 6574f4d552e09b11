import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField, TextField } from '@/components/form-field';
import { contactMessageInputSchema, FORM_LIMITS } from '@shared/forms/public-forms';
import { useSendForm } from '../api/send-form';
import { PublicForm } from './form-parts';

type Input = z.input<typeof contactMessageInputSchema>;
type Output = z.output<typeof contactMessageInputSchema>;

/** The contact form; the server stores the message for the back-office. */
export function ContactForm() {
  const send = useSendForm('/api/forms/contact');
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(contactMessageInputSchema),
  });
  const { errors } = formState;
  return (
    <PublicForm
      onSubmit={handleSubmit((values) => send.mutate(values))}
      send={send}
      honeypot={register('website')}
      submitLabel="Versturen"
    >
      <div className="public-form-row">
        <TextField
          label="Naam"
          autoComplete="name"
          maxLength={FORM_LIMITS.name}
          error={errors.name}
          {...register('name')}
        />
        <TextField
          label="E-mailadres"
          type="email"
          autoComplete="email"
          maxLength={FORM_LIMITS.email}
          error={errors.email}
          {...register('email')}
        />
      </div>
      <TextField
        label="Onderwerp (optioneel)"
        maxLength={FORM_LIMITS.subject}
        error={errors.subject}
        {...register('subject')}
      />
      <TextAreaField label="Bericht" rows={6} error={errors.message} {...register('message')} />
    </PublicForm>
  );
}
