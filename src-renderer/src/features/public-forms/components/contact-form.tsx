import { contactMessageInputSchema, FORM_LIMITS } from '@shared/forms/public-forms';
import { useSendForm } from '../api/send-form';
import { PublicForm, publicForm } from './form-parts';

const contact = publicForm({
  schema: contactMessageInputSchema,
  honeypot: 'website',
  submitLabel: 'Versturen',
  layout: [
    [
      { name: 'name', label: 'Naam', autoComplete: 'name', maxLength: FORM_LIMITS.name },
      {
        name: 'email',
        label: 'E-mailadres',
        type: 'email',
        autoComplete: 'email',
        maxLength: FORM_LIMITS.email,
      },
    ],
    { name: 'subject', label: 'Onderwerp (optioneel)', maxLength: FORM_LIMITS.subject },
    { name: 'message', label: 'Bericht', multiline: true },
  ],
});

/** The contact form; the server stores the message for the back-office. */
export function ContactForm() {
  return <PublicForm form={contact} send={useSendForm('/api/forms/contact')} />;
}
