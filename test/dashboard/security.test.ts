import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminHeaders, ADMIN_TOKEN, testApp, type TestApp } from '../support/app.ts';
import { accountWithUser, browser, ORIGIN } from './tab.ts';

describe('dashboard sessions', () => {
  let instant = Date.UTC(2031, 1, 28, 23, 30);
  let app: TestApp;
  beforeAll(async () => {
    app = await testApp({ DASHBOARD_SESSION_MINUTES: '60' }, { clock: () => instant });
  });
  afterAll(() => app.close());

  test('without a session every page redirects to the sign-in page', async () => {
    for (const path of ['/dashboard', '/dashboard/keys', '/dashboard/forms', '/dashboard/usage', '/dashboard/playground', '/dashboard/accounts']) {
      const response = await app.request(path);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/dashboard/sign-in');
    }
    expect((await app.request('/dashboard/sign-in')).status).toBe(200);
  });

  test('the operator signs in with ADMIN_TOKEN; the cookie is HttpOnly, SameSite=Strict, scoped to /dashboard', async () => {
    const tab = browser(app);
    expect((await tab.request('/dashboard/sign-in', { form: { token: 'not-the-token-at-all' } })).status).toBe(401);
    const response = await tab.request('/dashboard/sign-in', { form: { token: ADMIN_TOKEN } });
    expect(response.status).toBe(303);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/dashboard');
    expect(cookie).not.toContain('Secure');
    expect((await tab.request('/dashboard/keys')).status).toBe(200);
  });

  test('the cookie is Secure when the request came over TLS through a trusted proxy', async () => {
    const proxied = await testApp({ TRUST_PROXY: '1' });
    const response = await proxied.request('/dashboard/sign-in', {
      method: 'POST', headers: { ...ORIGIN, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: ADMIN_TOKEN }).toString(),
    });
    expect(response.headers.get('set-cookie')).toContain('; Secure');
    await proxied.close();
  });

  test('a secret API key is not a password', async () => {
    const accountId = await accountWithUser(app, `apikey-${crypto.randomUUID()}@example.com`);
    const key = await (await app.request('/admin/keys', { method: 'POST', headers: adminHeaders, json: { service: 'forms', plan: 'free', accountId } })).json() as { key: string };
    const tab = browser(app);
    expect((await tab.request('/dashboard/sign-in', { form: { token: key.key } })).status).toBe(401);
    expect(tab.cookie).toBe('');
  });

  test('a state-changing form without the CSRF token, or from another origin, is refused with 403', async () => {
    const tab = browser(app);
    await tab.request('/dashboard/sign-in', { form: { token: ADMIN_TOKEN } });
    const token = await tab.csrf();
    const missing = await tab.request('/dashboard/keys', { form: { servicePlan: 'forms:free' } });
    expect(missing.status).toBe(403);
    expect((await missing.json() as { error: string }).error).toBe('forbidden');
    expect((await tab.request('/dashboard/keys', { form: { servicePlan: 'forms:free', _csrf: 'x'.repeat(32) } })).status).toBe(403);
    expect((await tab.request('/dashboard/keys', { form: { servicePlan: 'forms:free', _csrf: token }, headers: { origin: 'http://evil.test' } })).status).toBe(403);
    const created = await tab.request('/dashboard/keys', { form: { servicePlan: 'forms:free', _csrf: token } });
    expect(created.status).toBe(200);
    expect(await created.text()).toMatch(/ff_live_[0-9A-Za-z]{32}/);
  });

  test('sessions end after DASHBOARD_SESSION_MINUTES, across a leap day and a year end', async () => {
    for (const start of [Date.UTC(2031, 1, 28, 23, 30), Date.UTC(2032, 1, 28, 23, 30), Date.UTC(2040, 11, 31, 23, 59, 30)]) {
      instant = start;
      const tab = browser(app);
      await tab.request('/dashboard/sign-in', { form: { token: ADMIN_TOKEN } });
      instant = start + 60 * 60_000 - 1;
      expect((await tab.request('/dashboard/keys')).status).toBe(200);
      instant = start + 60 * 60_000;
      expect((await tab.request('/dashboard/keys')).status).toBe(303);
    }
  });

  test('sign-out ends the session on the server', async () => {
    const tab = browser(app);
    await tab.request('/dashboard/sign-in', { form: { token: ADMIN_TOKEN } });
    const stolen = tab.cookie;
    await tab.request('/dashboard/sign-out', { form: { _csrf: await tab.csrf() } });
    expect((await app.request('/dashboard/keys', { headers: { cookie: stolen } })).status).toBe(303);
  });
});

