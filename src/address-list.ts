import { BlockList, isIP } from 'node:net';

// Lists of IP addresses and CIDR blocks (IPv4 and IPv6): per-form allowlists, the webhook private-target allowance.
/** An IPv4/IPv6 address or CIDR block, as an allowlist entry; null when it is not one. */
function parseEntry(entry: string): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, ...rest] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, family };
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
  return prefix >= 0 && prefix <= (version === 4 ? 32 : 128) ? { address, prefix, family } : null;
}

/** The first entry that is not an address or CIDR block, or null. */
export const invalidAddressEntry = (entries: readonly string[]): string | null => entries.find((entry) => !parseEntry(entry)) ?? null;

const allowlists = new WeakMap<readonly string[], BlockList>();

/** Whether `ip` is on the list (addresses and CIDR blocks, IPv4 and IPv6); compiled once per list. */
export function isListed(entries: readonly string[] | undefined, ip: string | null): boolean {
  if (!entries?.length || ip === null || isIP(ip) === 0) return false;
  let list = allowlists.get(entries);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const parsed = parseEntry(entry);
      if (!parsed) continue;
      if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
      else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    }
    allowlists.set(entries, list);
  }
  return list.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6');
}
