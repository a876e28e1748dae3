import { beforeAll, describe, expect, test } from 'bun:test';
import { adminHeaders, testApp, type TestApp } from '../support/app.ts';
import { analyze, makeKey, manualClock } from '../support/keys.ts';

let server: TestApp;
let key: string;
beforeAll(async () => {
  server = await testApp({ BURST_LIMIT: '1000' });
  key = (await makeKey(server, { service: 'analyze', plan: 'pro' })).key;
});

const errorOf = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('analyzer authentication (contract: Authentication)', () => {
  test('Bearer and X-Api-Key both authenticate; plan comes from the portal', async () => {
    const bearer = await analyze(server, key, { prompt: 'count orders', plan: 'ultra' });
    expect(bearer.status).toBe(200);
    const body = await bearer.json();
    expect(body.plan).toBe('pro');
    expect(body.planTier).toBe('pro');
    expect(body.message).toBe('Prompt analyzed successfully');
    expect(body.usage.limit).toBe(10_000);
    const viaHeader = await analyze(server, null, { prompt: 'count orders' }, { 'x-api-key': key });
    expect(viaHeader.status).toBe(200);
    expect((await viaHeader.json()).usage.used).toBe(body.usage.used + 1);
  });

  test('no key → 401 missing_api_key', async () => {
    expect(await errorOf(await analyze(server, null))).toMatchObject({ status: 401, body: { error: 'missing_api_key' } });
  });

  test('unknown, empty and other-service keys → 401 invalid_api_key', async () => {
    const forms = await makeKey(server, { service: 'forms', plan: 'free' });
    for (const candidate of ['pa_doesnotexist0000000000000000000', forms.key]) {
      expect(await errorOf(await analyze(server, candidate))).toMatchObject({ status: 401, body: { error: 'invalid_api_key' } });
    }
    const empty = await analyze(server, null, { prompt: 'x' }, { authorization: 'Bearer ' });
    expect((await errorOf(empty)).body.error).toBe('invalid_api_key');
  });

  test('a revoked key → 401 revoked_api_key at once on this process', async () => {
    const made = await makeKey(server, { service: 'analyze', plan: 'free' });
    expect((await analyze(server, made.key)).status).toBe(200);
    await server.request(`/admin/keys/${made.id}/revoke`, { method: 'POST', headers: adminHeaders });
    expect(await errorOf(await analyze(server, made.key))).toMatchObject({ status: 401, body: { error: 'revoked_api_key' } });
  });
});

describe('analyzer body validation (contract: Errors)', () => {
  test.each([
    ['prompt missing', {}],
    ['prompt not a string', { prompt: 42 }],
    ['fields not an array', { prompt: 'x', fields: 'a,b' }],
    ['collections not an array', { prompt: 'x', collections: { a: 1 } }],
    ['fields holding non-strings', { prompt: 'x', fields: ['a', 3] }],
  ])('%s → 400 Bad request', async (_, json) => {
    const { status, body } = await errorOf(await analyze(server, key, json));
    expect(status).toBe(400);
    expect(body.error).toBe('Bad request');
    expect(typeof body.message).toBe('string');
  });

  test.each([
    ['prompt_too_long', { prompt: 'a'.repeat(4001) }, 4000],
    ['too_many_fields', { prompt: 'x', fields: Array.from({ length: 501 }, (_, i) => `f${i}`) }, 500],
    ['too_many_collections', { prompt: 'x', collections: Array.from({ length: 101 }, (_, i) => `c${i}`) }, 100],
  ])('%s with limit', async (code, json, limit) => {
    expect(await errorOf(await analyze(server, key, json))).toMatchObject({ status: 400, body: { error: code, limit } });
  });

  test('the limits themselves are accepted; unknown members are ignored', async () => {
    const response = await analyze(server, key, {
      prompt: 'a'.repeat(4000),
      fields: Array.from({ length: 500 }, (_, i) => `f${i}`),
      collections: Array.from({ length: 100 }, (_, i) => `c${i}`),
      rows: [{ secret: 'value' }],
    });
    expect(response.status).toBe(200);
  });

  test('a rejected body does not consume quota', async () => {
    const made = await makeKey(server, { service: 'analyze', plan: 'free' });
    await analyze(server, made.key, { prompt: 1 });
    const body = await (await analyze(server, made.key)).json();
    expect(body.usage.used).toBe(1);
  });
});

