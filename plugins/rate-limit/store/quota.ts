import type { Redis } from 'ioredis';
import { utcDay } from '../../../src/utc-day.ts';
import { RedisWithFallback, type RedisStoreOptions, type StoreHealth, type StoreLogger } from './redis-fallback.ts';

export interface QuotaDecision {
  allowed: boolean;
  /** Requests counted today, after this one when allowed. */
  used: number;
  /** -1 = unlimited. */
  limit: number;
}

export interface UsageDelta {
  accountKey: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  delta: number;
}

export interface QuotaCounter {
  /** Counts one request against today's (UTC) quota unless that would exceed `limit` (-1 = unlimited). */
  tryConsume(accountKey: string, limit: number, now?: number): Promise<QuotaDecision>;
  peek(accountKey: string, now?: number): Promise<number>;
  /** Requests admitted by this process since the previous drain, for batch persistence. */
  drainDeltas(): UsageDelta[];
  /**
   * Loads persisted usage once at start; never lowers or overwrites a live count (SET NX on Redis, so a
   * restarted process does not reset a shared count). Awaiting it orders it before the next tryConsume.
   */
  seed(accountKey: string, day: string, used: number): void | Promise<void>;
  close(): Promise<void>;
  health(): StoreHealth;
}

/** Usage counters by day then account; days before the latest day seen are dropped, so memory is one day's accounts. */
class DayCounters {
  private readonly days = new Map<string, Map<string, number>>();
  private latestDay = '';

  get(accountKey: string, day: string): number {
    return this.days.get(day)?.get(accountKey) ?? 0;
  }

  set(accountKey: string, day: string, used: number): void {
    if (day > this.latestDay) {
      this.latestDay = day;
      for (const known of this.days.keys()) if (known < day) this.days.delete(known);
    }
    if (day < this.latestDay) return;
    let accounts = this.days.get(day);
    if (!accounts) this.days.set(day, (accounts = new Map()));
    accounts.set(accountKey, used);
  }

  has(accountKey: string, day: string): boolean {
    return this.days.get(day)?.has(accountKey) ?? false;
  }

  /** Synchronous check-and-increment: in one process no other call can run between the check and the write. */
  tryConsume(accountKey: string, day: string, limit: number): QuotaDecision {
    const used = this.get(accountKey, day);
    if (limit >= 0 && used + 1 > limit) return { allowed: false, used, limit };
    this.set(accountKey, day, used + 1);
    return { allowed: true, used: used + 1, limit };
  }

  get accountCount(): number {
    let count = 0;
    for (const accounts of this.days.values()) count += accounts.size;
    return count;
  }
}

/** Per (account, day) counts accumulated between drains. */
class DeltaLog {
  private pending = new Map<string, UsageDelta>();

  add(accountKey: string, day: string, delta: number): void {
    const id = `${day}\u0000${accountKey}`;
    const entry = this.pending.get(id);
    if (entry) entry.delta += delta;
    else this.pending.set(id, { accountKey, day, delta });
  }

  drain(): UsageDelta[] {
    const drained = [...this.pending.values()];
    this.pending = new Map();
    return drained;
  }
}

/** Counts in this process only (single-process deployments). */
export class MemoryQuota implements QuotaCounter {
  private readonly counters = new DayCounters();
  private readonly deltas = new DeltaLog();

  /** Accounts tracked (today's only), exposed to check that memory stays bounded. */
  get size(): number {
    return this.counters.accountCount;
  }

  async tryConsume(accountKey: string, limit: number, now = Date.now()): Promise<QuotaDecision> {
    const day = utcDay(now);
    const decision = this.counters.tryConsume(accountKey, day, limit);
    if (decision.allowed) this.deltas.add(accountKey, day, 1);
    return decision;
  }

  async peek(accountKey: string, now = Date.now()): Promise<number> {
    return this.counters.get(accountKey, utcDay(now));
  }

  drainDeltas(): UsageDelta[] {
    return this.deltas.drain();
  }

  seed(accountKey: string, day: string, used: number): void {
    if (!this.counters.has(accountKey, day)) this.counters.set(accountKey, day, used);
  }

  async close(): Promise<void> {}

  health(): StoreHealth {
    return { backend: 'memory', degraded: false };
  }
}

/** Two days: yesterday's counter outlives its day for late readers, then Redis drops it. */
const QUOTA_TTL_SECONDS = 2 * 24 * 3600;

