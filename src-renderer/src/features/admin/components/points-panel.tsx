import { useInfiniteQuery } from '@tanstack/react-query';
import { useZodForm } from '@/hooks/use-zod-form';
import { submitEach } from '@/components/field-of';
import { SubmitRow } from '@/components/form-error';
import { NumberField, TextField } from '@/components/form-field';
import { PointsLedgerTable } from '@/components/points-ledger-table';
import { PagedList } from '@/components/query-states';
import type { AdminUser } from '@shared/schemas/admin/users';
import { useAdminMutation } from '../api/admin-mutation';
import { adjustPoints, userPointsQuery } from '../api/users';
import { adminKeys } from '../api/keys';
import { pointsAdjustmentForm } from '../form-schemas';
import { AdminCard } from './admin-card';

/**
 * The balance and ledger of the user's firm (points are the firm's) and a correction with a
 * reason (never below 0), booked in the firm's ledger in this user's name.
 */
export function PointsPanel({ user }: { user: AdminUser }) {
  const ledger = useInfiniteQuery(userPointsQuery(user.id));
  const adjust = useAdminMutation(adjustPoints(user.id), {
    cacheAs: () => adminKeys.one('users', user.id),
    done: () => 'Punten aangepast.',
  });
  const form = useZodForm(pointsAdjustmentForm, { amount: '', reason: '' });
  const submit = submitEach(form, adjust);

  return (
    <AdminCard
      title={<>Spaarpunten van het bedrijf: {user.rewardPoints.toLocaleString('nl-NL')}</>}
    >
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-form-row">
          <NumberField
            label="Punten bij of af"
            whole
            placeholder="500 of -200"
            {...form.field('amount')}
          />
          <TextField label="Reden" maxLength={200} {...form.field('reason')} />
        </div>
        <SubmitRow request={adjust} primary={false}>
          Punten aanpassen
        </SubmitRow>
      </form>
      <PagedList query={ledger} what="Mutaties" empty="Nog geen mutaties.">
        {(entries) => (
          <PointsLedgerTable
            entries={entries}
            caption="Mutaties van de spaarpunten van het bedrijf"
            withNotes
          />
        )}
      </PagedList>
    </AdminCard>
  );
}
