import type { Redis } from 'ioredis';
import { RedisWithFallback, type RedisStoreOptions, type StoreHealth, type StoreLogger } from './redis-fallback.ts';

export interface Rule {
  limit: number;
  windowSeconds: number;
}

export interface Decision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds (ceil) until the bucket is full again. */
  resetSeconds: number;
  /** 0 when allowed, else whole seconds (≥ 1) until one request is admitted. */
  retryAfterSeconds: number;
}

export interface BurstLimiter {
  /** `now` in epoch milliseconds; defaults to the wall clock. */
  consume(key: string, rule: Rule, now?: number): Promise<Decision>;
  close(): Promise<void>;
  health(): StoreHealth;
}

/*
 * GCRA (generic cell rate algorithm), the exact equivalent of a token bucket of `limit` tokens refilled at
 * `limit / windowSeconds` per second. rate-limiter-flexible is a fixed window (up to 2× the limit across a
 * window edge) and reads its own clock, so time could not be injected. Each bucket is one number, its
 * theoretical arrival time (TAT): the instant the bucket will be full again. Arithmetic is in integer
 * microseconds so that doubles (JS and Redis Lua alike) stay exact and both stores decide identically.
 */

interface GcraParams {
  nowUs: number;
  /** Time one request "costs": the window divided by the limit. */
  emissionUs: number;
  /** emissionUs × limit: how far the TAT may run ahead of now (the burst). */
  capacityUs: number;
}

/** [allowed 0|1, remaining, µs until full, µs until the next admission] — the Lua script's reply shape. */
type GcraOutcome = [number, number, number, number];

function gcraParams(rule: Rule, now: number): GcraParams {
  if (!(rule.limit >= 1) || !(rule.windowSeconds > 0)) {
    throw new RangeError(`rate limit rule needs limit ≥ 1 and windowSeconds > 0, got ${JSON.stringify(rule)}`);
  }
  const emissionUs = Math.max(1, Math.round((rule.windowSeconds * 1e6) / rule.limit));
  return { nowUs: Math.round(now * 1000), emissionUs, capacityUs: emissionUs * Math.floor(rule.limit) };
}

/** One GCRA step; returns the outcome and the TAT to store (undefined when denied: nothing changes). */
function gcraStep(storedTat: number | undefined, { nowUs, emissionUs, capacityUs }: GcraParams) {
  const tat = storedTat === undefined || storedTat < nowUs ? nowUs : storedTat;
  const newTat = tat + emissionUs;
  const admitAt = newTat - capacityUs;
  if (admitAt > nowUs) return { outcome: [0, 0, tat - nowUs, admitAt - nowUs] as GcraOutcome, newTat: undefined };
  const untilFull = newTat - nowUs;
  return { outcome: [1, Math.floor((capacityUs - untilFull) / emissionUs), untilFull, 0] as GcraOutcome, newTat };
}

const GCRA_LUA = `
local now = tonumber(ARGV[1])
local emission = tonumber(ARGV[2])
local capacity = tonumber(ARGV[3])
local tat = tonumber(redis.call('GET', KEYS[1]) or ARGV[1])
if tat < now then tat = now end
local newTat = tat + emission
local admitAt = newTat - capacity
if admitAt > now then
  return {0, 0, tat - now, admitAt - now}
end
-- %.0f: tostring() would print large numbers as %.14g and lose microseconds.
redis.call('SET', KEYS[1], string.format('%.0f', newTat), 'PX', string.format('%.0f', math.ceil((newTat - now) / 1000)))
return {1, math.floor((capacity - (newTat - now)) / emission), newTat - now, 0}
`;

function toDecision(rule: Rule, [allowed, remaining, untilFullUs, retryUs]: GcraOutcome): Decision {
  return {
    allowed: allowed === 1,
    limit: rule.limit,
    remaining,
    resetSeconds: Math.ceil(untilFullUs / 1e6),
    retryAfterSeconds: allowed === 1 ? 0 : Math.max(1, Math.ceil(retryUs / 1e6)),
  };
}

export interface MemoryLimiterOptions {
  /** Hard cap on tracked buckets; at the cap the oldest tenth is dropped (those keys start again full). */
  maxEntries?: number;
}

const MIN_SWEEP_SIZE = 1024;

/**
 * Buckets in a Map in this process. A bucket whose TAT has passed is full, which is the same as no entry, so
 * eviction loses nothing: whenever the map has doubled since the last sweep, a sweep drops every full bucket
 * (amortised O(1) per call, and the map stays within about twice the buckets of the last window), with
 * `maxEntries` as the hard bound under a flood of distinct keys. No timer: sweeps run on the caller's clock.
 */
export class MemoryLimiter implements BurstLimiter {
  private readonly tats = new Map<string, number>();
  private readonly maxEntries: number;
  private sweepAtSize: number;

