import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { testApp, type TestApp } from '../support/app.ts';
import { makeKey } from '../support/keys.ts';
import { accountWithUser, browser } from './tab.ts';

/** The form editor of the dashboard, through the routes its forms post to, checked through the /v1 API. */
const ENV = { ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000', BACKGROUND_JOBS: 'false', WEBHOOK_ALLOW_PRIVATE: '127.0.0.1' };
const SECRET = `whsec_${Buffer.from('a-test-signing-key-of-32-bytes!!').toString('base64')}`;
const FIELDS = [{ name: 'email', type: 'email', required: true }, { name: 'message', type: 'text', maxLength: 2000 }];
const SETTINGS = {
  honeypotField: 'website',
  minSeconds: 2,
  undeclaredFields: 'reject',
  allowlist: ['10.0.0.0/8', '2001:db8::1'],
  retentionDays: 30,
  webhooks: [{ url: 'http://127.0.0.1:9/hook', secret: SECRET, events: ['submission.created', 'submission.spam'] }],
  notifications: { recipients: ['owner@example.org'], subject: 'New message on {form}' },
  successUrl: 'https://www.example.org/thanks',
  allowedOrigins: ['https://www.example.org', 'http://localhost:8080'],
};

let app: TestApp;
let key: string;
let operator: ReturnType<typeof browser>;
let csrf: string;

beforeAll(async () => {
  app = await testApp({ ...ENV, SMTP_URL: 'smtp://127.0.0.1:2525' });
  key = (await makeKey(app, { service: 'forms', plan: 'business' })).key;
  operator = browser(app);
  expect((await operator.request('/dashboard/sign-in', { form: { token: 'test-admin-token-0123456789' } })).status).toBe(303);
  csrf = await operator.csrf();
});
afterAll(() => app.close());

const api = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  app.request(path, { ...init, headers: { authorization: `Bearer ${key}`, ...(init.headers as Record<string, string>) } });

async function apiForm(settings: Record<string, unknown> = SETTINGS): Promise<string> {
  const response = await api('/v1/forms', { method: 'POST', json: { name: 'Contact', fields: FIELDS, settings } });
  expect(response.status).toBe(201);
  return (await response.json()).data.id;
}

const storedSettings = async (id: string) => (await (await api(`/v1/forms/${id}`)).json()).data.settings;
const save = (id: string, form: Record<string, string>) => operator.request(`/dashboard/forms/${id}`, { form: { _csrf: csrf, ...form } });

describe('saving the editor', () => {
  test('keeps every setting it does not change (webhooks, notifications, allowlist, redirects, retention)', async () => {
    const id = await apiForm();
    const saved = await save(id, { name: 'Contact us', fields: JSON.stringify(FIELDS), honeypotField: 'website', minSeconds: '5' });
    expect(saved.status).toBe(303);
    expect(await storedSettings(id)).toEqual({ ...SETTINGS, minSeconds: 5 });
  });
});

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** What a browser would post for the form with this action as the page renders it (inputs, textareas, selects). */
async function renderedForm(pagePath: string, action: string): Promise<Record<string, string>> {
  const page = await (await operator.request(pagePath)).text();
  const form = page.match(new RegExp(`<form method="post" action="${action}">([\\s\\S]*?)</form>`))![1]!;
  const values: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input [^>]*>/g)) {
    const name = tag.match(/name="([^"]+)"/)?.[1];
    if (name && !/type="checkbox"/.test(tag)) values[name] = unescape(tag.match(/value="([^"]*)"/)?.[1] ?? '');
  }
  for (const [, name, text] of form.matchAll(/<textarea [^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) values[name!] = unescape(text!);
  for (const [, name, options] of form.matchAll(/<select name="([^"]+)">([\s\S]*?)<\/select>/g)) {
    values[name!] = unescape((options!.match(/<option value="([^"]*)" selected>/) ?? options!.match(/<option value="([^"]*)"/))![1]!);
  }
  return values;
}

const alertOf = async (response: Response) => unescape((await response.text()).match(/role="alert">([^<]*)</)?.[1] ?? '');

