import { FormActions } from '@/components/form-actions';
import { NumberField, SelectField, TextField, optionsOf } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from '@shared/domain/company';
import { formatCentsForInput } from '@shared/domain/euro-input';
import {
  inviteFormSchema,
  memberFormSchema,
  type CompanyMember,
  type MemberChange,
} from '@shared/schemas/company';

const limitText = (cents: number | undefined) =>
  cents === undefined ? '' : formatCentsForInput(cents);

/**
 * Role and spend limits of a colleague (limits in euros excl. btw; empty is no limit). Without
 * `member` it is the invitation, with the e-mail address.
 */
export function MemberForm({
  member,
  mutation,
  onSubmit,
  onCancel,
}: {
  member?: CompanyMember;
  mutation: { isPending: boolean; error: Error | null };
  onSubmit: (change: MemberChange & { email: string }) => void;
  onCancel?: () => void;
}) {
  const form = useZodForm(member ? memberFormSchema : inviteFormSchema, {
    email: member?.email ?? '',
    companyRole: member?.companyRole ?? 'monteur',
    limitPerOrder: limitText(member?.limitPerOrderCents),
    limitPerMonth: limitText(member?.limitPerMonthCents),
  });
  const submit = form.handleSubmit((values) =>
    onSubmit({
      email: values.email,
      companyRole: values.companyRole,
      limitPerOrderCents: values.limitPerOrder,
      limitPerMonthCents: values.limitPerMonth,
    }),
  );
  return (
    <form className="member-form" onSubmit={submit} noValidate>
      {member ? null : (
        <TextField label="E-mailadres" type="email" autoComplete="off" {...form.field('email')} />
      )}
      <SelectField
        label="Rol"
        options={optionsOf(COMPANY_ROLES, COMPANY_ROLE_LABELS)}
        {...form.field('companyRole')}
      />
      <NumberField
        label="Limiet per bestelling (€)"
        hint="Excl. btw; leeg is geen limiet."
        {...form.field('limitPerOrder')}
      />
      <NumberField
        label="Limiet per maand (€)"
        hint="Excl. btw; leeg is geen limiet."
        {...form.field('limitPerMonth')}
      />
      <FormActions
        mutation={mutation}
        label={member ? 'Opslaan' : 'Uitnodigen'}
        busyLabel={member ? 'Bezig met opslaan…' : 'Bezig met uitnodigen…'}
        {...(onCancel ? { onCancel } : {})}
      />
    </form>
  );
}