const QUOTA_LUA = `
local carry = tonumber(ARGV[3])
if carry > 0 then
  redis.call('INCRBY', KEYS[1], carry)
  redis.call('EXPIRE', KEYS[1], ARGV[2])
end
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local limit = tonumber(ARGV[1])
if limit >= 0 and used + 1 > limit then
  return {0, used}
end
used = redis.call('INCR', KEYS[1])
if used == 1 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return {1, used}
`;

type QuotaClient = Redis & {
  quotaConsume(key: string, limit: number, ttlSeconds: number, carry: number): Promise<[number, number]>;
};

/**
 * Counts in Redis under `quota:{account}:{day}`, shared by every process: the check and the increment run in
 * one Lua script, so parallel requests on any number of processes never overspend. Each process still logs
 * the deltas it admitted, so persistence adds them up without double counting.
 *
 * Redis down: this process counts in memory, continuing from the last count Redis gave it (processes then
 * count separately, so together they may overspend by what each admits during the outage). What it admitted
 * meanwhile is added to the Redis counter with its next call for that account once Redis answers again.
 */
export class RedisQuota implements QuotaCounter {
  private readonly redis: RedisWithFallback;
  private readonly fallback = new DayCounters();
  private readonly admittedOffline = new DayCounters();
  private readonly deltas = new DeltaLog();

  constructor(options: RedisStoreOptions) {
    this.redis = new RedisWithFallback('quota_store', options);
    this.redis.client.defineCommand('quotaConsume', { numberOfKeys: 1, lua: QUOTA_LUA });
  }

  async tryConsume(accountKey: string, limit: number, now = Date.now()): Promise<QuotaDecision> {
    const day = utcDay(now);
    const client = this.redis.client as QuotaClient;
    const decision = await this.redis.run(
      async () => {
        // Taken before the await so that a parallel call cannot send the same carry twice.
        const carry = this.admittedOffline.get(accountKey, day);
        if (carry > 0) this.admittedOffline.set(accountKey, day, 0);
        try {
          const [allowed, used] = await client.quotaConsume(redisKey(accountKey, day), limit, QUOTA_TTL_SECONDS, carry);
          this.fallback.set(accountKey, day, used);
          return { allowed: allowed === 1, used, limit };
        } catch (error) {
          if (carry > 0) this.addOffline(accountKey, day, carry);
          throw error;
        }
      },
      () => {
        const offline = this.fallback.tryConsume(accountKey, day, limit);
        if (offline.allowed) this.addOffline(accountKey, day, 1);
        return offline;
      },
    );
    if (decision.allowed) this.deltas.add(accountKey, day, 1);
    return decision;
  }

  async peek(accountKey: string, now = Date.now()): Promise<number> {
    const day = utcDay(now);
    return this.redis.run(
      async () => Number((await this.redis.client.get(redisKey(accountKey, day))) ?? 0) + this.admittedOffline.get(accountKey, day),
      () => this.fallback.get(accountKey, day),
    );
  }

  drainDeltas(): UsageDelta[] {
    return this.deltas.drain();
  }

  async seed(accountKey: string, day: string, used: number): Promise<void> {
    const seedFallback = () => {
      if (!this.fallback.has(accountKey, day)) this.fallback.set(accountKey, day, used);
    };
    await this.redis.run(async () => {
      await this.redis.client.set(redisKey(accountKey, day), used, 'EX', QUOTA_TTL_SECONDS, 'NX');
      seedFallback();
    }, seedFallback);
  }

  private addOffline(accountKey: string, day: string, count: number): void {
    this.admittedOffline.set(accountKey, day, this.admittedOffline.get(accountKey, day) + count);
  }

  async close(): Promise<void> {
    await this.redis.close();
  }

  health(): StoreHealth {
    return this.redis.health();
  }
}

const redisKey = (accountKey: string, day: string) => `quota:${accountKey}:${day}`;

export interface QuotaCounterOptions extends Omit<RedisStoreOptions, 'redisUrl'> {
  redisUrl?: string | null;
  log: StoreLogger;
}

/** Redis when a URL is configured (shared by every process), else memory (one process). */
export function createQuotaCounter({ redisUrl, ...options }: QuotaCounterOptions): QuotaCounter {
  return redisUrl ? new RedisQuota({ redisUrl, ...options }) : new MemoryQuota();
}
