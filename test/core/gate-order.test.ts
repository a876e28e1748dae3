import { beforeAll, describe, expect, test } from 'bun:test';
import { recordTransportAddress } from '../../src/request-context.ts';
import { ADMIN_TOKEN, adminHeaders, testApp, type TestApp } from '../support/app.ts';
import { makeKey } from '../support/keys.ts';

/**
 * Request order on every gated route: authenticate → authorise → limit → read and validate the body. A refused
 * request is answered without its body being read: the bodies below include one that never ends.
 */
let server: TestApp;
let analyzeKey: string;
let formsKey: string;
let foreignFormId: string;

beforeAll(async () => {
  server = await testApp({ ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '10000' });
  analyzeKey = (await makeKey(server, { service: 'analyze', plan: 'pro' })).key;
  formsKey = (await makeKey(server, { service: 'forms', plan: 'business' })).key;
  const otherKey = (await makeKey(server, { service: 'forms', plan: 'free' })).key;
  const created = await server.request('/v1/forms', {
    method: 'POST', headers: { authorization: `Bearer ${otherKey}` }, json: { name: 'Other', fields: [{ name: 'email', type: 'email' }] },
  });
  foreignFormId = (await created.json()).data.id;
});

const MEGABYTE = 1_048_576;
const deep = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);
const HOSTILE_BODIES: Array<[string, string, string]> = [
  ['1 MB text/plain', 'text/plain', 'x'.repeat(MEGABYTE - 16)],
  ['1 MB JSON string', 'application/json', JSON.stringify('x'.repeat(MEGABYTE - 16))],
  ['10,000-deep objects', 'application/json', deep(10_000, '{"a":', '}')],
  ['10,000-deep arrays', 'application/json', deep(10_000, '[', ']')],
  ['a prompt with toString', 'application/json', '{"prompt":{"toString":1}}'],
  ['an empty object', 'application/json', '{}'],
];

/** A body that never ends: a route that read it would never answer. */
const endlessBody = () => new ReadableStream<Uint8Array>({ start(controller) { controller.enqueue(new TextEncoder().encode('{"prompt":')); } });

function post(path: string, body: BodyInit, headers: Record<string, string>) {
  return server.app.handle(new Request(`http://localhost${path}`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit));
}

async function timed(response: Promise<Response>) {
  const started = performance.now();
  const answer = await response;
  return { status: answer.status, body: await answer.json(), ms: performance.now() - started, headers: answer.headers };
}

describe('no key: 401 before the body is read, whatever the body', () => {
  for (const [path, code] of [['/api/analyze', 'missing_api_key'], ['/v1/forms', 'missing_api_key'], ['/admin/keys', 'invalid_admin_token']] as const) {
    test.each(HOSTILE_BODIES)(`${path}: %s → 401 ${code}`, async (_, contentType, body) => {
      const answer = await timed(post(path, body, { 'content-type': contentType }));
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe(code);
      expect(answer.ms).toBeLessThan(50);
    });

    test(`${path}: a body that never ends → 401`, async () => {
      const answer = await timed(post(path, endlessBody(), { 'content-type': 'application/json' }));
      expect(answer.status).toBe(401);
      expect(answer.headers.get('x-request-id')).toBeTruthy();
    });
  }
});

