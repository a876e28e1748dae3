import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client.ts';
import { foldCounts } from '../../plugins/forms/service/counters.ts';
import { eraseByEmail, expireResponses } from '../../plugins/forms/service/erasure.ts';
import { anchorsFor, planPage, type AnchorPolicy } from '../../plugins/forms/service/page-anchors.ts';
import { deleteResponse, listResponses, setSpam, type StatusFilter } from '../../plugins/forms/service/responses.ts';
import { backend, sharedDatabase, testApp, type TestApp } from '../support/app.ts';
import { makeKey } from '../support/keys.ts';

/**
 * Deep offset pages (reverse walk, cached anchors) against the plain OFFSET query they replace, on one quiet
 * database, after every kind of change: new rows, rows arriving out of order, deletions, spam toggles, erasure,
 * retention and the counter fold. A small anchor spacing makes a few thousand rows exercise every plan.
 */
const POLICY: AnchorPolicy = { spacing: 12, perStatement: 20, maxEntries: 8 };
const STATUSES: StatusFilter[] = [undefined, 'clean', 'spam'];
const BASE = Date.UTC(2026, 0, 1);
const RETENTION_DAYS = 3650;

let server: TestApp;
let db: Db;
let accountId: string;
let form: string;
let seeded = 0;

beforeAll(async () => {
  server = await testApp({ ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000', BACKGROUND_JOBS: 'false' });
  const made = await makeKey(server, { service: 'forms', plan: 'business' });
  accountId = made.accountId;
  const response = await server.request('/v1/forms', {
    method: 'POST', headers: { authorization: `Bearer ${made.key}` },
    json: { name: 'Deep pages', fields: [], settings: { retentionDays: RETENTION_DAYS } },
  });
  form = (await response.json()).data.id;
  db = (await sharedDatabase()).db;
});
afterAll(() => server.close());

/**
 * Rows `count` at a time from second `fromSecond`: every third row shares its neighbour's instant (the id breaks
 * the tie), some carry microseconds, one in five is spam, some carry an address an erasure will look for.
 */
async function seed(count: number, fromSecond: number) {
  const first = seeded;
  seeded += count;
  await db.execute(sql`
    insert into submissions (id, form_id, data, is_spam, created_at)
    select 'sub_deep_' || ${form} || '_' || lpad(g::text, 6, '0'), ${form},
           jsonb_build_object('email', case when g % 97 = 0 then 'erase.me@example.org' else 'p' || g || '@example.org' end),
           g % 5 = 0,
           ${new Date(BASE).toISOString()}::timestamptz + make_interval(secs => ${fromSecond}::int + (g - ${first}::int) / 3)
             + (g % 2) * interval '1 microsecond'
    from generate_series(${first}::int, ${first + count - 1}::int) g`);
}

/** The plain query's whole order for a status (its pages are slices of it). */
async function plainOrder(status: StatusFilter, on = db): Promise<string[]> {
  const filter = status === undefined ? sql`` : sql`and is_spam = ${status === 'spam'}`;
  const result = await on.execute(sql`select id from submissions where form_id = ${form} ${filter} order by created_at desc, id desc`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/**
 * Pages spread over each status's order (near both ends, around the middle, one past the last) at two limits,
 * against `limit … offset …` of the plain order.
 */
async function expectPagesLikePlainOffset() {
  for (const status of STATUSES) {
    const order = await plainOrder(status);
    for (const limit of [50, 7]) {
      const last = Math.ceil(order.length / limit);
      const pages = limit === 50
        ? [1, 2, Math.ceil(last / 4), Math.ceil(last / 2), Math.ceil(last * 2 / 3) + 1, last - 1, last, last + 1]
        : [Math.ceil(last / 3), Math.ceil(last / 2) + 1, last - 1];
      for (const page of new Set(pages.filter((p) => p >= 1))) {
        const listed = await listResponses(db, form, { status, limit, page }, POLICY);
        expect({ status, limit, page, total: listed.total, ids: listed.rows.map((row) => row.id) })
          .toEqual({ status, limit, page, total: order.length, ids: order.slice((page - 1) * limit, page * limit) });
      }
    }
  }
}

/** What the cache holds now for a status (checked in one snapshot, never building), against every 12th row. */
async function cachedAnchors(status: StatusFilter) {
  const filter = status === undefined ? sql`` : sql`and is_spam = ${status === 'spam'}`;
  return db.transaction(async (tx) => {
    const inner = tx as unknown as Db;
    const [counters] = rowsOf<{ generation: number }>(await inner.execute(sql`select coalesce(sum(generation), 0)::int as generation from form_counters where form_id = ${form}`));
    const total = (await plainOrder(status, inner)).length; // inner: PGlite's one connection is the transaction's
    const matching = status === undefined ? sql`submissions.form_id = ${form}` : sql`submissions.form_id = ${form} and submissions.is_spam = ${status === 'spam'}`;
    const anchors = await anchorsFor(inner, db, `${form}|${status ?? 'all'}`, matching, { total, generation: Number(counters?.generation ?? 0), directCost: 0 }, POLICY);
    const every = rowsOf<{ id: string }>(await inner.execute(sql`select id from (select id, row_number() over (order by created_at, id) as n
      from submissions where form_id = ${form} ${filter}) numbered where n % ${POLICY.spacing} = 0 order by n`)).map((row) => row.id);
    return { cached: anchors.map((anchor) => anchor.id), every };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

describe(`deep offset pages on ${backend}`, () => {
  test('match the plain OFFSET query through inserts, late rows, deletions, spam toggles, erasure, retention and folds', async () => {
    await seed(1600, 0);
    await expectPagesLikePlainOffset();
    for (const status of STATUSES) {
      const { cached, every } = await cachedAnchors(status);
      expect(cached.length).toBeGreaterThan(10); // deep pages paid for a build: anchors are in use
      expect(cached).toEqual(every);
    }

    await seed(300, 100_000); // newer rows: the anchors are extended, not rebuilt
    await foldCounts(db);
    await expectPagesLikePlainOffset();
    expect((await cachedAnchors(undefined)).cached).toEqual((await cachedAnchors(undefined)).every);

    await seed(5, -50); // rows older than every anchor (a late commit, another clock): positions moved
    expect((await cachedAnchors(undefined)).cached).toEqual([]);
    await expectPagesLikePlainOffset();

    const ids = rowsOf<{ id: string }>(await db.execute(sql`select id from submissions where form_id = ${form} order by id`)).map((row) => row.id);
    for (const id of ids.filter((_, i) => i % 41 === 3)) expect(await deleteResponse(db, form, id)).toBe(true);
    await expectPagesLikePlainOffset();
    await foldCounts(db);
    for (const id of ids.filter((_, i) => i % 37 === 5)) await setSpam(db, form, id, !id.endsWith('5'));
    await expectPagesLikePlainOffset();

    expect(await eraseByEmail(db, accountId, 'erase.me@example.org')).toBeGreaterThan(0);
    await expectPagesLikePlainOffset();

    // Changes that keep every count: only the generation tells the cache its positions moved.
    for (const status of STATUSES) expect((await cachedAnchors(status)).cached.length).toBeGreaterThan(10);
    const nth = async (spam: boolean, fraction: number) => rowsOf<{ id: string }>(await db.execute(sql`select id from submissions
      where form_id = ${form} and is_spam = ${spam} order by created_at, id
      offset (select (count(*) * ${fraction}::float8)::int from submissions where form_id = ${form} and is_spam = ${spam}) limit 1`))[0]!.id;
    const [clean, spam] = [await nth(false, 0), await nth(true, 0.5)];
    await setSpam(db, form, clean, true);
    await setSpam(db, form, spam, false);
    expect(await deleteResponse(db, form, await nth(false, 0.5))).toBe(true);
    await seed(1, -100);
    await expectPagesLikePlainOffset();
    const retentionNow = BASE + RETENTION_DAYS * 86_400_000 + 300_000; // rows of the first 300 seconds expire
    expect(await expireResponses(db, retentionNow)).toBeGreaterThan(0);
    await expectPagesLikePlainOffset();
  }, 600_000);
});

test('planPage starts at whichever end or anchor has the fewest rows before the page', () => {
  const anchors = Array.from({ length: 10 }, (_, j) => ({ at: `t${j}`, id: `a${j}` })); // positions 9, 19, …, 99
  expect(planPage(100, 0, 10, anchors, 10)).toEqual({ from: null, direction: 'older', skip: 0, take: 10, cost: 10 });
  expect(planPage(100, 90, 10, [], 10)).toEqual({ from: null, direction: 'newer', skip: 0, take: 10, cost: 10 });
  // rows 50…59 from the newest end are 40…49 from the oldest: right after the anchor at 39 (a3)
  expect(planPage(100, 50, 10, anchors, 10)).toEqual({ from: anchors[3], direction: 'newer', skip: 0, take: 10, cost: 10 });
  // rows 45…54 from the newest end are 45…54 from the oldest: the anchor at 59 (a5) is 4 rows above, 39 is 5 below
  expect(planPage(100, 45, 10, anchors, 10)).toEqual({ from: anchors[5], direction: 'older', skip: 4, take: 10, cost: 14 });
  // rows 41…50 from the newest end are 49…58 from the oldest: the anchor at 59 (a5) sits just above
  expect(planPage(100, 41, 10, anchors, 10)).toEqual({ from: anchors[5], direction: 'older', skip: 0, take: 10, cost: 10 });
  expect(planPage(100, 95, 10, anchors, 10)).toEqual({ from: null, direction: 'newer', skip: 0, take: 5, cost: 5 });
  expect(planPage(100, 100, 10, anchors, 10)).toBeNull();
});
