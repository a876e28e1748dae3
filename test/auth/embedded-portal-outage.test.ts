import { describe, expect, test } from 'bun:test';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { createLogger } from '../../src/logger.ts';
import { portalFailure } from '../../plugins/auth/index.ts';
import { createEmbeddedPortal } from '../../plugins/auth/portal/embedded.ts';
import { PortalUnavailable } from '../../plugins/auth/portal/types.ts';
import { createQuotaCounter } from '../../plugins/rate-limit/store/quota.ts';
import { eq } from 'drizzle-orm';
import { usageDaily } from '../../src/db/schema.ts';
import { sharedDatabase, testApp } from '../support/app.ts';

/** A database whose every query fails with `error`, or never answers when `error` is null. */
function brokenDatabase(error: Error | null): Db {
  const query: object = new Proxy(() => {}, {
    get: (_, property) => property === 'then'
      ? (_resolve: unknown, reject: (reason: unknown) => void) => (error ? reject(error) : undefined)
      : () => query,
  });
  return query as Db;
}

const driverError = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });
const principal = { keyId: 'key_x', accountId: 'acc_x', service: 'analyze' as const, plan: 'pro', quotaOwner: 'account:acc_x' };

function portalOn(db: Db, timeoutMs = 300) {
  const config = loadConfig({ PORTAL_TIMEOUT_MS: String(timeoutMs) });
  return createEmbeddedPortal({ db, config, logger: createLogger('silent'), quota: createQuotaCounter({ log: () => {} }), clock: Date.now });
}

async function failureOf(work: Promise<unknown>) {
  const started = performance.now();
  const error = await work.then(() => null, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(PortalUnavailable);
  const { status, code } = portalFailure(error);
  return { status, code, ms: performance.now() - started };
}

describe('embedded portal during a database outage: the analyze contract\'s own codes', () => {
  test('connections refused → 502 verify_upstream_error (verify and quota)', async () => {
    const portal = portalOn(brokenDatabase(driverError('ECONNREFUSED')));
    expect(await failureOf(portal.verify('pa_anything'))).toMatchObject({ status: 502, code: 'verify_upstream_error' });
    expect(await failureOf(portal.consume(principal))).toMatchObject({ status: 502, code: 'verify_upstream_error' });
    await portal.close();
  });

  test('a connect or statement timeout, or the query deadline (DATABASE_TIMEOUT_MS) → 504 verify_timeout', async () => {
    for (const code of ['CONNECT_TIMEOUT', '57014', 'DATABASE_TIMEOUT']) {
      const portal = portalOn(brokenDatabase(driverError(code)));
      expect(await failureOf(portal.verify('pa_anything'))).toMatchObject({ status: 504, code: 'verify_timeout' });
      await portal.close();
    }
  });

  test('a database that never answers → 504 verify_timeout within PORTAL_TIMEOUT_MS', async () => {
    const portal = portalOn(brokenDatabase(null), 300);
    const failure = await failureOf(portal.verify('pa_anything'));
    expect(failure).toMatchObject({ status: 504, code: 'verify_timeout' });
    expect(failure.ms).toBeGreaterThanOrEqual(250);
    expect(failure.ms).toBeLessThan(1000);
  });
});

describe('embedded portal: usage kept through a failed flush', () => {
  test('a flush that failed is retried with the next drain in one row per owner and day, nothing counted twice or lost', async () => {
    const app = await testApp(); // migrates the shared database
    const { db } = await sharedDatabase();
    const owner = `account:acc_flush_${crypto.randomUUID()}`;
    let failNextInsert = true;
    // the real database, except that the first usage insert fails as a dropped connection would
    const flaky = new Proxy(db, {
      get: (target, property, receiver) => property === 'insert' && failNextInsert
        ? () => { failNextInsert = false; throw driverError('ECONNRESET'); }
        : Reflect.get(target, property, receiver),
    }) as Db;
    const config = loadConfig({ QUOTA_PRO: '100', USAGE_FLUSH_SECONDS: '60' });
    const portal = createEmbeddedPortal({ db: flaky, config, logger: createLogger('silent'), quota: createQuotaCounter({ log: () => {} }), clock: () => Date.UTC(2031, 6, 4, 12) });
    const spender = { ...principal, quotaOwner: owner };
    for (let i = 0; i < 3; i++) await portal.consume(spender);
    await portal.close(); // closing flushes: this flush fails and keeps its batch
    expect(failNextInsert).toBe(false);
    for (let i = 0; i < 2; i++) await portal.consume(spender);
    await portal.close(); // the retry carries the kept batch and the new drain for the same owner and day
    const rows = await db.select().from(usageDaily).where(eq(usageDaily.owner, owner));
    expect(rows.map((row) => ({ day: row.day, used: row.used }))).toEqual([{ day: '2031-07-04', used: 5 }]);
    await app.close();
  });
});
