import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { testApp, type TestApp } from '../support/app.ts';
import { makeKey, manualClock } from '../support/keys.ts';

/**
 * Issue 10: views and field events draw from a bucket of their own, and publishable-key traffic from a per-address
 * share of the account first. Run on the in-memory store, and on Redis when REDIS_URL is set (the services leg).
 */
const SITE = 'https://shop.example.org';
const stores: Array<[string, string]> = [['memory', ''], ...(process.env.REDIS_URL ? [['redis', process.env.REDIS_URL] as [string, string]] : [])];

describe.each(stores)('%s store', (_name, redisUrl) => {
  const clock = manualClock(Date.UTC(2027, 1, 28, 23, 59, 30));
  let server: TestApp;
  let secret: string;
  let publishable: string;
  let formId: string;

  const post = (path: string, key: string, address: string, json?: unknown) => server.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, origin: SITE, 'x-forwarded-for': address, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' },
    json,
  });
  const submit = (key: string, address: string) => post(`/v1/f/${formId}`, key, address, { email: 'ada@example.org' });
  const view = (key: string, address: string) => post(`/v1/f/${formId}/views`, key, address);

  beforeAll(async () => {
    server = await testApp({ REDIS_URL: redisUrl, ALLOW_INSECURE_HTTP: 'true', TRUST_PROXY: 'true', BURST_LIMIT: '100000', BACKGROUND_JOBS: 'false' }, { clock: clock.now });
    const owner = await makeKey(server, { service: 'forms', plan: 'free' });
    secret = owner.key;
    publishable = (await makeKey(server, { service: 'forms', plan: 'free', accountId: owner.accountId, kind: 'publishable' })).key;
    const created = await server.request('/v1/forms', {
      method: 'POST', headers: { authorization: `Bearer ${secret}` },
      json: { name: 'Contact', fields: [{ name: 'email', type: 'email' }], settings: { allowedOrigins: [SITE] } },
    });
    formId = (await created.json()).data.id;
  });
  afterAll(() => server.close(), 30_000);

  test('views and field events never eat the submission bucket; they have one of their own', async () => {
    clock.advance(120_000);
    for (let i = 0; i < 300; i += 1) {
      const response = await view(secret, `192.0.2.${i % 200}`);
      expect(response.status).toBe(200);
      if (i === 0) expect(response.headers.get('x-ratelimit-limit')).toBe('300');
    }
    const over = await view(secret, '192.0.2.1');
    expect(over.status).toBe(429);
    // the page's key draws from the same account bucket once its address's share admits it
    expect((await (await view(publishable, '192.0.2.250')).json()).error).toBe('rate_limited');
    const submitted = await submit(secret, '192.0.2.1');
    expect(submitted.status).toBe(200);
    expect(submitted.headers.get('x-ratelimit-limit')).toBe('60');
    expect(submitted.headers.get('x-ratelimit-remaining')).toBe('59');
  });

  test('one address with the page\'s key gets its share of submissions, the account the rest', async () => {
    clock.advance(120_000);
    for (let i = 0; i < 10; i += 1) expect((await submit(publishable, '203.0.113.5')).status).toBe(200);
    const refused = await submit(publishable, '203.0.113.5');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-limit')).toBe('10');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await submit(publishable, '203.0.113.6')).status).toBe(200);
    // 11 admitted publishable submissions drew from the account; the refused one did not
    const owner = await submit(secret, '203.0.113.5');
    expect(owner.status).toBe(200);
    expect(owner.headers.get('x-ratelimit-remaining')).toBe(String(60 - 12));
  });

  test('one address gets its share of views, and has it back after the window', async () => {
    clock.advance(120_000);
    for (let i = 0; i < 60; i += 1) expect((await view(publishable, '203.0.113.7')).status).toBe(200);
    expect((await view(publishable, '203.0.113.7')).status).toBe(429);
    expect((await view(publishable, '203.0.113.8')).status).toBe(200);
    clock.advance(60_000);
    expect((await view(publishable, '203.0.113.7')).status).toBe(200);
    expect((await submit(publishable, '203.0.113.7')).status).toBe(200);
  });
});
