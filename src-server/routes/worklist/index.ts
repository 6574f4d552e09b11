import { dutchDay } from '@shared/domain/calendar';
import { mayDo } from '@shared/domain/company';
import type { Worklist } from '@shared/schemas/worklist';
import { maintenanceWork } from '../../clients/maintenance-due';
import type { AppDeps } from '../../env';
import { offerteWork } from '../../offertes/worklist';
import { approvalWork, orderWork } from '../../orders/worklist';
import { memberOf } from '../../policy/access';
import { supportWork } from '../../support/worklist';
import { memberRoutes } from '../member-routes';

/**
 * `GET /api/worklist`: the dashboard's open work of the member's firm. Each section comes
 * from its own noun and only for a role that may use it (src-shared/domain/company.ts).
 */
export function worklistRoutes({ storage, auth, clock }: AppDeps) {
  return memberRoutes({ storage, auth }).get('/', async (c) => {
    const member = await memberOf(storage, c.get('user').uid);
    const today = dutchDay(clock.now());
    const may = (action: Parameters<typeof mayDo>[1]) => mayDo(member.companyRole, action);
    const [offertes, orders, approvals, support, maintenance] = await Promise.all([
      may('offertes') ? offerteWork(storage, member, today) : undefined,
      may('bestellingen_inzien') ? orderWork(storage, member) : undefined,
      may('goedkeuren') ? approvalWork(storage, member) : undefined,
      may('vragen') ? supportWork(storage, member) : undefined,
      may('installaties') ? maintenanceWork(storage, member, today) : undefined,
    ]);
    const worklist: Worklist = {
      ...(offertes ? { offertes } : {}),
      ...(orders ? { orders } : {}),
      ...(approvals ? { approvals } : {}),
      ...(support ? { support } : {}),
      ...(maintenance ? { maintenance } : {}),
    };
    return c.json(worklist);
  });
}
