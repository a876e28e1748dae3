import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { sharedDatabase, testApp, type TestApp } from '../support/app.ts';
import { makeKey, manualClock } from '../support/keys.ts';
import { foldCounts } from '../../plugins/forms/service/counters.ts';
import { expireResponses } from '../../plugins/forms/service/erasure.ts';
import type { Db } from '../../src/db/client.ts';

/** Issue 10: nothing dropped, relays and allowlists, erasure and retention. */
const clock = manualClock();
let server: TestApp;
let key: string;
let otherKey: string;

const HUMAN_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const BACKEND_UA = 'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)';

function call(path: string, init: RequestInit & { json?: unknown; as?: string } = {}) {
  const { as = key, ...rest } = init;
  return server.request(path, { ...rest, headers: { authorization: `Bearer ${as}`, 'user-agent': HUMAN_UA, ...(rest.headers as Record<string, string>) } });
}

async function newForm(body: unknown, as = key): Promise<string> {
  const response = await call('/v1/forms', { method: 'POST', json: body, as });
  expect(response.status).toBe(201);
  return (await response.json()).data.id;
}

const submit = (formId: string, json: unknown, headers: Record<string, string> = {}, as = key) =>
  call(`/v1/f/${formId}`, { method: 'POST', json, headers, as });

const responses = async (formId: string) => (await (await call(`/v1/f/${formId}/responses?limit=100`)).json()).data;

beforeAll(async () => {
  server = await testApp({ ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000', TRUST_PROXY: 'true', BACKGROUND_JOBS: 'false' }, { clock: clock.now });
  key = (await makeKey(server, { service: 'forms', plan: 'business' })).key;
  otherKey = (await makeKey(server, { service: 'forms', plan: 'business' })).key;
});

afterAll(() => server.close());

describe('nothing dropped', () => {
  test('undeclared members are stored, returned, exported and marked; the honeypot is not data', async () => {
    const id = await newForm({ name: 'Contact', fields: [{ name: 'email', type: 'email', required: true }], settings: { honeypotField: 'website' } });
    expect((await submit(id, { email: 'ada@example.org', company: 'Analytical Engines', newsletter: true, website: '' })).status).toBe(200);
    const [record] = await responses(id);
    expect(record.data).toEqual({ email: 'ada@example.org', company: 'Analytical Engines', newsletter: true });
    expect(record.undeclared).toEqual(['company', 'newsletter']);
    const ndjson = JSON.parse((await (await call(`/v1/f/${id}/responses/export?format=ndjson`)).text()).trim());
    expect(ndjson.undeclared).toEqual(['company', 'newsletter']);
    const csv = (await (await call(`/v1/f/${id}/responses/export?format=csv`)).text()).trim().split('\n');
    expect(csv[0]).toBe('_id,createdAt,isSpam,spamScore,completionSeconds,ipAddress,email,undeclared');
    expect(csv[1]).toEndWith(',ada@example.org,"{""company"":""Analytical Engines"",""newsletter"":true}"');
  });

  test('a form with no declared fields accepts any flat payload', async () => {
    const id = await newForm({ name: 'Open', fields: [] });
    expect((await submit(id, { name: 'Grace', rating: 5, ok: false, note: null })).status).toBe(200);
    const [record] = await responses(id);
    expect(record.data).toEqual({ name: 'Grace', rating: 5, ok: false, note: null });
    expect(record.undeclared).toEqual(['name', 'note', 'ok', 'rating']);
  });

  test('undeclaredFields: reject → 400 undeclared_fields naming them; nothing stored', async () => {
    const id = await newForm({ name: 'Strict', fields: [{ name: 'email', type: 'email' }], settings: { undeclaredFields: 'reject' } });
    const refused = await submit(id, { email: 'ada@example.org', extra: 'x', another: 1 });
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.error).toBe('undeclared_fields');
    expect(body.message).toContain('extra, another');
    expect(body.fields).toEqual({ extra: 'is not a field of this form', another: 'is not a field of this form' });
    expect(await responses(id)).toEqual([]);
    expect((await submit(id, { email: 'ada@example.org' })).status).toBe(200);
  });

  test('rejected bodies never feed the velocity windows', async () => {
    const id = await newForm({ name: 'Velocity', fields: [{ name: 'email', type: 'email', required: true }] });
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 20; i += 1) expect((await submit(id, { email: 'not an address' }, from)).status).toBe(400);
    expect((await submit(id, { email: 'ada@example.org' }, from)).status).toBe(200);
    const [record] = await responses(id);
    expect(record.telemetry).toMatchObject({ isSpam: false, spamReasons: [] });
  });
});

