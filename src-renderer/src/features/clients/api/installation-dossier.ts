import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { useApiMutation, type ChangeRequest } from '@/lib/api-mutation';
import { clientDetailSchema } from '@shared/schemas/clients';
import { installationDossierSchema, type PhotoKind } from '@shared/schemas/installation-dossier';
import { clientKeys } from './keys';
import { scaledPhoto } from './scaled-photo';

const installationPath = (clientId: string, installationId: string) =>
  `/api/clients/${encodeURIComponent(clientId)}/installations/${encodeURIComponent(installationId)}`;

const dossierKey = (clientId: string, installationId: string) =>
  [...clientKeys.one(clientId), 'dossier', installationId] as const;

export function useInstallationDossier(clientId: string, installationId: string) {
  return useQuery({
    queryKey: dossierKey(clientId, installationId),
    queryFn: ({ signal }) =>
      apiRequest(`${installationPath(clientId, installationId)}/dossier`, {
        schema: installationDossierSchema,
        auth: true,
        signal,
      }),
  });
}

/** After a photo changed: the client and the dossier as they are now. */
function usePhotoChange<V>(
  clientId: string,
  installationId: string,
  request: (variables: V) => ChangeRequest | Promise<ChangeRequest>,
) {
  return useApiMutation({
    schema: clientDetailSchema,
    request,
    saved: (client, cache) => cache.setQueryData(clientKeys.one(clientId), client),
    refresh: dossierKey(clientId, installationId),
  });
}

/** `Foto's`: a phone's photo is scaled down first (the server takes at most 2000 pixels a side). */
export function useUploadPhoto(clientId: string, installationId: string) {
  const installation = installationPath(clientId, installationId);
  return usePhotoChange(
    clientId,
    installationId,
    async ({ file, kind }: { file: File; kind: PhotoKind }) => ({
      path: `${installation}/photos?soort=${kind}`,
      method: 'POST',
      file: await scaledPhoto(file),
    }),
  );
}

export function useRemovePhoto(clientId: string, installationId: string) {
  const installation = installationPath(clientId, installationId);
  return usePhotoChange(clientId, installationId, (photoId: string) => ({
    path: `${installation}/photos/${encodeURIComponent(photoId)}`,
    method: 'DELETE',
  }));
}

export function useSendDossier(clientId: string, installationId: string) {
  return useApiMutation({
    schema: z.object({ sentAt: z.string(), to: z.string() }),
    request: () => ({
      path: `${installationPath(clientId, installationId)}/dossier/send`,
      method: 'POST',
    }),
    refresh: dossierKey(clientId, installationId),
  });
}

export function downloadDossier(clientId: string, installationId: string, serial: string) {
  return apiDownload(
    `${installationPath(clientId, installationId)}/dossier/pdf`,
    `ISDE-dossier-${serial}.pdf`,
  );
}

export function downloadWarrantyCard(clientId: string, installationId: string, serial: string) {
  return apiDownload(
    `${installationPath(clientId, installationId)}/warranty/pdf`,
    `Garantiebewijs-${serial}.pdf`,
  );
}

/** `Onderhoudsherinneringen per e-mail`: records the homeowner's consent (or its withdrawal). */
export function useReminderConsent(clientId: string) {
  return useApiMutation({
    schema: clientDetailSchema,
    request: (consent: boolean) => ({
      path: `/api/clients/${encodeURIComponent(clientId)}/maintenance-reminders`,
      method: 'PUT',
      body: { consent },
    }),
    saved: (client, cache) => cache.setQueryData(clientKeys.one(clientId), client),
  });
}
