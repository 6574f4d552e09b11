import { LoadError } from '@/components/query-states';
import { Spinner } from '@/components/spinner';
import { useWorklist } from '../api/get-worklist';
import { OffertesWork } from './offertes-work';
import { ApprovalsWork, MaintenanceWork, OrdersWork, SupportWork } from './worklist-sections';
import '../worklist.css';

/**
 * The dashboard's worklist: one card per kind of open work the member's role may use (the
 * server leaves out the others), each item linking to its page.
 */
export function Worklist() {
  const query = useWorklist();
  const work = query.data;
  if (!work) {
    return (
      <section className="card" aria-busy={query.isPending}>
        {query.error ? (
          <LoadError
            what="Je openstaande werk"
            one
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Spinner />
        )}
      </section>
    );
  }
  return (
    <>
      {work.offertes ? <OffertesWork work={work.offertes} /> : null}
      {work.orders ? <OrdersWork work={work.orders} /> : null}
      {work.approvals ? <ApprovalsWork work={work.approvals} /> : null}
      {work.support ? <SupportWork work={work.support} /> : null}
      {work.maintenance ? <MaintenanceWork work={work.maintenance} /> : null}
    </>
  );
}
