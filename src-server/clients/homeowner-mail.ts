import { dutchDay } from '@shared/domain/calendar';
import { isoMoment } from '@shared/domain/dates';
import { MAINTENANCE_REMINDER_DAYS, reminderDueOn } from '@shared/domain/installations';
import { clients } from '../collections/clients';
import { companies } from '../collections/companies';
import { mailOutbox } from '../collections/mail-outbox';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import type { FileStore } from '../files/port';
import { enqueueMail } from '../notify/outbox';
import type { InstallerSender } from '../notify/notify';
import { installerSender } from '../parties/installer';
import type { Storage } from '../storage/port';
import { installationDossier } from './installation-dossier';
import type { InstallationRef } from './installation-photos';
import { dossierPdf } from './installation-pdfs';

/*
 * Mails to the homeowner are in the installer's name: its sender name and Reply-To, signed
 * with its details (docs/domain-rules.md, "The installer's customer channel").
 */
const asInstaller = ({ installer, senderName }: InstallerSender) => ({
  sender: { name: senderName, replyTo: installer.email.trim() },
});

/**
 * `Naar klant sturen`: the ISDE dossier as a PDF to the client's e-mail address, once per
 * installation per day (a second click the same day is the same mail).
 */
export async function sendDossier(
  storage: Storage,
  files: FileStore,
  clock: Clock,
  uid: string,
  ref: InstallationRef,
): Promise<{ sentAt: string; to: string }> {
  const source = await installationDossier(storage, uid, ref);
  const { dossier } = source;
  const to = dossier.client.email;
  if (!to) {
    const message = 'Vul eerst het e-mailadres van de klant in.';
    throw new ApiError(400, 'klant_zonder_email', message, { email: message });
  }
  const now = clock.now();
  const pdf = await dossierPdf(source, files);
  const from = await installerSender(storage, source.companyId);
  await enqueueMail(
    { storage, clock },
    {
      to,
      key: `isde-dossier-${ref.installationId}-${dutchDay(now)}`,
      message: {
        kind: 'isde-dossier',
        name: dossier.client.name,
        installer: dossier.installer.name,
        productName: dossier.unit.productName,
        serialNumber: dossier.unit.serialNumber,
        applyBy: dossier.applyBy,
        from: from.installer,
      },
      ...asInstaller(from),
      attachments: [
        {
          filename: `ISDE-dossier-${dossier.unit.serialNumber}.pdf`,
          contentType: 'application/pdf',
          content: pdf,
        },
      ],
    },
  );
  const sentAt = isoMoment(now);
  await storage.transaction(async (tx) => {
    const client = await clients.in(tx).get(ref.clientId);
    if (!client) return;
    const installations = client.installations.map((installation) =>
      installation.id === ref.installationId
        ? { ...installation, dossierSentAt: sentAt }
        : installation,
    );
    clients.in(tx).update(ref.clientId, { installations });
  });
  return { sentAt, to };
}

/** The outbox key of one reminder: once per installation and due date, however often it runs. */
export const reminderKey = (installationId: string, dueOn: string) =>
  `onderhoud-${installationId}-${dueOn}`;

/**
 * Maintenance reminders: to every client who consented (`Onderhoudsherinneringen per e-mail`),
 * for each installation whose yearly maintenance falls within the firm's number of days, a mail
 * in the installer's name. Idempotent: the outbox key holds installation and due date, so a
 * run repeated the same day or the next one adds nothing. Answers the number of reminders due.
 */
export async function sendMaintenanceReminders(storage: Storage, clock: Clock): Promise<number> {
  const today = dutchDay(clock.now());
  const consenting = await clients.on(storage).query({
    where: [{ field: 'maintenanceReminders', op: '==', value: true }],
  });
  let due = 0;
  for (const client of consenting) {
    if (!client.email || !client.companyId || client.installations.length === 0) continue;
    const company = await companies.on(storage).get(client.companyId);
    const from = await installerSender(storage, client.companyId, client.ownerId);
    const installer = from.installer;
    for (const installation of client.installations) {
      const days = company?.maintenanceReminderDays ?? MAINTENANCE_REMINDER_DAYS.default;
      const dueOn = reminderDueOn(installation.installedOn, today, days);
      if (!dueOn) continue;
      due += 1;
      const key = reminderKey(installation.id, dueOn);
      if (await mailOutbox.on(storage).get(key)) continue;
      await enqueueMail(
        { storage, clock },
        {
          to: client.email,
          key,
          message: {
            kind: 'onderhoud-herinnering',
            name: client.name,
            installer: installer.name,
            productName: installation.productName,
            serialNumber: installation.serialNumber,
            dueOn,
            installerPhone: installer.phone,
            installerEmail: installer.email,
            from: installer,
          },
          ...asInstaller(from),
        },
      );
    }
  }
  return due;
}
