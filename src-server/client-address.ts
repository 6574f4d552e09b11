import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { BlockList, isIP, type IPVersion } from 'node:net';

/**
 * Where a client's address comes from (the public forms' rate limit).
 *
 * The trusted-proxy rule. Behind Cloud Functions every request reaches the code through
 * Google's front end, which appends the address of whoever connected to it to
 * X-Forwarded-For: the rightmost entry is always real. A request through Firebase Hosting
 * connected from Hosting's own network (Fastly and Google's load balancers), and Hosting
 * appended the client's address before it: so while the rightmost entry belongs to a trusted
 * proxy, the entry left of it is taken instead, at most `hops - 1` times. A request straight
 * to the function's own URL ends in the caller's address, which is no trusted proxy, so it
 * counts as it is. Entries further left, and headers such as Fastly-Client-IP, are whatever
 * the client sent: they are never used.
 *
 * What this cannot see through: a caller whose own address lies inside a trusted range (a
 * Fastly or Google load-balancer customer) could reach the function directly with one forged
 * entry. Keep `trustedProxies` to the networks Hosting really uses (`TRUSTED_PROXIES`).
 */
export interface BehindProxy {
  /** The most entries (client included) the proxies append; 2 behind Hosting. */
  hops: number;
  /** Networks of the proxies in front (CIDR); default: Google's load balancers and Fastly. */
  trustedProxies?: string[];
}

/** Google Cloud's load-balancer and front-end ranges, and Fastly's published ranges. */
export const DEFAULT_TRUSTED_PROXIES = [
  '35.191.0.0/16',
  '130.211.0.0/22',
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
];

/** `ipv4`, `ipv6`, or null for what is no address. */
function versionOf(address: string): IPVersion | null {
  const family = isIP(address);
  return family === 4 ? 'ipv4' : family === 6 ? 'ipv6' : null;
}

const blockLists = new WeakMap<string[], BlockList>();

function trusted(ranges: string[]): BlockList {
  let list = blockLists.get(ranges);
  if (!list) {
    list = new BlockList();
    for (const range of ranges) {
      const [network = '', prefix = ''] = range.trim().split('/');
      const version = versionOf(network);
      if (!version) throw new Error(`Ongeldig proxynetwerk: ${range}`);
      list.addSubnet(network, Number(prefix || (version === 'ipv4' ? 32 : 128)), version);
    }
    blockLists.set(ranges, list);
  }
  return list;
}

/** An entry as an address: `[::1]:80` and `1.2.3.4:80` lose their port. */
function plainAddress(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed?.[1]) return bracketed[1];
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return withPort?.[1] ?? entry;
}

function isTrusted(list: BlockList, address: string): boolean {
  const version = versionOf(address);
  return version !== null && list.check(address, version);
}

/** The client's address by the rule above; the socket's address where no proxy is in front. */
export function clientAddress(c: Context, behindProxy: BehindProxy | undefined): string {
  if (behindProxy) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => plainAddress(entry.trim()))
      .filter(Boolean);
    const list = trusted(behindProxy.trustedProxies ?? DEFAULT_TRUSTED_PROXIES);
    let index = entries.length - 1;
    const lowest = Math.max(0, entries.length - Math.max(1, behindProxy.hops));
    while (index > lowest && isTrusted(list, entries[index] ?? '')) index--;
    const address = entries[index];
    if (address) return address.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'onbekend';
  } catch {
    return 'onbekend';
  }
}

/** The eight groups of an IPv6 address, or null for anything else. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  const [head = '', tail] = address.split('::');
  const part = (text: string) => {
    const groups: number[] = [];
    for (const piece of text ? text.split(':') : []) {
      if (piece.includes('.')) {
        const bytes = piece.split('.').map(Number);
        groups.push(
          ((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0),
          ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0),
        );
      } else groups.push(parseInt(piece, 16));
    }
    return groups;
  };
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const hex = (groups: number[]) => groups.map((group) => group.toString(16)).join(':');

/** An IPv4 address inside IPv6 (`::ffff:1.2.3.4`) as the IPv4 address it is. */
function ipv4Of(address: string): string | null {
  if (isIP(address) === 4) return address;
  const groups = ipv6Groups(address);
  if (!groups || groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Who one client is for a limit: an IPv4 address, or an IPv6 /64 (one household or phone is
 * given a whole /64 and may rotate inside it freely). Anything else stays as it is.
 */
export function clientKey(address: string): string {
  const ipv4 = ipv4Of(address);
  if (ipv4) return ipv4;
  const groups = ipv6Groups(address);
  return groups ? `${hex(groups.slice(0, 4))}::/64` : address;
}

/** A wider network around a client: IPv4 /24, IPv6 /48. */
export function networkKey(address: string): string {
  const ipv4 = ipv4Of(address);
  if (ipv4) return `${ipv4.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(address);
  return groups ? `${hex(groups.slice(0, 3))}::/48` : address;
}