describe('relays and allowlists', () => {
  test('200 relayed submissions from 200 end users through one backend → 0 flagged', async () => {
    const id = await newForm({ name: 'Relayed', fields: [{ name: 'email', type: 'email', required: true }, { name: 'message', type: 'text' }] });
    for (let i = 0; i < 200; i += 1) {
      const response = await submit(id, { email: `user${i}@example.org`, message: `Hello, this is visitor number ${i} asking about pricing.` }, {
        'user-agent': BACKEND_UA, 'x-forwarded-for': '198.51.100.1',
        'forms-client-ip': `203.0.${Math.floor(i / 250)}.${i % 250}`, 'forms-client-user-agent': HUMAN_UA,
      });
      expect(response.status).toBe(200);
      clock.advance(1000);
    }
    const listed = await (await call(`/v1/f/${id}/responses?status=spam`)).json();
    expect(listed.pagination.total).toBe(0);
    const [latest] = await responses(id);
    expect(latest.telemetry.ipAddress).toBe('203.0.0.199');
  });

  test('the same traffic without relay headers is flagged (the test can fail)', async () => {
    const id = await newForm({ name: 'Unrelayed', fields: [{ name: 'email', type: 'email', required: true }, { name: 'message', type: 'text' }] });
    for (let i = 0; i < 20; i += 1) {
      await submit(id, { email: `user${i}@example.org`, message: `Hello, this is visitor number ${i} asking about pricing.` }, { 'user-agent': BACKEND_UA, 'x-forwarded-for': '198.51.100.1' });
    }
    expect((await (await call(`/v1/f/${id}/responses?status=spam`)).json()).pagination.total).toBeGreaterThan(0);
  });

  test('a relay without an end-user agent is not a bot; a malformed Forms-Client-IP → 400 naming it', async () => {
    const id = await newForm({ name: 'Relay', fields: [] });
    expect((await submit(id, { a: 'b' }, { 'user-agent': BACKEND_UA, 'forms-client-ip': '2001:db8::1' })).status).toBe(200);
    const [record] = await responses(id);
    expect(record.telemetry).toMatchObject({ isSpam: false, ipAddress: '2001:db8::1', spamReasons: [] });
    const bad = await submit(id, { a: 'b' }, { 'forms-client-ip': 'not-an-ip' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'invalid_parameter', parameter: 'Forms-Client-IP' });
  });

  test('an allowlisted address (CIDR) skips the velocity checks; others are still counted', async () => {
    const id = await newForm({ name: 'Office', fields: [{ name: 'n', type: 'number' }], settings: { allowlist: ['192.0.2.0/24', '2001:db8::/32'] } });
    for (let i = 0; i < 15; i += 1) await submit(id, { n: i }, { 'x-forwarded-for': '192.0.2.10' });
    expect((await (await call(`/v1/f/${id}/responses?status=spam`)).json()).pagination.total).toBe(0);
    for (let i = 0; i < 15; i += 1) await submit(id, { n: i }, { 'x-forwarded-for': '198.51.100.20' });
    expect((await (await call(`/v1/f/${id}/responses?status=spam`)).json()).pagination.total).toBeGreaterThan(0);
  });

  test('an allowlist entry that is no address → 400 invalid_settings', async () => {
    const response = await call('/v1/forms', { method: 'POST', json: { name: 'x', fields: [], settings: { allowlist: ['10.0.0.0/33'] } } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_settings');
  });
});

describe('erasure and retention', () => {
  test('erasure deletes every submission carrying the address across the account\'s forms only; counters stay exact', async () => {
    const first = await newForm({ name: 'A', fields: [{ name: 'email', type: 'email' }] });
    const second = await newForm({ name: 'B', fields: [] });
    const foreign = await newForm({ name: 'C', fields: [] }, otherKey);
    await submit(first, { email: 'Erase.Me@example.org' });
    await submit(first, { email: 'keep@example.org' });
    await foldCounts((await sharedDatabase()).db);
    await submit(second, { contact: ' erase.me@example.org ' });
    await submit(foreign, { contact: 'erase.me@example.org' }, {}, otherKey);
    const erased = await call('/v1/erasures', { method: 'POST', json: { email: 'erase.me@EXAMPLE.org' } });
    expect(await erased.json()).toEqual({ success: true, data: { deleted: 2 } });
    expect((await responses(first)).map((record: { data: { email: string } }) => record.data.email)).toEqual(['keep@example.org']);
    expect(await responses(second)).toEqual([]);
    expect((await (await call(`/v1/f/${foreign}/responses`, { as: otherKey })).json()).pagination.total).toBe(1);
    for (const form of [first, second]) {
      const [listed, analytics] = await Promise.all([call(`/v1/f/${form}/responses`).then((r) => r.json()), call(`/v1/f/${form}/analytics`).then((r) => r.json())]);
      expect(listed.pagination.total).toBe(listed.data.length);
      expect(analytics.data.submissions).toBe(listed.data.length);
    }
  });

  /**
   * One retention sweep that no counter fold can race. The app folds every second (BACKGROUND_JOBS or not), holding
   * the unfolded rows it takes until its statement commits, and the sweep skips held rows (`skip locked`), leaving
   * them to its next round: one sweep alone left the expired row about once in 100 on PostgreSQL. Locking the form's
   * submissions first (waiting, as an erasure does) waits out a fold holding them, and later folds skip them, so the
   * sweep sees every row, folded or not, and must delete what has expired. (Locking only the form row is not enough:
   * a fold locks a submission before its form and, skipping the pair, keeps the submission's lock until it commits.)
   */
  const sweepWithoutFold = (db: Db, formId: string) => db.transaction(async (tx) => {
    await tx.execute(sql`select id from submissions where form_id = ${formId} for update`);
    return expireResponses(tx as unknown as Db, clock.now());
  });

  test.each([
    ['2027', Date.UTC(2027, 2, 1, 9, 30)],
    ['a leap day', Date.UTC(2028, 1, 29, 0, 0, 0)],
    ['another year', Date.UTC(2031, 0, 1, 0, 0, 0)],
  ])('retention deletes responses older than retentionDays (%s), folded or not, counters exact', async (_, start) => {
    clock.set(start);
    const id = await newForm({ name: 'Kept 2 days', fields: [], settings: { retentionDays: 2 } });
    await submit(id, { n: 'old folded' });
    await foldCounts((await sharedDatabase()).db);
    clock.advance(3600_000);
    await submit(id, { n: 'old' });
    clock.advance(2 * 86_400_000 - 3600_000);
    await submit(id, { n: 'fresh' });
    const db = (await sharedDatabase()).db;
    clock.advance(1);
    expect(await expireResponses(db, clock.now())).toBeGreaterThanOrEqual(1);
    while (await expireResponses(db, clock.now()));
    const listed = await (await call(`/v1/f/${id}/responses`)).json();
    expect(listed.data.map((record: { data: { n: string } }) => record.data.n)).toEqual(['fresh', 'old']);
    clock.advance(3600_000);
    await sweepWithoutFold(db, id);
    const after = await (await call(`/v1/f/${id}/responses`)).json();
    expect(after.data.map((record: { data: { n: string } }) => record.data.n)).toEqual(['fresh']);
    expect(after.pagination.total).toBe(1);
    expect((await (await call(`/v1/f/${id}/analytics`)).json()).data.submissions).toBe(1);
  });
});

describe('analytics over time', () => {
  const analytics = async (formId: string, query: string) => {
    const response = await call(`/v1/f/${formId}/analytics?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()).data;
  };

  test.each([
    ['a leap February, by day', 'day', 'from=2032-02-28&to=2032-03-01',
      ['2032-02-28T00:00:00.000Z', '2032-02-29T00:00:00.000Z', '2032-03-01T00:00:00.000Z'], ['2032-02-28T00:00:00Z', '2032-02-29T23:59:59Z', '2032-03-01T12:00:00Z']],
    ['a year end, by ISO week (Monday)', 'week', 'from=2036-12-25&to=2037-01-05',
      ['2036-12-22T00:00:00.000Z', '2036-12-29T00:00:00.000Z', '2037-01-05T00:00:00.000Z'], ['2036-12-28T23:00:00Z', '2036-12-29T00:00:00Z', '2037-01-05T23:59:59Z']],
    ['months across a year', 'month', 'from=2040-12-01&to=2041-02-01',
      ['2040-12-01T00:00:00.000Z', '2041-01-01T00:00:00.000Z', '2041-02-01T00:00:00.000Z'], ['2040-12-31T23:59:59Z', '2041-01-01T00:00:00Z', '2041-02-01T08:00:00Z']],
  ])('series: %s', async (_, interval, window, starts, submittedAt) => {
    clock.set(Date.parse(submittedAt[0]!));
    const id = await newForm({ name: 'Series', fields: [] });
    for (const [index, at] of submittedAt.entries()) {
      clock.set(Date.parse(at));
      await call(`/v1/f/${id}/views`, { method: 'POST' });
      await submit(id, { n: String(index) }, { 'x-forwarded-for': `192.0.2.${index + 1}` });
    }
    await submit(id, { _gotcha: 'bot' }, { 'x-forwarded-for': '192.0.2.99' });
    const data = await analytics(id, `${window}&interval=${interval}`);
    expect(data.series.map((point: { start: string }) => point.start)).toEqual(starts);
    expect(data.series.map((point: { submissions: number; views: number; spam: number }) => [point.views, point.submissions, point.spam]))
      .toEqual([[1, 1, 0], [1, 1, 0], [1, 1, 1]]);
    expect(data.series.at(-1).conversionRate).toBe(100);
    expect(data.submissions).toBe(3);
    await foldCounts((await sharedDatabase()).db);
    expect((await analytics(id, `${window}&interval=${interval}`)).series).toEqual(data.series);
  });

  test('a date bound covers the whole UTC day; a date-time bound is exact', async () => {
    clock.set(Date.UTC(2045, 6, 14, 23, 59, 59, 999));
    const id = await newForm({ name: 'Days', fields: [] });
    await submit(id, { n: 'late on the 14th' });
    expect((await analytics(id, 'from=2045-07-14&to=2045-07-14')).submissions).toBe(1);
    expect((await analytics(id, 'from=2045-07-15')).submissions).toBe(0);
    expect((await analytics(id, 'to=2045-07-14T23:59:59.999Z')).submissions).toBe(0);
  });

  test('no interval → no series; a bad interval or too many buckets → 400 naming interval', async () => {
    const id = await newForm({ name: 'Bad', fields: [] });
    expect((await analytics(id, 'from=2045-01-01')).series).toBeUndefined();
    for (const query of ['interval=hour', 'interval=day&from=0001-01-01&to=9999-12-31', 'interval=day&interval=week']) {
      const response = await call(`/v1/f/${id}/analytics?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_parameter', parameter: 'interval' });
    }
  });
});
