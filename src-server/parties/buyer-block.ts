import { postalAddressLine } from '@shared/schemas/postal-address';
import type { Buyer } from '@shared/schemas/order';
import { buyerLine } from './buyer';

/**
 * The buyer as a document's address block: the firm by its legal name and invoice address
 * with the orderer as contact (documents from before the firm was one party: name and
 * address as ordered), KvK and btw-id, linked client.
 */
export function buyerBlock(buyer: Buyer, clientName: string | undefined): string[] {
  const firm = buyer.legalName
    ? [
        buyer.legalName,
        buyer.name ? `t.a.v. ${buyer.name}` : '',
        buyer.invoiceAddress ? postalAddressLine(buyer.invoiceAddress) : buyer.address,
      ]
    : [buyerLine(buyer), buyer.address];
  return [
    ...firm,
    buyer.kvkNumber ? `KvK ${buyer.kvkNumber}` : '',
    buyer.btwId ? `Btw-id ${buyer.btwId}` : '',
    clientName ? `Voor klant: ${clientName}` : '',
  ].filter(Boolean);
}
