import { TtlCache } from '../../../src/ttl-cache.ts';
import { hashKey } from '../keys.ts';
import type { Verification } from './types.ts';

const EXPIRED: Verification = Object.freeze({ valid: false, code: 'EXPIRED' });

export const expired = (verification: Verification, now: number): boolean =>
  verification.valid && verification.principal.expiresAt != null && verification.principal.expiresAt <= now;

/**
 * Short-lived cache of verifications (positive and negative) by key hash, so the hot path costs no round
 * trip. The TTL (VERIFY_CACHE_SECONDS, at most 5) bounds how long a revocation made on another process can go
 * unseen here; `forget` makes one made through this process take effect at once.
 */
export class VerifyCache {
  private readonly byHash: TtlCache<string, Verification>;
  private readonly hashByKeyId = new Map<string, string>();

  constructor(ttlMs: number, private readonly clock: () => number) {
    this.byHash = new TtlCache(ttlMs, clock);
  }

  /** A cached valid answer is checked against the key's expiry again, so an expiry inside the window bites on time. */
  async verify(key: string, lookup: (hash: string) => Promise<Verification>): Promise<Verification> {
    const hash = hashKey(key);
    const verification = await this.byHash.through(hash, async () => {
      const fresh = await lookup(hash);
      if (fresh.valid) this.hashByKeyId.set(fresh.principal.keyId, hash);
      return fresh;
    });
    return expired(verification, this.clock()) ? EXPIRED : verification;
  }

  forget(keyId: string): void {
    const hash = this.hashByKeyId.get(keyId);
    if (hash) this.byHash.delete(hash);
    this.hashByKeyId.delete(keyId);
  }
}
