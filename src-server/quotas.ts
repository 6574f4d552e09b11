import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isoMoment } from '@shared/domain/dates';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_MESSAGE } from '@shared/domain/rules';
import type { AppEnv, Clock } from './env';
import { ApiError } from './errors';
import { rateLimits } from './collections/rate-limits';
import type { Storage } from './storage/port';

/**
 * Per-user quotas on everything a signed-in stranger could fill: attachment storage, uploads
 * per hour, and tickets, clients and calculations per day. Generous for real work, small
 * enough that one account cannot fill the disk or the database. Counters live in the
 * rate-limits collection, so every server instance shares them.
 */
export const QUOTAS = {
  attachmentBytes: 200 * 1024 * 1024,
  uploadsPerHour: 60,
  perDay: { tickets: 20, clients: 200, calculations: 200, orderLists: 200, offertes: 200 },
  /** The full price list reads the whole catalogue: a few per hour is plenty for real work. */
  fullPriceListsPerHour: 3,
  /**
   * Mail to people outside the firm: per offerte per day (a resend while the last one still
   * waits replaces it), per firm per hour; and invitations of colleagues per firm per day.
   */
  offerteMailsPerDay: 3,
  outsideMailsPerFirmPerHour: 20,
  invitationsPerFirmPerDay: 10,
} as const;

export type DailyQuota = keyof typeof QUOTAS.perDay;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const DAILY_WORDS: Record<DailyQuota, string> = {
  tickets: 'supportvragen',
  clients: 'klanten',
  calculations: 'berekeningen',
  orderLists: 'bestellijsten',
  offertes: 'offertes',
};

const windowOf = (clock: Clock, ms: number) => Math.floor(clock.now().getTime() / ms);

interface Limit {
  key: (window: number) => string;
  ms: number;
  max: number;
  refusal: string;
}

/**
 * Counts one use against each limit in its current window; past any `max` a Dutch 429 with
 * its `refusal` and nothing counted. Answers the counts after this use.
 */
async function takeQuotas(storage: Storage, clock: Clock, limits: Limit[]): Promise<number[]> {
  const ids = limits.map((limit) => limit.key(windowOf(clock, limit.ms)));
  return storage.transaction(async (tx) => {
    const counters = rateLimits.in(tx);
    const found = await counters.getMany(ids);
    const counts = limits.map((limit, index) => {
      const count = found[index]?.count ?? 0;
      if (count >= limit.max) throw new ApiError(429, 'quotum_bereikt', limit.refusal);
      return count + 1;
    });
    limits.forEach((limit, index) => {
      const window = windowOf(clock, limit.ms);
      counters.set(ids[index] ?? '', {
        count: counts[index] ?? 1,
        expiresAt: isoMoment(new Date((window + 1) * limit.ms)),
      });
    });
    return counts;
  });
}

const takeQuota = (storage: Storage, clock: Clock, limit: Limit) =>
  takeQuotas(storage, clock, [limit]).then(() => undefined);

/**
 * The key of a counter in one window: `quota-<counter>-<window>-<of>`, where `of` is the user,
 * firm or offerte counted.
 */
const counterKey = (counter: string, window: number, of: string) =>
  `quota-${counter}-${window}-${of}`;

/** At most `max` uses per window of `ms` (a day, an hour), counted per `counter` and `of`. */
function limitPer(ms: number, counter: string, of: string, max: number, refusal: string): Limit {
  return { key: (window) => counterKey(counter, window, of), ms, max, refusal };
}

const offerteMailOf = (offerteId: string, day: number, count: number) =>
  `offerte-${offerteId}-${day}-${count}`;

/**
 * The outbox key of the last mail of an offerte today, or null when none went yet: a resend
 * while that one still waits replaces it instead of adding one.
 */
export async function lastOfferteMail(
  storage: Storage,
  clock: Clock,
  offerteId: string,
): Promise<string | null> {
  const day = windowOf(clock, DAY_MS);
  const count =
    (await rateLimits.on(storage).get(counterKey('offertemail', day, offerteId)))?.count ?? 0;
  return count > 0 ? offerteMailOf(offerteId, day, count) : null;
}

