import type { Buyer } from '@shared/schemas/order';
import { buyerLine } from './buyer';

/** The buyer as a document's address block: name, address, KvK and btw-id, linked client. */
export function buyerBlock(buyer: Buyer, clientName: string | undefined): string[] {
  return [
    buyerLine(buyer),
    buyer.address,
    buyer.kvkNumber ? `KvK ${buyer.kvkNumber}` : '',
    buyer.btwId ? `Btw-id ${buyer.btwId}` : '',
    clientName ? `Voor klant: ${clientName}` : '',
  ].filter(Boolean);
}
