import { maintenanceDue } from '../../clients/maintenance-due';
import type { AppDeps } from '../../env';
import { memberRoutes } from '../member-routes';

/** The company's installations across its clients. */
export function installationRoutes({ storage, auth, clock }: AppDeps) {
  return memberRoutes({ storage, auth }).get('/maintenance-due', async (c) =>
    c.json({ items: await maintenanceDue(storage, clock, c.get('user').uid) }),
  );
}
