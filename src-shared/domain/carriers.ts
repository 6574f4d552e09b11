/**
 * The carrier of a track-and-trace code, read from the code itself (the order holds only the
 * code): PostNL's parcel codes start with 3S, DHL's with JVGL or JJD. Other codes have no
 * known carrier and no link.
 */
export interface Shipment {
  carrier?: string;
  code: string;
  url?: string;
}

const POSTCODE = /\b(\d{4})\s?([A-Za-z]{2})\b/;

export function shipmentOf(code: string, address = ''): Shipment {
  const trimmed = code.trim();
  const upper = trimmed.toUpperCase();
  const postcode = POSTCODE.exec(address);
  if (upper.startsWith('3S')) {
    const params = new URLSearchParams({ B: upper, D: 'NL', T: 'C' });
    if (postcode) params.set('P', `${postcode[1]}${postcode[2]?.toUpperCase() ?? ''}`);
    return {
      carrier: 'PostNL',
      code: upper,
      url: `https://jouw.postnl.nl/track-and-trace/?${params}`,
    };
  }
  if (upper.startsWith('JVGL') || upper.startsWith('JJD')) {
    const params = new URLSearchParams({ 'tracking-id': upper });
    return {
      carrier: 'DHL',
      code: upper,
      url: `https://www.dhl.com/nl-nl/home/tracking.html?${params}`,
    };
  }
  return { code: trimmed };
}
