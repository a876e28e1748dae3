import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import path from 'node:path';
import postgres from 'postgres';
import { startServer, type RunningServer } from '../support/process.ts';

/**
 * Scale-out (issue 9): two stateless server processes behind a round-robin proxy, sharing PostgreSQL, Redis and
 * one portal process. Limits and quotas hold globally, every submission is stored exactly once, analytics agree
 * from both processes, and a portal killed mid-run gives 502/504 until it is back, then recovers.
 * Runs in CI's services leg only (PostgreSQL and Redis on 127.0.0.1).
 */
const root = path.join(import.meta.dir, '../..');
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const shared = Boolean(databaseUrl && redisUrl);

const PORTAL_SECRET = 'scale-out-portal-secret-0123';
const ADMIN_TOKEN = 'scale-out-admin-token-0123456';
const BURST_LIMIT = 20;
const QUOTA_PRO = 15;

let portal: RunningServer;
let portalPort: number;
let servers: RunningServer[] = [];
let proxy: ReturnType<typeof Bun.serve>;
let proxyUrl: string;
const prefix = `scale:${crypto.randomUUID()}:`;

function freePort(): number {
  const probe = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

const startPortal = () => startServer(['bun', path.join(root, 'src/main.ts')], {
  env: {
    PORT: String(portalPort), PORTAL_SECRET, ADMIN_TOKEN, DATABASE_URL: databaseUrl!, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix,
    QUOTA_PRO: String(QUOTA_PRO), QUOTA_ULTRA: '-1'
  },
});

async function admin(json: unknown) {
  const response = await fetch(`http://127.0.0.1:${portalPort}/admin/keys`, {
    method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(json),
  });
  expect(response.status).toBe(201);
  return response.json() as Promise<{ key: string; accountId: string }>;
}

const analyze = (key: string, base = proxyUrl) => fetch(`${base}/api/analyze`, {
  method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'count orders by status' }),
});

describe.skipIf(!shared)('scale-out: two processes, one portal, shared PostgreSQL and Redis, behind a round-robin', () => {
  beforeAll(async () => {
    portalPort = freePort();
    portal = await startPortal();
    const env = {
      PORTAL_URL: `http://127.0.0.1:${portalPort}`, PORTAL_SECRET, VERIFY_CACHE_SECONDS: '5',
      DATABASE_URL: databaseUrl!, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix,
      BURST_LIMIT: String(BURST_LIMIT), BURST_WINDOW_SECONDS: '600', ALLOW_INSECURE_HTTP: 'true'
    };
    servers = await Promise.all([0, 1].map(() => startServer(['bun', path.join(root, 'src/main.ts')], { env })));
    let turn = 0;
    proxy = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      async fetch(request) {
        const url = new URL(request.url);
        const backend = servers[turn++ % servers.length]!;
        return fetch(`${backend.url}${url.pathname}${url.search}`, {
          method: request.method, headers: request.headers, body: request.body ? await request.arrayBuffer() : undefined,
        });
      },
    });
    proxyUrl = `http://127.0.0.1:${proxy.port}`;
  }, 30_000);

  afterAll(async () => {
    proxy?.stop(true);
    await Promise.all([...servers, portal].map((server) => server?.stop()));
  }, 30_000);

  test('the burst limit holds across both processes', async () => {
    const { key } = await admin({ service: 'analyze', plan: 'ultra' });
    const statuses = await Promise.all(Array.from({ length: 3 * BURST_LIMIT }, () => analyze(key).then((response) => response.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(BURST_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * BURST_LIMIT);
  });

  test('the daily quota holds across both processes (counted once, in the portal)', async () => {
    const { key } = await admin({ service: 'analyze', plan: 'pro' });
    const responses = await Promise.all(Array.from({ length: QUOTA_PRO + 5 }, () => analyze(key)));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(QUOTA_PRO);
    const used = bodies.filter((body) => body.usage).map((body) => body.usage.used).sort((a, b) => a - b);
    expect(used).toEqual(Array.from({ length: QUOTA_PRO }, (_, i) => i + 1));
    const denied = bodies.filter((body) => body.error);
    expect(denied).toHaveLength(5);
    for (const body of denied) expect(body).toMatchObject({ error: 'rate_limited', used: QUOTA_PRO, limit: QUOTA_PRO });
  });

  test('every submission is stored exactly once (retries through the other process) and analytics agree', async () => {
    const { key } = await admin({ service: 'forms', plan: 'business' });
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const created = await fetch(`${proxyUrl}/v1/forms`, {
      method: 'POST', headers, body: JSON.stringify({ name: 'scale-out', fields: [{ name: 'n', type: 'number', required: true }] }),
    });
    expect(created.status).toBe(201);
    const formId = (await created.json()).data.id as string;
    const submit = (n: number) => fetch(`${proxyUrl}/v1/f/${formId}`, {
      method: 'POST', headers: { ...headers, 'idempotency-key': `scale-${n}` }, body: JSON.stringify({ n }),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const first = await Promise.all(Array.from({ length: 60 }, (_, n) => submit(n)));
    // the same requests again: round-robin sends each retry to the other process half of the time
    const retries = await Promise.all(Array.from({ length: 60 }, (_, n) => submit(n)));
    expect(first.map((answer) => answer.status)).toEqual(Array(60).fill(200));
    expect(retries.map((answer) => answer.body.submissionId)).toEqual(first.map((answer) => answer.body.submissionId));

    const sql = postgres(databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<Array<{ id: string; n: number }>>`select id, (data->>'n')::int as n from submissions where form_id = ${formId}`;
      expect(rows).toHaveLength(60);
      expect(new Set(rows.map((row) => row.n)).size).toBe(60);
      expect(new Set(rows.map((row) => row.id))).toEqual(new Set(first.map((answer) => answer.body.submissionId)));
    } finally {
      await sql.end();
    }
    const analytics = await Promise.all(servers.map((server) =>
      fetch(`${server.url}/v1/f/${formId}/analytics`, { headers }).then((response) => response.json())));
    expect(analytics[0].data).toEqual(analytics[1].data);
    expect(analytics[0].data.submissions + analytics[0].data.spamCount).toBe(60);
  });

  test('the portal killed mid-run: 502/504 while it is down, then recovery once it is back', async () => {
    const { key } = await admin({ service: 'analyze', plan: 'ultra' });
    expect((await analyze(key)).status).toBe(200);
    portal.process.kill('SIGKILL');
    await portal.stop();
    const during: number[] = [];
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      const response = await analyze(key);
      expect(performance.now() - started).toBeLessThan(2000);
      during.push(response.status);
      const body = await response.json();
      expect(['verify_upstream_error', 'verify_timeout']).toContain(body.error);
    }
    expect(during.every((status) => status === 502 || status === 504)).toBe(true);

    portal = await startPortal();
    let recovered = false;
    // the burst limit (20) bounds the requests this test may spend: 1 + 6 + at most 8 + 2
    for (let i = 0; i < 8 && !recovered; i++) {
      recovered = (await analyze(key)).status === 200;
      if (!recovered) await Bun.sleep(500);
    }
    expect(recovered).toBe(true);
    const after = await Promise.all([analyze(key), analyze(key)]);
    expect(after.map((response) => response.status)).toEqual([200, 200]);
  }, 30_000);
});