describe('account holders', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await testApp({ ALLOW_INSECURE_HTTP: 'true' });
  });
  afterAll(() => app.close());

  test('see their own account only: other keys are not listed, other forms are 404', async () => {
    const [mine, theirs] = [`me-${crypto.randomUUID()}@example.com`, `them-${crypto.randomUUID()}@example.com`];
    const myAccount = await accountWithUser(app, mine);
    const theirAccount = await accountWithUser(app, theirs);
    const theirKey = await (await app.request('/admin/keys', { method: 'POST', headers: adminHeaders, json: { service: 'forms', plan: 'free', accountId: theirAccount } })).json() as { id: string; key: string };
    const form = await (await app.request('/v1/forms', {
      method: 'POST', headers: { authorization: `Bearer ${theirKey.key}` }, json: { name: 'Theirs', fields: [{ name: 'email', type: 'email' }] },
    })).json() as { data?: { id: string } };

    const tab = browser(app);
    expect((await tab.request('/dashboard/sign-in', { form: { email: mine.toUpperCase(), password: 'wrong password!!' } })).status).toBe(401);
    expect((await tab.request('/dashboard/sign-in', { form: { email: mine.toUpperCase(), password: 'correct horse battery' } })).status).toBe(303);
    const keys = await (await tab.request('/dashboard/keys')).text();
    expect(keys).not.toContain(theirKey.id);
    const token = await tab.csrf();
    expect((await tab.request(`/dashboard/keys/${theirKey.id}/revoke`, { form: { _csrf: token } })).status).toBe(404);
    const accounts = await (await tab.request('/dashboard/accounts')).text();
    expect(accounts).toContain(myAccount);
    expect(accounts).not.toContain(theirAccount);
    expect((await tab.request('/dashboard/teams', { form: { _csrf: token, name: 'x', plan: 'free' } })).status).toBe(403);
    expect(form.data).toBeDefined();
    {
      expect((await tab.request(`/dashboard/forms/${form.data!.id}`)).status).toBe(404);
      expect((await tab.request(`/dashboard/forms/${form.data!.id}/export.csv`)).status).toBe(404);
      expect(await (await tab.request('/dashboard/forms')).text()).not.toContain(form.data!.id);
    }
  }, 20_000);

  test('an invitation sets the password once', async () => {
    const account = await (await app.request('/admin/accounts', { method: 'POST', headers: adminHeaders, json: { name: 'invited' } })).json() as { id: string };
    const email = `invited-${crypto.randomUUID()}@example.com`;
    const created = await (await app.request('/admin/dashboard-users', { method: 'POST', headers: adminHeaders, json: { email, accountId: account.id } })).json() as { invitePath: string };
    const invite = new URL(created.invitePath, 'http://x').searchParams.get('token')!;
    const tab = browser(app);
    expect((await tab.request('/dashboard/invite', { form: { invite, password: 'a fine long password' } })).status).toBe(200);
    expect((await tab.request('/dashboard/invite', { form: { invite, password: 'another long password' } })).status).toBe(400);
    expect((await tab.request('/dashboard/sign-in', { form: { email, password: 'a fine long password' } })).status).toBe(303);
  }, 20_000);

  test('sign-in attempts are limited per e-mail and per address', async () => {
    const fresh = await testApp();
    const email = `limited-${crypto.randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await browser(fresh).request('/dashboard/sign-in', { form: { email, password: 'guess guess guess' } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another e-mail from the same address still has attempts left, until the address's bucket is empty.
    const perAddress: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      perAddress.push((await browser(fresh).request('/dashboard/sign-in', { form: { email: `other-${attempt}@example.com`, password: 'guess guess guess' } })).status);
    }
    expect(perAddress).toEqual([...Array(14).fill(401), ...Array(6).fill(429)]);
    await fresh.close();
  }, 60_000);
});

describe('key changes from the dashboard', () => {
  let instant = Date.UTC(2033, 5, 30, 23, 59);
  let app: TestApp;
  beforeAll(async () => {
    app = await testApp({ ALLOW_INSECURE_HTTP: 'true' }, { clock: () => instant });
  });
  afterAll(() => app.close());

  const createKeyFor = async (accountId: string) =>
    await (await app.request('/admin/keys', { method: 'POST', headers: adminHeaders, json: { service: 'forms', plan: 'free', accountId } })).json() as { id: string; key: string };
  const listForms = (key: string) => app.request('/v1/forms', { headers: { authorization: `Bearer ${key}` } });
  const rowOf = (page: string, keyId: string) => page.match(new RegExp(`<tr data-key-id="${keyId}"[\\s\\S]*?</tr>`))![0];

  test('settings (name, expiry) and roll need the CSRF token and the viewer\'s own key; the rolled secret is shown once and works', async () => {
    const [mine, theirs] = [`keys-me-${crypto.randomUUID()}@example.com`, `keys-them-${crypto.randomUUID()}@example.com`];
    const myKey = await createKeyFor(await accountWithUser(app, mine));
    const theirKey = await createKeyFor(await accountWithUser(app, theirs));
    const tab = browser(app);
    expect((await tab.request('/dashboard/sign-in', { form: { email: mine, password: 'correct horse battery' } })).status).toBe(303);
    const token = await tab.csrf();

    for (const [action, form] of [['settings', { name: 'x' }], ['settings', { expiresAt: '' }], ['roll', { graceSeconds: '' }]] as const) {
      const missing = await tab.request(`/dashboard/keys/${myKey.id}/${action}`, { form });
      expect(missing.status).toBe(403);
      expect((await tab.request(`/dashboard/keys/${theirKey.id}/${action}`, { form: { ...form, _csrf: token } })).status).toBe(404);
    }

    expect((await tab.request(`/dashboard/keys/${myKey.id}/settings`, { form: { _csrf: token, name: 'renamed website' } })).status).toBe(303);
    expect(rowOf(await (await tab.request('/dashboard/keys')).text(), myKey.id)).toContain('renamed website');

    // Set across a month end, read as UTC; the key answers until that minute, then is expired.
    expect((await tab.request(`/dashboard/keys/${myKey.id}/settings`, { form: { _csrf: token, expiresAt: '2033-07-01T00:00' } })).status).toBe(303);
    let row = rowOf(await (await tab.request('/dashboard/keys')).text(), myKey.id);
    expect(row).toContain('data-status="active"');
    expect(row).toContain('2033-07-01T00:00');
    expect((await listForms(myKey.key)).status).toBe(200);
    instant = Date.UTC(2033, 6, 1, 0, 0);
    row = rowOf(await (await tab.request('/dashboard/keys')).text(), myKey.id);
    expect(row).toContain('data-status="expired"');
    expect((await listForms(myKey.key)).status).toBe(401);
    const refused = await tab.request(`/dashboard/keys/${myKey.id}/roll`, { form: { _csrf: token, graceSeconds: '' } });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toMatch(/role="alert">key \S+ has expired and cannot be rolled/);
    const badDate = await tab.request(`/dashboard/keys/${myKey.id}/settings`, { form: { _csrf: token, expiresAt: 'next tuesday' } });
    expect(await badDate.text()).toContain('role="alert">The expiry must be a date and time (UTC)');

    expect((await tab.request(`/dashboard/keys/${myKey.id}/settings`, { form: { _csrf: token, expiresAt: '' } })).status).toBe(303);
    row = rowOf(await (await tab.request('/dashboard/keys')).text(), myKey.id);
    expect(row).toContain('data-status="active"');
    expect((await listForms(myKey.key)).status).toBe(200);

    expect(await (await tab.request(`/dashboard/keys/${myKey.id}/roll`, { form: { _csrf: token, graceSeconds: '-1' } })).text()).toContain('role="alert">Grace seconds');
    const rolledPage = await (await tab.request(`/dashboard/keys/${myKey.id}/roll`, { form: { _csrf: token, graceSeconds: '60' } })).text();
    const rolled = rolledPage.match(/<code id="new-key" data-key-id="([^"]+)">(ff_live_[0-9A-Za-z]{32})<\/code>/)!;
    expect(rolledPage).toContain('works until 2033-07-01T00:01 UTC');
    expect(rowOf(rolledPage, rolled[1]!)).toContain('renamed website');
    expect(await (await tab.request('/dashboard/keys')).text()).not.toContain(rolled[2]!);
    expect((await listForms(rolled[2]!)).status).toBe(200);
    expect((await listForms(myKey.key)).status).toBe(200);
    instant += 60_000;
    expect((await listForms(myKey.key)).status).toBe(401);
    expect((await listForms(rolled[2]!)).status).toBe(200);
  }, 20_000);
});
