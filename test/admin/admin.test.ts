import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../../src/db/schema.ts';
import { hashKey } from '../../plugins/auth/keys.ts';
import { adminHeaders, testApp, type TestApp } from '../support/app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await testApp();
});

afterAll(() => server.close());

const createKey = (json: Record<string, unknown>, headers: Record<string, string> = adminHeaders) =>
  server.request('/admin/keys', { method: 'POST', headers, json });

describe('admin API', () => {
  test('creates an analyzer key with a new account, shown once and stored only as a hash', async () => {
    const response = await createKey({ service: 'analyze', plan: 'pro', name: 'ci' });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ service: 'analyze', plan: 'pro', name: 'ci' });
    expect(created.key).toMatch(/^pa_[0-9A-Za-z]{32}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.accountId).toMatch(/^acc_/);
    const [row] = await server.services.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.hash).toBe(hashKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const listed = await (await server.request(`/admin/keys?accountId=${created.accountId}`, { headers: adminHeaders })).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: created.id, prefix: created.prefix, revokedAt: null });
    expect(listed[0].key).toBeUndefined();
  });

  test('forms keys carry the live prefix, or ff_test_ in test mode', async () => {
    const live = await (await createKey({ service: 'forms', plan: 'business' })).json();
    expect(live.key).toMatch(/^ff_live_[0-9A-Za-z]{32}$/);
    const testKey = await (await createKey({ service: 'forms', plan: 'free', mode: 'test' })).json();
    expect(testKey.key).toMatch(/^ff_test_/);
  });

  test('a key for an existing account, and keys revoke', async () => {
    const account = await (await server.request('/admin/accounts', { method: 'POST', headers: adminHeaders, json: { name: 'Acme' } })).json();
    const created = await (await createKey({ service: 'analyze', plan: 'free', accountId: account.id })).json();
    expect(created.accountId).toBe(account.id);
    const revoked = await server.request(`/admin/keys/${created.id}/revoke`, { method: 'POST', headers: adminHeaders });
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).revokedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await server.request('/admin/keys/key_missing/revoke', { method: 'POST', headers: adminHeaders })).status).toBe(404);
  });

  test('teams have a plan and take members', async () => {
    const team = await (await server.request('/admin/teams', { method: 'POST', headers: adminHeaders, json: { name: 'T', plan: 'ultra' } })).json();
    expect(team).toMatchObject({ name: 'T', plan: 'ultra' });
    const account = await (await server.request('/admin/accounts', { method: 'POST', headers: adminHeaders, json: {} })).json();
    const moved = await server.request(`/admin/accounts/${account.id}/team`, { method: 'PUT', headers: adminHeaders, json: { teamId: team.id } });
    expect((await moved.json()).teamId).toBe(team.id);
    const viaKey = await (await createKey({ service: 'analyze', plan: 'free', teamId: team.id })).json();
    const accounts = await (await server.request('/admin/accounts', { headers: adminHeaders })).json();
    expect(accounts.find((a: { id: string }) => a.id === viaKey.accountId).teamId).toBe(team.id);
    expect((await server.request('/admin/teams', { method: 'POST', headers: adminHeaders, json: { name: 'T', plan: 'gold' } })).status).toBe(400);
  });

  test('rejects bad input with 400 and unknown accounts with 404', async () => {
    expect((await createKey({ service: 'analyze', plan: 'business' })).status).toBe(400);
    expect((await createKey({ service: 'mail', plan: 'free' })).status).toBe(400);
    expect((await createKey({ service: 'analyze', plan: 'free', mode: 'test' })).status).toBe(400);
    expect((await createKey({ service: 'analyze', plan: 'free', accountId: 'acc_nope' })).status).toBe(404);
  });

  test('an empty teamId is an unknown team (404), not a server error', async () => {
    const account = await (await server.request('/admin/accounts', { method: 'POST', headers: adminHeaders, json: { name: 'empty team' } })).json();
    const moved = await server.request(`/admin/accounts/${account.id}/team`, { method: 'PUT', headers: adminHeaders, json: { teamId: '' } });
    expect(moved.status).toBe(404);
    expect((await createKey({ service: 'analyze', plan: 'pro', teamId: '' })).status).toBe(404);
    expect((await server.request('/admin/accounts', { method: 'POST', headers: adminHeaders, json: { teamId: '' } })).status).toBe(404);
  });

  test('refuses requests without the admin token', async () => {
    const missing = await createKey({ service: 'analyze', plan: 'free' }, {});
    expect(missing.status).toBe(401);
    expect((await missing.json()).error).toBe('invalid_admin_token');
    expect((await createKey({ service: 'analyze', plan: 'free' }, { authorization: 'Bearer wrong-token' })).status).toBe(401);
  });

  test('without ADMIN_TOKEN the admin routes do not exist', async () => {
    const closed = await testApp({ ADMIN_TOKEN: '' });
    const response = await closed.request('/admin/keys', { method: 'POST', headers: adminHeaders, json: { service: 'analyze', plan: 'free' } });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe('not_found');
  });
});
