import { describe, expect, test } from 'bun:test';
import path from 'node:path';
import postgres from 'postgres';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { submissions } from '../../src/db/schema.ts';
import { nodeModulesPlatform } from '../../src/platform.ts';
import { backend, tempDir, testApp } from '../support/app.ts';
import { makeKey } from '../support/keys.ts';
import { startServer } from '../support/process.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('nothing lost (real PostgreSQL)', () => {
  test('parallel submits survive the database going away: every 200 is stored, nothing twice', async () => {
    const server = await testApp({ ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000' });
    const key = (await makeKey(server, { service: 'forms', plan: 'business' })).key;
    const headers = { authorization: `Bearer ${key}` };
    const form = await (await server.request('/v1/forms', {
      method: 'POST', headers, json: { name: 'Durable', fields: [{ name: 'n', type: 'number', required: true }] },
    })).json();
    const target = new URL(databaseUrl!);
    const name = decodeURIComponent(target.pathname.slice(1));
    const adminUrl = new URL(databaseUrl!);
    adminUrl.pathname = '/postgres';
    const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
    const outage = async () => {
      await admin.unsafe(`alter database "${name}" with allow_connections false`);
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
      await Bun.sleep(700);
      await admin.unsafe(`alter database "${name}" with allow_connections true`);
    };

    const acknowledged = new Map<number, string>();
    let failures = 0;
    const submitUntilStored = async (n: number) => {
      for (let attempt = 0; attempt < 60; attempt++) {
        const response = await server.request(`/v1/f/${form.data.id}`, {
          method: 'POST', headers: { ...headers, 'idempotency-key': `n-${n}` }, json: { n },
        });
        if (response.status === 200) {
          acknowledged.set(n, (await response.json()).submissionId);
          return;
        }
        expect(response.status).toBe(503);
        expect((await response.json()).error).toBe('storage_unavailable');
        failures++;
        await Bun.sleep(50);
      }
      throw new Error(`submission ${n} never stored`);
    };
    try {
      const writers = Array.from({ length: 200 }, (_, n) => Bun.sleep(n * 5).then(() => submitUntilStored(n)));
      await Bun.sleep(300);
      await outage();
      await Promise.all(writers);
    } finally {
      await admin.unsafe(`alter database "${name}" with allow_connections true`);
      await admin.end();
    }
    const ids = [...acknowledged.values()];
    const stored = await server.services.database.db.select({ id: submissions.id, data: submissions.data })
      .from(submissions).where(inArray(submissions.formId, [form.data.id]));
    expect(acknowledged.size).toBe(200);
    expect(new Set(ids).size).toBe(200);
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((row) => row.id))).toEqual(new Set(ids));
    expect(new Set(stored.map((row) => (row.data as { n: number }).n)).size).toBe(200);
    expect(failures).toBeGreaterThan(0);
  }, 60_000);
});

describe.skipIf(backend !== 'pglite')('nothing lost (embedded PGlite)', () => {
  test('the server killed with SIGKILL during parallel submits: every 200 is stored when the data dir is opened again', async () => {
    const ADMIN_TOKEN = 'durability-admin-token-0123456789';
    const dataDir = tempDir('pfs-kill');
    const server = await startServer(['bun', path.join(import.meta.dir, '../../src/main.ts')], {
      env: { ADMIN_TOKEN, ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000', DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    const post = (pathname: string, token: string, body: unknown) => fetch(`${server.url}${pathname}`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const { key } = await (await post('/admin/keys', ADMIN_TOKEN, { service: 'forms', plan: 'business' })).json();
    const form = await (await post('/v1/forms', key, { name: 'Durable', fields: [{ name: 'n', type: 'number', required: true }] })).json();

    const SUBMITS = 400;
    const acknowledged = new Map<number, string>();
    const submit = async (n: number) => {
      const response = await post(`/v1/f/${form.data.id}`, key, { n }).catch(() => null);
      if (response?.status === 200) acknowledged.set(n, (await response.json()).submissionId);
    };
    const writers = Array.from({ length: SUBMITS }, (_, n) => Bun.sleep(n * 2).then(() => submit(n)));
    while (acknowledged.size < 100) await Bun.sleep(5);
    server.process.kill('SIGKILL');
    await Promise.all(writers);
    await server.stop();
    expect(acknowledged.size).toBeLessThan(SUBMITS);

    const database = await openDatabase({ databaseUrl: null, dataDir }, nodeModulesPlatform);
    const stored = await database.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.formId, form.data.id));
    await database.close();
    expect(stored.map((row) => row.id)).toEqual(expect.arrayContaining([...acknowledged.values()]));
  }, 60_000);
});