/**
 * Counts a mail of an offerte to its client (outside the firm) for the offerte today and for
 * the firm this hour; past either a Dutch 429. Answers the new mail's outbox key.
 */
export async function takeOfferteMail(
  storage: Storage,
  clock: Clock,
  { offerteId, companyId }: { offerteId: string; companyId: string },
): Promise<string> {
  const perDay = QUOTAS.offerteMailsPerDay;
  const perHour = QUOTAS.outsideMailsPerFirmPerHour;
  const dayRefusal = `Deze offerte is vandaag al ${perDay} keer naar de klant gemaild. De links die je eerder verstuurde blijven werken; probeer het morgen opnieuw.`;
  const hourRefusal = `Je bedrijf kan hoogstens ${perHour} offertes per uur mailen. Probeer het over een uur opnieuw.`;
  const [count = 1] = await takeQuotas(storage, clock, [
    limitPer(DAY_MS, 'offertemail', offerteId, perDay, dayRefusal),
    limitPer(HOUR_MS, 'buitenmail', companyId, perHour, hourRefusal),
  ]);
  return offerteMailOf(offerteId, windowOf(clock, DAY_MS), count);
}

/** Counts an invitation of a colleague for the firm today; past the quota a Dutch 429. */
export function takeInvitationQuota(storage: Storage, clock: Clock, companyId: string) {
  const max = QUOTAS.invitationsPerFirmPerDay;
  const refusal = `Je bedrijf kan hoogstens ${max} collega's per dag uitnodigen. Probeer het morgen opnieuw of bel ons.`;
  return takeQuota(storage, clock, limitPer(DAY_MS, 'uitnodigingen', companyId, max, refusal));
}

/** Counts one new record of a kind for a user today; past the day's quota a Dutch 429. */
export function takeDailyQuota(
  storage: Storage,
  clock: Clock,
  uid: string,
  kind: DailyQuota,
): Promise<void> {
  const max = QUOTAS.perDay[kind];
  const refusal = `Je kunt hoogstens ${max} ${DAILY_WORDS[kind]} per dag aanmaken. Probeer het morgen opnieuw of bel ons.`;
  return takeQuota(storage, clock, limitPer(DAY_MS, kind, uid, max, refusal));
}

/** Counts one full price list (the whole catalogue) for a user this hour; past it a Dutch 429. */
export function takeFullPriceListQuota(storage: Storage, clock: Clock, uid: string) {
  const max = QUOTAS.fullPriceListsPerHour;
  const refusal = `Je kunt de volledige prijslijst hoogstens ${max} keer per uur downloaden. Kies een categorie of probeer het over een uur opnieuw.`;
  return takeQuota(storage, clock, limitPer(HOUR_MS, 'prijslijst', uid, max, refusal));
}

/** The most a message with attachments can be: what its streamed form reader allows. */
const LARGEST_MESSAGE = MAX_ATTACHMENTS_PER_MESSAGE * MAX_ATTACHMENT_BYTES + 1024 * 1024;
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Messages with attachments one user may have in flight on one server at once: each streams
 * to storage and holds a connection and the disk's attention while it does.
 */
const UPLOADS_IN_FLIGHT = 2;
const inFlight = new WeakMap<Storage, Map<string, number>>();

function enterUpload(storage: Storage, uid: string): () => void {
  let counts = inFlight.get(storage);
  if (!counts) inFlight.set(storage, (counts = new Map()));
  const current = counts.get(uid) ?? 0;
  if (current >= UPLOADS_IN_FLIGHT) {
    throw new ApiError(
      429,
      'quotum_bereikt',
      `Je kunt hoogstens ${UPLOADS_IN_FLIGHT} berichten met bijlagen tegelijk versturen. Wacht tot ze binnen zijn.`,
    );
  }
  counts.set(uid, current + 1);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const now = (counts.get(uid) ?? 1) - 1;
    if (now > 0) counts.set(uid, now);
    else counts.delete(uid);
  };
}

