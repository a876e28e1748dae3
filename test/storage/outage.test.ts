import { afterAll, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { errorCode, isDatabaseUnavailable, loggableError } from '../../src/db/errors.ts';
import { createLogger } from '../../src/logger.ts';
import { nodeModulesPlatform } from '../../src/platform.ts';
import { Readiness } from '../../src/readiness.ts';
import { ADMIN_TOKEN, adminHeaders, sharedDatabase, tempDir } from '../support/app.ts';
import { acceptsAndNeverAnswers, answersHandshakeOnly, closedPort, switchableProxy } from '../support/fake-postgres.ts';

/** Issue 9, row 10 (database side): an outage is a quick 503, /readyz stays quick, and logs carry no values. */
const databaseUrl = process.env.DATABASE_URL;
const TIMEOUT_MS = 400;

async function openFails(url: string) {
  const started = performance.now();
  const failure = await openDatabase({ databaseUrl: url, dataDir: tempDir('unused'), databaseTimeoutMs: TIMEOUT_MS }, nodeModulesPlatform)
    .then(() => null, (error: unknown) => error);
  return { failure, ms: performance.now() - started };
}

describe('PostgreSQL that does not answer fails within DATABASE_TIMEOUT_MS', () => {
  test('a closed port: refused at once', async () => {
    const { failure, ms } = await openFails(await closedPort());
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(errorCode(failure)).toBe('ECONNREFUSED');
    expect(ms).toBeLessThan(TIMEOUT_MS + 500);
  });

  test.each([['accepts and never answers', acceptsAndNeverAnswers], ['completes the handshake, then never answers', answersHandshakeOnly]])(
    'a server that %s: unavailable after the deadline', async (_, start) => {
      const server = await start();
      try {
        const { failure, ms } = await openFails(server.url);
        expect(isDatabaseUnavailable(failure)).toBe(true);
        expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
        expect(ms).toBeLessThan(TIMEOUT_MS + 500);
      } finally {
        await server.close();
      }
    },
  );
});

describe('/readyz answers within a second', () => {
  test('a check that never settles reports not ok after its bound; the others still report', async () => {
    const readiness = new Readiness(200);
    readiness.register('hangs', () => new Promise(() => {}));
    readiness.register('fine', async () => ({ ok: true }));
    readiness.register('throws', async () => {
      throw Object.assign(new Error('Failed query: insert … params: SECRET-VALUE'), { code: 'ECONNREFUSED' });
    });
    const started = performance.now();
    const result = await readiness.run();
    expect(performance.now() - started).toBeLessThan(600);
    expect(result).toEqual({
      ready: false,
      checks: { hangs: { ok: false, detail: 'no answer within 200 ms' }, fine: { ok: true }, throws: { ok: false, detail: 'ECONNREFUSED' } },
    });
  });
});

describe('database errors are logged by class and code, never by message', () => {
  test('a real driver error quoting the parameters is reduced to classes and SQLSTATE', async () => {
    const database = await sharedDatabase();
    const failure = await database.db.execute(sql`select ${'SECRET-VALUE'}::int`).then(() => null, (error: unknown) => error);
    expect(String((failure as Error).message) + String((failure as Error & { cause?: Error }).cause?.message)).toContain('SECRET-VALUE');
    const logged = JSON.stringify(loggableError(failure));
    expect(logged).not.toContain('SECRET-VALUE');
    expect(loggableError(failure)).toMatchObject({ code: '22P02' });
    expect(loggableError(new TypeError('x is undefined'))).toMatchObject({ error: 'x is undefined' });
  });
});

describe.skipIf(!databaseUrl)('forms during a PostgreSQL outage (real PostgreSQL behind a switchable proxy)', () => {
  const cleanup: Array<() => Promise<void>> = [];
  // Proxies first: that ends the connections the outage left stuck, so each server closes at once.
  afterAll(async () => {
    for (const task of cleanup) await task();
  }, 20_000);

  test.each(['silent', 'refuse'] as const)('%s: forms routes 503 storage_unavailable within ~1 s, /readyz within 1 s, logs carry no values', async (mode) => {
    const proxy = await switchableProxy(new URL(databaseUrl!));
    cleanup.push(() => proxy.close());
    const lines: string[] = [];
    const config = loadConfig({
      LOG_LEVEL: 'info', ADMIN_TOKEN, ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000', DATABASE_URL: proxy.url,
      DATABASE_TIMEOUT_MS: '600', VERIFY_CACHE_SECONDS: '5', REDIS_KEY_PREFIX: `outage:${crypto.randomUUID()}:`,
    });
    const server = await createApp(config, { logger: createLogger('info', (line) => lines.push(line)) });
    cleanup.push(() => server.close());
    const handle = (path: string, init: RequestInit = {}) => server.app.handle(new Request(`http://localhost${path}`, init));
    const created = await (await handle('/admin/keys', {
      method: 'POST', headers: { ...adminHeaders, 'content-type': 'application/json' }, body: JSON.stringify({ service: 'forms', plan: 'business' }),
    })).json();
    const headers = { authorization: `Bearer ${created.key}`, 'content-type': 'application/json' };
    const form = await (await handle('/v1/forms', {
      method: 'POST', headers, body: JSON.stringify({ name: 'Outage', fields: [{ name: 'message', type: 'text' }] }),
    })).json();
    const submit = (n: number) => handle(`/v1/f/${form.data.id}`, {
      method: 'POST', headers: { ...headers, 'idempotency-key': `SECRET-IDEMPOTENCY-${n}` }, body: JSON.stringify({ message: `SECRET-VALUE-${n}` }),
    });
    expect((await submit(0)).status).toBe(200);

    await proxy.set(mode);
    const timed = async (work: Promise<Response>) => {
      const started = performance.now();
      const response = await work;
      return { response, ms: performance.now() - started };
    };
    const during = await Promise.all([
      timed(submit(1)), timed(submit(2)),
      timed(handle(`/v1/f/${form.data.id}/responses`, { headers })),
      timed(handle(`/v1/f/${form.data.id}/analytics`, { headers })),
      timed(handle('/v1/forms', { method: 'POST', headers, body: JSON.stringify({ name: 'During', fields: [] }) })),
    ]);
    for (const { response, ms } of during) {
      expect(response.status).toBe(503);
      expect((await response.json()).error).toBe('storage_unavailable');
      expect(ms).toBeLessThan(1500);
    }
    const ready = await timed(handle('/readyz'));
    expect(ready.response.status).toBe(503);
    expect(ready.ms).toBeLessThan(1000);

    await proxy.set('pass');
    let recovered = 0;
    for (let attempt = 0; attempt < 40 && recovered !== 200; attempt++) {
      recovered = (await submit(1)).status;
      if (recovered !== 200) await Bun.sleep(250);
    }
    expect(recovered).toBe(200);
    const unavailable = lines.filter((line) => line.includes('database_unavailable'));
    expect(unavailable.length).toBeGreaterThan(0);
    const everything = lines.join('\n');
    for (const secret of ['SECRET-VALUE', 'SECRET-IDEMPOTENCY', created.key]) expect(everything).not.toContain(secret);
  }, 60_000);
});
