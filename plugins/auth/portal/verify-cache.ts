import { hashKey } from '../keys.ts';
import type { Verification } from './types.ts';

/**
 * Short-lived cache of verifications by key hash, so the hot path costs no round trip. Bounded: the oldest
 * entries go first. The TTL (VERIFY_CACHE_SECONDS, at most 5) bounds how long a revocation made on another
 * process can go unseen here.
 */
export class VerifyCache {
  private readonly entries = new Map<string, { verification: Verification; expiresAt: number }>();
  private readonly keyIds = new Map<string, string>();

  constructor(private readonly ttlMs: number, private readonly clock: () => number, private readonly maxEntries = 50_000) {}

  private get(hash: string): Verification | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.verification;
  }

  private set(hash: string, verification: Verification): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(hash, { verification, expiresAt: this.clock() + this.ttlMs });
    if (verification.valid) this.keyIds.set(verification.principal.keyId, hash);
  }

  /** The cached verification of `key`, or the one `lookup` finds (by key hash), cached. */
  async verify(key: string, lookup: (hash: string) => Promise<Verification>): Promise<Verification> {
    const hash = hashKey(key);
    const cached = this.get(hash);
    if (cached) return cached;
    const verification = await lookup(hash);
    this.set(hash, verification);
    return verification;
  }

  forget(keyId: string): void {
    const hash = this.keyIds.get(keyId);
    if (hash) this.entries.delete(hash);
    this.keyIds.delete(keyId);
  }
}
