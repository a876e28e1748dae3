import { afterAll, describe, expect, test } from 'bun:test';
import { eq, inArray } from 'drizzle-orm';
import { apiKeys, forms, submissions } from '../../src/db/schema.ts';
import { recordKeyUses } from '../../plugins/auth/keys.ts';
import { adminHeaders, sharedDatabase, testApp, type TestApp } from '../support/app.ts';
import { analyze, makeKey, manualClock } from '../support/keys.ts';

const admin = (server: TestApp, method: string, pathname: string, json?: unknown) =>
  server.request(pathname, { method, headers: adminHeaders, json });

const fakes: Array<{ stop(force?: boolean): unknown }> = [];
afterAll(() => {
  for (const fake of fakes) fake.stop(true);
});

async function expectExpired(response: Response) {
  expect(response.status).toBe(401);
  const body = await response.json();
  expect(body.error).toBe('invalid_api_key');
  expect(body.message).toContain('expired');
}

describe('key expiry, at fixed instants', () => {
  const instants = [
    Date.UTC(2026, 10, 21, 12, 0, 0),
    Date.UTC(2028, 1, 29, 23, 59, 59, 500),
    Date.UTC(1999, 11, 31, 23, 59, 59, 999),
    Date.UTC(2100, 0, 1, 0, 0, 0),
  ];

  for (const expiresAt of instants) {
    test(`a key expiring at ${new Date(expiresAt).toISOString()} works until then and not from then on`, async () => {
      const clock = manualClock(expiresAt - 60_000);
      const server = await testApp({}, { clock: clock.now });
      const created = await makeKey(server, { service: 'analyze', plan: 'pro', expiresAt: new Date(expiresAt).toISOString() });
      expect(created).toMatchObject({ expiresAt: new Date(expiresAt).toISOString() });
      expect((await analyze(server, created.key)).status).toBe(200);
      // the verification is now cached (VERIFY_CACHE_SECONDS = 5): the expiry inside that window still bites on time
      clock.set(expiresAt - 1);
      expect((await analyze(server, created.key)).status).toBe(200);
      clock.set(expiresAt);
      await expectExpired(await analyze(server, created.key));
      clock.set(expiresAt + 366 * 86_400_000);
      await expectExpired(await analyze(server, created.key));
      const [listed] = await (await admin(server, 'GET', `/admin/keys?accountId=${created.accountId}`)).json();
      expect(listed.status).toBe('expired');
      await server.close();
    });
  }

  test('clearing the expiry (null) revives the key; a revoked key stays revoked even when expired', async () => {
    const clock = manualClock(Date.UTC(2030, 5, 1));
    const server = await testApp({}, { clock: clock.now });
    const created = await makeKey(server, { service: 'analyze', plan: 'free', expiresAt: '2030-05-01T00:00:00Z' });
    await expectExpired(await analyze(server, created.key));
    const patched = await admin(server, 'PATCH', `/admin/keys/${created.id}`, { expiresAt: null });
    expect(await patched.json()).toMatchObject({ expiresAt: null, status: 'active' });
    expect((await analyze(server, created.key)).status).toBe(200);
    await admin(server, 'PATCH', `/admin/keys/${created.id}`, { expiresAt: '2030-05-01T00:00:00Z' });
    await admin(server, 'POST', `/admin/keys/${created.id}/revoke`);
    expect((await (await analyze(server, created.key)).json()).error).toBe('revoked_api_key');
    expect((await admin(server, 'PATCH', `/admin/keys/${created.id}`, { expiresAt: 'tomorrow' })).status).toBe(400);
    await server.close();
  });

  test('the embedded portal answers EXPIRED over the portal protocol', async () => {
    const clock = manualClock(Date.UTC(2027, 0, 1));
    const server = await testApp({ PORTAL_SECRET: 'portal-secret-0123456789' }, { clock: clock.now });
    const created = await makeKey(server, { service: 'analyze', plan: 'pro', expiresAt: '2027-01-01T00:00:01Z' });
    const verify = () => server.request('/portal/v1/keys.verify', {
      method: 'POST', headers: { authorization: 'Bearer portal-secret-0123456789' }, json: { key: created.key },
    }).then((response) => response.json());
    expect(await verify()).toMatchObject({ valid: true, principal: { expiresAt: Date.UTC(2027, 0, 1, 0, 0, 1) } });
    clock.advance(1000);
    expect(await verify()).toEqual({ valid: false, code: 'EXPIRED' });
    await server.close();
  });

  test('a remote portal: EXPIRED is refused as expired, and a cached principal expires on time', async () => {
    const expiresAt = Date.UTC(2031, 6, 15, 8, 30);
    const principal = { keyId: 'key_r', accountId: 'acc_r', service: 'analyze', plan: 'pro', quotaOwner: 'account:acc_r', expiresAt };
    const verifies: string[] = [];
    const portal = Bun.serve({
      hostname: '127.0.0.1', port: 0,
      async fetch(request) {
        if (!request.url.endsWith('keys.verify')) return Response.json({ allowed: true, used: 1, limit: 10 });
        const { key } = await request.json() as { key: string };
        verifies.push(key);
        return Response.json(key === 'pa_expired' ? { valid: false, code: 'EXPIRED' } : { valid: true, code: 'VALID', principal });
      },
    });
    fakes.push(portal);
    const clock = manualClock(expiresAt - 2000);
    const server = await testApp({ PORTAL_URL: `http://127.0.0.1:${portal.port}`, PORTAL_SECRET: 'portal-secret-0123456789' }, { clock: clock.now });
    await expectExpired(await analyze(server, 'pa_expired'));
    expect((await analyze(server, 'pa_live')).status).toBe(200);
    clock.set(expiresAt);
    await expectExpired(await analyze(server, 'pa_live'));
    expect(verifies.filter((key) => key === 'pa_live')).toHaveLength(1);
    await server.close();
  });
});

