import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { testApp, type TestApp } from '../support/app.ts';
import { makeKey, manualClock } from '../support/keys.ts';
import { conversionRate } from '../../plugins/forms/service/analytics.ts';
import { foldCounts } from '../../plugins/forms/service/counters.ts';
import { eq } from 'drizzle-orm';
import { forms } from '../../src/db/schema.ts';

const clock = manualClock();
let server: TestApp;
let key: string;
let otherKey: string;

const HUMAN_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function call(path: string, init: RequestInit & { json?: unknown; as?: string } = {}) {
  const { as = key, ...rest } = init;
  return server.request(path, { ...rest, headers: { authorization: `Bearer ${as}`, 'user-agent': HUMAN_UA, ...(rest.headers as Record<string, string>) } });
}

const contactForm = {
  name: 'Contact',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    { name: 'age', type: 'number', min: 0, max: 150 },
    { name: 'topic', type: 'select', options: ['sales', 'support'] },
    { name: 'message', type: 'text' },
  ],
  settings: { honeypotField: 'website' },
};

async function newForm(body: unknown = contactForm): Promise<string> {
  const response = await call('/v1/forms', { method: 'POST', json: body });
  expect(response.status).toBe(201);
  return (await response.json()).data.id;
}

const submit = (formId: string, json: unknown, headers: Record<string, string> = {}) =>
  call(`/v1/f/${formId}`, { method: 'POST', json, headers });

const clean = { name: 'Ada Lovelace', email: 'ada@example.org', age: 36, topic: 'sales', message: 'Please call me back.' };

