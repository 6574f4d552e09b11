import { mayDo } from '@shared/domain/company';
import { MAINTENANCE_REMINDER_DAYS } from '@shared/domain/installations';
import { EDIT_COMPANY_ACTION } from '@shared/schemas/company';
import type { ReminderSettings } from '@shared/schemas/installation-dossier';
import { companies } from '../collections/companies';
import { ApiError } from '../errors';
import { memberOf, memberWhoMay } from '../policy/access';
import type { Storage } from '../storage/port';

/** How many days before the due date the firm's clients are reminded (who may change it). */
export async function reminderSettings(storage: Storage, uid: string): Promise<ReminderSettings> {
  const member = await memberOf(storage, uid);
  const company = await companies.on(storage).get(member.companyId);
  return {
    daysBefore: company?.maintenanceReminderDays ?? MAINTENANCE_REMINDER_DAYS.default,
    mayEdit: mayDo(member.companyRole, EDIT_COMPANY_ACTION),
  };
}

/** Saves the firm's number of days; only who may edit the company record may. */
export async function saveReminderSettings(
  storage: Storage,
  uid: string,
  daysBefore: number,
): Promise<ReminderSettings> {
  const member = await memberWhoMay(storage, uid, EDIT_COMPANY_ACTION);
  await storage.transaction(async (tx) => {
    if (!(await companies.in(tx).get(member.companyId))) {
      throw new ApiError(404, 'bedrijf_niet_gevonden', 'Dit bedrijf bestaat niet.');
    }
    companies.in(tx).update(member.companyId, { maintenanceReminderDays: daysBefore });
  });
  return { daysBefore, mayEdit: true };
}
