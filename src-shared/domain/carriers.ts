/**
 * The carriers a shipment can go with, the format of each one's track-and-trace code and its
 * public tracking page. The carrier is chosen and stored with the shipment; it is never guessed
 * from the code.
 */
export const CARRIERS = ['PostNL', 'DHL', 'DPD', 'GLS', 'UPS', 'Eigen bezorging'] as const;
export type Carrier = (typeof CARRIERS)[number];

interface CarrierRule {
  pattern: RegExp;
  /** The expected format in Dutch, for the message on a code that does not fit. */
  format: string;
  /** The carrier's tracking page for a code (and the recipient's postcode, where it helps). */
  trackingUrl?: (code: string, postcode: string | undefined) => string;
}

const CARRIER_RULES: Record<Carrier, CarrierRule> = {
  PostNL: {
    // Domestic parcels: 3S + customer code + serial; international: 2 letters, 9 digits, NL.
    pattern: /^(3S[A-Z0-9]{8,13}|[A-Z]{2}\d{9}NL)$/,
    format:
      '3S gevolgd door 8 tot 13 letters of cijfers (3SWARM0012345), of bijvoorbeeld RR123456789NL',
    trackingUrl: (code, postcode) => {
      const params = new URLSearchParams({ B: code, D: 'NL', T: 'C' });
      if (postcode) params.set('P', postcode);
      return `https://jouw.postnl.nl/track-and-trace/?${params}`;
    },
  },
  DHL: {
    pattern: /^(JVGL[A-Z0-9]{10,20}|JJD\d{10,20}|\d{10})$/,
    format: 'JVGL of JJD gevolgd door 10 tot 20 tekens, of 10 cijfers (DHL Express)',
    trackingUrl: (code) =>
      `https://www.dhl.com/nl-nl/home/tracking.html?${new URLSearchParams({ 'tracking-id': code })}`,
  },
  DPD: {
    pattern: /^\d{14}$/,
    format: '14 cijfers (05212345678901)',
    trackingUrl: (code) => `https://tracking.dpd.de/status/nl_NL/parcel/${code}`,
  },
  GLS: {
    pattern: /^(\d{11,12}|[A-Z0-9]{8})$/,
    format: '11 of 12 cijfers, of een track-ID van 8 letters en cijfers',
    trackingUrl: (code) =>
      `https://gls-group.com/NL/nl/volg-je-pakket?${new URLSearchParams({ match: code })}`,
  },
  UPS: {
    pattern: /^1Z[A-Z0-9]{16}$/,
    format: '1Z gevolgd door 16 letters of cijfers (1Z999AA10123456784)',
    trackingUrl: (code) =>
      `https://www.ups.com/track?${new URLSearchParams({ loc: 'nl_NL', tracknum: code })}`,
  },
  'Eigen bezorging': {
    pattern: /^[A-Z0-9][A-Z0-9-]{2,29}$/,
    format: 'een ritnummer van 3 tot 30 letters, cijfers of streepjes',
  },
};

/** The origins of the tracking pages above, for the desktop app's external-link allow-list. */
export const TRACKING_ORIGINS = [
  'https://jouw.postnl.nl',
  'https://www.dhl.com',
  'https://tracking.dpd.de',
  'https://gls-group.com',
  'https://www.ups.com',
] as const;

export function isCarrier(value: string): value is Carrier {
  return (CARRIERS as readonly string[]).includes(value);
}

/** A code as carriers print it: spaces left out, capitals. */
export function normaliseTrackingCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** The Dutch message for a code that does not fit the carrier's format; null when it fits. */
export function trackingCodeProblem(carrier: Carrier, code: string): string | null {
  const rule = CARRIER_RULES[carrier];
  if (rule.pattern.test(normaliseTrackingCode(code))) return null;
  return `Deze code past niet bij ${carrier}: verwacht ${rule.format}.`;
}

/** A shipment's tracking as the customer and the e-mail show it. */
export interface Tracking {
  carrier: Carrier;
  code: string;
  /** The carrier's tracking page; none for own delivery. */
  url?: string;
}

const POSTCODE = /\b(\d{4})\s?([A-Za-z]{2})\b/;

/** The tracking link of a stored carrier and code; the address's postcode where it helps. */
export function trackingOf(carrier: Carrier, code: string, address = ''): Tracking {
  const normal = normaliseTrackingCode(code);
  const match = POSTCODE.exec(address);
  const postcode = match ? `${match[1]}${match[2]?.toUpperCase() ?? ''}` : undefined;
  const url = CARRIER_RULES[carrier].trackingUrl?.(normal, postcode);
  return url ? { carrier, code: normal, url } : { carrier, code: normal };
}