describe('burst limit and headers (contract: Limits, Headers)', () => {
  test('the 61st request in a window → 429 with Retry-After and retryAfter; refills with time', async () => {
    const clock = manualClock();
    const limited = await testApp({}, { clock: clock.now });
    const made = await makeKey(limited, { service: 'analyze', plan: 'ultra' });
    for (let i = 0; i < 60; i++) expect((await analyze(limited, made.key)).status).toBe(200);
    const denied = await analyze(limited, made.key);
    expect(denied.status).toBe(429);
    const body = await denied.json();
    expect(body.error).toBe('rate_limited');
    expect(body.retryAfter).toBeGreaterThanOrEqual(1);
    expect(denied.headers.get('retry-after')).toBe(String(body.retryAfter));
    expect(denied.headers.get('x-ratelimit-remaining')).toBe('0');
    clock.advance(body.retryAfter * 1000);
    expect((await analyze(limited, made.key)).status).toBe(200);
  });

  test('X-RateLimit-* on a 2xx, 400, 401, 404 and 429', async () => {
    const clock = manualClock();
    const limited = await testApp({ BURST_LIMIT: '3', BURST_WINDOW_SECONDS: '60' }, { clock: clock.now });
    const made = await makeKey(limited, { service: 'analyze', plan: 'free' });
    const responses = [
      await analyze(limited, made.key),
      await analyze(limited, made.key, { prompt: 5 }),
      await limited.request('/no/such/path', { headers: { authorization: `Bearer ${made.key}` } }),
      await analyze(limited, made.key),
    ];
    const anonymous = await analyze(limited, null);
    expect([...responses.map((r) => r.status), anonymous.status]).toEqual([200, 400, 404, 429, 401]);
    for (const response of [...responses, anonymous]) {
      expect(response.headers.get('x-ratelimit-limit')).toBe('3');
      expect(Number(response.headers.get('x-ratelimit-remaining'))).toBeGreaterThanOrEqual(0);
      expect(Number(response.headers.get('x-ratelimit-reset'))).toBeGreaterThanOrEqual(1);
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
    expect(responses.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['2', '1', '0', '0']);
    expect(responses[0]!.headers.get('ratelimit-policy')).toBe('3;w=60');
  });
});

describe('daily quota (contract: Limits)', () => {
  test('exhaustion → 429 rate_limited with used and limit', async () => {
    const quota = await testApp({ QUOTA_FREE: '2' });
    const made = await makeKey(quota, { service: 'analyze', plan: 'free' });
    expect((await (await analyze(quota, made.key)).json()).usage).toEqual({ used: 1, limit: 2 });
    expect((await (await analyze(quota, made.key)).json()).usage).toEqual({ used: 2, limit: 2 });
    const denied = await analyze(quota, made.key);
    expect(denied.status).toBe(429);
    expect(await denied.json()).toMatchObject({ error: 'rate_limited', used: 2, limit: 2 });
    expect(Number(denied.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('parallel requests at the boundary never overspend', async () => {
    const quota = await testApp({ QUOTA_FREE: '10' });
    const made = await makeKey(quota, { service: 'analyze', plan: 'free' });
    const statuses = await Promise.all(Array.from({ length: 40 }, () => analyze(quota, made.key).then((r) => r.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  test('team members share the team plan and its quota; -1 is unlimited', async () => {
    const quota = await testApp({ QUOTA_ULTRA: '3', QUOTA_FREE: '-1' });
    const team = await (await quota.request('/admin/teams', { method: 'POST', headers: adminHeaders, json: { name: 'Q', plan: 'ultra' } })).json();
    const first = await makeKey(quota, { service: 'analyze', plan: 'free', teamId: team.id });
    const second = await makeKey(quota, { service: 'analyze', plan: 'free', teamId: team.id });
    const bodies = [];
    for (const made of [first, second, first]) bodies.push(await (await analyze(quota, made.key)).json());
    expect(bodies.map((b) => b.plan)).toEqual(['ultra', 'ultra', 'ultra']);
    expect(bodies.map((b) => b.usage.used)).toEqual([1, 2, 3]);
    expect((await analyze(quota, second.key)).status).toBe(429);
    const solo = await makeKey(quota, { service: 'analyze', plan: 'free' });
    expect((await (await analyze(quota, solo.key)).json()).usage).toEqual({ used: 1, limit: -1 });
  });

  test('usage is persisted and survives a restart', async () => {
    const first = await testApp({});
    const made = await makeKey(first, { service: 'analyze', plan: 'free' });
    await analyze(first, made.key);
    await analyze(first, made.key);
    await first.close();
    const second = await testApp({});
    expect((await (await analyze(second, made.key)).json()).usage.used).toBe(3);
    const usage = await (await second.request(`/admin/usage?owner=account:${made.accountId}`, { headers: adminHeaders })).json();
    expect(usage[0]).toMatchObject({ owner: `account:${made.accountId}`, used: 2 });
  });
});

describe('revocation across processes', () => {
  test('a revocation made elsewhere is seen within VERIFY_CACHE_SECONDS (5 s)', async () => {
    const clock = manualClock();
    const cached = await testApp({ VERIFY_CACHE_SECONDS: '5', BURST_LIMIT: '1000' }, { clock: clock.now });
    const elsewhere = await testApp({});
    const made = await makeKey(elsewhere, { service: 'analyze', plan: 'free' });
    expect((await analyze(cached, made.key)).status).toBe(200);
    await elsewhere.request(`/admin/keys/${made.id}/revoke`, { method: 'POST', headers: adminHeaders });
    clock.advance(4_900);
    expect((await analyze(cached, made.key)).status).toBe(200);
    clock.advance(100);
    expect((await (await analyze(cached, made.key)).json()).error).toBe('revoked_api_key');
  });
});
