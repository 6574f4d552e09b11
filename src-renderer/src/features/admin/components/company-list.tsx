import { EmailAddress } from '@/components/email-address';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '@/components/data-table';
import { Facts } from '@/components/facts';
import { SubmitRow } from '@/components/form-error';
import { NumberField, optionsOf, SelectField, TextField } from '@/components/form-field';
import { ListScaffold } from '@/components/list-scaffold';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useZodForm } from '@/hooks/use-zod-form';
import { postalAddressLine } from '@shared/schemas/postal-address';
import { submitEach } from '@/components/field-of';
import { formatPercent } from '@shared/domain/money';
import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from '@shared/domain/company';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { moveMemberSchema, type AdminCompany } from '@shared/schemas/admin/companies';
import { useAdminMutation } from '../api/admin-mutation';
import { adminCompaniesQuery, moveMember, setCompanyDiscount } from '../api/companies';
import { companyDiscountForm } from '../form-schemas';
import { AdminCard } from './admin-card';

type Member = AdminCompany['members'][number];

const memberColumns: Column<Member>[] = [
  {
    header: 'Naam',
    primary: true,
    cell: (member) => (
      <>
        <Link to={`/beheer/gebruikers/${encodeURIComponent(member.id)}`}>{member.name}</Link>
        {member.removed ? ' (verwijderd)' : null}
        <div className="muted">{member.id}</div>
      </>
    ),
  },
  {
    header: 'E-mail',
    cell: (member) => (member.email ? <EmailAddress address={member.email} /> : '—'),
  },
  { header: 'Rol', cell: (member) => COMPANY_ROLE_LABELS[member.companyRole] },
];

/** Unset until the back-office sets one: the members keep their own discounts till then. */
const percent = (discount: number | undefined) =>
  discount === undefined ? 'Niet ingesteld' : formatPercent(discount);

function DiscountForm({ company }: { company: AdminCompany }) {
  const save = useAdminMutation(setCompanyDiscount(company.id), {
    done: () => 'Korting opgeslagen.',
  });
  const form = useZodForm(companyDiscountForm, {
    discount: company.discount === undefined ? '' : String(company.discount).replace('.', ','),
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <NumberField label="Korting (%)" {...form.field('discount')} />
      <SubmitRow request={save}>Korting opslaan</SubmitRow>
    </form>
  );
}

function MoveForm({ company }: { company: AdminCompany }) {
  const move = useAdminMutation(moveMember(company.id), {
    done: () => 'Gebruiker verplaatst.',
  });
  const form = useZodForm(moveMemberSchema, { userId: '', companyRole: 'monteur' });
  const submit = submitEach(form, move);
  return (
    <form
      className="admin-form"
      onSubmit={submit}
      noValidate
      aria-label={`Gebruiker verplaatsen naar ${company.name}`}
    >
      <h3>Gebruiker verplaatsen</h3>
      <TextField
        label="Gebruikers-id"
        hint="Het id staat onder de naam in de ledenlijst en in het adres van de gebruiker."
        autoComplete="off"
        {...form.field('userId')}
      />
      <SelectField
        label="Rol"
        options={optionsOf(COMPANY_ROLES, COMPANY_ROLE_LABELS)}
        {...form.register('companyRole')}
      />
      <SubmitRow request={move}>Verplaatsen</SubmitRow>
    </form>
  );
}

const addressOf = (address: AdminCompany['invoiceAddress']) =>
  address ? postalAddressLine(address) : '';

function CompanyCard({ company }: { company: AdminCompany }) {
  return (
    <AdminCard title={company.name || company.id}>
      <Facts
        missing="—"
        facts={[
          ['Statutaire naam', company.legalName],
          ['KvK-nummer', company.kvkNumber],
          ['Btw-nummer', company.btwId],
          ['Bezoekadres', addressOf(company.visitingAddress)],
          ['Factuuradres', addressOf(company.invoiceAddress)],
          [
            'Factuur-e-mailadres',
            company.billingEmail ? <EmailAddress address={company.billingEmail} /> : '',
          ],
          ['E-mail', company.email ? <EmailAddress address={company.email} /> : ''],
          ['Telefoon', company.phone ? formatDutchPhone(company.phone) : ''],
          ['Website', company.website],
          ['IBAN', company.iban],
          [
            'Afleveradressen',
            company.deliveryAddresses
              .map((address) =>
                [address.label, `${address.street}, ${address.postcode} ${address.city}`]
                  .filter(Boolean)
                  .join(': '),
              )
              .join('; '),
          ],
          ['Korting', percent(company.discount)],
        ]}
      />
      <p>
        <Link to={`/beheer/facturen?bedrijf=${encodeURIComponent(company.id)}`}>
          Facturen en openstaande posten van {company.name || company.id}
        </Link>
      </p>
      <div className="admin-scroll">
        <DataTable
          caption={`Leden van ${company.name || company.id}`}
          columns={memberColumns}
          rows={company.members}
          rowKey={(member) => member.id}
        />
      </div>
      <div className="admin-grid">
        <DiscountForm key={String(company.discount)} company={company} />
        <MoveForm company={company} />
      </div>
    </AdminCard>
  );
}

/**
 * Every company with its record and members, searched by name, KvK number or btw-id (on the
 * server, kept in the URL); per company its invoices, its discount and moving a user into it.
 */
export function CompanyList() {
  const filter = useUrlFilters();
  const query = useInfiniteQuery(adminCompaniesQuery({ q: filter.get('q') || undefined }));
  return (
    <ListScaffold
      search="Naam, KvK-nummer of btw-nummer"
      query={query}
      empty="Geen bedrijven gevonden."
      render={(items) => (
        <div className="company-list">
          {items.map((company) => (
            <CompanyCard key={company.id} company={company} />
          ))}
        </div>
      )}
    />
  );
}