  constructor(options: MemoryLimiterOptions = {}) {
    this.maxEntries = options.maxEntries ?? 1_000_000;
    this.sweepAtSize = Math.min(this.maxEntries, MIN_SWEEP_SIZE);
  }

  get size(): number {
    return this.tats.size;
  }

  async consume(key: string, rule: Rule, now = Date.now()): Promise<Decision> {
    return this.decide(key, rule, now);
  }

  /** Synchronous, so concurrent callers in one process can never interleave inside a decision. */
  decide(key: string, rule: Rule, now: number): Decision {
    const params = gcraParams(rule, now);
    const { outcome, newTat } = gcraStep(this.tats.get(key), params);
    if (newTat !== undefined) this.store(key, newTat, params.nowUs);
    return toDecision(rule, outcome);
  }

  /** Raises a bucket to a state another store reported (a TAT in µs), so later decisions here continue from it. */
  observe(key: string, tatUs: number, nowUs: number): void {
    if (tatUs > nowUs && tatUs > (this.tats.get(key) ?? 0)) this.store(key, tatUs, nowUs);
  }

  async close(): Promise<void> {
    this.tats.clear();
  }

  health(): StoreHealth {
    return { backend: 'memory', degraded: false };
  }

  private store(key: string, tatUs: number, nowUs: number): void {
    this.tats.set(key, tatUs);
    if (this.tats.size >= this.sweepAtSize) this.sweep(nowUs);
  }

  private sweep(nowUs: number): void {
    for (const [key, tat] of this.tats) if (tat <= nowUs) this.tats.delete(key);
    if (this.tats.size >= this.maxEntries) {
      // Oldest first (Map order is insertion order); a tenth at once keeps floods amortised O(1) too.
      const keep = Math.floor(this.maxEntries * 0.9);
      for (const key of this.tats.keys()) {
        if (this.tats.size <= keep) break;
        this.tats.delete(key);
      }
    }
    this.sweepAtSize = Math.min(this.maxEntries, Math.max(MIN_SWEEP_SIZE, this.tats.size * 2));
  }
}

type GcraClient = Redis & {
  gcraConsume(key: string, nowUs: number, emissionUs: number, capacityUs: number): Promise<GcraOutcome>;
};

/**
 * Buckets in Redis, shared by every process: one EVALSHA per decision, the whole GCRA step inside the Lua
 * script, so concurrent processes cannot both take the last token. The key expires when the bucket is full.
 *
 * Clock: `now` comes from the caller (ARGV), not Redis TIME, so tests inject time. Processes sharing a Redis
 * must therefore run NTP-synchronised clocks; a process whose clock runs δ ahead sees buckets δ fuller (at
 * most δ / (window / limit) extra requests), one running behind sees them emptier.
 *
 * Redis down (or a command timing out): decisions come from a per-process MemoryLimiter that continues each
 * bucket from its state as this process last saw it on Redis (each process then enforces the limit on its own, so
 * N processes admit up to N × limit), health() is degraded, and Redis is used again once it answers.
 */
export class RedisLimiter implements BurstLimiter {
  private readonly redis: RedisWithFallback;
  private readonly fallback = new MemoryLimiter();

  constructor(options: RedisStoreOptions) {
    this.redis = new RedisWithFallback('rate_limit_store', options);
    this.redis.client.defineCommand('gcraConsume', { numberOfKeys: 1, lua: GCRA_LUA });
  }

  async consume(key: string, rule: Rule, now = Date.now()): Promise<Decision> {
    const params = gcraParams(rule, now);
    const client = this.redis.client as GcraClient;
    return this.redis.run(
      async () => {
        const outcome = await client.gcraConsume(`ratelimit:${key}`, params.nowUs, params.emissionUs, params.capacityUs);
        // The fallback keeps each bucket as this process last saw it on Redis (outcome[2]: µs until full, i.e. the
        // TAT). A fallback starting from a full bucket let every process admit a whole fresh limit on top of what
        // Redis had admitted in the window — and a command timeout falls back too, which a stall of this process
        // (a loaded machine) causes as readily as a slow Redis.
        this.fallback.observe(key, params.nowUs + outcome[2], params.nowUs);
        return toDecision(rule, outcome);
      },
      () => this.fallback.decide(key, rule, now),
    );
  }

  async close(): Promise<void> {
    await Promise.all([this.redis.close(), this.fallback.close()]);
  }

  health(): StoreHealth {
    return this.redis.health();
  }
}

export interface BurstLimiterOptions extends Omit<RedisStoreOptions, 'redisUrl'> {
  redisUrl?: string | null;
  log: StoreLogger;
}

/** Redis when a URL is configured (shared by every process), else memory (one process). */
export function createBurstLimiter({ redisUrl, ...options }: BurstLimiterOptions): BurstLimiter {
  return redisUrl ? new RedisLimiter({ redisUrl, ...options }) : new MemoryLimiter();
}
