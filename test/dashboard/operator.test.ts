import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminHeaders, testApp, type TestApp } from '../support/app.ts';
import { analyze, makeKey, manualClock } from '../support/keys.ts';
import { accountWithUser, browser } from './tab.ts';

/** Operator controls of the Keys and Accounts pages, through the routes the pages' forms post to. */
describe('operator key settings and account management in the dashboard', () => {
  const clock = manualClock(Date.UTC(2034, 11, 31, 23, 0));
  let app: TestApp;
  let operator: ReturnType<typeof browser>;
  let token: string;
  beforeAll(async () => {
    app = await testApp({ ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '50' }, { clock: clock.now });
    operator = browser(app);
    expect((await operator.request('/dashboard/sign-in', { form: { token: 'test-admin-token-0123456789' } })).status).toBe(303);
    token = await operator.csrf();
  });
  afterAll(() => app.close());

  const adminGet = async <T>(path: string) => (await app.request(path, { headers: adminHeaders })).json() as Promise<T>;
  const listedKey = async (id: string) =>
    (await adminGet<Array<{ id: string; metadata: unknown; burstLimit: number | null; expiresAt: string | null; name: string | null }>>('/admin/keys')).find((key) => key.id === id)!;
  const alertOf = async (response: Response) => (await response.text()).match(/role="alert">([^<]*)</)?.[1];

  test("metadata and an analyzer key's burst limit: set from the Keys page, applied by the limiter, cleared again", async () => {
    const key = await makeKey(app, { service: 'analyze', plan: 'ultra', name: 'reporting' });
    const saved = await operator.request(`/dashboard/keys/${key.id}/settings`, {
      form: { _csrf: token, name: 'reporting', expiresAt: '', burstLimit: '2', metadata: '{"customer": "acme", "seats": 40}' },
    });
    expect(saved.status).toBe(303);
    expect(await listedKey(key.id)).toMatchObject({ metadata: { customer: 'acme', seats: 40 }, burstLimit: 2, expiresAt: null });
    const page = await (await operator.request('/dashboard/keys')).text();
    const row = page.match(new RegExp(`<tr data-key-id="${key.id}"[\\s\\S]*?</tr>`))![0];
    expect(row).toContain('<td class="burst">2</td>');
    // jsonb keeps its own member order
    expect(row).toContain('&quot;customer&quot;:&quot;acme&quot;');
    expect(row).toContain('&quot;seats&quot;:40');

    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await analyze(app, key.key)).status);
    expect(statuses).toEqual([200, 200, 429]);

    expect((await operator.request(`/dashboard/keys/${key.id}/settings`, { form: { _csrf: token, burstLimit: '', metadata: '' } })).status).toBe(303);
    expect(await listedKey(key.id)).toMatchObject({ metadata: {}, burstLimit: null, name: 'reporting' });
    clock.advance(60_000);
    expect((await analyze(app, key.key)).headers.get('x-ratelimit-limit')).toBe('50');
  }, 20_000);

  test('bad metadata or burst limits are shown on the page and change nothing', async () => {
    const analyzer = await makeKey(app, { service: 'analyze', plan: 'pro' });
    const formsKey = await makeKey(app, { service: 'forms', plan: 'pro' });
    const settings = (id: string, form: Record<string, string>) => operator.request(`/dashboard/keys/${id}/settings`, { form: { _csrf: token, ...form } });
    expect(await alertOf(await settings(analyzer.id, { metadata: '[1, 2]' }))).toStartWith('Metadata: ');
    expect(await alertOf(await settings(analyzer.id, { metadata: '{"a": ' }))).toBe('Metadata must be a JSON object');
    expect(await alertOf(await settings(analyzer.id, { metadata: '{"nested": {"no": 1}}' }))).toStartWith('Metadata: /nested');
    expect(await alertOf(await settings(analyzer.id, { burstLimit: '0' }))).toBe('Burst limit must be a whole number from 1 to 1000000');
    expect(await alertOf(await settings(formsKey.id, { burstLimit: '5' }))).toContain('exists only for analyze keys');
    expect(await listedKey(analyzer.id)).toMatchObject({ metadata: {}, burstLimit: null });
  }, 20_000);

  test('a key is created with expiry, metadata and burst limit from the create form', async () => {
    const account = await (await app.request('/admin/accounts', { method: 'POST', headers: adminHeaders, json: { name: 'Create form' } })).json() as { id: string };
    const created = await (await operator.request('/dashboard/keys', {
      form: {
        _csrf: token, servicePlan: 'analyze:pro', accountId: account.id, name: 'nightly', mode: 'live',
        expiresAt: '2035-01-01T00:00', burstLimit: '7', metadata: '{"job": "nightly"}',
      },
    })).text();
    const id = created.match(/<code id="new-key" data-key-id="([^"]+)">pa_/)![1]!;
    expect(await listedKey(id)).toMatchObject({ name: 'nightly', expiresAt: '2035-01-01T00:00:00.000Z', burstLimit: 7, metadata: { job: 'nightly' } });
  }, 20_000);

  test("a team's plan changes, accounts move between teams, and deletions revoke keys", async () => {
    const team = await (await app.request('/admin/teams', { method: 'POST', headers: adminHeaders, json: { name: 'Research', plan: 'free' } })).json() as { id: string };
    const member = await makeKey(app, { service: 'analyze', plan: 'free', teamId: team.id });
    const loner = await makeKey(app, { service: 'forms', plan: 'pro' });

    const changed = await operator.request(`/dashboard/teams/${team.id}/plan`, { form: { _csrf: token, plan: 'ultra' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Team Research is on plan ultra');
    expect((await adminGet<Array<{ id: string; plan: string }>>('/admin/teams')).find((listed) => listed.id === team.id)!.plan).toBe('ultra');
    expect(await alertOf(await operator.request(`/dashboard/teams/${team.id}/plan`, { form: { _csrf: token, plan: 'platinum' } }))).toStartWith('plan must be one of');

    expect((await operator.request(`/dashboard/accounts/${loner.accountId}/team`, { form: { _csrf: token, teamId: team.id } })).status).toBe(303);
    const accounts = await adminGet<Array<{ id: string; teamId: string | null }>>('/admin/accounts');
    expect(accounts.find((account) => account.id === loner.accountId)!.teamId).toBe(team.id);
    expect((await operator.request(`/dashboard/accounts/${loner.accountId}/team`, { form: { _csrf: token, teamId: '' } })).status).toBe(303);
    expect((await adminGet<Array<{ id: string; teamId: string | null }>>('/admin/accounts')).find((account) => account.id === loner.accountId)!.teamId).toBeNull();

    const accountDeletion = await (await operator.request(`/dashboard/accounts/${loner.accountId}/delete`, { form: { _csrf: token } })).text();
    expect(accountDeletion).toContain(`Account ${loner.accountId} deleted: 1 account(s), 1 key(s) revoked, 0 form(s)`);
    expect((await app.request('/v1/forms', { headers: { authorization: `Bearer ${loner.key}` } })).status).toBe(401);
    expect(await alertOf(await operator.request(`/dashboard/accounts/${loner.accountId}/delete`, { form: { _csrf: token } }))).toContain('does not exist');

    expect((await analyze(app, member.key)).status).toBe(200);
    const teamDeletion = await (await operator.request(`/dashboard/teams/${team.id}/delete`, { form: { _csrf: token } })).text();
    expect(teamDeletion).toContain(`Team ${team.id} deleted: 1 account(s), 1 key(s) revoked`);
    expect((await (await analyze(app, member.key)).json()).error).toBe('revoked_api_key');
    expect(teamDeletion).not.toContain(`data-team-id="${team.id}"`);
  }, 20_000);

  test('account holders see metadata and limits but change neither, and manage no teams or accounts', async () => {
    const email = `holder-${crypto.randomUUID()}@example.com`;
    const accountId = await accountWithUser(app, email);
    const key = await makeKey(app, { service: 'analyze', plan: 'pro', accountId, metadata: { tier: 'gold' }, burstLimit: 3 });
    const holder = browser(app);
    expect((await holder.request('/dashboard/sign-in', { form: { email, password: 'correct horse battery' } })).status).toBe(303);
    const holderToken = await holder.csrf();
    const page = await (await holder.request('/dashboard/keys')).text();
    expect(page).toContain('{&quot;tier&quot;:&quot;gold&quot;}');
    expect(page).not.toContain('name="burstLimit"');
    expect(page).not.toContain('name="metadata"');
    for (const form of [{ burstLimit: '1000000' }, { metadata: '{}' }] as Array<Record<string, string>>) {
      expect((await holder.request(`/dashboard/keys/${key.id}/settings`, { form: { _csrf: holderToken, ...form } })).status).toBe(403);
    }
    expect((await holder.request('/dashboard/keys', { form: { _csrf: holderToken, servicePlan: 'analyze:pro', burstLimit: '9' } })).status).toBe(403);
    // A holder creates keys only on the plans its account's keys have: another plan would be a free upgrade.
    expect(page.match(/<select name="servicePlan">([\s\S]*?)<\/select>/)![1]).toBe('<option value="analyze:pro">analyze · pro</option>');
    for (const servicePlan of ['analyze:ultra', 'forms:business']) {
      expect(await alertOf(await holder.request('/dashboard/keys', { form: { _csrf: holderToken, servicePlan } }))).toBe(`You cannot create keys on ${servicePlan}`);
    }
    const own = await (await holder.request('/dashboard/keys', { form: { _csrf: holderToken, servicePlan: 'analyze:pro', name: 'second' } })).text();
    expect(own).toMatch(/<code id="new-key" data-key-id="[^"]+">pa_/);
    expect(await listedKey(key.id)).toMatchObject({ metadata: { tier: 'gold' }, burstLimit: 3 });
    expect((await holder.request(`/dashboard/keys/${key.id}/settings`, { form: { _csrf: holderToken, name: 'mine' } })).status).toBe(303);

    const accounts = await (await holder.request('/dashboard/accounts')).text();
    expect(accounts).not.toContain('/delete"');
    for (const path of [`/dashboard/accounts/${accountId}/delete`, `/dashboard/accounts/${accountId}/team`, '/dashboard/teams/team_x/plan', '/dashboard/teams/team_x/delete']) {
      expect((await holder.request(path, { form: { _csrf: holderToken, plan: 'ultra', teamId: '' } })).status).toBe(403);
    }
    expect((await analyze(app, key.key)).status).toBe(200);
  }, 20_000);
});
