import { createDraftStorage } from '@/lib/draft-storage';
import type { CartJob, StampedJob } from '@shared/cart/cart-sync';
import { isDocumentId } from '@shared/domain/ids';
import { OFFERTE_NUMBER_PATTERN } from '@shared/domain/offerte';
import { DELIVERY_METHODS, type DeliveryMethod } from '@shared/domain/rules';

/** What the checkout form holds; kept as a draft until the order is placed. */
export interface CheckoutDraft {
  delivery: DeliveryMethod;
  address: string;
  reference: string;
  notes: string;
  /** As typed, so an empty field stays empty while typing. */
  points: string;
  /** The client the order is for, if any, with its name for the review. */
  clientId: string;
  clientName: string;
  /** The accepted offerte the cart came from (`Bestellen`), if any. */
  offerteNumber?: string;
  /** When the cart's job this draft started from was set (see `applyCartJob`). */
  jobAt?: string;
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** Reads a stored draft; anything that is not one gives null, and odd fields are emptied. */
export function parseCheckoutDraft(raw: unknown): CheckoutDraft | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const draft = raw as Record<string, unknown>;
  const delivery = (DELIVERY_METHODS as readonly unknown[]).includes(draft.delivery)
    ? (draft.delivery as DeliveryMethod)
    : 'bezorgen';
  return {
    delivery,
    address: text(draft.address, 500),
    reference: text(draft.reference, 80),
    notes: text(draft.notes, 1000),
    points: /^\d{0,7}$/.test(text(draft.points, 7)) ? text(draft.points, 7) : '',
    clientId: isDocumentId(draft.clientId) ? draft.clientId : '',
    clientName: text(draft.clientName, 200),
    ...(typeof draft.offerteNumber === 'string' && OFFERTE_NUMBER_PATTERN.test(draft.offerteNumber)
      ? { offerteNumber: draft.offerteNumber }
      : {}),
    ...(typeof draft.jobAt === 'string' && Number.isFinite(Date.parse(draft.jobAt))
      ? { jobAt: draft.jobAt }
      : {}),
  };
}

export const checkoutDrafts = () => createDraftStorage('afrekenen', parseCheckoutDraft);

/** The points to redeem that a typed text stands for; empty or nonsense is 0. */
export function pointsOf(typed: string): number {
  const points = Math.trunc(Number(typed));
  return Number.isFinite(points) && points > 0 ? points : 0;
}

/**
 * Starts the owner's checkout from a job: its client and offerte replace the draft's (none
 * when the job has none); its delivery, address, reference and notes replace what was typed
 * where the job has them, so nobody types them again.
 */
export function startCheckoutFor(owner: string, job: CartJob, at?: string): void {
  const drafts = checkoutDrafts();
  const was = drafts.load(owner);
  drafts.save(owner, {
    delivery: job.delivery ?? was?.delivery ?? 'bezorgen',
    address: job.address || (was?.address ?? ''),
    reference: job.reference || (was?.reference ?? ''),
    notes: job.notes || (was?.notes ?? ''),
    points: was?.points ?? '',
    clientId: job.clientId ?? '',
    clientName: job.clientName ?? '',
    ...(job.offerteNumber ? { offerteNumber: job.offerteNumber } : {}),
    ...(at ? { jobAt: at } : {}),
  });
}

/**
 * The cart's job, set on this device or another one (a bestellijst, an offerte, a reorder),
 * starts the checkout once: a draft that already started from it, or from a later job, keeps
 * what was typed since.
 */
export function applyCartJob(owner: string, stamped: StampedJob): void {
  if (!stamped.job) return;
  const was = checkoutDrafts().load(owner)?.jobAt;
  if (was && Date.parse(was) >= Date.parse(stamped.at)) return;
  startCheckoutFor(owner, stamped.job, stamped.at);
}