describe('the editor shows and edits the settings a site owner needs', () => {
  test('the page as rendered, posted back unchanged, stores the same settings', async () => {
    const id = await apiForm();
    const rendered = await renderedForm(`/dashboard/forms/${id}`, `/dashboard/forms/${id}`);
    expect(rendered).toMatchObject({ successUrl: SETTINGS.successUrl, allowedOrigins: 'https://www.example.org, http://localhost:8080', retentionDays: '30', undeclaredFields: 'reject' });
    expect((await save(id, rendered)).status).toBe(303);
    expect(await storedSettings(id)).toEqual(SETTINGS);
    const page = await (await operator.request(`/dashboard/forms/${id}`)).text();
    expect(page).not.toContain(SECRET);
  });

  test.each([[{}], [{ undeclaredFields: 'keep', minSeconds: 0 }]])('an untouched page saved as rendered changes nothing: %p', async (settings) => {
    const id = await apiForm(settings);
    expect((await save(id, await renderedForm(`/dashboard/forms/${id}`, `/dashboard/forms/${id}`))).status).toBe(303);
    expect(await storedSettings(id)).toEqual(settings);
  });

  test.each([
    ['successUrl', 'https://www.example.org/merci', { successUrl: 'https://www.example.org/merci' }],
    ['allowedOrigins', 'https://a.example, https://b.example:8443', { allowedOrigins: ['https://a.example', 'https://b.example:8443'] }],
    ['allowlist', '192.0.2.0/24, 2001:db8::/32', { allowlist: ['192.0.2.0/24', '2001:db8::/32'] }],
    ['retentionDays', '7', { retentionDays: 7 }],
    ['undeclaredFields', 'keep', { undeclaredFields: 'keep' }],
    ['honeypotField', 'homepage', { honeypotField: 'homepage' }],
    ['minSeconds', '1.5', { minSeconds: 1.5 }],
  ])('%s is set, and cleared when emptied', async (input, text, expected) => {
    const id = await apiForm({ webhooks: SETTINGS.webhooks });
    expect((await save(id, { name: 'Contact', fields: JSON.stringify(FIELDS), [input]: text })).status).toBe(303);
    expect(await storedSettings(id)).toEqual({ webhooks: SETTINGS.webhooks, ...expected });
    expect((await save(id, { name: 'Contact', fields: JSON.stringify(FIELDS), [input]: '' })).status).toBe(303);
    expect(await storedSettings(id)).toEqual({ webhooks: SETTINGS.webhooks });
  });

  test('e-mail notifications: recipients and subject are set together, and cleared together', async () => {
    const id = await apiForm({});
    const notify = (recipients: string, subject: string) =>
      save(id, { name: 'Contact', fields: '[]', notificationRecipients: recipients, notificationSubject: subject });
    expect((await notify('owner@example.org, team@example.org', 'New message from {field.email}')).status).toBe(303);
    expect(await storedSettings(id)).toEqual({ notifications: { recipients: ['owner@example.org', 'team@example.org'], subject: 'New message from {field.email}' } });
    expect(await alertOf(await notify('owner@example.org', ''))).toBe('Settings: /notifications/subject Expected string length greater or equal to 1');
    expect(await alertOf(await notify('', 'Hello'))).toBe('Settings: /notifications/recipients Expected array length to be greater or equal to 1');
    expect(await alertOf(await notify('not an address', 'Hello'))).toStartWith('Settings: /notifications/recipients/0 ');
    expect((await notify('', '')).status).toBe(303);
    expect(await storedSettings(id)).toEqual({});
  });

  test.each([
    [{ successUrl: 'ftp://example.org/x' }, 'successUrl: must be an absolute http(s) URL'],
    [{ allowedOrigins: 'https://example.org/contact' }, 'allowedOrigins: "https://example.org/contact" is not an origin as browsers send it (scheme://host[:port], no path or trailing slash): write https://example.org'],
    [{ allowlist: '10.0.0.0/33' }, 'allowlist: "10.0.0.0/33" is not an IP address or CIDR block'],
    [{ retentionDays: '0' }, 'Settings: /retentionDays Expected integer to be greater or equal to 1'],
    [{ retentionDays: 'soon' }, 'Settings: /retentionDays Expected integer'],
    [{ minSeconds: '5000' }, 'Settings: /minSeconds Expected number to be less or equal to 3600'],
    [{ undeclaredFields: 'drop' }, 'Settings: /undeclaredFields Expected one of keep, reject'],
  ])('%p is refused with the API\'s message and changes nothing', async (form, message) => {
    const id = await apiForm();
    expect(await alertOf(await save(id, { name: 'Renamed', fields: JSON.stringify(FIELDS), ...form }))).toBe(message);
    const stored = await (await api(`/v1/forms/${id}`)).json();
    expect(stored.data).toMatchObject({ name: 'Contact', settings: SETTINGS });
  });

  test('a form is created with its settings from the create page, checked alike', async () => {
    const accountId = (await makeKey(app, { service: 'forms', plan: 'pro' })).accountId;
    const create = (form: Record<string, string>) =>
      operator.request('/dashboard/forms', { form: { _csrf: csrf, accountId, name: 'Created', fields: JSON.stringify(FIELDS), ...form } });
    expect(await alertOf(await create({ successUrl: 'thanks.html' }))).toBe('successUrl: must be an absolute http(s) URL');
    const created = await create({ successUrl: 'https://example.org/thanks', allowedOrigins: 'https://example.org', minSeconds: '', honeypotField: '' });
    expect(created.status).toBe(303);
    const id = created.headers.get('location')!.split('/').pop()!;
    const rendered = await renderedForm(`/dashboard/forms/${id}`, `/dashboard/forms/${id}`);
    expect(rendered).toMatchObject({ successUrl: 'https://example.org/thanks', allowedOrigins: 'https://example.org', minSeconds: '', undeclaredFields: '' });
  });
});

