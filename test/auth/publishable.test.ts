import { beforeAll, describe, expect, test } from 'bun:test';
import { createLogger } from '../../src/logger.ts';
import { adminHeaders, testApp, type TestApp } from '../support/app.ts';
import { makeKey, manualClock } from '../support/keys.ts';

/** Issue 10: publishable forms keys, allowed origins, CORS on the page routes. */
const SITE = 'https://shop.example.org';
const OTHER_SITE = 'https://evil.example.net';
const HUMAN_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let server: TestApp;
let secret: { key: string; accountId: string };
let publishable: { id: string; key: string; prefix: string; kind: string };
let formId: string;

let visitor = 0;
/** Each request from its own client address: the per-address share of publishable traffic is tested apart. */
const call = (path: string, init: RequestInit & { json?: unknown } = {}) => server.request(path, {
  ...init, headers: { 'user-agent': HUMAN_UA, 'x-forwarded-for': `198.51.100.${(visitor += 1) % 250}`, ...(init.headers as Record<string, string>) },
});
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const fromSite = (key: string, origin = SITE) => ({ ...bearer(key), origin });

async function newForm(settings: Record<string, unknown>): Promise<string> {
  const response = await call('/v1/forms', { method: 'POST', headers: bearer(secret.key), json: { name: 'Contact', fields: [{ name: 'email', type: 'email', required: true }], settings } });
  expect(response.status).toBe(201);
  return (await response.json()).data.id;
}

async function errorOf(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  return (await response.json()).error;
}

