import type { KeyKind, Service } from '../plans.ts';

/**
 * The portal verifies keys, resolves plans and accounts for quota. Modelled on Unkey's keys.verifyKey:
 * a verification always answers with `valid` and a `code`; transport failures are PortalUnavailable.
 */
export type VerifyCode = 'VALID' | 'NOT_FOUND' | 'REVOKED' | 'EXPIRED';

export interface Principal {
  keyId: string;
  accountId: string;
  service: Service;
  /** effective plan: the team's for a team member, else the key's own */
  plan: string;
  /** who the daily quota is counted for: the team, or the account without one */
  quotaOwner: string;
  /** milliseconds since the epoch after which the key no longer verifies (checked again on cached answers) */
  expiresAt?: number | null;
  /** per-key burst limit of an analyzer key (null or absent: BURST_LIMIT) */
  burstLimit?: number | null;
  /** absent: secret (a portal that predates publishable keys) */
  kind?: KeyKind;
  /** a publishable key's own allowed origins (null or absent: the form's list alone) */
  allowedOrigins?: string[] | null;
}

export type Verification = { valid: true; code: 'VALID'; principal: Principal } | { valid: false; code: Exclude<VerifyCode, 'VALID'> };

export interface QuotaDecision {
  allowed: boolean;
  used: number;
  limit: number;
}

export class PortalUnavailable extends Error {
  constructor(readonly kind: 'timeout' | 'upstream', detail: string) {
    super(detail);
  }
}

export interface Portal {
  readonly kind: 'embedded' | 'remote';
  verify(key: string): Promise<Verification>;
  /** counts one request against the owner's daily quota unless it is exhausted */
  consume(principal: Principal): Promise<QuotaDecision>;
  /** drops cached verifications of a key (revocation on this process takes effect at once) */
  forget(keyId: string): void;
  ready(): Promise<{ ok: boolean; detail?: string }>;
  close(): Promise<void>;
}

/** The daily usage counter the embedded portal counts in (memory or Redis), injected by the app. */
export interface UsageCounter {
  tryConsume(owner: string, limit: number, now: number): Promise<QuotaDecision>;
  seed(owner: string, day: string, used: number): void | Promise<void>;
  drainDeltas(): Array<{ accountKey: string; day: string; delta: number }>;
}
