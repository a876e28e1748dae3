/**
 * Decisions per second of the burst limiter and the quota counter, memory and Redis side by side in one run.
 *
 *   bun bench/limiter/run.ts            (REDIS_URL defaults to redis://127.0.0.1:6379)
 *   REDIS_URL=redis://host:6379 DECISIONS=200000 bun bench/limiter/run.ts
 *
 * Redis is measured twice: one decision in flight (the latency a single request sees) and 256 in flight (what
 * a busy process gets from its one pipelined connection). Keys are spread over 10 000 buckets/accounts.
 */
import { Redis } from 'ioredis';
import { MemoryLimiter, RedisLimiter, type BurstLimiter } from '../../plugins/rate-limit/store/limiter.ts';
import { MemoryQuota, RedisQuota, type QuotaCounter } from '../../plugins/rate-limit/store/quota.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const decisions = Number(process.env.DECISIONS ?? 100_000);
const KEYS = 10_000;
const rule = { limit: 60, windowSeconds: 60 };
const keyPrefix = `bench:limiter:${process.pid}:${Date.now()}:`;

type Decide = (i: number) => Promise<unknown>;

/** Runs `count` decisions with at most `inFlight` outstanding; returns decisions per second. */
async function measure(decide: Decide, count: number, inFlight: number): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < count) await decide(next++);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  return count / ((performance.now() - started) / 1000);
}

const start = Date.now();
const limiterDecide = (limiter: BurstLimiter): Decide => (i) => limiter.consume(`k${i % KEYS}`, rule, start + i);
const quotaDecide = (quota: QuotaCounter): Decide => (i) => quota.tryConsume(`account:${i % KEYS}`, -1, start);

interface Row {
  store: string;
  backend: string;
  inFlight: number;
  perSecond: number;
}

async function bench(store: string, memory: Decide, redis: Decide | null): Promise<Row[]> {
  await measure(memory, decisions / 10, 1); // warm-up (JIT)
  const rows: Row[] = [{ store, backend: 'memory', inFlight: 1, perSecond: await measure(memory, decisions, 1) }];
  if (!redis) return rows;
  await measure(redis, 2000, 16);
  rows.push({ store, backend: 'redis', inFlight: 1, perSecond: await measure(redis, Math.min(decisions, 20_000), 1) });
  rows.push({ store, backend: 'redis', inFlight: 256, perSecond: await measure(redis, decisions, 256) });
  return rows;
}

const log = (event: string, fields?: Record<string, unknown>) => console.error(event, JSON.stringify(fields ?? {}));
const redisLimiter = new RedisLimiter({ redisUrl, keyPrefix, log });
const redisQuota = new RedisQuota({ redisUrl, keyPrefix, log });
await redisQuota.peek('probe');
const redisUp = !redisQuota.health().degraded;

const rows = [
  ...(await bench('burst limiter', limiterDecide(new MemoryLimiter()), redisUp ? limiterDecide(redisLimiter) : null)),
  ...(await bench('daily quota', quotaDecide(new MemoryQuota()), redisUp ? quotaDecide(redisQuota) : null)),
];
await Promise.all([redisLimiter.close(), redisQuota.close()]);
if (redisUp) await removeBenchKeys();

/** Quota counters live two days; a benchmark should not leave 10 000 of them behind in a shared Redis. */
async function removeBenchKeys(): Promise<void> {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  for await (const keys of client.scanStream({ match: `${keyPrefix}*`, count: 1000 })) {
    if ((keys as string[]).length) await client.unlink(...(keys as string[]));
  }
  await client.quit();
}

console.log(`${decisions} decisions per measurement, ${KEYS} keys${redisUp ? `, Redis at ${redisUrl}` : `; Redis at ${redisUrl} unreachable: memory only`}`);
console.log('store          backend  in flight   decisions/s   memory ÷ this');
for (const row of rows) {
  const memory = rows.find((candidate) => candidate.store === row.store && candidate.backend === 'memory')!;
  console.log(
    `${row.store.padEnd(14)} ${row.backend.padEnd(8)} ${String(row.inFlight).padStart(9)} ${Math.round(row.perSecond).toLocaleString('en').padStart(13)}`
      + `   ${(memory.perSecond / row.perSecond).toFixed(1).padStart(8)}×`,
  );
}