beforeAll(async () => {
  server = await testApp({ ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000', BACKGROUND_JOBS: 'false', TRUST_PROXY: 'true' });
  secret = await makeKey(server, { service: 'forms', plan: 'business' });
  publishable = await makeKey(server, { service: 'forms', plan: 'business', accountId: secret.accountId, kind: 'publishable' }) as never;
  formId = await newForm({ allowedOrigins: [SITE] });
});

describe('creating publishable keys', () => {
  test('live and test prefixes keep the contract\'s mode prefix; listed with their kind', async () => {
    expect(publishable.key).toMatch(/^ff_live_pk_[A-Za-z0-9]{32}$/);
    expect(publishable.prefix).toBe(publishable.key.slice(0, 'ff_live_pk_'.length + 4));
    expect(publishable.kind).toBe('publishable');
    const testKey = await makeKey(server, { service: 'forms', plan: 'free', mode: 'test', kind: 'publishable', allowedOrigins: [SITE] }) as unknown as { key: string; allowedOrigins: string[] };
    expect(testKey.key).toMatch(/^ff_test_pk_[A-Za-z0-9]{32}$/);
    expect(testKey.allowedOrigins).toEqual([SITE]);
    const listed = await (await server.request(`/admin/keys?accountId=${secret.accountId}`, { headers: adminHeaders })).json();
    expect(listed.map((key: { kind: string }) => key.kind).sort()).toEqual(['publishable', 'secret']);
  });

  test('refused: a publishable analyzer key, origins on a secret key, a value that is not an origin', async () => {
    const create = (body: Record<string, unknown>) => server.request('/admin/keys', { method: 'POST', headers: adminHeaders, json: { service: 'forms', plan: 'free', ...body } });
    expect(await errorOf(await create({ service: 'analyze', kind: 'publishable' }), 400)).toBe('Bad request');
    expect(await errorOf(await create({ allowedOrigins: [SITE] }), 400)).toBe('Bad request');
    const bad = await create({ kind: 'publishable', allowedOrigins: ['https://shop.example.org/contact'] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('write https://shop.example.org');
  });

  test('a roll keeps the kind and the origins; PATCH changes the origins', async () => {
    const created = await makeKey(server, { service: 'forms', plan: 'free', kind: 'publishable', allowedOrigins: [SITE] });
    const patched = await server.request(`/admin/keys/${created.id}`, { method: 'PATCH', headers: adminHeaders, json: { allowedOrigins: [SITE, OTHER_SITE] } });
    expect((await patched.json()).allowedOrigins).toEqual([SITE, OTHER_SITE]);
    const rolled = await (await server.request(`/admin/keys/${created.id}/roll`, { method: 'POST', headers: adminHeaders, json: {} })).json();
    expect(rolled.key).toStartWith('ff_live_pk_');
    expect(rolled).toMatchObject({ kind: 'publishable', allowedOrigins: [SITE, OTHER_SITE] });
  });

  test('a form\'s allowedOrigins must be origins as browsers send them', async () => {
    const response = await call('/v1/forms', { method: 'POST', headers: bearer(secret.key), json: { name: 'x', fields: [], settings: { allowedOrigins: ['shop.example.org'] } } });
    expect(await errorOf(response, 400)).toBe('invalid_settings');
  });
});

describe('what a publishable key may do', () => {
  test('submit, post a view and post field events from an allowed origin; the page may read the answers', async () => {
    const submitted = await call(`/v1/f/${formId}`, { method: 'POST', headers: fromSite(publishable.key), json: { email: 'ada@example.org' } });
    expect(submitted.status).toBe(200);
    expect(submitted.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(submitted.headers.get('vary')).toContain('Origin');
    expect(submitted.headers.get('access-control-expose-headers')).toContain('retry-after');
    const view = await call(`/v1/f/${formId}/views`, { method: 'POST', headers: fromSite(publishable.key) });
    expect(view.status).toBe(200);
    const { viewToken } = (await view.json()).data;
    const events = await call(`/v1/f/${formId}/events`, { method: 'POST', headers: fromSite(publishable.key), json: { viewToken, events: [{ field: 'email', type: 'focus' }] } });
    expect(events.status).toBe(200);
    expect((await (await call(`/v1/f/${formId}/responses`, { headers: bearer(secret.key) })).json()).data).toHaveLength(1);
  });

  test('the Referer\'s origin counts when Origin is missing', async () => {
    const response = await call(`/v1/f/${formId}`, { method: 'POST', headers: { ...bearer(publishable.key), referer: `${SITE}/contact?x=1` }, json: { email: 'ada@example.org' } });
    expect(response.status).toBe(200);
  });

  test('another origin, no origin at all, or a form without allowed origins → 403 origin_not_allowed', async () => {
    const other = await call(`/v1/f/${formId}`, { method: 'POST', headers: fromSite(publishable.key, OTHER_SITE), json: { email: 'ada@example.org' } });
    expect(await errorOf(other, 403)).toBe('origin_not_allowed');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const none = await call(`/v1/f/${formId}`, { method: 'POST', headers: bearer(publishable.key), json: { email: 'ada@example.org' } });
    expect(await errorOf(none, 403)).toBe('origin_not_allowed');
    const closed = await newForm({});
    expect(await errorOf(await call(`/v1/f/${closed}/views`, { method: 'POST', headers: fromSite(publishable.key) }), 403)).toBe('origin_not_allowed');
  });

  test('a key\'s own allowed origins narrow the form\'s', async () => {
    const narrow = await makeKey(server, { service: 'forms', plan: 'business', accountId: secret.accountId, kind: 'publishable', allowedOrigins: [OTHER_SITE] });
    const refused = await call(`/v1/f/${formId}`, { method: 'POST', headers: fromSite(narrow.key), json: { email: 'ada@example.org' } });
    expect(await errorOf(refused, 403)).toBe('origin_not_allowed');
    expect(refused.headers.get('access-control-allow-origin')).toBe(SITE);
    const both = await newForm({ allowedOrigins: [SITE, OTHER_SITE] });
    expect((await call(`/v1/f/${both}`, { method: 'POST', headers: fromSite(narrow.key, OTHER_SITE), json: { email: 'ada@example.org' } })).status).toBe(200);
  });

  test('anything else → 403 publishable_key_forbidden, even from an allowed origin', async () => {
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/v1/f/${formId}/responses`], ['GET', `/v1/f/${formId}/analytics`], ['GET', `/v1/f/${formId}/responses/export`],
      ['GET', '/v1/forms'], ['POST', '/v1/forms', { name: 'x', fields: [] }], ['GET', `/v1/forms/${formId}`],
      ['PATCH', `/v1/forms/${formId}`, { name: 'renamed' }], ['DELETE', `/v1/forms/${formId}`], ['POST', '/v1/erasures', { email: 'ada@example.org' }],
    ];
    for (const [method, path, json] of attempts) {
      expect(await errorOf(await call(path, { method, headers: fromSite(publishable.key), json }), 403)).toBe('publishable_key_forbidden');
    }
    expect((await call(`/v1/forms/${formId}`, { headers: bearer(secret.key) })).status).toBe(200);
  });

  test('relaying for someone else needs a secret key', async () => {
    const relayed = await call(`/v1/f/${formId}`, { method: 'POST', headers: { ...fromSite(publishable.key), 'forms-client-ip': '203.0.113.9' }, json: { email: 'ada@example.org' } });
    expect(await errorOf(relayed, 403)).toBe('publishable_key_forbidden');
  });

  test('only its own account\'s forms', async () => {
    const stranger = await makeKey(server, { service: 'forms', plan: 'business' });
    const foreign = await call('/v1/forms', { method: 'POST', headers: bearer(stranger.key), json: { name: 'theirs', fields: [], settings: { allowedOrigins: [SITE] } } });
    const foreignId = (await foreign.json()).data.id;
    expect(await errorOf(await call(`/v1/f/${foreignId}`, { method: 'POST', headers: fromSite(publishable.key), json: { a: 1 } }), 403)).toBe('forbidden');
  });
});

describe('?key= in the URL', () => {
  test('a publishable key may come in the query string', async () => {
    const response = await call(`/v1/f/${formId}?key=${publishable.key}`, { method: 'POST', headers: { origin: SITE }, json: { email: 'ada@example.org' } });
    expect(response.status).toBe(200);
  });

  test('a secret key there → 401 secret_key_in_url, with or without a header key; never a success', async () => {
    const alone = await call(`/v1/f/${formId}?key=${secret.key}`, { method: 'POST', headers: { origin: SITE }, json: { email: 'ada@example.org' } });
    expect(await errorOf(alone, 401)).toBe('secret_key_in_url');
    const beside = await call(`/v1/f/${formId}/responses?key=${secret.key}`, { headers: bearer(secret.key) });
    expect(await errorOf(beside, 401)).toBe('secret_key_in_url');
    const analyzer = await makeKey(server, { service: 'analyze', plan: 'free' });
    expect(await errorOf(await call(`/api/analyze?key=${analyzer.key}`, { method: 'POST', json: { prompt: 'count orders' } }), 401)).toBe('secret_key_in_url');
  });

  test('the key twice in the URL → 400 invalid_parameter', async () => {
    const twice = await call(`/v1/f/${formId}?key=${publishable.key}&key=${publishable.key}`, { method: 'POST', headers: { origin: SITE }, json: { email: 'ada@example.org' } });
    expect(await errorOf(twice, 400)).toBe('invalid_parameter');
  });

  test('the access log carries neither key', async () => {
    const lines: string[] = [];
    const logged = await testApp({ ALLOW_INSECURE_HTTP: 'true', LOG_LEVEL: 'info' }, { logger: createLogger('info', (line) => lines.push(line)) });
    const send = (path: string, init: RequestInit) => logged.app.handle(new Request(`http://localhost${path}`, init));
    const body = JSON.stringify({ email: 'ada@example.org' });
    const headers = { origin: SITE, 'content-type': 'application/json' };
    expect((await send(`/v1/f/${formId}?key=${publishable.key}`, { method: 'POST', headers, body })).status).toBe(200);
    expect((await send(`/v1/f/${formId}?key=${secret.key}`, { method: 'POST', headers, body })).status).toBe(401);
    expect((await send(`/v1/f/nope?key=${publishable.key}`, { method: 'OPTIONS', headers })).status).toBe(403);
    await Bun.sleep(10);
    const everything = lines.join('\n');
    expect(lines.filter((line) => line.includes('"event":"request"'))).toHaveLength(3);
    for (const key of [publishable.key, secret.key]) expect(everything).not.toContain(key);
    await logged.close();
  });
});

describe('CORS', () => {
  const preflight = (path: string, origin: string | null) => call(path, {
    method: 'OPTIONS',
    headers: { ...(origin ? { origin } : {}), 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-view-token' },
  });

  test('a preflight of a page route is answered without a key, for the form\'s allowed origins', async () => {
    for (const path of [`/v1/f/${formId}`, `/v1/f/${formId}/views`, `/v1/f/${formId}/events`]) {
      const response = await preflight(path, SITE);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
      expect(response.headers.get('access-control-allow-methods')).toBe('POST');
      expect(response.headers.get('access-control-allow-headers')).toContain('x-view-token');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('x-ratelimit-limit')).not.toBeNull();
    }
  });

  test('another origin, no origin or an unknown form → 403 origin_not_allowed without CORS headers', async () => {
    for (const [path, origin] of [[`/v1/f/${formId}`, OTHER_SITE], [`/v1/f/${formId}`, null], ['/v1/f/frm_unknown', SITE]] as const) {
      const response = await preflight(path, origin);
      expect(await errorOf(response, 403)).toBe('origin_not_allowed');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  test('secret-only routes get no preflight answer and never a CORS header', async () => {
    expect(await errorOf(await preflight(`/v1/f/${formId}/responses`, SITE), 401)).toBe('missing_api_key');
    const read = await call(`/v1/f/${formId}/responses`, { headers: fromSite(secret.key) });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a refusal on a page route is readable by an allowed page (401 with the CORS headers)', async () => {
    const response = await call(`/v1/f/${formId}`, { method: 'POST', headers: { origin: SITE }, json: { email: 'ada@example.org' } });
    expect(await errorOf(response, 401)).toBe('missing_api_key');
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});
