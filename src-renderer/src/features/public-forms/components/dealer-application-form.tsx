import { dealerApplicationInputSchema, FORM_LIMITS } from '@shared/forms/public-forms';
import { useSendForm } from '../api/send-form';
import { PublicForm, publicForm } from './form-parts';

const application = publicForm({
  schema: dealerApplicationInputSchema,
  honeypot: 'website',
  submitLabel: 'Aanvraag versturen',
  layout: [
    {
      name: 'companyName',
      label: 'Bedrijfsnaam',
      autoComplete: 'organization',
      maxLength: FORM_LIMITS.name,
    },
    [
      {
        name: 'kvkNumber',
        label: 'KvK-nummer',
        inputMode: 'numeric',
        maxLength: 8,
        placeholder: '12345678',
      },
      { name: 'btwId', label: 'Btw-nummer', maxLength: 20, placeholder: 'NL123456789B01' },
    ],
    {
      name: 'contactName',
      label: 'Contactpersoon',
      autoComplete: 'name',
      maxLength: FORM_LIMITS.name,
    },
    [
      {
        name: 'email',
        label: 'E-mailadres',
        type: 'email',
        autoComplete: 'email',
        maxLength: FORM_LIMITS.email,
      },
      {
        name: 'phone',
        label: 'Telefoon',
        type: 'tel',
        autoComplete: 'tel',
        maxLength: FORM_LIMITS.phone,
      },
    ],
    { name: 'remarks', label: 'Opmerkingen (optioneel)', multiline: true },
  ],
});

/** The dealer application, checked here and again on the server with the same schema. */
export function DealerApplicationForm() {
  return <PublicForm form={application} send={useSendForm('/api/forms/dealer-application')} />;
}
