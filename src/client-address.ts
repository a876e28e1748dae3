import { inRanges, parseAddress, parseRange, type Range } from './ip-ranges.ts';

/**
 * Which hops in front of the server are trusted to append to X-Forwarded-For: a count of proxies (the usual
 * "N load balancers") or the address ranges they live in. The client is the right-most address that a trusted
 * hop did not add, so whatever a client writes into the header itself (the left-most entries) is never used.
 */
export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: Range[] };

export const NO_PROXY_TRUST: ProxyTrust = { kind: 'none' };

/** `false`, `true` (one hop), a hop count, or a comma-separated list of CIDRs / addresses; null when malformed. */
export function parseProxyTrust(raw: string | null): ProxyTrust | null {
  if (raw === null || /^(0|false|no|off)$/i.test(raw)) return NO_PROXY_TRUST;
  if (/^(true|yes|on)$/i.test(raw)) return { kind: 'hops', hops: 1 };
  if (/^\d{1,2}$/.test(raw)) return { kind: 'hops', hops: Number(raw) };
  const ranges: Range[] = [];
  for (const entry of raw.split(',').map((part) => part.trim()).filter(Boolean)) {
    const range = parseRange(entry);
    if (!range) return null;
    ranges.push(range);
  }
  return ranges.length ? { kind: 'ranges', ranges } : null;
}

/**
 * The client address: the socket peer when nothing is trusted; otherwise walk from the peer leftwards through
 * X-Forwarded-For while the current hop is trusted.
 */
export function clientAddress(peer: string | null, forwardedFor: string | null, trust: ProxyTrust): string | null {
  if (trust.kind === 'none' || peer === null || !forwardedFor) return peer;
  const chain = forwardedFor.split(',');
  let client = peer;
  for (let hop = 0, index = chain.length - 1; index >= 0; hop++, index--) {
    const trusted = trust.kind === 'hops' ? hop < trust.hops : inRanges(client, trust.ranges);
    if (!trusted) break;
    const next = chain[index]!.trim();
    if (!parseAddress(next)) break;
    client = next;
  }
  return client;
}
