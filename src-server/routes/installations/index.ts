import { reminderSettingsInputSchema } from '@shared/schemas/installation-dossier';
import { maintenanceDue } from '../../clients/maintenance-due';
import { reminderSettings, saveReminderSettings } from '../../clients/reminder-settings';
import type { AppDeps } from '../../env';
import { validate } from '../../validate';
import { memberRoutes } from '../member-routes';

/** The company's installations across its clients, and its maintenance reminder setting. */
export function installationRoutes({ storage, auth, clock }: AppDeps) {
  return memberRoutes({ storage, auth })
    .get('/maintenance-due', async (c) =>
      c.json({ items: await maintenanceDue(storage, clock, c.get('user').uid) }),
    )
    .get('/reminder-settings', async (c) =>
      c.json(await reminderSettings(storage, c.get('user').uid)),
    )
    .put('/reminder-settings', validate('json', reminderSettingsInputSchema), async (c) =>
      c.json(
        await saveReminderSettings(storage, c.get('user').uid, c.req.valid('json').daysBefore),
      ),
    );
}
