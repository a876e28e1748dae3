import { afterAll, describe, expect, test } from 'bun:test';
import path from 'node:path';
import { startServer } from '../support/process.ts';
import { tempDir } from '../support/app.ts';
import { until } from '../support/timing.ts';

const root = path.join(import.meta.dir, '../..');
const SECRET = 'shutdown-portal-secret-0123';
const IN_FLIGHT = 53;

/** A portal that takes 1.5 s to verify each key, so every request is surely in flight when SIGTERM arrives. */
let verifications = 0;
const slowPortal = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request) {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('keys.verify')) {
      const { key } = await request.json();
      verifications++;
      await Bun.sleep(1500);
      return Response.json({ valid: true, code: 'VALID', principal: { keyId: key, accountId: key, service: 'analyze', plan: 'pro', quotaOwner: `account:${key}` } });
    }
    return Response.json({ allowed: true, used: 1, limit: 100 });
  },
});
afterAll(() => slowPortal.stop(true));

describe('graceful shutdown', () => {
  test(`SIGTERM with ${IN_FLIGHT} requests in flight: the listener closes first, every request read is answered, exit 0`, async () => {
    const server = await startServer(['bun', path.join(root, 'src/main.ts')], {
      env: { PORTAL_URL: `http://127.0.0.1:${slowPortal.port}`, PORTAL_SECRET: SECRET, PORTAL_TIMEOUT_MS: '5000', DATA_DIR: tempDir('pfs-shutdown'), DATABASE_URL: '' },
    });
    const send = (index: number) => fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer pa_slowkey${index}`, 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ prompt: 'count orders' }),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const inFlight = Array.from({ length: IN_FLIGHT }, (_, index) => send(index));
    await until(() => verifications === IN_FLIGHT, 10_000);
    const exited = server.stop();
    await Bun.sleep(100);
    const afterClose = await fetch(`${server.url}/healthz`).then((response) => response.status, (error: Error) => error.message);
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(200));
    expect(answers.every((answer) => answer.body.message === 'Prompt analyzed successfully')).toBe(true);
    expect(String(afterClose)).toMatch(/Unable to connect|ECONNREFUSED|refused/i);
    expect(await exited).toBe(0);
    const lines = server.logs.filter((line) => line.includes('"event":"request"'));
    expect(lines).toHaveLength(IN_FLIGHT);
  }, 60_000);
});
