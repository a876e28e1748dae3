import { describe, expect, test } from 'bun:test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startServer, type RunningServer } from '../support/process.ts';
import { tempDir } from '../support/app.ts';

const root = path.join(import.meta.dir, '../..');
const ADMIN_TOKEN = 'runtime-admin-token-0123456789';

/** On a developer machine a missing Deno skips; in CI (CI=true) it fails, like a missing service. */
const deno = Bun.which('deno');
if (!deno && process.env.CI) throw new Error('deno is not installed; .ci/run installs it with npm');

async function exercise(server: RunningServer) {
  try {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const created = await fetch(`${server.url}/admin/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'analyze', plan: 'free' }),
    });
    expect(created.status).toBe(201);
    expect((await created.json()).key).toStartWith('pa_');
    const missing = await fetch(`${server.url}/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBeTruthy();
  } finally {
    expect(await server.stop()).toBe(0);
  }
}

describe('runtimes', () => {
  test.skipIf(!deno)('the same app boots on Deno', async () => {
    const server = await startServer([deno!, 'run', '-A', '--node-modules-dir=manual', path.join(root, 'src/deno.ts')], {
      cwd: root,
      env: { DATA_DIR: tempDir('pfs-deno'), ADMIN_TOKEN, DATABASE_URL: process.env.DATABASE_URL ?? '' },
      timeoutMs: 90_000,
    });
    await exercise(server);
  }, 120_000);

  test('the compiled binary runs from an empty directory and keeps its data', async () => {
    const out = path.join(tempDir('pfs-build'), 'server');
    execFileSync('bun', ['build', '--compile', '--minify-whitespace', '--minify-syntax', 'src/bin.ts', '--outfile', out], { cwd: root, stdio: 'pipe' });
    const cwd = tempDir('pfs-bin');
    const env = { ADMIN_TOKEN, DATABASE_URL: '' };
    await exercise(await startServer([out], { cwd, env }));
    const restarted = await startServer([out], { cwd, env });
    try {
      const keys = await (await fetch(`${restarted.url}/admin/keys`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json();
      expect(keys).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  }, 120_000);
});
