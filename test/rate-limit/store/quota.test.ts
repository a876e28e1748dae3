import { afterAll, describe, expect, test } from 'bun:test';
import { createQuotaCounter, MemoryQuota, RedisQuota, type QuotaCounter } from '../../../plugins/rate-limit/store/quota.ts';
import {
  closesAfterEach, eventually, freePort, hasRedisServer, inspector, recordingLog, REDIS_URL, removeRunKeys, startTemporaryRedis, T0, uniquePrefix,
  UNREACHABLE_REDIS_URL,
} from './support.ts';

const track = closesAfterEach<QuotaCounter>();
afterAll(removeRunKeys);

const DAY = '2023-11-14'; // utcDay(T0)
const LAST_MS_OF_DAY = Date.parse('2023-11-14T23:59:59.999Z');

const backends: Array<{ name: string; enabled: boolean; make(prefix: string): QuotaCounter }> = [
  { name: 'memory', enabled: true, make: () => new MemoryQuota() },
  {
    name: 'redis',
    enabled: REDIS_URL !== '',
    make: (keyPrefix) => new RedisQuota({ redisUrl: REDIS_URL, keyPrefix, log: () => {} }),
  },
];

for (const backend of backends) {
  const title = backend.enabled ? `quota counter (${backend.name})` : `quota counter (${backend.name}) — skipped: set REDIS_URL`;
  describe.skipIf(!backend.enabled)(title, () => {
    const make = () => track(backend.make(uniquePrefix()));

    test('admits exactly the limit, then denies with used and limit', async () => {
      const quota = make();
      const decisions = [];
      for (let i = 0; i < 5; i++) decisions.push(await quota.tryConsume('account:a', 3, T0));
      expect(decisions).toEqual([
        { allowed: true, used: 1, limit: 3 },
        { allowed: true, used: 2, limit: 3 },
        { allowed: true, used: 3, limit: 3 },
        { allowed: false, used: 3, limit: 3 },
        { allowed: false, used: 3, limit: 3 },
      ]);
      expect(await quota.peek('account:a', T0)).toBe(3);
      expect(quota.health().degraded).toBe(false);
    });

    test('-1 is unlimited but still counted; 0 admits nothing', async () => {
      const quota = make();
      for (let i = 0; i < 10; i++) await quota.tryConsume('account:u', -1, T0);
      expect(await quota.tryConsume('account:u', -1, T0)).toEqual({ allowed: true, used: 11, limit: -1 });
      expect(await quota.tryConsume('account:z', 0, T0)).toEqual({ allowed: false, used: 0, limit: 0 });
    });

    test('accounts are independent and the day window is UTC', async () => {
      const quota = make();
      expect((await quota.tryConsume('account:a', 1, LAST_MS_OF_DAY)).allowed).toBe(true);
      expect((await quota.tryConsume('account:a', 1, LAST_MS_OF_DAY)).allowed).toBe(false);
      expect((await quota.tryConsume('account:b', 1, LAST_MS_OF_DAY)).allowed).toBe(true);
      expect(await quota.tryConsume('account:a', 1, LAST_MS_OF_DAY + 1)).toEqual({ allowed: true, used: 1, limit: 1 });
    });

    test('200 parallel requests at the boundary never overspend', async () => {
      const quota = make();
      const fresh = await Promise.all(Array.from({ length: 200 }, () => quota.tryConsume('account:p', 50, T0)));
      expect(fresh.filter((d) => d.allowed)).toHaveLength(50);
      expect(fresh.filter((d) => d.allowed).map((d) => d.used).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
      for (let i = 0; i < 49; i++) await quota.tryConsume('account:q', 50, T0);
      const last = await Promise.all(Array.from({ length: 200 }, () => quota.tryConsume('account:q', 50, T0)));
      expect(last.filter((d) => d.allowed)).toHaveLength(1);
      expect(await quota.peek('account:q', T0)).toBe(50);
    });

    test('drainDeltas returns admitted counts per account and day, once', async () => {
      const quota = make();
      await quota.tryConsume('account:a', 2, T0);
      await quota.tryConsume('account:a', 2, T0);
      await quota.tryConsume('account:a', 2, T0); // denied: not counted
      await quota.tryConsume('account:b', -1, T0);
      await quota.tryConsume('account:b', -1, LAST_MS_OF_DAY + 1);
      const byKey = (a: { accountKey: string; day: string }, b: { accountKey: string; day: string }) =>
        (a.accountKey + a.day).localeCompare(b.accountKey + b.day);
      expect(quota.drainDeltas().sort(byKey)).toEqual([
        { accountKey: 'account:a', day: DAY, delta: 2 },
        { accountKey: 'account:b', day: DAY, delta: 1 },
        { accountKey: 'account:b', day: '2023-11-15', delta: 1 },
      ]);
      expect(quota.drainDeltas()).toEqual([]);
    });

    test('seed loads persisted usage but never overwrites a live count', async () => {
      const quota = make();
      await quota.seed('account:s', DAY, 8);
      expect(await quota.tryConsume('account:s', 10, T0)).toEqual({ allowed: true, used: 9, limit: 10 });
      await quota.seed('account:s', DAY, 0);
      expect(await quota.peek('account:s', T0)).toBe(9);
      expect(quota.drainDeltas()).toEqual([{ accountKey: 'account:s', day: DAY, delta: 1 }]);
    });
  });
}

describe.skipIf(!REDIS_URL)(REDIS_URL ? 'quota counter on a shared Redis' : 'quota counter on a shared Redis — skipped: set REDIS_URL', () => {
  test('two instances sharing one Redis never overspend together', async () => {
    const keyPrefix = uniquePrefix();
    const one = track(new RedisQuota({ redisUrl: REDIS_URL, keyPrefix, log: () => {} }));
    const two = track(new RedisQuota({ redisUrl: REDIS_URL, keyPrefix, log: () => {} }));
    await Promise.all([one.peek('team:t', T0), two.peek('team:t', T0)]); // both connected, so both compete
    const decisions = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? one : two).tryConsume('team:t', 75, T0)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(75);
    const admittedBy = (quota: QuotaCounter) => quota.drainDeltas().reduce((sum, entry) => sum + entry.delta, 0);
    const [byOne, byTwo] = [admittedBy(one), admittedBy(two)];
    expect(byOne + byTwo).toBe(75);
    expect(byOne).toBeGreaterThan(0);
    expect(byTwo).toBeGreaterThan(0);
  });

  test('a restarted process seeding from the database does not reset the shared count', async () => {
    const keyPrefix = uniquePrefix();
    const running = track(new RedisQuota({ redisUrl: REDIS_URL, keyPrefix, log: () => {} }));
    for (let i = 0; i < 10; i++) await running.tryConsume('account:r', -1, T0);
    const restarted = track(new RedisQuota({ redisUrl: REDIS_URL, keyPrefix, log: () => {} }));
    await restarted.seed('account:r', DAY, 4); // only 4 were persisted so far
    expect(await restarted.tryConsume('account:r', -1, T0)).toMatchObject({ used: 11 });
  });

  test('counters are stored as quota:{account}:{day} and expire after about two days', async () => {
    const keyPrefix = uniquePrefix();
    const quota = track(new RedisQuota({ redisUrl: REDIS_URL, keyPrefix, log: () => {} }));
    await quota.tryConsume('account:k', 5, T0);
    const client = inspector(REDIS_URL, keyPrefix);
    try {
      expect(await client.get(`quota:account:k:${DAY}`)).toBe('1');
      const ttl = await client.ttl(`quota:account:k:${DAY}`);
      expect(ttl).toBeGreaterThan(47 * 3600);
      expect(ttl).toBeLessThanOrEqual(48 * 3600);
    } finally {
      client.disconnect();
    }
  });
});