describe('rolling a key', () => {
  test('the new secret works at once; the old one for the default grace of 24 h, then not', async () => {
    const rolledAt = Date.UTC(2026, 11, 31, 23, 0);
    const clock = manualClock(rolledAt);
    const server = await testApp({}, { clock: clock.now });
    const old = await makeKey(server, { service: 'analyze', plan: 'ultra', name: 'ci', metadata: { team: 'data' }, burstLimit: 100 });
    const response = await admin(server, 'POST', `/admin/keys/${old.id}/roll`);
    expect(response.status).toBe(201);
    const rolled = await response.json();
    expect(rolled.key).toMatch(/^pa_[0-9A-Za-z]{32}$/);
    expect(rolled).toMatchObject({
      accountId: old.accountId, plan: 'ultra', name: 'ci', metadata: { team: 'data' }, burstLimit: 100, expiresAt: null,
      rolledFrom: { id: old.id, expiresAt: '2027-01-01T23:00:00.000Z' },
    });
    expect((await analyze(server, rolled.key)).status).toBe(200);
    expect((await analyze(server, old.key)).status).toBe(200);
    clock.set(rolledAt + 86_400_000 - 1);
    expect((await analyze(server, old.key)).status).toBe(200);
    clock.set(rolledAt + 86_400_000);
    await expectExpired(await analyze(server, old.key));
    expect((await analyze(server, rolled.key)).status).toBe(200);
    const listed = await (await admin(server, 'GET', `/admin/keys?accountId=${old.accountId}`)).json();
    expect(listed.map((key: { id: string; status: string }) => [key.id, key.status]).sort()).toEqual([[old.id, 'expired'], [rolled.id, 'active']].sort());
    await server.close();
  });

  test('a chosen grace (0 = at once), never beyond the old expiry; forms keys keep their mode; revoked keys do not roll', async () => {
    const clock = manualClock(Date.UTC(2029, 2, 10, 10));
    const server = await testApp({}, { clock: clock.now });
    const old = await makeKey(server, { service: 'analyze', plan: 'free' });
    const immediate = await (await admin(server, 'POST', `/admin/keys/${old.id}/roll`, { graceSeconds: 0 })).json();
    await expectExpired(await analyze(server, old.key));
    const soon = await makeKey(server, { service: 'analyze', plan: 'free', expiresAt: '2029-03-10T10:00:30Z' });
    const capped = await (await admin(server, 'POST', `/admin/keys/${soon.id}/roll`, { graceSeconds: 3600 })).json();
    expect(capped.rolledFrom.expiresAt).toBe('2029-03-10T10:00:30.000Z');
    expect(capped.expiresAt).toBe('2029-03-10T10:00:30.000Z');
    const testMode = await makeKey(server, { service: 'forms', plan: 'pro', mode: 'test' });
    expect((await (await admin(server, 'POST', `/admin/keys/${testMode.id}/roll`)).json()).key).toStartWith('ff_test_');
    await admin(server, 'POST', `/admin/keys/${immediate.id}/revoke`);
    expect((await admin(server, 'POST', `/admin/keys/${immediate.id}/roll`)).status).toBe(400);
    expect((await admin(server, 'POST', `/admin/keys/${old.id}/roll`)).status).toBe(400);
    expect((await admin(server, 'POST', '/admin/keys/key_missing/roll')).status).toBe(404);
    expect((await admin(server, 'POST', `/admin/keys/${soon.id}/roll`, { graceSeconds: -1 })).status).toBe(400);
    await server.close();
  });
});

