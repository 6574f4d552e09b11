import { z } from 'zod';
import { submitSaved } from '@/components/field-of';
import { FirmContactFields, FirmForm } from '@/components/firm-fields';
import { firmContactValues } from '@/components/firm-values';
import { NumberField, TextAreaField, TextField } from '@/components/form-field';
import { QueryStates } from '@/components/query-states';
import { toast } from '@/components/toasts';
import { UploadField } from '@/components/upload-field';
import { apiUrl } from '@/lib/api-client';
import { useZodForm } from '@/hooks/use-zod-form';
import { defaultMailSenderName } from '@shared/domain/customer-invoice';
import { formatCentsForInput, parseEuroToCents } from '@shared/domain/euro-input';
import {
  businessDetailsInputSchema,
  MAX_LOGO_BYTES,
  type BusinessDetails,
} from '@shared/schemas/business-details';
import { useBusinessDetails, useSaveBusinessDetails, useUploadLogo } from '../api/business-details';

const wholeText = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number);

/** The form holds text; the shared schema checks what it becomes (KvK, btw-id, IBAN…). */
const formSchema = businessDetailsInputSchema
  .extend({
    marginPercent: wholeText('Geef de standaardmarge als heel getal, zoals 25.'),
    hourlyRate: z
      .string()
      .refine((value) => parseEuroToCents(value) !== null, {
        error: 'Vul een bedrag in euro’s in, zoals 60,00.',
      })
      .transform((value) => parseEuroToCents(value) ?? 0),
    validityDays: wholeText('Geef de geldigheid als aantal dagen, zoals 30.'),
    depositPercent: wholeText('Geef de aanbetaling als heel percentage, zoals 30.'),
  })
  .omit({ hourlyRateCents: true })
  .transform(({ hourlyRate, ...details }) => ({ ...details, hourlyRateCents: hourlyRate }));

function defaults(details: BusinessDetails): z.input<typeof formSchema> {
  return {
    tradeName: details.tradeName,
    address: details.address,
    ...firmContactValues(details),
    marginPercent: details.marginPercent === undefined ? '' : String(details.marginPercent),
    hourlyRate:
      details.hourlyRateCents === undefined ? '' : formatCentsForInput(details.hourlyRateCents),
    validityDays: String(details.validityDays),
    terms: details.terms,
    depositPercent: String(details.depositPercent),
    invoicePrefix: details.invoicePrefix,
    mailSenderName: details.mailSenderName,
  };
}

function LogoField({ details }: { details: BusinessDetails }) {
  const upload = useUploadLogo();
  return (
    <>
      <UploadField
        label="Logo"
        hint="Een png of jpg van hoogstens 1 MB; het staat op elke offerte."
        accept="image/png,image/jpeg"
        upload={upload}
        failed="Het logo kon niet worden opgeslagen."
        disabled={!details.mayEdit}
        onFile={(file, input) => {
          if (file.size > MAX_LOGO_BYTES) {
            toast.error('Het logo is groter dan 1 MB.');
            input.value = '';
            return;
          }
          upload.mutate(file, { onSuccess: () => toast.success('Het logo is opgeslagen.') });
        }}
      />
      {details.logoUrl ? (
        <img className="logo-preview" src={apiUrl(details.logoUrl)} alt="Huidig logo" />
      ) : null}
    </>
  );
}

function DetailsForm({ details }: { details: BusinessDetails }) {
  const save = useSaveBusinessDetails();
  const form = useZodForm(formSchema, defaults(details));
  const { field } = form;
  return (
    <FirmForm
      className="form business-details-form"
      mayEdit={details.mayEdit}
      mutation={save}
      onSubmit={submitSaved(form, save, defaults, 'Je bedrijfsgegevens zijn opgeslagen.')}
    >
      <TextField label="Handelsnaam" {...field('tradeName')} />
      <TextField label="Adres" {...field('address')} />
      <FirmContactFields field={field} />
      <div className="field-row">
        {details.mayEdit ? (
          <>
            <NumberField label="Standaardmarge (%)" whole {...field('marginPercent')} />
            <NumberField label="Uurtarief (excl. btw)" {...field('hourlyRate')} />
          </>
        ) : null}
        <NumberField label="Geldigheid (dagen)" whole {...field('validityDays')} />
      </div>
      <TextAreaField label="Voorwaarden" rows={4} maxLength={5000} {...field('terms')} />
      <div className="field-row">
        <NumberField
          label="Aanbetaling (%)"
          whole
          hint="Van het offertebedrag, bij Aanbetalingsfactuur maken; 0 is geen aanbetaling."
          {...field('depositPercent')}
        />
        <TextField
          label="Voorvoegsel factuurnummers"
          hint="Letters of cijfers voor je facturen aan klanten, zoals DV (DV-2026-0001)."
          maxLength={8}
          {...field('invoicePrefix')}
        />
      </div>
      <TextField
        label="Afzendernaam in e-mails aan klanten"
        maxLength={120}
        hint={`Leeg: „${defaultMailSenderName(details.tradeName)}”. Antwoorden gaan naar jullie e-mailadres.`}
        {...field('mailSenderName')}
      />
    </FirmForm>
  );
}

/** `Bedrijfsgegevens` in Settings: what every offerte of the company shows. */
export function BusinessDetailsSection() {
  const details = useBusinessDetails();
  return (
    <section aria-labelledby="bedrijfsgegevens-titel" className="card">
      <h2 id="bedrijfsgegevens-titel">Bedrijfsgegevens</h2>
      <p className="hint">
        Deze gegevens en het logo staan op elke offerte, factuur en e-mail aan je klanten.
      </p>
      <QueryStates query={details} isEmpty={false} empty={null} what="Je bedrijfsgegevens">
        {details.data ? (
          <>
            <DetailsForm details={details.data} />
            <LogoField details={details.data} />
          </>
        ) : null}
      </QueryStates>
    </section>
  );
}