describe('quota counter when Redis is down', () => {
  test('keeps counting in memory from the seeded usage, degraded, logged once', async () => {
    const { lines, log } = recordingLog();
    const quota = track(new RedisQuota({ redisUrl: UNREACHABLE_REDIS_URL, log }));
    await quota.seed('account:d', DAY, 3);
    const decisions = [];
    for (let i = 0; i < 3; i++) decisions.push(await quota.tryConsume('account:d', 5, T0));
    expect(decisions.map((d) => [d.allowed, d.used])).toEqual([[true, 4], [true, 5], [false, 5]]);
    expect(quota.health()).toMatchObject({ backend: 'redis', degraded: true });
    expect(quota.drainDeltas()).toEqual([{ accountKey: 'account:d', day: DAY, delta: 2 }]);
    expect(lines.map((line) => line.event)).toEqual(['quota_store_degraded']);
  });

  test('the factory picks memory without a URL and Redis with one', async () => {
    expect(track(createQuotaCounter({ log: () => {} })).health()).toEqual({ backend: 'memory', degraded: false });
    expect(track(createQuotaCounter({ redisUrl: UNREACHABLE_REDIS_URL, log: () => {} })).health().backend).toBe('redis');
  });

  test.skipIf(!hasRedisServer)(
    hasRedisServer
      ? 'returns to Redis and adds what it admitted meanwhile'
      : 'returns to Redis and adds what it admitted meanwhile — skipped: no redis-server binary',
    async () => {
      const port = await freePort();
      const url = `redis://127.0.0.1:${port}`;
      const { lines, log } = recordingLog();
      const quota = track(new RedisQuota({ redisUrl: url, log, probeIntervalMs: 0 }));
      await quota.tryConsume('account:o', 10, T0);
      await quota.tryConsume('account:o', 10, T0);
      expect(quota.health().degraded).toBe(true);
      const server = await startTemporaryRedis(port);
      try {
        await eventually(async () => {
          await quota.peek('account:o', T0);
          return !quota.health().degraded;
        });
        expect(await quota.tryConsume('account:o', 10, T0)).toEqual({ allowed: true, used: 3, limit: 10 });
        const client = inspector(url, '');
        expect(await client.get(`quota:account:o:${DAY}`)).toBe('3');
        client.disconnect();
        expect(lines.map((line) => line.event)).toEqual(['quota_store_degraded', 'quota_store_recovered']);
      } finally {
        await quota.close();
        await server.stop();
      }
    },
  );
});

describe('memory quota eviction', () => {
  test('counters of past days are dropped when a new day starts', async () => {
    const quota = new MemoryQuota();
    for (let i = 0; i < 1000; i++) await quota.tryConsume(`account:${i}`, -1, T0);
    expect(quota.size).toBe(1000);
    await quota.tryConsume('account:0', -1, LAST_MS_OF_DAY + 1);
    expect(quota.size).toBe(1);
  });
});
