import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { testApp, type TestApp } from '../support/app.ts';
import { makeKey } from '../support/keys.ts';

/** A checkbox without a value attribute posts "on": a boolean field of a form body reads it as true. */
let server: TestApp;
let key: string;
let formId: string;

const HUMAN_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const call = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  server.request(path, { ...init, headers: { authorization: `Bearer ${key}`, 'user-agent': HUMAN_UA, accept: 'application/json', ...(init.headers as Record<string, string>) } });
const postForm = (body: URLSearchParams | FormData, headers: Record<string, string> = {}) =>
  call(`/v1/f/${formId}`, { method: 'POST', body: body instanceof URLSearchParams ? body.toString() : body, headers: { ...(body instanceof URLSearchParams ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers } });
const latest = async () => (await (await call(`/v1/f/${formId}/responses?limit=1`)).json()).data[0].data;

beforeAll(async () => {
  server = await testApp({ ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000', BACKGROUND_JOBS: 'false' });
  key = (await makeKey(server, { service: 'forms', plan: 'business' })).key;
  const created = await call('/v1/forms', {
    method: 'POST',
    json: { name: 'Newsletter', fields: [{ name: 'consent', type: 'boolean', required: true }, { name: 'newsletter', type: 'boolean' }, { name: 'note', type: 'text' }] },
  });
  formId = (await created.json()).data.id;
});
afterAll(() => server.close());

describe('boolean fields in browser bodies', () => {
  test('URL-encoded and multipart "on" pass a boolean field and are stored as "true"', async () => {
    expect((await postForm(new URLSearchParams({ consent: 'on', newsletter: 'on' }))).status).toBe(200);
    expect(await latest()).toEqual({ consent: 'true', newsletter: 'true' });
    const multipart = new FormData();
    multipart.append('consent', 'on');
    expect((await postForm(multipart)).status).toBe(200);
    expect(await latest()).toEqual({ consent: 'true' });
  });

  test('"on" is only a boolean\'s: a text field and an undeclared member keep it as sent', async () => {
    expect((await postForm(new URLSearchParams({ consent: 'on', note: 'on', extra: 'on' }))).status).toBe(200);
    expect(await latest()).toEqual({ consent: 'true', note: 'on', extra: 'on' });
  });

  test('an unchecked box sends nothing, and absence is not false: a required boolean is still required', async () => {
    const response = await postForm(new URLSearchParams({ newsletter: 'on' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'validation_failed', fields: { consent: 'is required' } });
  });

  test('in JSON "on" is still not a boolean (the contract is unchanged for JSON clients)', async () => {
    const response = await call(`/v1/f/${formId}`, { method: 'POST', json: { consent: 'on' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'validation_failed', fields: { consent: 'must be true or false' } });
  });

  test('"on" and "true" are the same values for Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `checkbox-${crypto.randomUUID()}` };
    const first = await postForm(new URLSearchParams({ consent: 'on' }), headers);
    const again = await postForm(new URLSearchParams({ consent: 'true' }), headers);
    expect(again.status).toBe(200);
    expect((await again.json()).submissionId).toBe((await first.json()).submissionId);
  });
});