describe('webhooks in the dashboard', () => {
  const hooks = async (id: string) => (await storedSettings(id)).webhooks;
  const add = (id: string, form: Record<string, string | string[]>) => {
    const body = new URLSearchParams({ _csrf: csrf });
    for (const [name, value] of Object.entries(form)) for (const item of [value].flat()) body.append(name, item);
    return app.request(`/dashboard/forms/${id}/webhooks`, {
      method: 'POST', body: body.toString(), headers: { origin: 'http://dash.test', host: 'dash.test', cookie: operator.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
  };

  test('added with a secret made by the server and shown once; the other settings stay', async () => {
    const id = await apiForm({ ...SETTINGS, webhooks: undefined });
    const response = await add(id, { url: 'http://127.0.0.1:9/new', events: ['submission.created', 'submission.spam'] });
    expect(response.status).toBe(200);
    const secret = (await response.text()).match(/<code id="webhook-secret">([^<]+)<\/code>/)![1]!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { webhooks, ...others } = await storedSettings(id);
    expect(webhooks).toEqual([{ url: 'http://127.0.0.1:9/new', secret, events: ['submission.created', 'submission.spam'] }]);
    expect(others).toEqual({ ...SETTINGS, webhooks: undefined });
    expect(await (await operator.request(`/dashboard/forms/${id}`)).text()).not.toContain(secret);
  });

  test('a secret typed in is stored and never shown; a second webhook keeps the first', async () => {
    const id = await apiForm();
    const response = await add(id, { url: 'http://127.0.0.1:9/second', events: 'submission.spam', secret: SECRET });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(SECRET);
    expect(await hooks(id)).toEqual([...SETTINGS.webhooks, { url: 'http://127.0.0.1:9/second', secret: SECRET, events: ['submission.spam'] }]);
  });

  test.each([
    [{ url: 'https://10.1.2.3/hook', events: 'submission.created' }, 'webhooks: the URL must not resolve to a loopback, private or link-local address'],
    [{ url: 'http://192.0.2.1/hook', events: 'submission.created' }, 'webhooks: the URL must be an https URL'],
    [{ url: 'http://127.0.0.1:9/hook', events: 'submission.created' }, 'webhooks: each URL may appear once'],
    [{ url: 'http://127.0.0.1:9/other' }, 'Settings: /webhooks/1/events Expected array length to be greater or equal to 1'],
    [{ url: 'http://127.0.0.1:9/other', events: 'submission.deleted' }, 'Settings: /webhooks/1/events/0 Expected one of submission.created, submission.spam'],
    [{ url: 'http://127.0.0.1:9/other', events: 'submission.created', secret: 'hunter2' }, "Settings: /webhooks/1/secret Expected string to match '^whsec_[A-Za-z0-9+/]{32,}={0,2}$'"],
  ])('%p is refused with the API\'s check, nothing stored', async (form, message) => {
    const id = await apiForm();
    expect(await alertOf(await add(id, form))).toBe(message);
    expect(await hooks(id)).toEqual(SETTINGS.webhooks);
  });

  test('events are changed (re-enabling a disabled endpoint) and a webhook is removed; the rest stays', async () => {
    const disabled = { url: 'http://127.0.0.1:9/down', secret: SECRET, events: ['submission.created'], disabledAt: '2026-11-20T10:00:00.000Z' };
    const id = await apiForm({ ...SETTINGS, webhooks: [...SETTINGS.webhooks, disabled] });
    const page = await (await operator.request(`/dashboard/forms/${id}`)).text();
    expect(page).toContain('disabled 2026-11-20T10:00');
    expect(page).toContain('Save and re-enable');
    const events = await operator.request(`/dashboard/forms/${id}/webhooks/events`, { form: { _csrf: csrf, url: disabled.url, events: 'submission.spam' } });
    expect(events.status).toBe(303);
    expect(await hooks(id)).toEqual([SETTINGS.webhooks[0], { url: disabled.url, secret: SECRET, events: ['submission.spam'] }]);

    expect((await operator.request(`/dashboard/forms/${id}/webhooks/remove`, { form: { _csrf: csrf, url: SETTINGS.webhooks[0]!.url } })).status).toBe(303);
    expect((await operator.request(`/dashboard/forms/${id}/webhooks/remove`, { form: { _csrf: csrf, url: disabled.url } })).status).toBe(303);
    expect(await storedSettings(id)).toEqual({ ...SETTINGS, webhooks: undefined });
    expect(await alertOf(await operator.request(`/dashboard/forms/${id}/webhooks/remove`, { form: { _csrf: csrf, url: disabled.url } }))).toBe(`This form has no webhook ${disabled.url}`);
  });

  test('another account holder cannot touch the webhooks (404, as for the page)', async () => {
    const id = await apiForm();
    const email = `other-${crypto.randomUUID()}@example.com`;
    await accountWithUser(app, email);
    const other = browser(app);
    expect((await other.request('/dashboard/sign-in', { form: { email, password: 'correct horse battery' } })).status).toBe(303);
    const token = await other.csrf();
    for (const path of ['webhooks', 'webhooks/remove', 'webhooks/events']) {
      expect((await other.request(`/dashboard/forms/${id}/${path}`, { form: { _csrf: token, url: 'http://127.0.0.1:9/hook', events: 'submission.created' } })).status).toBe(404);
    }
    expect((await other.request(`/dashboard/forms/${id}`, { form: { _csrf: token, name: 'x', fields: '[]' } })).status).toBe(404);
    expect(await storedSettings(id)).toEqual(SETTINGS);
  });
});

describe('without SMTP_URL', () => {
  test('notifications are refused on the page, as the API refuses them; the page says why beforehand', async () => {
    const plain = await testApp(ENV);
    const plainKey = (await makeKey(plain, { service: 'forms', plan: 'business' })).key;
    const created = await plain.request('/v1/forms', { method: 'POST', headers: { authorization: `Bearer ${plainKey}` }, json: { name: 'Plain', fields: [] } });
    const id = (await created.json()).data.id;
    const tab = browser(plain);
    expect((await tab.request('/dashboard/sign-in', { form: { token: 'test-admin-token-0123456789' } })).status).toBe(303);
    const token = await tab.csrf();
    expect(await (await tab.request(`/dashboard/forms/${id}`)).text()).toContain('This server has no SMTP_URL: notifications are refused until the operator sets it.');
    const refused = await tab.request(`/dashboard/forms/${id}`, { form: { _csrf: token, name: 'Plain', fields: '[]', notificationRecipients: 'owner@example.org', notificationSubject: 'New' } });
    expect(await alertOf(refused)).toBe('notifications need an SMTP server: the operator must set SMTP_URL');
    const stored = await (await plain.request(`/v1/forms/${id}`, { headers: { authorization: `Bearer ${plainKey}` } })).json();
    expect(stored.data.settings).toEqual({});
    await plain.close();
  });
});
