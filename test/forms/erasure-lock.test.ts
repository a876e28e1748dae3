import { afterAll, beforeAll, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { backend, sharedDatabase, testApp, type TestApp } from '../support/app.ts';
import { makeKey } from '../support/keys.ts';
import { untilWaitedOn } from '../support/timing.ts';
import { eraseByEmail } from '../../plugins/forms/service/erasure.ts';

let server: TestApp;
let key: string;
let accountId: string;

beforeAll(async () => {
  server = await testApp({ ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000', BACKGROUND_JOBS: 'false' });
  ({ key, accountId } = await makeKey(server, { service: 'forms', plan: 'business' }));
});
afterAll(() => server.close());

const call = (path: string, json: unknown) =>
  server.request(path, { method: 'POST', headers: { authorization: `Bearer ${key}` }, json });

test('an erasure waits for a submission another transaction holds (the counter fold locks fresh rows) instead of skipping it', async () => {
  const form = (await (await call('/v1/forms', { name: 'Locked', fields: [] })).json()).data.id as string;
  const submitted = await (await call(`/v1/f/${form}`, { contact: 'locked.row@example.org' })).json();
  const { db, unboundedDb } = await sharedDatabase();
  // two connections open before the lock is taken: the erasure must wait on the row, not on a fresh connection's
  // start-up, which on a loaded machine can outlast the 1 s connect deadline (CONNECT_TIMEOUT, seen twice in CI)
  await Promise.all([unboundedDb.execute(sql`select pg_sleep(0.02)`), unboundedDb.execute(sql`select pg_sleep(0.02)`)]);
  let erasure: Promise<number> | undefined;
  let finished = false;
  // the holder is unbounded too: it only holds the row, and the 1 s deadline on each of its polls of pg_locks fired
  // once on a loaded CI machine (DatabaseTimeoutError after 1019 ms) while the erasure was still on its way
  await unboundedDb.transaction(async (tx) => {
    await tx.execute(sql`select id from submissions where id = ${submitted.submissionId} for update`);
    // without the 1 s round-trip deadline: the erasure waits exactly as long as the row is held, and on a loaded
    // machine the holder may need more than a second to see it waiting
    erasure = eraseByEmail(unboundedDb, accountId, 'locked.row@example.org').finally(() => void (finished = true));
    // on PostgreSQL, held until the erasure waits on the row; PGlite's one connection runs it after this transaction
    if (backend === 'postgres') await untilWaitedOn(tx, () => finished);
  });
  expect(await erasure!).toBe(1);
  const left = await db.execute(sql`select count(*)::int as n from submissions where form_id = ${form}`);
  expect(((left as { rows?: unknown[] }).rows ?? (left as unknown[]))[0]).toEqual({ n: 0 });
});
