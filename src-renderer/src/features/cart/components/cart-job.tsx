import type { CartJob } from '@shared/cart/cart-sync';

/** What the cart is for, as checkout will take it over: client, reference, offerte, address. */
export function CartJobNote({ job }: { job: CartJob | null }) {
  if (!job) return null;
  const parts = [
    job.clientName ? `voor ${job.clientName}` : '',
    job.reference ? `referentie ${job.reference}` : '',
    job.offerteNumber && job.offerteNumber !== job.reference ? `offerte ${job.offerteNumber}` : '',
    job.address ? `afleveren op ${job.address.replace(/\n/g, ', ')}` : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="hint cart-job" role="note">
      Deze bestelling is {parts.join(', ')}. Afrekenen neemt dit over.
    </p>
  );
}
