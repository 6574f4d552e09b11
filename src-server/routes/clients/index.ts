import {
  clientInputSchema,
  clientListQuerySchema,
  installationInputSchema,
} from '@shared/schemas/clients';
import { pageQuerySchema } from '@shared/schemas/page';
import { uidOf } from '../../auth/require-user';
import { ordersOfClient } from '../../clients/client-orders';
import {
  createClient,
  deleteClient,
  getClient,
  listClients,
  setReminderConsent,
  updateClient,
} from '../../clients/clients';
import {
  addInstallation,
  removeInstallation,
  updateInstallation,
} from '../../clients/installations';
import type { AppDeps } from '../../env';
import { sendDossier } from '../../clients/homeowner-mail';
import { installationDossier } from '../../clients/installation-dossier';
import { dossierPdf, warrantyCardPdf } from '../../clients/installation-pdfs';
import {
  addInstallationPhoto,
  readInstallationPhoto,
  removeInstallationPhoto,
} from '../../clients/installation-photos';
import { photoTooLarge } from '../../uploads/uploads';
import {
  MAX_PHOTO_BYTES,
  photoQuerySchema,
  reminderConsentSchema,
} from '@shared/schemas/installation-dossier';
import { takeDailyQuota } from '../../quotas';
import { validate } from '../../validate';
import { memberRoutes } from '../member-routes';
import { pdfAnswer } from '../pdf-answer';

/** The signed-in user's own clients and their installations. */
export function clientRoutes({ storage, files, auth, clock }: AppDeps) {
  const ref = (c: { req: { param(name: string): string } }) => ({
    clientId: c.req.param('id'),
    installationId: c.req.param('installationId'),
  });
  return memberRoutes({ storage, auth })
    .get('/', validate('query', pageQuerySchema.extend(clientListQuerySchema.shape)), async (c) => {
      const { q, ...page } = c.req.valid('query');
      return c.json(await listClients(storage, clock, uidOf(c), q, page));
    })
    .post('/', validate('json', clientInputSchema), async (c) => {
      await takeDailyQuota(storage, clock, uidOf(c), 'clients');
      return c.json(await createClient(storage, clock, uidOf(c), c.req.valid('json')), 201);
    })
    .get('/:id', async (c) => c.json(await getClient(storage, clock, uidOf(c), c.req.param('id'))))
    .put('/:id', validate('json', clientInputSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(await updateClient(storage, clock, uidOf(c), c.req.param('id'), input));
    })
    .delete('/:id', async (c) => {
      await deleteClient(storage, uidOf(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/:id/orders', validate('query', pageQuerySchema), async (c) =>
      c.json(await ordersOfClient(storage, uidOf(c), c.req.param('id'), c.req.valid('query'))),
    )
    .post('/:id/installations', validate('json', installationInputSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(await addInstallation(storage, clock, uidOf(c), c.req.param('id'), input), 201);
    })
    .put(
      '/:id/installations/:installationId',
      validate('json', installationInputSchema),
      async (c) => {
        const { id, installationId } = c.req.param();
        const input = c.req.valid('json');
        return c.json(
          await updateInstallation(storage, clock, uidOf(c), id, installationId, input),
        );
      },
    )
    .delete('/:id/installations/:installationId', async (c) => {
      const { id, installationId } = c.req.param();
      return c.json(await removeInstallation(storage, files, clock, uidOf(c), id, installationId));
    })
    .put('/:id/maintenance-reminders', validate('json', reminderConsentSchema), async (c) => {
      const { consent } = c.req.valid('json');
      return c.json(await setReminderConsent(storage, clock, uidOf(c), c.req.param('id'), consent));
    })
    .post(
      '/:id/installations/:installationId/photos',
      validate('query', photoQuerySchema),
      async (c) => {
        const length = Number(c.req.header('content-length') ?? 0);
        if (length > MAX_PHOTO_BYTES) throw photoTooLarge();
        const { soort } = c.req.valid('query');
        const body = c.req.raw.body;
        return c.json(
          await addInstallationPhoto(storage, files, clock, uidOf(c), ref(c), soort, body),
          201,
        );
      },
    )
    .get('/:id/installations/:installationId/photos/:photoId', async (c) => {
      const photo = await readInstallationPhoto(
        storage,
        files,
        uidOf(c),
        ref(c),
        c.req.param('photoId'),
      );
      return c.body(new Uint8Array(photo.body), 200, {
        'content-type': photo.contentType,
        'cache-control': 'private, max-age=3600',
      });
    })
    .delete('/:id/installations/:installationId/photos/:photoId', async (c) =>
      c.json(
        await removeInstallationPhoto(
          storage,
          files,
          clock,
          uidOf(c),
          ref(c),
          c.req.param('photoId'),
        ),
      ),
    )
    .get('/:id/installations/:installationId/dossier', async (c) =>
      c.json((await installationDossier(storage, uidOf(c), ref(c))).dossier),
    )
    .get('/:id/installations/:installationId/dossier/pdf', async (c) => {
      const source = await installationDossier(storage, uidOf(c), ref(c));
      return pdfAnswer(
        c,
        await dossierPdf(source, files),
        `ISDE-dossier-${source.dossier.unit.serialNumber}.pdf`,
      );
    })
    .post('/:id/installations/:installationId/dossier/send', async (c) =>
      c.json(await sendDossier(storage, files, clock, uidOf(c), ref(c))),
    )
    .get('/:id/installations/:installationId/warranty/pdf', async (c) => {
      const source = await installationDossier(storage, uidOf(c), ref(c));
      return pdfAnswer(
        c,
        await warrantyCardPdf(source, files),
        `Garantiebewijs-${source.dossier.unit.serialNumber}.pdf`,
      );
    });
}
