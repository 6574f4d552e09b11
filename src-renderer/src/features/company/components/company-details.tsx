import { z } from 'zod';
import { submitSaved } from '@/components/field-of';
import { FirmContactFields, FirmForm } from '@/components/firm-fields';
import { firmContactValues } from '@/components/firm-values';
import { TextField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
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
    ...firmContactValues(company),
    billingEmail: company.billingEmail,
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
      <FirmForm
        className="form"
        mayEdit={company.mayEdit}
        mutation={save}
        onSubmit={submitSaved(form, save, defaults, 'De gegevens van je bedrijf zijn opgeslagen.')}
      >
        <div className="company-fields">
          <div>
            <TextField label="Statutaire naam" {...field('legalName')} />
            <TextField label="Handelsnaam" hint="Leeg: de statutaire naam." {...field('name')} />
            <FirmContactFields field={field} emailLabel="Algemeen e-mailadres" />
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
                hint="Facturen en creditfacturen gaan hierheen, met pdf en e-factuur; leeg: naar de eigenaars."
                {...field('billingEmail')}
              />
            </AddressFields>
          </div>
        </div>
      </FirmForm>
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
