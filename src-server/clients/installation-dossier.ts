import { warrantyEnd } from '@shared/domain/installations';
import { isdeApplyBy, isdeEstimateFor, RVO_CHECKLIST } from '@shared/domain/isde';
import type { DossierInvoice, InstallationDossier } from '@shared/schemas/installation-dossier';
import type { StoredClient, StoredInstallation, StoredPhoto } from '../collections/clients';
import type { DocumentReader } from '../collections/collection';
import { products } from '../collections/products';
import { installerContact, type InstallerContact } from '../parties/installer';
import type { Storage } from '../storage/port';
import { photoAnswer } from './client-record';
import { companyInstallation, type InstallationRef } from './installation-photos';

/**
 * The job's final invoice (`Eindfactuur`) for the dossier, and whether it is paid: the seam to
 * the installer's own invoices to the homeowner (issue 34, item 4). Until those exist this
 * answers null and the dossier says "Nog geen eindfactuur". To wire it: find the company's
 * final invoice to `client` for the job this installation belongs to (the newest one to the
 * client when the invoice names no installation) and answer its number, issue day, total and
 * payment.
 */
export async function finalInvoiceFor(
  _reader: DocumentReader,
  _client: StoredClient,
  _installation: StoredInstallation,
): Promise<DossierInvoice | null> {
  return null;
}

/** What the dossier's page, its PDF and the warranty card are made from. */
export interface DossierSource {
  dossier: InstallationDossier;
  installer: InstallerContact;
  photos: StoredPhoto[];
}

/**
 * The ISDE dossier of one installation of the company: the unit with its meldcode (from the
 * product's data) and serial number, the installation date, the final invoice and its payment,
 * the photos, the subsidy estimate with its basis and the last day to apply, and RVO's checklist.
 */
export async function installationDossier(
  storage: Storage,
  uid: string,
  ref: InstallationRef,
): Promise<DossierSource> {
  const { client, installation } = await companyInstallation(storage, uid, ref);
  const [product, installer, finalInvoice] = await Promise.all([
    products.on(storage).get(installation.productId),
    installerContact(storage, client.companyId ?? '', client.ownerId),
    finalInvoiceFor(storage, client, installation),
  ]);
  const meldcode = product?.heatPump?.meldcode;
  const dossier: InstallationDossier = {
    clientId: client.id,
    installationId: installation.id,
    client: {
      name: client.name,
      address: client.address,
      postcode: client.postcode,
      city: client.city,
      email: client.email,
    },
    installer: {
      name: installer.name,
      address: installer.address,
      phone: installer.phone,
      email: installer.email,
      website: installer.website,
    },
    unit: {
      productName: installation.productName,
      modelNumber: installation.modelNumber,
      serialNumber: installation.serialNumber,
      ...(meldcode ? { meldcode } : {}),
    },
    installedOn: installation.installedOn,
    warrantyEnd: warrantyEnd(installation.installedOn, installation.warrantyMonths),
    applyBy: isdeApplyBy(installation.installedOn),
    estimate: isdeEstimateFor(product?.heatPump),
    checklist: [...RVO_CHECKLIST],
    photos: installation.photos.map((photo) => photoAnswer(client.id, installation.id, photo)),
    finalInvoice,
    ...(installation.dossierSentAt ? { sentAt: installation.dossierSentAt } : {}),
  };
  return { dossier, installer, photos: installation.photos };
}
