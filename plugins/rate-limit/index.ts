import { apiError, type ApiError } from '../../src/errors.ts';
import type { BurstLimiter, Decision, Rule } from './store/limiter.ts';

/** One bucket of the limiter: its key and rule. Which bucket a request draws from is gate policy. */
export interface Bucket extends Rule {
  key: string;
  /** what the bucket is counted for (key, forms account, client address, a visitor's share of an account): a metrics label */
  kind: 'key' | 'account' | 'address' | 'visitor';
}

/** X-RateLimit-* (Reset = whole seconds until the bucket is full again) plus the IETF RateLimit fields. */
export function rateLimitHeaders(decision: Decision, bucket: Bucket): Record<string, string> {
  const limit = String(decision.limit);
  const remaining = String(decision.remaining);
  const reset = String(decision.resetSeconds);
  return {
    'x-ratelimit-limit': limit,
    'x-ratelimit-remaining': remaining,
    'x-ratelimit-reset': reset,
    'ratelimit-policy': `${bucket.limit};w=${bucket.windowSeconds}`,
    ratelimit: `limit=${limit}, remaining=${remaining}, reset=${reset}`,
  };
}

export interface Draw {
  headers: Record<string, string>;
  refusal: ApiError | null;
  /** the bucket that decided: the one that refused, else the one with the fewest requests left */
  bucket: Bucket;
}

/**
 * Draws one request from each bucket in order, stopping at the first that is empty (later ones are not drawn
 * from, so a visitor over their share never eats the account's bucket): the headers every response carries (of
 * the deciding bucket), and the 429 when one is empty.
 */
export async function drawFrom(limiter: BurstLimiter, buckets: readonly Bucket[], now: number): Promise<Draw> {
  let tightest: { decision: Decision; bucket: Bucket } | undefined;
  for (const bucket of buckets) {
    const decision = await limiter.consume(bucket.key, bucket, now);
    if (!decision.allowed) {
      const retryAfter = String(decision.retryAfterSeconds);
      return {
        headers: rateLimitHeaders(decision, bucket),
        refusal: apiError('rate_limited', `Rate limit exceeded; retry in ${retryAfter} s`, { retryAfter: decision.retryAfterSeconds }, { 'retry-after': retryAfter }),
        bucket,
      };
    }
    if (!tightest || decision.remaining <= tightest.decision.remaining) tightest = { decision, bucket };
  }
  if (!tightest) throw new RangeError('drawFrom needs at least one bucket');
  return { headers: rateLimitHeaders(tightest.decision, tightest.bucket), refusal: null, bucket: tightest.bucket };
}
