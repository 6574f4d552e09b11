import { dutchDay } from '@shared/domain/calendar';
import {
  MAINTENANCE_DUE_DAYS,
  maintenanceDueWithin,
  nextMaintenance,
} from '@shared/domain/installations';
import type { MaintenanceDue } from '@shared/schemas/clients';
import { clients } from '../collections/clients';
import { memberWhoMay } from '../policy/access';
import type { Clock } from '../env';
import type { Storage } from '../storage/port';

/** The company's installations whose yearly maintenance falls within 60 days, soonest first. */
export async function maintenanceDue(
  storage: Storage,
  clock: Clock,
  uid: string,
): Promise<MaintenanceDue[]> {
  const member = await memberWhoMay(storage, uid, 'installaties');
  const today = dutchDay(clock.now());
  const found = await clients.on(storage).query({
    where: [{ field: 'companyId', op: '==', value: member.companyId }],
  });
  return found
    .flatMap((client) =>
      client.installations
        .filter((i) => maintenanceDueWithin(i.installedOn, today, MAINTENANCE_DUE_DAYS))
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