describe('name, metadata and burst limit', () => {
  test('PATCH changes only what it names', async () => {
    const server = await testApp();
    const key = await makeKey(server, { service: 'forms', plan: 'pro', name: 'site' });
    const patched = await (await admin(server, 'PATCH', `/admin/keys/${key.id}`, { metadata: { env: 'prod', tier: 2, paid: true } })).json();
    expect(patched).toMatchObject({ name: 'site', metadata: { env: 'prod', tier: 2, paid: true } });
    expect((await (await admin(server, 'PATCH', `/admin/keys/${key.id}`, { name: 'renamed' })).json())).toMatchObject({ name: 'renamed', metadata: { env: 'prod' } });
    expect((await admin(server, 'PATCH', `/admin/keys/${key.id}`, { metadata: { nested: { no: 1 } } })).status).toBe(400);
    expect((await admin(server, 'PATCH', `/admin/keys/${key.id}`, { metadata: { 'a\u0000': 'x' } })).status).toBe(400);
    expect((await admin(server, 'PATCH', '/admin/keys/key_missing', { name: 'x' })).status).toBe(404);
    await server.close();
  });

  test("an analyzer key's own burst limit replaces BURST_LIMIT; forms keys cannot have one", async () => {
    const server = await testApp({ BURST_LIMIT: '50' }, { clock: manualClock().now });
    const key = await makeKey(server, { service: 'analyze', plan: 'ultra', burstLimit: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await analyze(server, key.key)).status);
    expect(statuses).toEqual([200, 200, 429]);
    await admin(server, 'PATCH', `/admin/keys/${key.id}`, { burstLimit: null });
    const restored = await analyze(server, key.key);
    expect(restored.headers.get('x-ratelimit-limit')).toBe('50');
    const forms = await makeKey(server, { service: 'forms', plan: 'pro' });
    expect((await admin(server, 'PATCH', `/admin/keys/${forms.id}`, { burstLimit: 5 })).status).toBe(400);
    expect((await admin(server, 'POST', '/admin/keys', { service: 'forms', plan: 'pro', burstLimit: 5 })).status).toBe(400);
    await server.close();
  });
});

describe('last use', () => {
  test('is kept in memory and written in the batched flush, not per request', async () => {
    const clock = manualClock(Date.UTC(2032, 3, 5, 6, 7, 8));
    const server = await testApp({}, { clock: clock.now });
    const { db } = server.services.database;
    const key = await makeKey(server, { service: 'analyze', plan: 'pro' });
    await analyze(server, key.key);
    clock.advance(1500);
    await analyze(server, key.key);
    const [before] = await db.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(before!.lastUsedAt).toBeNull();
    await server.close();
    const [after] = await db.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(after!.lastUsedAt!.toISOString()).toBe('2032-04-05T06:07:09.500Z');
  });

  test('a later flush never moves it backwards', async () => {
    const db = (await sharedDatabase()).db;
    const server = await testApp();
    const key = await makeKey(server, { service: 'forms', plan: 'free' });
    await recordKeyUses(db, new Map([[key.id, Date.UTC(2040, 0, 2)]]));
    await recordKeyUses(db, new Map([[key.id, Date.UTC(2040, 0, 1)]]));
    const [listed] = await (await admin(server, 'GET', `/admin/keys?accountId=${key.accountId}`)).json();
    expect(listed.lastUsedAt).toBe('2040-01-02T00:00:00.000Z');
    await server.close();
  });
});

