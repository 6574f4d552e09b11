import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDownload, apiRequest } from '@/lib/api-client';
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
function usePhotoChange<T>(
  clientId: string,
  installationId: string,
  request: (value: T) => Promise<z.infer<typeof clientDetailSchema>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (client) => {
      queryClient.setQueryData(clientKeys.one(clientId), client);
      await queryClient.invalidateQueries({ queryKey: dossierKey(clientId, installationId) });
    },
  });
}

/** `Foto's`: a phone's photo is scaled down first (the server takes at most 2000 pixels a side). */
export function useUploadPhoto(clientId: string, installationId: string) {
  return usePhotoChange(
    clientId,
    installationId,
    async ({ file, kind }: { file: File; kind: PhotoKind }) =>
      apiRequest(`${installationPath(clientId, installationId)}/photos?soort=${kind}`, {
        schema: clientDetailSchema,
        auth: true,
        method: 'POST',
        file: await scaledPhoto(file),
      }),
  );
}

export function useRemovePhoto(clientId: string, installationId: string) {
  return usePhotoChange(clientId, installationId, (photoId: string) =>
    apiRequest(
      `${installationPath(clientId, installationId)}/photos/${encodeURIComponent(photoId)}`,
      {
        schema: clientDetailSchema,
        auth: true,
        method: 'DELETE',
      },
    ),
  );
}

export function useSendDossier(clientId: string, installationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${installationPath(clientId, installationId)}/dossier/send`, {
        schema: z.object({ sentAt: z.string(), to: z.string() }),
        auth: true,
        method: 'POST',
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: dossierKey(clientId, installationId) }),
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: boolean) =>
      apiRequest(`/api/clients/${encodeURIComponent(clientId)}/maintenance-reminders`, {
        schema: clientDetailSchema,
        auth: true,
        method: 'PUT',
        body: { consent },
      }),
    onSuccess: (client) => queryClient.setQueryData(clientKeys.one(clientId), client),
  });
}
