import { afterAll, beforeAll, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { backend, sharedDatabase, testApp, type TestApp } from '../support/app.ts';
import { makeKey, type CreatedKey } from '../support/keys.ts';
import { untilWaitedOn } from '../support/timing.ts';
import { deleteAccount } from '../../plugins/auth/keys.ts';
import { foldCounts, readCounters } from '../../plugins/forms/service/counters.ts';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/client.ts';

let server: TestApp;
let leaving: CreatedKey;
let staying: CreatedKey;

beforeAll(async () => {
  // no delivery worker or retention sweep; the app's own counter fold still runs every second (every process folds),
  // and, like the one the test runs, it skips rows and forms another transaction holds
  server = await testApp({ ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000', BACKGROUND_JOBS: 'false' });
  leaving = await makeKey(server, { service: 'forms', plan: 'business' });
  staying = await makeKey(server, { service: 'forms', plan: 'business' });
});
afterAll(() => server.close());

const call = (key: string, path: string, json: unknown) =>
  server.request(path, { method: 'POST', headers: { authorization: `Bearer ${key}` }, json });

async function formWithSubmission(key: string): Promise<string> {
  const form = (await (await call(key, '/v1/forms', { name: 'Folded', fields: [] })).json()).data.id as string;
  expect((await call(key, `/v1/f/${form}`, { message: 'hello' })).status).toBe(200);
  return form;
}

/*
 * The deadlock seen under load: the fold locked a form's uncounted submissions, then (adding the form's first
 * counters row, whose foreign key takes KEY SHARE on the form) waited on the form row an account deletion held;
 * the deletion's cascade then waited on those submissions. Here the deletion's transaction holds the form row
 * first (as `delete from forms` does from its first step), lets the fold run into it, then deletes: the fold must
 * leave that form alone instead of waiting, and still fold every other form. Before the fix PostgreSQL aborted one
 * side with `deadlock detected` (or the 1 s database timeout fired first), deterministically.
 */
test('a counter fold never deadlocks with an account deletion holding the form row (the fold skips that form)', async () => {
  const deletedForm = await formWithSubmission(leaving.key);
  const keptForm = await formWithSubmission(staying.key);
  const { db } = await sharedDatabase();
  let fold: Promise<number> | undefined;
  let finished = false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from forms where id = ${deletedForm} for update`);
    fold = foldCounts(db).finally(() => void (finished = true));
    // on PostgreSQL, held until the fold waits on the form row (before the fix) or has finished without it;
    // PGlite's one connection runs the fold after this transaction
    if (backend === 'postgres') await untilWaitedOn(tx, () => finished);
    const deletion = await deleteAccount(tx as unknown as Db, leaving.accountId);
    expect(deletion.deletedForms).toBe(1);
  });
  await fold!;
  const left = await db.execute(sql`select count(*)::int as n from submissions where form_id = ${deletedForm}`);
  expect(rowsOf<{ n: number }>(left)[0]!.n).toBe(0);
  // nothing acknowledged is dropped: the other form's submission is counted exactly once, folded or not
  while ((await foldCounts(db)) > 0);
  expect((await readCounters(db, keptForm)).totals.clean).toBe(1);
  const unfolded = await db.execute(sql`select count(*)::int as n from submissions where form_id = ${keptForm} and not counted`);
  expect(rowsOf<{ n: number }>(unfolded)[0]!.n).toBe(0);
});
