import { apiError, type ApiError } from '../../src/errors.ts';
import type { BurstLimiter, Decision, Rule } from './store/limiter.ts';

/** One bucket of the limiter: its key and rule. Which bucket a request draws from is gate policy. */
export interface Bucket extends Rule {
  key: string;
  /** what the bucket is counted for (key, forms account, client address): a metrics label */
  kind: 'key' | 'account' | 'address';
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

/** Draws one request from the bucket: the headers every response carries, and the 429 when it is empty. */
export async function drawFrom(limiter: BurstLimiter, bucket: Bucket, now: number): Promise<{ headers: Record<string, string>; refusal: ApiError | null }> {
  const decision = await limiter.consume(bucket.key, bucket, now);
  const headers = rateLimitHeaders(decision, bucket);
  if (decision.allowed) return { headers, refusal: null };
  const retryAfter = String(decision.retryAfterSeconds);
  return {
    headers,
    refusal: apiError('rate_limited', `Rate limit exceeded; retry in ${retryAfter} s`, { retryAfter: decision.retryAfterSeconds }, { 'retry-after': retryAfter }),
  };
}
