import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import path from 'node:path';
import { startServer, type RunningServer } from '../support/process.ts';
import { tempDir, testApp } from '../support/app.ts';
import { analyze } from '../support/keys.ts';

const root = path.join(import.meta.dir, '../..');
const PORTAL_SECRET = 'portal-secret-0123456789';
const ADMIN_TOKEN = 'portal-admin-token-0123456789';

let portal: RunningServer;
let key: string;
const fakes: Array<{ stop(force?: boolean): unknown }> = [];

beforeAll(async () => {
  portal = await startServer(['bun', path.join(root, 'src/main.ts')], {
    env: { PORTAL_SECRET, ADMIN_TOKEN, DATA_DIR: tempDir('pfs-portal'), DATABASE_URL: process.env.DATABASE_URL ?? '', QUOTA_PRO: '3' },
  });
  const created = await fetch(`${portal.url}/admin/keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ service: 'analyze', plan: 'pro' }),
  });
  key = (await created.json()).key;
}, 60_000);

afterAll(async () => {
  await portal?.stop();
  for (const fake of fakes) fake.stop(true);
});

/** A stand-in portal that misbehaves in one way, on 127.0.0.1. */
function fakePortal(handler: (request: Request) => Response | Promise<Response>): string {
  const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: handler });
  fakes.push(server);
  return `http://127.0.0.1:${server.port}`;
}

const analyzerVia = (url: string, env: Record<string, string> = {}) =>
  testApp({ PORTAL_URL: url, PORTAL_SECRET, PORTAL_TIMEOUT_MS: '300', ...env });

describe('remote portal (a second process)', () => {
  test('usage.consume refuses a principal whose ids are not short storable text (they key the usage table): 400, and usage keeps flushing', async () => {
    const consume = (quotaOwner: string) => fetch(`${portal.url}/portal/v1/usage.consume`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PORTAL_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ principal: { keyId: 'key_x', accountId: 'acc_x', service: 'analyze', plan: 'pro', quotaOwner } }),
    });
    for (const owner of ['account:acc\u0000x', 'x'.repeat(201), '', 'team:\ud800']) {
      const refused = await consume(owner);
      expect({ owner, status: refused.status }).toEqual({ owner, status: 400 });
    }
    const allowed = await consume(`account:acc_${crypto.randomUUID().slice(0, 12)}`);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ allowed: true, used: 1 });
    await Bun.sleep(2500);
    expect(portal.logs.filter((line) => line.includes('usage_flush_failed'))).toEqual([]);
  }, 30_000);

  test('a portal resolving a plan this server does not know → 500 server_misconfigured', async () => {
    const principal = { keyId: 'key_x', accountId: 'acc_x', service: 'analyze', plan: 'gold', quotaOwner: 'account:acc_x' };
    const analyzer = await analyzerVia(fakePortal((request) => request.url.endsWith('keys.verify')
      ? Response.json({ valid: true, code: 'VALID', principal })
      : Response.json({ allowed: true, used: 1, limit: 10 })));
    const response = await analyze(analyzer, 'pa_anything');
    expect(response.status).toBe(500);
    expect((await response.json()).error).toBe('server_misconfigured');
  }, 30_000);

  test('verifies keys, resolves the plan and counts quota in the portal', async () => {
    const analyzer = await analyzerVia(portal.url);
    const bodies = [];
    for (let i = 0; i < 3; i++) bodies.push(await (await analyze(analyzer, key)).json());
    expect(bodies.map((b) => [b.plan, b.usage.used, b.usage.limit])).toEqual([['pro', 1, 3], ['pro', 2, 3], ['pro', 3, 3]]);
    const denied = await analyze(analyzer, key);
    expect(denied.status).toBe(429);
    expect(await denied.json()).toMatchObject({ error: 'rate_limited', used: 3, limit: 3 });
    expect((await (await analyze(analyzer, 'pa_unknown0000000000000000000000000')).json()).error).toBe('invalid_api_key');
    expect((await (await analyzer.request('/readyz')).json()).checks.portal.ok).toBe(true);
  }, 30_000);

  test('a wrong PORTAL_SECRET is an upstream error, not an auth verdict', async () => {
    const analyzer = await analyzerVia(portal.url, { PORTAL_SECRET: 'another-secret-0123456789' });
    expect(await (await analyze(analyzer, key)).json()).toMatchObject({ error: 'verify_upstream_error' });
  }, 30_000);

  test('a portal that hangs → 504 verify_timeout within the timeout', async () => {
    const analyzer = await analyzerVia(fakePortal(() => new Promise<Response>(() => {})));
    const started = performance.now();
    const response = await analyze(analyzer, key);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(504);
    expect((await response.json()).error).toBe('verify_timeout');
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2000);
    expect(response.headers.get('x-ratelimit-limit')).toBeTruthy();
  }, 30_000);

  test.each([
    ['garbage', () => new Response('{{{not json', { status: 200 })],
    ['a 500', () => new Response('{"error":"boom"}', { status: 500 })],
    ['HTML', () => new Response('<html><body>Bad gateway</body></html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['JSON of the wrong shape', () => Response.json({ valid: 'yes' })],
  ])('a portal that answers %s → 502 verify_upstream_error', async (_, reply) => {
    const analyzer = await analyzerVia(fakePortal(reply));
    const response = await analyze(analyzer, key);
    expect(response.status).toBe(502);
    expect((await response.json()).error).toBe('verify_upstream_error');
  }, 30_000);
});
