import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { prefersHtml } from '../../plugins/forms/routes/html.ts';
import { testApp, type TestApp } from '../support/app.ts';
import { makeKey, manualClock } from '../support/keys.ts';

/** Issue 10, browser posts: form-encoded and multipart bodies, and HTML posts answered with redirects and pages. */
const clock = manualClock();
let server: TestApp;
let key: string;

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const HUMAN_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const REFERER = 'https://www.example.org/contact?from="x"&y=<1>';
const URLENCODED = 'application/x-www-form-urlencoded';

type Init = RequestInit & { json?: unknown; as?: string };
const call = (path: string, init: Init = {}) => {
  const { as = key, ...rest } = init;
  return server.request(path, { ...rest, headers: { authorization: `Bearer ${as}`, 'user-agent': HUMAN_UA, ...(rest.headers as Record<string, string>) } });
};

async function newForm(body: unknown): Promise<string> {
  const response = await call('/v1/forms', { method: 'POST', json: body });
  expect(response.status).toBe(201);
  return (await response.json()).data.id;
}

/** A plain `<form method="post">` as a browser sends it: URL-encoded, Accept preferring HTML, a Referer. */
const browserPost = (formId: string, body: string | FormData, headers: Record<string, string> = {}, as = key) =>
  call(`/v1/f/${formId}`, {
    method: 'POST', body, as,
    headers: { accept: BROWSER_ACCEPT, referer: REFERER, ...(typeof body === 'string' ? { 'content-type': URLENCODED } : {}), ...headers },
  });

const responses = async (formId: string) => (await (await call(`/v1/f/${formId}/responses?limit=100`)).json()).data;

async function expectPage(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('content-security-policy')).toContain('default-src \'none\'');
  const html = await response.text();
  expect(html).toStartWith('<!doctype html>');
  expect(html).not.toMatch(/<script|src=|<link/);
  expect(html).toContain('<a href="https://www.example.org/contact?from=&quot;x&quot;&amp;y=&lt;1&gt;">Back to the form</a>');
  return html;
}

