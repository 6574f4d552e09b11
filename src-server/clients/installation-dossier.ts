import { warrantyEnd } from '@shared/domain/installations';
import { isdeApplyBy, isdeEstimateFor, RVO_CHECKLIST } from '@shared/calculator/isde';
import type { DossierInvoice, InstallationDossier } from '@shared/schemas/installation-dossier';
import type { StoredClient, StoredInstallation, StoredPhoto } from '../collections/clients';
import { customerInvoices } from '../collections/customer-invoices';
import { products } from '../collections/products';
import { companyOfRecord } from '../policy/access';
import { installerContact, type InstallerContact } from '../parties/installer';
import type { Storage } from '../storage/port';
import { photoAnswer } from './client-record';
import { companyInstallation, type InstallationRef } from './installation-photos';

/**
 * The job's final invoice (`Eindfactuur`) for the dossier, and whether it is paid: from the
 * firm's own invoices to this client, the one dated on the installation day (its delivery day),
 * else the newest; a credited one no longer counts. Null while there is none.
 */
export async function finalInvoiceFor(
  storage: Storage,
  client: StoredClient,
  installation: StoredInstallation,
): Promise<DossierInvoice | null> {
  const companyId = companyOfRecord(client, client.ownerId);
  const finals = (
    await customerInvoices.on(storage).query({
      where: [
        { field: 'companyId', op: '==', value: companyId },
        { field: 'clientId', op: '==', value: client.id },
        { field: 'kind', op: '==', value: 'eindfactuur' },
      ],
    })
  )
    .filter((invoice) => !invoice.creditedBy)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const invoice =
    finals.find((final) => final.deliveryDate === installation.installedOn) ?? finals[0];
  if (!invoice) return null;
  return {
    number: invoice.number,
    issuedOn: invoice.issueDate,
    totalInclVatCents: invoice.totalInclVatCents,
    paid: invoice.status === 'betaald',
    ...(invoice.paidOn ? { paidOn: invoice.paidOn } : {}),
  };
}

/** What the dossier's page, its PDF and the warranty card are made from. */
export interface DossierSource {
  dossier: InstallationDossier;
  /** The firm the installation belongs to. */
  companyId: string;
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
    installerContact(storage, companyOfRecord(client, client.ownerId), client.ownerId),
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
  const companyId = companyOfRecord(client, client.ownerId);
  return { dossier, companyId, installer, photos: installation.photos };
}
