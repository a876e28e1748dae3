import { isIP } from 'node:net';

/**
 * Who submitted, as spam screening sees it. A server relay (a request on a secret key) may name its end user
 * in RELAY_HEADERS; screening then uses that address and agent instead of the relay's own, and the relay's
 * library agent (`node-fetch`, `python-requests`) is not taken for a bot. Without a relayed agent the agent is
 * unknown, which no check counts against the submission.
 */
export const RELAY_HEADERS = { ip: 'forms-client-ip', userAgent: 'forms-client-user-agent' } as const;

export interface Submitter {
  ip: string | null;
  userAgent: string | null;
  relayed: boolean;
}

export type SubmitterOutcome = { ok: true; submitter: Submitter } | { ok: false; header: string; reason: string };

const MAX_AGENT = 1000;

export function identifySubmitter(transport: { ip: string | null; userAgent: string | null }, relay: { ip: string | null; userAgent: string | null } | null): SubmitterOutcome {
  if (!relay || (relay.ip === null && relay.userAgent === null)) return { ok: true, submitter: { ...transport, relayed: false } };
  const ip = relay.ip?.trim() ?? null;
  if (ip !== null && isIP(ip) === 0) return { ok: false, header: 'Forms-Client-IP', reason: 'must be an IPv4 or IPv6 address' };
  if (relay.userAgent !== null && relay.userAgent.length > MAX_AGENT) {
    return { ok: false, header: 'Forms-Client-User-Agent', reason: `must be at most ${MAX_AGENT} characters` };
  }
  return { ok: true, submitter: { ip: ip ?? transport.ip, userAgent: relay.userAgent, relayed: true } };
}