beforeAll(async () => {
  server = await testApp({ ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000' }, { clock: clock.now });
  key = (await makeKey(server, { service: 'forms', plan: 'business' })).key;
  otherKey = (await makeKey(server, { service: 'forms', plan: 'business' })).key;
});

afterAll(() => server.close());

describe('form management', () => {
  test('create, get, list, patch and delete keep fields in builder order', async () => {
    const id = await newForm();
    const got = await (await call(`/v1/forms/${id}`)).json();
    expect(got.data.fields.map((field: { name: string }) => field.name)).toEqual(['name', 'email', 'age', 'topic', 'message']);
    expect(got.data.fields[0]).toMatchObject({ type: 'text', required: true, maxLength: 100 });
    const listed = await (await call('/v1/forms')).json();
    expect(listed.data.some((form: { id: string }) => form.id === id)).toBe(true);
    const patched = await (await call(`/v1/forms/${id}`, { method: 'PATCH', json: { name: 'Renamed' } })).json();
    expect(patched.data.name).toBe('Renamed');
    expect((await call(`/v1/forms/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/v1/forms/${id}`)).status).toBe(404);
  });

  test('a form deleted by another process while its definition is cached here: PATCH is 404 form_not_found, not a 500', async () => {
    const id = await newForm();
    expect((await call(`/v1/forms/${id}`)).status).toBe(200);
    // straight to the database, as another process would: this process's cached definition still names the form
    await server.services.database.db.delete(forms).where(eq(forms.id, id));
    const patched = await call(`/v1/forms/${id}`, { method: 'PATCH', json: { name: 'Renamed', fields: contactForm.fields } });
    expect({ status: patched.status, error: (await patched.json()).error }).toEqual({ status: 404, error: 'form_not_found' });
  });

  test('rejects duplicate fields and selects without options', async () => {
    expect((await call('/v1/forms', { method: 'POST', json: { name: 'x', fields: [{ name: 'a', type: 'text' }, { name: 'a', type: 'text' }] } })).status).toBe(400);
    expect((await call('/v1/forms', { method: 'POST', json: { name: 'x', fields: [{ name: 'a', type: 'select' }] } })).status).toBe(400);
  });
});

describe('access (contract: Authentication, Errors)', () => {
  test('401 without a key or with an analyzer key, 403 for another account, 404 for an unknown form', async () => {
    const id = await newForm();
    const anonymous = await server.request(`/v1/f/${id}/analytics`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toBe('missing_api_key');
    const analyzerKey = (await makeKey(server, { service: 'analyze', plan: 'free' })).key;
    expect((await call(`/v1/f/${id}/analytics`, { as: analyzerKey })).status).toBe(401);
    const foreign = await call(`/v1/f/${id}/analytics`, { as: otherKey });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error).toBe('forbidden');
    const missing = await call('/v1/f/frm_missing/analytics');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('form_not_found');
  });
});

describe('submit', () => {
  test('stores a valid submission and answers with its id', async () => {
    const id = await newForm();
    const response = await submit(id, clean);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: 'Submission received' });
    const listed = await (await call(`/v1/f/${id}/responses`)).json();
    expect(listed.data[0]._id).toBe(body.submissionId);
    expect(listed.data[0].data).toEqual(clean);
  });

  test('invalid JSON, non-objects, nested values and missing or invalid fields → 400 naming them', async () => {
    const id = await newForm();
    const malformed = await call(`/v1/f/${id}`, { method: 'POST', body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect((await submit(id, [1, 2])).status).toBe(400);
    const nested = await (await submit(id, { ...clean, name: { first: 'A' } })).json();
    expect(nested).toMatchObject({ error: 'invalid_payload', fields: { name: 'must be a scalar' } });
    const invalid = await submit(id, { email: 'not-an-email', age: 400, topic: 'other' });
    expect(invalid.status).toBe(400);
    const body = await invalid.json();
    expect(body.error).toBe('validation_failed');
    expect(Object.keys(body.fields).sort()).toEqual(['age', 'email', 'name', 'topic']);
  });

  test('spam is stored, flagged and answered like a clean submission', async () => {
    const id = await newForm();
    const response = await submit(id, { ...clean, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    const stored = await (await call(`/v1/f/${id}/responses?status=spam`)).json();
    expect(stored.pagination.total).toBe(1);
    expect(stored.data[0].telemetry.isSpam).toBe(true);
    expect(stored.data[0].telemetry.spamReasons.length).toBeGreaterThan(0);
    expect(stored.data[0].data.website).toBeUndefined();
  });

  test('Idempotency-Key replays the original answer; another body under the same key → 409', async () => {
    const id = await newForm();
    const first = await (await submit(id, clean, { 'idempotency-key': 'retry-1' })).json();
    const again = await (await submit(id, clean, { 'idempotency-key': 'retry-1' })).json();
    expect(again.submissionId).toBe(first.submissionId);
    const conflicting = await submit(id, { ...clean, name: 'Other' }, { 'idempotency-key': 'retry-1' });
    expect(conflicting.status).toBe(409);
    expect((await (await call(`/v1/f/${id}/responses`)).json()).pagination.total).toBe(1);
    const parallel = await Promise.all(Array.from({ length: 8 }, () => submit(id, clean, { 'idempotency-key': 'burst' }).then((r) => r.json())));
    expect(new Set(parallel.map((body) => body.submissionId)).size).toBe(1);
  });
});

describe('analytics definitions', () => {
  test('conversionRate truncates to 2 decimals: 340 / 1502 → 22.63; 0 without views', () => {
    expect(conversionRate(340, 1502)).toBe(22.63);
    expect(conversionRate(2, 3)).toBe(66.66);
    expect(conversionRate(5, 0)).toBe(0);
  });

  test('views, clean submissions, spam, completion time and the funnel in form order', async () => {
    const id = await newForm();
    const view = async () => (await (await call(`/v1/f/${id}/views`, { method: 'POST' })).json()).data.viewToken as string;
    const events = (viewToken: string, fields: string[]) =>
      call(`/v1/f/${id}/events`, { method: 'POST', json: { viewToken, events: fields.map((field) => ({ field, type: 'focus' })) } });
    const [a, b, c, d] = [await view(), await view(), await view(), await view()];
    await call(`/v1/f/${id}/views`, { method: 'POST', headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
    await events(a, ['name', 'email', 'message']);
    await events(b, ['name']);
    await events(c, ['name', 'email']);
    await events(d, ['email', 'name']);
    clock.advance(12_300);
    await submit(id, clean, { 'x-view-token': a });
    await submit(id, { ...clean, name: 'Grace Hopper' }, { 'x-view-token': d });
    await submit(id, { ...clean, website: 'bot' });
    const { data } = await (await call(`/v1/f/${id}/analytics`)).json();
    expect(data.views).toBe(4);
    expect(data.submissions).toBe(2);
    expect(data.spamCount).toBe(1);
    expect(data.conversionRate).toBe(50);
    expect(data.averageCompletionTime).toBe(12.3);
    expect(data.funnel).toEqual([
      { field: 'name', interactions: 4, dropoffs: 1 },
      { field: 'email', interactions: 3, dropoffs: 1 },
      { field: 'age', interactions: 0, dropoffs: 0 },
      { field: 'topic', interactions: 0, dropoffs: 0 },
      { field: 'message', interactions: 1, dropoffs: 0 },
    ]);
    const windowed = await (await call(`/v1/f/${id}/analytics?from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`)).json();
    expect(windowed.data).toEqual(data);
    while ((await foldCounts(server.services.database.db)) > 0);
    expect((await (await call(`/v1/f/${id}/analytics`)).json()).data).toEqual(data);
    expect((await call(`/v1/f/${id}/events`, { method: 'POST', json: { viewToken: `${a}x`, events: [{ field: 'name', type: 'blur' }] } })).status).toBe(400);
  });

  test.each([['unfolded', false], ['folded', true]])('marking spam moves the counts; deleting removes the row (%s)', async (_, fold) => {
    const id = await newForm();
    const { submissionId } = await (await submit(id, { ...clean, name: `Fold ${fold}` })).json();
    if (fold) while ((await foldCounts(server.services.database.db)) > 0);
    expect((await call(`/v1/f/${id}/responses/${submissionId}`, { method: 'PATCH', json: { isSpam: true } })).status).toBe(200);
    let { data } = await (await call(`/v1/f/${id}/analytics`)).json();
    expect([data.submissions, data.spamCount]).toEqual([0, 1]);
    expect((await (await call(`/v1/f/${id}/responses?status=spam`)).json()).pagination.total).toBe(1);
    expect((await call(`/v1/f/${id}/responses/${submissionId}`, { method: 'PATCH', json: { isSpam: true } })).status).toBe(200);
    expect((await (await call(`/v1/f/${id}/analytics`)).json()).data.spamCount).toBe(1);
    expect((await call(`/v1/f/${id}/responses/${submissionId}`, { method: 'DELETE' })).status).toBe(200);
    ({ data } = await (await call(`/v1/f/${id}/analytics`)).json());
    expect([data.submissions, data.spamCount]).toEqual([0, 0]);
    expect((await call(`/v1/f/${id}/responses/${submissionId}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('responses', () => {
  test('newest first with page, limit, status and a total that counts the filter', async () => {
    const id = await newForm();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      clock.advance(1000);
      ids.push((await (await submit(id, { ...clean, name: `P${i}` })).json()).submissionId);
    }
    const page = await (await call(`/v1/f/${id}/responses?limit=3&page=2`)).json();
    expect(page.pagination).toMatchObject({ total: 7, page: 2, limit: 3 });
    expect(page.data.map((r: { _id: string }) => r._id)).toEqual([ids[3], ids[2], ids[1]]);
    expect((await (await call(`/v1/f/${id}/responses`)).json()).pagination.limit).toBe(50);
    expect((await (await call(`/v1/f/${id}/responses?status=spam`)).json()).pagination.total).toBe(0);
  });

  test.each(['limit=0', 'limit=101', 'limit=abc', 'page=0', 'status=junk', 'cursor=%%%'])('%s → 400', async (query) => {
    const id = await newForm();
    expect((await call(`/v1/f/${id}/responses?${query}`)).status).toBe(400);
  });

  test('the cursor walks every row exactly once while new submissions arrive', async () => {
    const id = await newForm();
    for (let i = 0; i < 9; i++) {
      clock.advance(10);
      await submit(id, { ...clean, name: `W${i}` });
    }
    const seen: string[] = [];
    let page = await (await call(`/v1/f/${id}/responses?limit=4`)).json();
    seen.push(...page.data.map((r: { _id: string }) => r._id));
    while (page.pagination.hasMore) {
      clock.advance(10);
      await submit(id, { ...clean, name: 'arrives during the walk' });
      page = await (await call(`/v1/f/${id}/responses?limit=4&cursor=${page.pagination.nextCursor}`)).json();
      seen.push(...page.data.map((r: { _id: string }) => r._id));
    }
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
  });

  test('export streams every row as CSV or NDJSON', async () => {
    const id = await newForm();
    await submit(id, { ...clean, message: 'has, a comma and "quotes"' });
    await submit(id, clean);
    const csv = await call(`/v1/f/${id}/responses/export?format=csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('_id,createdAt,isSpam,spamScore,completionSeconds,ipAddress,name,email,age,topic,message,undeclared');
    expect(text).toContain('"has, a comma and ""quotes"""');
    const ndjson = await (await call(`/v1/f/${id}/responses/export?format=ndjson`)).text();
    expect(ndjson.trim().split('\n').map((line) => JSON.parse(line)._id)).toHaveLength(2);
  });
});

describe('HTTPS only', () => {
  test('plain HTTP is refused with 403 https_required; TLS and a trusted proxy pass', async () => {
    const strict = await testApp({});
    const strictKey = (await makeKey(strict, { service: 'forms', plan: 'free' })).key;
    const headers = { authorization: `Bearer ${strictKey}` };
    const plain = await strict.request('/v1/forms', { headers });
    expect(plain.status).toBe(403);
    expect((await plain.json()).error).toBe('https_required');
    const tls = await strict.app.handle(new Request('https://localhost/v1/forms', { headers }));
    expect(tls.status).toBe(200);
    expect((await strict.request('/v1/forms', { headers: { ...headers, 'x-forwarded-proto': 'https' } })).status).toBe(403);
    const proxied = await testApp({ TRUST_PROXY: 'true' });
    const proxiedKey = (await makeKey(proxied, { service: 'forms', plan: 'free' })).key;
    expect((await proxied.request('/v1/forms', { headers: { authorization: `Bearer ${proxiedKey}`, 'x-forwarded-proto': 'https' } })).status).toBe(200);
    expect((await proxied.request('/v1/forms', { headers: { authorization: `Bearer ${proxiedKey}` } })).status).toBe(403);
  });
});

describe('per-plan rate limits (contract: Limits)', () => {
  test('free accounts get 30 reads per minute, then 429 with Retry-After', async () => {
    const limitedClock = manualClock();
    const limited = await testApp({ ALLOW_INSECURE_HTTP: 'true' }, { clock: limitedClock.now });
    const freeKey = (await makeKey(limited, { service: 'forms', plan: 'free' })).key;
    const read = () => limited.request('/v1/forms', { headers: { authorization: `Bearer ${freeKey}` } });
    for (let i = 0; i < 30; i++) expect((await read()).status).toBe(200);
    const denied = await read();
    expect(denied.status).toBe(429);
    expect(Number(denied.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(denied.headers.get('x-ratelimit-limit')).toBe('30');
    limitedClock.advance(60_000);
    expect((await read()).status).toBe(200);
  });
});