export interface UploadReservation {
  /** The message was stored: count its files and keep the bytes they really took. */
  settle(files: { size: number }[]): Promise<void>;
  /** Nothing was stored: give the reserved room back. */
  release(): Promise<void>;
}

const nothingReserved: UploadReservation = {
  settle: async () => undefined,
  release: async () => undefined,
};

/**
 * Before a message's body is read: a multipart body is refused by its Content-Length (413)
 * when the user's attachment storage would pass its quota, and with 429 past the uploads of
 * the hour. The announced size is reserved at once, so parallel uploads cannot all slip
 * through together; `settle` or `release` puts the real figure in its place.
 */
async function reserveUpload(
  storage: Storage,
  clock: Clock,
  uid: string,
  c: Context,
): Promise<UploadReservation> {
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) return nothingReserved;
  const announced = Number(c.req.header('content-length'));
  const reserved =
    Number.isSafeInteger(announced) && announced >= 0
      ? Math.min(announced, LARGEST_MESSAGE)
      : LARGEST_MESSAGE;
  const storageKey = `quota-attachments-${uid}`;
  const hour = windowOf(clock, HOUR_MS);
  const uploadsKey = counterKey('uploads', hour, uid);
  const leave = enterUpload(storage, uid);
  await storage
    .transaction(async (tx) => {
      const counters = rateLimits.in(tx);
      const [stored, uploads] = await counters.getMany([storageKey, uploadsKey]);
      const used = stored?.bytes ?? 0;
      if (used + reserved > QUOTAS.attachmentBytes) {
        throw new ApiError(
          413,
          'opslag_vol',
          `Je bijlagen mogen samen hoogstens ${megabytes(QUOTAS.attachmentBytes)} MB innemen; je gebruikt er nu ${megabytes(used)} MB. Stuur een kleiner bestand of bel ons.`,
        );
      }
      if ((uploads?.count ?? 0) >= QUOTAS.uploadsPerHour) {
        throw new ApiError(
          429,
          'quotum_bereikt',
          `Je kunt hoogstens ${QUOTAS.uploadsPerHour} bijlagen per uur versturen. Probeer het over een uur opnieuw.`,
        );
      }
      counters.set(storageKey, { bytes: used + reserved });
    })
    .catch((error: unknown) => {
      leave();
      throw error;
    });
  const adjust = (bytes: number, files: number) =>
    storage.transaction(async (tx) => {
      const counters = rateLimits.in(tx);
      const [stored, uploads] = await counters.getMany([storageKey, uploadsKey]);
      counters.set(storageKey, { bytes: Math.max(0, (stored?.bytes ?? 0) + bytes) });
      if (files > 0) {
        counters.set(uploadsKey, {
          count: (uploads?.count ?? 0) + files,
          expiresAt: isoMoment(new Date((hour + 1) * HOUR_MS)),
        });
      }
    });
  let done = false;
  const finish = (bytes: number, files: number) => {
    if (done) return Promise.resolve();
    done = true;
    return adjust(bytes, files).finally(leave);
  };
  return {
    settle: (files) =>
      finish(files.reduce((sum, file) => sum + file.size, 0) - reserved, files.length),
    release: () => finish(-reserved, 0),
  };
}

// Keyed by the context: a body limit may replace the request object on the way.
const reservations = new WeakMap<Context, UploadReservation>();

/**
 * Middleware of a route that takes attachments: reserves before a byte of the body is read
 * (a body without Content-Length reserves the largest message), and gives the room back
 * unless the handler called `settleUpload`.
 */
export function uploadQuota(storage: Storage, clock: Clock) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const reservation = await reserveUpload(storage, clock, c.get('user').uid, c);
    reservations.set(c, reservation);
    try {
      await next();
    } finally {
      await reservation.release();
    }
  });
}

/** The message was stored with these files: they count, the rest of the room is freed. */
export async function settleUpload(c: Context, files: { size: number }[]): Promise<void> {
  await reservations.get(c)?.settle(files);
}
