import { afterAll, describe, expect, test } from 'bun:test';
import path from 'node:path';
import { startServer } from '../support/process.ts';
import { tempDir } from '../support/app.ts';

const root = path.join(import.meta.dir, '../..');
const SECRET = 'shutdown-portal-secret-0123';
const principal = { keyId: 'key_slow', accountId: 'acc_slow', service: 'analyze', plan: 'pro', quotaOwner: 'account:acc_slow' };

/** A portal that takes 800 ms to verify, so a request is surely in flight when SIGTERM arrives. */
const slowPortal = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request) {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('keys.verify')) {
      await Bun.sleep(800);
      return Response.json({ valid: true, code: 'VALID', principal });
    }
    return Response.json({ allowed: true, used: 1, limit: 100 });
  },
});
afterAll(() => slowPortal.stop(true));

describe('graceful shutdown', () => {
  test('SIGTERM stops accepting, finishes the request in flight and exits 0', async () => {
    const server = await startServer(['bun', path.join(root, 'src/main.ts')], {
      env: { PORTAL_URL: `http://127.0.0.1:${slowPortal.port}`, PORTAL_SECRET: SECRET, PORTAL_TIMEOUT_MS: '5000', DATA_DIR: tempDir('pfs-shutdown'), DATABASE_URL: '' },
    });
    const inFlight = fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { authorization: 'Bearer pa_slowkey', 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'count orders' }),
    });
    await Bun.sleep(200);
    const exited = server.stop();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Prompt analyzed successfully');
    expect(await exited).toBe(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 30_000);
});
