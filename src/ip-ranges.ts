import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// One reading of IP addresses and CIDR ranges for the whole server: proxy trust, per-form allowlists and the
// webhook targets' private-address check all agree on what an address is and which range holds it.

export type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type Range = readonly [Address, number];

/** An address as written (IPv4 in dotted decimal only, as `isIP` reads it); IPv4-mapped IPv6 reads as IPv4. */
export function parseAddress(text: string): Address | null {
  if (isIP(text) === 0) return null;
  const value = ipaddr.parse(text);
  return value.kind() === 'ipv6' && (value as ipaddr.IPv6).isIPv4MappedAddress() ? (value as ipaddr.IPv6).toIPv4Address() : value;
}

/** An address (a range of one) or a CIDR block; null when it is neither. */
export function parseRange(entry: string): Range | null {
  const [text = '', prefixText, ...rest] = entry.trim().split('/');
  const address = parseAddress(text);
  if (!address || rest.length) return null;
  const width = address.kind() === 'ipv4' ? 32 : 128;
  if (prefixText === undefined) return [address, width];
  // a mapped block (::ffff:10.0.0.0/104) counts its prefix over the IPv6 width; it is matched as the IPv4 block
  const mappedShift = address.kind() === 'ipv4' && isIP(text) === 6 ? 96 : 0;
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) - mappedShift : -1;
  return prefix >= 0 && prefix <= width ? [address, prefix] : null;
}

export function inRanges(address: string, ranges: readonly Range[]): boolean {
  const value = parseAddress(address);
  return value !== null && ranges.some(([range, bits]) => range.kind() === value.kind() && value.match(range, bits));
}

/** The first entry that is not an address or CIDR block, or null. */
export const invalidAddressEntry = (entries: readonly string[]): string | null => entries.find((entry) => !parseRange(entry)) ?? null;

const compiledLists = new WeakMap<readonly string[], Range[]>();

/** Whether `ip` is on the list (addresses and CIDR blocks, IPv4 and IPv6); parsed once per list. */
export function isListed(entries: readonly string[] | undefined, ip: string | null): boolean {
  if (!entries?.length || ip === null) return false;
  let ranges = compiledLists.get(entries);
  if (!ranges) {
    ranges = entries.map(parseRange).filter((range): range is Range => range !== null);
    compiledLists.set(entries, ranges);
  }
  return inRanges(ip, ranges);
}