beforeAll(async () => {
  server = await testApp({ ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000', BACKGROUND_JOBS: 'false' }, { clock: clock.now });
  key = (await makeKey(server, { service: 'forms', plan: 'business' })).key;
});

afterAll(() => server.close());

describe('Accept: does the client rank text/html above application/json?', () => {
  test.each([
    [BROWSER_ACCEPT, true],
    ['text/html', true],
    ['text/*, application/json;q=0.5', true],
    ['text/html;level=1;q=0.9, */*;q=0.1', true],
    ['*/*', false],
    ['application/json', false],
    ['application/json, text/html', false],
    ['text/html;q=0.5, application/json', false],
    ['text/html;q=0, */*', false],
    ['', false],
  ])('%p → %p', (accept, expected) => {
    expect(prefersHtml(accept)).toBe(expected);
  });
});

describe('form-encoded and multipart bodies', () => {
  test('URL-encoded: values are strings, repeated names (checkbox groups) joined with commas; JSON reply when asked', async () => {
    const id = await newForm({ name: 'Contact', fields: [{ name: 'email', type: 'email', required: true }, { name: 'seats', type: 'number', min: 1 }] });
    const body = new URLSearchParams([['email', 'ada@example.org'], ['seats', '3'], ['topics', 'pricing'], ['topics', 'support'], ['note', 'a, b & c']]);
    const response = await call(`/v1/f/${id}`, { method: 'POST', body: body.toString(), headers: { 'content-type': URLENCODED, accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, message: 'Submission received' });
    const [record] = await responses(id);
    expect(record.data).toEqual({ email: 'ada@example.org', seats: '3', topics: 'pricing,support', note: 'a, b & c' });
  });

  test('multipart (fetch() with FormData and the default Accept */*) gets JSON; validation applies alike', async () => {
    const id = await newForm({ name: 'Multipart', fields: [{ name: 'email', type: 'email', required: true }] });
    const data = new FormData();
    data.append('email', 'grace@example.org');
    data.append('colour', 'red');
    data.append('colour', 'blue');
    const stored = await call(`/v1/f/${id}`, { method: 'POST', body: data, headers: { accept: '*/*' } });
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toStartWith('application/json');
    const invalid = new FormData();
    invalid.append('email', 'not an address');
    const refused = await call(`/v1/f/${id}`, { method: 'POST', body: invalid });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'validation_failed', fields: { email: 'must be an e-mail address' } });
    expect((await responses(id)).map((record: { data: unknown }) => record.data)).toEqual([{ email: 'grace@example.org', colour: 'red,blue' }]);
  });

  test('a file part → 415 unsupported_media_type naming the field; nothing stored (JSON and HTML alike)', async () => {
    const id = await newForm({ name: 'Upload', fields: [] });
    const data = new FormData();
    data.append('name', 'Ada');
    data.append('cv', new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    const json = await call(`/v1/f/${id}`, { method: 'POST', body: data, headers: { accept: 'application/json' } });
    expect(json.status).toBe(415);
    const body = await json.json();
    expect(body).toMatchObject({ error: 'unsupported_media_type', fields: { cv: 'is a file' } });
    expect(body.message).toContain('File uploads are not accepted');
    const html = await expectPage(await browserPost(id, data), 415);
    expect(html).toContain('File uploads are not accepted');
    expect(html).toContain('<strong>cv</strong> is a file');
    expect(await responses(id)).toEqual([]);
  });

  test('a body of another media type → 415 (it used to be stored as an empty submission)', async () => {
    const id = await newForm({ name: 'Bytes', fields: [] });
    for (const type of ['application/octet-stream', 'application/xml', '*/*']) {
      const response = await call(`/v1/f/${id}`, { method: 'POST', body: 'a=1', headers: { 'content-type': type } });
      expect(response.status).toBe(415);
      expect((await response.json()).error).toBe('unsupported_media_type');
    }
    expect(await responses(id)).toEqual([]);
  });

  test('in JSON, _next and _view_token are ordinary members (the contract is unchanged for JSON clients)', async () => {
    const id = await newForm({ name: 'Json', fields: [] });
    expect((await call(`/v1/f/${id}`, { method: 'POST', json: { _next: 'https://evil.example/', _view_token: 'x' } })).status).toBe(200);
    expect((await responses(id))[0].data).toEqual({ _next: 'https://evil.example/', _view_token: 'x' });
  });
});

describe('HTML posts', () => {
  test('success without a success URL → a built-in thank-you page with a way back', async () => {
    const id = await newForm({ name: 'Thanks', fields: [{ name: 'email', type: 'email', required: true }] });
    const html = await expectPage(await browserPost(id, 'email=ada%40example.org'), 200);
    expect(html).toContain('<h1>Thank you</h1>');
    expect((await responses(id))[0].data).toEqual({ email: 'ada@example.org' });
  });

  test('success with settings.successUrl → 303 to it; multipart alike', async () => {
    const id = await newForm({ name: 'Redirect', fields: [], settings: { successUrl: 'https://www.example.org/thanks' } });
    const response = await browserPost(id, 'message=hello');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://www.example.org/thanks');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    // the access-log hook (which counts) runs after the response, in a later turn of the event loop (later still on a loaded machine)
    const counted = /http_requests_total\{[^}]*route="\/v1\/f\/:formId"[^}]*status="303"[^}]*\} 1/;
    let metrics = '';
    for (const deadline = performance.now() + 5000; !counted.test(metrics) && performance.now() < deadline; await Bun.sleep(10)) {
      metrics = await (await server.request('/metrics')).text();
    }
    expect(metrics).toMatch(counted);
    const data = new FormData();
    data.append('message', 'hi again');
    const multipart = await browserPost(id, data);
    expect(multipart.status).toBe(303);
    expect(multipart.headers.get('location')).toBe('https://www.example.org/thanks');
    expect((await responses(id)).map((record: { data: { message: string } }) => record.data.message).sort()).toEqual(['hello', 'hi again']);
  });

  test('_next overrides the success URL only on an allowed origin; otherwise 400 naming _next and nothing stored', async () => {
    const id = await newForm({
      name: 'Next', fields: [],
      settings: { successUrl: 'https://www.example.org/thanks', allowedOrigins: ['https://shop.example.org'] },
    });
    const allowed = await browserPost(id, `message=a&_next=${encodeURIComponent('https://shop.example.org/done?ok=1')}`);
    expect(allowed.status).toBe(303);
    expect(allowed.headers.get('location')).toBe('https://shop.example.org/done?ok=1');
    for (const next of ['https://evil.example/phish', 'https://shop.example.org.evil.example/', '/relative', 'javascript:alert(1)', 'http://shop.example.org/']) {
      const html = await expectPage(await browserPost(id, `message=b&_next=${encodeURIComponent(next)}`), 400);
      expect(html).toContain('<strong>_next</strong> is not on an allowed origin');
    }
    const fromFetch = await call(`/v1/f/${id}`, { method: 'POST', body: '_next=https%3A%2F%2Fevil.example%2F', headers: { 'content-type': URLENCODED } });
    expect(fromFetch.status).toBe(400);
    expect((await fromFetch.json()).error).toBe('validation_failed');
    expect((await responses(id)).map((record: { data: unknown }) => record.data)).toEqual([{ message: 'a' }]);
  });

  test('validation errors → a 400 page with the message and the fields named (escaped), never JSON', async () => {
    const id = await newForm({ name: 'Strict', fields: [{ name: 'email', type: 'email', required: true }], settings: { undeclaredFields: 'reject' } });
    const html = await expectPage(await browserPost(id, 'email=nope&%3Cb%3Ebold=1'), 400);
    expect(html).toContain('<h1>Please check the form</h1>');
    expect(html).toContain('Some fields are missing or invalid');
    expect(html).toContain('<strong>email</strong> must be an e-mail address');
    expect(html).toContain('<strong>&lt;b&gt;bold</strong> is not a field of this form');
    expect(html).not.toContain('<b>');
    const asJson = await browserPost(id, 'email=nope', { accept: 'application/json' });
    expect(asJson.status).toBe(400);
    expect((await asJson.json()).error).toBe('validation_failed');
  });

  test('without a Referer the page still offers a way back', async () => {
    const id = await newForm({ name: 'NoReferer', fields: [{ name: 'email', type: 'email', required: true }] });
    const response = await call(`/v1/f/${id}`, { method: 'POST', body: 'email=', headers: { 'content-type': URLENCODED, accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Back button');
  });

  test('refusals before the route — key, unknown form, body size — are pages with their status', async () => {
    const id = await newForm({ name: 'Gate', fields: [] });
    const badKey = await expectPage(await browserPost(id, 'a=1', {}, 'ff_live_nope'), 401);
    expect(badKey).toContain('This form cannot take submissions right now');
    await expectPage(await browserPost('frm_missing', 'a=1'), 404);
    const small = await testApp({ ALLOW_INSECURE_HTTP: 'true', BACKGROUND_JOBS: 'false', MAX_BODY_BYTES: '1024' });
    const smallKey = (await makeKey(small, { service: 'forms', plan: 'business' })).key;
    const smallForm = (await (await small.request('/v1/forms', { method: 'POST', json: { name: 'Small', fields: [] }, headers: { authorization: `Bearer ${smallKey}` } })).json()).data.id;
    const tooLarge = await small.request(`/v1/f/${smallForm}`, {
      method: 'POST', body: `text=${'x'.repeat(2000)}`, headers: { authorization: `Bearer ${smallKey}`, 'content-type': URLENCODED, accept: BROWSER_ACCEPT, referer: REFERER },
    });
    expect(await expectPage(tooLarge, 413)).toContain('The body exceeds 1024 bytes');
    await small.close();
  });

  test('the plan limit → a 429 page keeping Retry-After', async () => {
    const limitedClock = manualClock(Date.UTC(2027, 2, 1, 9, 30, 0));
    const limited = await testApp({ ALLOW_INSECURE_HTTP: 'true', BACKGROUND_JOBS: 'false' }, { clock: limitedClock.now });
    const freeKey = (await makeKey(limited, { service: 'forms', plan: 'free' })).key;
    const headers = { authorization: `Bearer ${freeKey}` };
    const formId = (await (await limited.request('/v1/forms', { method: 'POST', json: { name: 'Limited', fields: [] }, headers })).json()).data.id;
    for (let i = 1; i < 60; i++) expect((await limited.request(`/v1/f/${formId}`, { method: 'POST', json: { i }, headers })).status).toBe(200);
    const denied = await limited.request(`/v1/f/${formId}`, { method: 'POST', body: 'a=1', headers: { ...headers, 'content-type': URLENCODED, accept: BROWSER_ACCEPT, referer: REFERER } });
    expect(Number(denied.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await expectPage(denied, 429)).toContain('Too many submissions');
    await limited.close();
  });
});

describe('honeypot, view token and idempotency work alike for every body kind', () => {
  test('a filled honeypot is stored as spam and answered alike; the honeypot is never data', async () => {
    const id = await newForm({ name: 'Honeypot', fields: [{ name: 'email', type: 'email' }], settings: { honeypotField: 'website', successUrl: 'https://www.example.org/thanks' } });
    const bot = await browserPost(id, 'email=bot%40example.org&website=http%3A%2F%2Fspam.example');
    expect(bot.status).toBe(303);
    const human = new FormData();
    human.append('email', 'ada@example.org');
    human.append('website', '');
    expect((await call(`/v1/f/${id}`, { method: 'POST', body: human })).status).toBe(200);
    const records = [...await responses(id), ...(await (await call(`/v1/f/${id}/responses?status=spam`)).json()).data];
    expect(records.map((record: { data: { email: string }; telemetry: { isSpam: boolean } }) => `${JSON.stringify(record.data)} spam=${record.telemetry.isSpam}`).sort()).toEqual([
      '{"email":"ada@example.org"} spam=false',
      '{"email":"bot@example.org"} spam=true',
    ]);
  });

  test('the view token in a hidden _view_token field measures completion time and is not stored', async () => {
    const id = await newForm({ name: 'Views', fields: [{ name: 'email', type: 'email' }] });
    const token = async () => (await (await call(`/v1/f/${id}/views`, { method: 'POST' })).json()).data.viewToken as string;
    const urlencodedToken = await token();
    clock.advance(12_300);
    await expectPage(await browserPost(id, `email=a%40example.org&_view_token=${encodeURIComponent(urlencodedToken)}`), 200);
    const multipartToken = await token();
    clock.advance(4_000);
    const data = new FormData();
    data.append('email', 'b@example.org');
    data.append('_view_token', multipartToken);
    expect((await call(`/v1/f/${id}`, { method: 'POST', body: data })).status).toBe(200);
    const seconds = Object.fromEntries((await responses(id)).map((record: { data: { email: string }; telemetry: { completionSeconds: number } }) => [record.data.email, record.telemetry.completionSeconds]));
    expect(seconds).toEqual({ 'a@example.org': 12.3, 'b@example.org': 4 });
    expect((await responses(id)).every((record: { data: object }) => !('_view_token' in record.data))).toBe(true);
    const analytics = (await (await call(`/v1/f/${id}/analytics`)).json()).data;
    expect(analytics).toMatchObject({ views: 2, submissions: 2, averageCompletionTime: 8.2 });
  });

  test('an Idempotency-Key retry of a form post returns the original answer; another body → 409 page', async () => {
    const id = await newForm({ name: 'Retry', fields: [], settings: { successUrl: 'https://www.example.org/thanks', allowedOrigins: ['https://www.example.org'] } });
    const once = { 'idempotency-key': 'order-7' };
    const body = 'item=tea&item=cake&_next=https%3A%2F%2Fwww.example.org%2Fdone';
    const first = await browserPost(id, body, once);
    const retry = await browserPost(id, body, once);
    expect([first.status, retry.status]).toEqual([303, 303]);
    expect(retry.headers.get('location')).toBe('https://www.example.org/done');
    const data = new FormData();
    data.append('item', 'tea');
    data.append('item', 'cake');
    const asMultipart = await call(`/v1/f/${id}`, { method: 'POST', body: data, headers: once });
    expect(asMultipart.status).toBe(200);
    const submissionId = (await asMultipart.json()).submissionId;
    expect((await responses(id)).map((record: { _id: string }) => record._id)).toEqual([submissionId]);
    const html = await expectPage(await browserPost(id, 'item=coffee', once), 409);
    expect(html).toContain('This Idempotency-Key was used with a different body');
  });
});

describe('settings', () => {
  test.each([
    [{ successUrl: 'ftp://example.org/' }, 'successUrl: must be an absolute http(s) URL'],
    [{ successUrl: '/thanks' }, 'successUrl: must be an absolute http(s) URL'],
    [{ allowedOrigins: ['https://example.org/'] }, 'allowedOrigins: "https://example.org/" is not an origin'],
    [{ allowedOrigins: ['example.org'] }, 'allowedOrigins: "example.org" is not an origin'],
  ])('%p is refused', async (settings, message) => {
    const response = await call('/v1/forms', { method: 'POST', json: { name: 'Bad', fields: [], settings } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('invalid_settings');
    expect(body.message).toStartWith(message);
  });
});
