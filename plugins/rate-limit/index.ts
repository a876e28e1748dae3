import { Elysia } from 'elysia';
import type { Config } from '../../src/config.ts';
import { ApiError } from '../../src/errors.ts';
import { requestFacts, type RequestFacts } from '../../src/request-context.ts';
import { isGatedPath } from '../auth/index.ts';
import { FORMS_RATE_LIMITS, type FormsPlan } from '../auth/plans.ts';
import type { BurstLimiter, Decision } from './store/limiter.ts';

export interface Bucket {
  key: string;
  limit: number;
  windowSeconds: number;
}

const FORMS_WINDOW_SECONDS = 60;

/**
 * Which bucket a request draws from: analyzer keys have a per-key burst bucket (BURST_LIMIT per
 * BURST_WINDOW_SECONDS); forms keys the contract's per-account per-minute plan limits, reads (GET/HEAD) and
 * writes apart; requests without a valid key are bucketed per client address with the burst rule.
 */
export function bucketFor(facts: RequestFacts, method: string, config: Config): Bucket {
  const burst = { limit: config.burstLimit, windowSeconds: config.burstWindowSeconds };
  if (facts.auth.state !== 'valid') return { key: `ip:${facts.clientAddress ?? 'unknown'}`, ...burst };
  const { principal } = facts.auth;
  if (principal.service === 'analyze') return { key: `key:${principal.keyId}`, ...burst };
  const read = method === 'GET' || method === 'HEAD';
  const limits = FORMS_RATE_LIMITS[principal.plan as FormsPlan] ?? FORMS_RATE_LIMITS.free;
  return {
    key: `forms:${principal.accountId}:${read ? 'get' : 'post'}`,
    limit: read ? limits.get : limits.post,
    windowSeconds: FORMS_WINDOW_SECONDS,
  };
}

/** X-RateLimit-* (Reset = whole seconds until the bucket is full again) plus the IETF RateLimit fields. */
export function rateLimitHeaders(decision: Decision, bucket: Bucket): Record<string, string> {
  return {
    'x-ratelimit-limit': String(decision.limit),
    'x-ratelimit-remaining': String(decision.remaining),
    'x-ratelimit-reset': String(decision.resetSeconds),
    'ratelimit-policy': `${bucket.limit};w=${bucket.windowSeconds}`,
    ratelimit: `limit=${decision.limit}, remaining=${decision.remaining}, reset=${decision.resetSeconds}`,
  };
}

export function rateLimitPlugin(limiter: BurstLimiter, config: Config, clock: () => number) {
  return new Elysia({ name: 'rate-limit' }).onRequest(async ({ request, set }) => {
    const facts = requestFacts(request);
    if (!facts || !isGatedPath(facts.url.pathname)) return;
    const bucket = bucketFor(facts, request.method, config);
    const decision = await limiter.consume(bucket.key, bucket, clock());
    Object.assign(set.headers, rateLimitHeaders(decision, bucket));
    if (!decision.allowed) {
      throw new ApiError(429, 'rate_limited', `Rate limit exceeded; retry in ${decision.retryAfterSeconds} s`,
        { retryAfter: decision.retryAfterSeconds }, { 'retry-after': String(decision.retryAfterSeconds) });
    }
  });
}
