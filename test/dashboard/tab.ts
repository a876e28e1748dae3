import { expect } from 'bun:test';
import { adminHeaders, type TestApp } from '../support/app.ts';

export const ORIGIN = { origin: 'http://dash.test', host: 'dash.test' };

/** A small browser: keeps the session cookie, sends same-origin form posts. */
export function browser(app: TestApp) {
  let cookie = '';
  const request = async (path: string, init: { form?: Record<string, string>; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...ORIGIN, ...(cookie ? { cookie } : {}), ...init.headers };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await app.request(path, {
      method: init.form ? 'POST' : 'GET', headers, body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!.endsWith('=') ? '' : set.split(';')[0]!;
    return response;
  };
  return {
    request,
    get cookie() {
      return cookie;
    },
    async csrf(path = '/dashboard/keys') {
      const page = await (await request(path)).text();
      return page.match(/name="_csrf" value="([^"]+)"/)![1]!;
    },
  };
}

export async function accountWithUser(app: TestApp, email: string) {
  const account = await (await app.request('/admin/accounts', { method: 'POST', headers: adminHeaders, json: { name: email } })).json() as { id: string };
  const created = await app.request('/admin/dashboard-users', { method: 'POST', headers: adminHeaders, json: { email, accountId: account.id, password: 'correct horse battery' } });
  expect(created.status).toBe(201);
  return account.id;
}
