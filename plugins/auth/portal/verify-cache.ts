import { TtlCache } from '../../../src/ttl-cache.ts';
import { hashKey } from '../keys.ts';
import type { Verification } from './types.ts';

/**
 * Short-lived cache of verifications (positive and negative) by key hash, so the hot path costs no round
 * trip. The TTL (VERIFY_CACHE_SECONDS, at most 5) bounds how long a revocation made on another process can go
 * unseen here; `forget` makes one made through this process take effect at once.
 */
export class VerifyCache {
  private readonly byHash: TtlCache<string, Verification>;
  private readonly hashByKeyId = new Map<string, string>();

  constructor(ttlMs: number, clock: () => number) {
    this.byHash = new TtlCache(ttlMs, clock);
  }

  verify(key: string, lookup: (hash: string) => Promise<Verification>): Promise<Verification> {
    const hash = hashKey(key);
    return this.byHash.through(hash, async () => {
      const verification = await lookup(hash);
      if (verification.valid) this.hashByKeyId.set(verification.principal.keyId, hash);
      return verification;
    });
  }

  forget(keyId: string): void {
    const hash = this.hashByKeyId.get(keyId);
    if (hash) this.byHash.delete(hash);
    this.hashByKeyId.delete(keyId);
  }
}