describe('listings, plans and deletions', () => {
  test('GET /admin/keys lists keys of every service; service and account filters narrow it', async () => {
    const server = await testApp();
    const analyzer = await makeKey(server, { service: 'analyze', plan: 'pro' });
    const formsKey = await makeKey(server, { service: 'forms', plan: 'pro', accountId: analyzer.accountId });
    const all = await (await admin(server, 'GET', `/admin/keys?accountId=${analyzer.accountId}`)).json();
    expect(all.map((key: { service: string }) => key.service).sort()).toEqual(['analyze', 'forms']);
    const onlyForms = await (await admin(server, 'GET', `/admin/keys?accountId=${analyzer.accountId}&service=forms`)).json();
    expect(onlyForms.map((key: { id: string }) => key.id)).toEqual([formsKey.id]);
    const everything = await (await admin(server, 'GET', '/admin/keys')).json();
    expect(new Set(everything.map((key: { service: string }) => key.service))).toEqual(new Set(['analyze', 'forms']));
    await server.close();
  });

  test("changing a team's plan applies to its members' next request", async () => {
    const server = await testApp();
    const team = await (await admin(server, 'POST', '/admin/teams', { name: 'Ops', plan: 'free' })).json();
    const key = await makeKey(server, { service: 'analyze', plan: 'pro', teamId: team.id });
    expect((await (await analyze(server, key.key)).json()).plan).toBe('free');
    const changed = await admin(server, 'PUT', `/admin/teams/${team.id}/plan`, { plan: 'ultra' });
    expect(await changed.json()).toMatchObject({ id: team.id, plan: 'ultra' });
    expect((await (await analyze(server, key.key)).json()).plan).toBe('ultra');
    expect((await admin(server, 'PUT', `/admin/teams/${team.id}/plan`, { plan: 'business' })).status).toBe(400);
    expect((await admin(server, 'PUT', '/admin/teams/team_missing/plan', { plan: 'pro' })).status).toBe(404);
    await server.close();
  });

  async function accountWithForm(server: TestApp, teamId?: string) {
    const analyzer = await makeKey(server, { service: 'analyze', plan: 'pro', ...(teamId ? { teamId } : {}) });
    const formsKey = await makeKey(server, { service: 'forms', plan: 'pro', accountId: analyzer.accountId });
    const formId = `frm_${crypto.randomUUID()}`;
    const { db } = server.services.database;
    await db.insert(forms).values({ id: formId, accountId: analyzer.accountId, name: 'Contact' });
    await db.insert(submissions).values({ id: `sub_${crypto.randomUUID()}`, formId, data: { email: 'a@example.com' }, isSpam: false });
    return { analyzer, formsKey, formId };
  }

  test('deleting an account revokes its keys and deletes its forms with their responses', async () => {
    const server = await testApp();
    const { db } = server.services.database;
    const { analyzer, formsKey, formId } = await accountWithForm(server);
    expect((await analyze(server, analyzer.key)).status).toBe(200);
    const response = await admin(server, 'DELETE', `/admin/accounts/${analyzer.accountId}`);
    expect(response.status).toBe(200);
    const deletion = await response.json();
    expect(deletion).toMatchObject({ accountIds: [analyzer.accountId], deletedForms: 1 });
    expect(deletion.revokedKeyIds.sort()).toEqual([analyzer.id, formsKey.id].sort());
    expect((await (await analyze(server, analyzer.key)).json()).error).toBe('revoked_api_key');
    expect(await db.select().from(forms).where(eq(forms.id, formId))).toEqual([]);
    expect(await db.select().from(submissions).where(eq(submissions.formId, formId))).toEqual([]);
    const accounts = await (await admin(server, 'GET', '/admin/accounts')).json();
    expect(accounts.some((account: { id: string }) => account.id === analyzer.accountId)).toBe(false);
    expect((await admin(server, 'DELETE', `/admin/accounts/${analyzer.accountId}`)).status).toBe(404);
    expect((await admin(server, 'POST', '/admin/keys', { service: 'analyze', plan: 'free', accountId: analyzer.accountId })).status).toBe(404);
    await server.close();
  });

  test('deleting a team deletes its member accounts the same way', async () => {
    const server = await testApp();
    const { db } = server.services.database;
    const team = await (await admin(server, 'POST', '/admin/teams', { name: 'Gone', plan: 'team' })).json();
    const first = await accountWithForm(server, team.id);
    const second = await accountWithForm(server, team.id);
    const outsider = await makeKey(server, { service: 'analyze', plan: 'free' });
    const deletion = await (await admin(server, 'DELETE', `/admin/teams/${team.id}`)).json();
    expect(deletion).toMatchObject({ teamId: team.id, deletedForms: 2 });
    expect(deletion.accountIds.sort()).toEqual([first.analyzer.accountId, second.analyzer.accountId].sort());
    expect(deletion.revokedKeyIds).toHaveLength(4);
    expect((await (await analyze(server, second.formsKey.key)).json()).error).toBe('revoked_api_key');
    expect((await analyze(server, outsider.key)).status).toBe(200);
    expect(await db.select().from(forms).where(inArray(forms.id, [first.formId, second.formId]))).toEqual([]);
    const teams = await (await admin(server, 'GET', '/admin/teams')).json();
    expect(teams.some((listed: { id: string }) => listed.id === team.id)).toBe(false);
    expect((await admin(server, 'DELETE', `/admin/teams/${team.id}`)).status).toBe(404);
    await server.close();
  });
});