describe('with a key: bounded bodies, the contract\'s 400 codes, never a 500', () => {
  test.each(HOSTILE_BODIES)('/api/analyze: %s → 400 Bad request', async (_, contentType, body) => {
    const answer = await timed(post('/api/analyze', body, { 'content-type': contentType, authorization: `Bearer ${analyzeKey}` }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Bad request');
    expect(answer.ms).toBeLessThan(500);
  });

  test.each(HOSTILE_BODIES)('/admin/keys: %s → 400 Bad request', async (_, contentType, body) => {
    const answer = await timed(post('/admin/keys', body, { 'content-type': contentType, ...adminHeaders }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Bad request');
  });

  test('nesting is refused past 64 levels, before parsing', async () => {
    const answer = await timed(post('/api/analyze', deep(65, '[', ']'), { 'content-type': 'application/json', authorization: `Bearer ${analyzeKey}` }));
    expect(answer.body.message).toContain('nests deeper than 64 levels');
    const inside = JSON.stringify({ prompt: 'count orders', note: '['.repeat(500) });
    expect((await timed(post('/api/analyze', inside, { 'content-type': 'application/json', authorization: `Bearer ${analyzeKey}` }))).status).toBe(200);
  });
});

describe('authorisation before limits and validation (forms)', () => {
  test('a forms key on another account\'s form → 403 before the body is read or validated', async () => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${formsKey}` };
    for (const body of ['{}', '{"events":"nope"}', deep(10_000, '[', ']')]) {
      const answer = await timed(post(`/v1/f/${foreignFormId}/events`, body, headers));
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe('forbidden');
      expect(answer.headers.get('x-ratelimit-limit')).toBeTruthy();
    }
    expect((await timed(post(`/v1/f/${foreignFormId}/events`, endlessBody(), headers))).status).toBe(403);
  });

  test('an id that cannot name anything → 400 invalid_parameter before any lookup', async () => {
    const response = await server.request('/v1/forms/abc%00def', { headers: { authorization: `Bearer ${formsKey}` } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_parameter', parameter: 'id' });
    expect((await server.request('/v1/f/%ED%A0%80/analytics', { headers: { authorization: `Bearer ${formsKey}` } })).status).toBe(400);
  });
});

describe('body cap (MAX_BODY_BYTES)', () => {
  const oversized = 'x'.repeat(MEGABYTE + 1);

  test('a declared body above the cap → JSON 413 with the request id and rate-limit headers', async () => {
    const answer = await timed(post('/api/analyze', oversized, { 'content-type': 'application/json', authorization: `Bearer ${analyzeKey}` }));
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: 'payload_too_large', limit: MEGABYTE });
    expect(answer.headers.get('x-request-id')).toBeTruthy();
    expect(answer.headers.get('x-ratelimit-limit')).toBeTruthy();
  });

  test('a chunked body (no Content-Length) is cut off at the cap → the same 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(65_536));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        if (sent > 4 * MEGABYTE) controller.close();
      },
    });
    const answer = await timed(post('/api/analyze', stream, { 'content-type': 'application/json', authorization: `Bearer ${analyzeKey}` }));
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe('payload_too_large');
    expect(answer.headers.get('x-ratelimit-remaining')).toBeTruthy();
    expect(sent).toBeLessThan(2 * MEGABYTE);
  });

  test('below the cap the contract\'s 400 codes, as before', async () => {
    const answer = await timed(post('/api/analyze', JSON.stringify({ prompt: 'x'.repeat(9000) }), { 'content-type': 'application/json', authorization: `Bearer ${analyzeKey}` }));
    expect(answer.body).toMatchObject({ error: 'prompt_too_long', limit: 4000 });
  });
});

describe('prompt length in characters (code points)', () => {
  test('4000 emoji are allowed, 4001 are prompt_too_long', async () => {
    const emoji = (count: number) => JSON.stringify({ prompt: '😀'.repeat(count) });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${analyzeKey}` };
    expect((await timed(post('/api/analyze', emoji(4000), headers))).status).toBe(200);
    const over = await timed(post('/api/analyze', emoji(4001), headers));
    expect(over.body).toMatchObject({ error: 'prompt_too_long', limit: 4000 });
    expect(over.body.message).toBe('prompt has 4001 characters; the limit is 4000');
  });
});

describe('operator routes are limited per address', () => {
  test('wrong admin tokens draw from the address\'s bucket: 401s, then 429; another address is unaffected', async () => {
    const limited = await testApp({ BURST_LIMIT: '3' });
    const from = (address: string, token: string) => {
      const request = new Request('http://localhost/admin/keys', { headers: { authorization: `Bearer ${token}` } });
      recordTransportAddress(request, address);
      return limited.app.handle(request);
    };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from('198.51.100.1', `wrong-token-${i}-0123456789`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await from('198.51.100.2', 'wrong-token-0123456789')).status).toBe(401);
    expect((await from('198.51.100.1', ADMIN_TOKEN)).status).toBe(200);
  });
});
