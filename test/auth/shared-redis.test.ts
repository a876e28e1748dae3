import { describe, expect, test } from 'bun:test';
import path from 'node:path';
import { startServer } from '../support/process.ts';
import { testApp } from '../support/app.ts';
import { analyze, makeKey } from '../support/keys.ts';

const root = path.join(import.meta.dir, '../..');
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!shared)('two processes sharing PostgreSQL and Redis', () => {
  test('together they admit no more than the burst limit', async () => {
    const env = { DATABASE_URL: process.env.DATABASE_URL!, REDIS_URL: process.env.REDIS_URL!, BURST_LIMIT: '20', BURST_WINDOW_SECONDS: '600' };
    const first = await startServer(['bun', path.join(root, 'src/main.ts')], { env });
    const second = await startServer(['bun', path.join(root, 'src/main.ts')], { env });
    try {
      const key = (await makeKey(await testApp(), { service: 'analyze', plan: 'ultra' })).key;
      const send = (url: string) => fetch(`${url}/api/analyze`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'count orders' }),
      }).then((response) => response.status);
      const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => send(i % 2 ? first.url : second.url)));
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  }, 60_000);
});

describe('Redis unreachable', () => {
  test('the server keeps answering and /readyz reports it', async () => {
    const degraded = await testApp({ REDIS_URL: 'redis://127.0.0.1:6390' });
    const key = (await makeKey(degraded, { service: 'analyze', plan: 'pro' })).key;
    const response = await analyze(degraded, key);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBe('60');
    const ready = await degraded.request('/readyz');
    expect(ready.status).toBe(503);
    expect((await ready.json()).checks.redis.ok).toBe(false);
    await degraded.close();
  });
});
