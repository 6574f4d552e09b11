import { dutchDay } from '@shared/domain/calendar';
import {
  MAINTENANCE_DUE_DAYS,
  maintenanceDueWithin,
  nextMaintenance,
} from '@shared/domain/installations';
import { MAINTENANCE_SOON_DAYS } from '@shared/domain/rules';
import type { MaintenanceDue } from '@shared/schemas/clients';
import { WORKLIST_SHOWN, type Worklist } from '@shared/schemas/worklist';
import { clients } from '../collections/clients';
import { memberWhoMay, type Member } from '../policy/access';
import type { Clock } from '../env';
import type { Storage } from '../storage/port';

/**
 * The company's installations whose yearly maintenance falls within `days` of the Dutch day
 * `today`, soonest first. Installations live inside their client, so this reads the firm's
 * clients (one company-scoped query, never another firm's).
 */
async function dueWithin(
  storage: Storage,
  companyId: string,
  today: string,
  days: number,
): Promise<MaintenanceDue[]> {
  const found = await clients.on(storage).query({
    where: [{ field: 'companyId', op: '==', value: companyId }],
  });
  return found
    .flatMap((client) =>
      client.installations
        .filter((i) => maintenanceDueWithin(i.installedOn, today, days))
        .map((i) => ({
          clientId: client.id,
          clientName: client.name,
          installationId: i.id,
          productName: i.productName,
          serialNumber: i.serialNumber,
          dueOn: nextMaintenance(i.installedOn, today),
          remindedByEmail: client.maintenanceReminders && client.email !== '',
        })),
    )
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.clientName.localeCompare(b.clientName));
}

/** The company's installations whose yearly maintenance falls within 60 days, soonest first. */
export async function maintenanceDue(
  storage: Storage,
  clock: Clock,
  uid: string,
): Promise<MaintenanceDue[]> {
  const member = await memberWhoMay(storage, uid, 'installaties');
  return dueWithin(storage, member.companyId, dutchDay(clock.now()), MAINTENANCE_DUE_DAYS);
}

/** The dashboard's `Onderhoud`: what falls due within 30 days, soonest first. */
export async function maintenanceWork(
  storage: Storage,
  member: Member,
  today: string,
): Promise<NonNullable<Worklist['maintenance']>> {
  const due = await dueWithin(storage, member.companyId, today, MAINTENANCE_SOON_DAYS);
  return { count: due.length, items: due.slice(0, WORKLIST_SHOWN) };
}
