/**
 * The web app's offline copy of read-only data (catalogue, profile, clients, orders, invoices,
 * offertes): kept by the service worker, network first, for at most this long; removed when a
 * user signs out.
 */
export const OFFLINE_DATA_CACHE = 'warmteportaal-gegevens';
export const OFFLINE_DATA_MAX_AGE_DAYS = 7;
