import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/form-field';
import { toast } from '@/components/toasts';
import { useZodForm } from '@/hooks/use-zod-form';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { formatIban } from '@shared/domain/seller';
import {
  companyDetailsInputSchema,
  type CompanyOverview,
  type CompanyRecord,
} from '@shared/schemas/company';
import { useSaveCompany } from '../api/save-company';
import {
  AddressFields,
  addressText,
  addressValues,
  isBlankAddress,
} from '@/components/address-fields';

/**
 * The form holds text; the shared schema checks what it becomes (KvK, btw-id, IBAN, addresses)
 * and its Dutch messages land on the fields they are about.
 */
const formSchema = z
  .object({
    legalName: z.string(),
    name: z.string(),
    kvkNumber: z.string(),
    btwId: z.string(),
    billingEmail: z.string(),
    email: z.string(),
    phone: z.string(),
    website: z.string(),
    iban: z.string(),
    visitingAddress: addressText,
    invoiceAddress: addressText,
  })
  .transform((values, ctx) => {
    const parsed = companyDetailsInputSchema.safeParse({
      ...values,
      visitingAddress: isBlankAddress(values.visitingAddress) ? null : values.visitingAddress,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

function defaults(company: CompanyRecord): z.input<typeof formSchema> {
  return {
    legalName: company.legalName,
    name: company.name,
    kvkNumber: company.kvkNumber,
    btwId: company.btwId,
    billingEmail: company.billingEmail,
    email: company.email,
    phone: company.phone ? formatDutchPhone(company.phone) : '',
    website: company.website,
    iban: company.iban ? formatIban(company.iban) : '',
    visitingAddress: addressValues(company.visitingAddress),
    invoiceAddress: addressValues(company.invoiceAddress),
  };
}

/**
 * The firm's one record (domain-rules.md, "The firm as a party"): names, identifiers, the
 * invoice address and billing e-mail its invoices go to, and the delivery addresses the
 * members share. Eigenaar and inkoper edit; the others read.
 */
export function CompanyDetails({ company }: { company: CompanyOverview['company'] }) {
  const save = useSaveCompany();
  const form = useZodForm(formSchema, defaults(company));
  const { field } = form;
  return (
    <section className="card company-details" aria-labelledby="bedrijf-gegevens">
      <h2 id="bedrijf-gegevens">Bedrijfsgegevens</h2>
      <form
        className="form"
        noValidate
        aria-labelledby="bedrijf-gegevens"
        onSubmit={form.handleSubmit((values) =>
          save.mutate(values, {
            onSuccess: (saved) => {
              form.reset(defaults(saved));
              toast.success('De gegevens van je bedrijf zijn opgeslagen.');
            },
          }),
        )}
      >
        <fieldset disabled={!company.mayEdit}>
          <legend className="visually-hidden">Bedrijfsgegevens</legend>
          <div className="company-fields">
            <div>
              <TextField label="Statutaire naam" {...field('legalName')} />
              <TextField label="Handelsnaam" hint="Leeg: de statutaire naam." {...field('name')} />
              <div className="field-row">
                <TextField label="KvK-nummer" inputMode="numeric" {...field('kvkNumber')} />
                <TextField label="Btw-nummer" {...field('btwId')} />
              </div>
              <TextField label="IBAN" autoComplete="off" {...field('iban')} />
              <div className="field-row">
                <TextField label="Telefoon" type="tel" {...field('phone')} />
                <TextField label="Algemeen e-mailadres" type="email" {...field('email')} />
              </div>
              <TextField label="Website" {...field('website')} />
            </div>
            <div>
              <AddressFields
                id="bedrijf-bezoekadres"
                title="Bezoekadres"
                field={(name) => field(`visitingAddress.${name}`)}
              />
              <AddressFields
                id="bedrijf-factuuradres"
                title="Factuuradres"
                field={(name) => field(`invoiceAddress.${name}`)}
              >
                <TextField
                  label="Factuur-e-mailadres"
                  type="email"
                  hint="Facturen en creditnota’s gaan hierheen, met pdf en e-factuur; leeg: naar de eigenaars."
                  {...field('billingEmail')}
                />
              </AddressFields>
            </div>
          </div>
        </fieldset>
        {company.mayEdit ? (
          <FormActions mutation={save} />
        ) : (
          <FormError message="Alleen de eigenaar of inkoper van je bedrijf kan deze gegevens wijzigen." />
        )}
      </form>
      <h3>Afleveradressen</h3>
      {company.deliveryAddresses.length === 0 ? (
        <p className="hint">Nog geen afleveradressen.</p>
      ) : (
        <ul>
          {company.deliveryAddresses.map((address) => (
            <li key={`${address.street}-${address.postcode}`}>
              {address.label ? `${address.label}: ` : ''}
              {address.street}, {address.postcode} {address.city}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
