import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import net from 'node:net';
import { adminHeaders, ADMIN_TOKEN, testApp, type TestApp } from '../support/app.ts';
import { captureSmtp, type CapturedMail, type CapturingSmtp } from '../support/smtp.ts';
import { browser } from './tab.ts';

/** The raw message's text, quoted-printable decoded when it is sent so (a short message goes as 7bit, where "=A1" is text). */
const decoded = (raw: string) => (!/^Content-Transfer-Encoding: quoted-printable/im.test(raw) ? raw
  : raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('dashboard invitations by e-mail when SMTP_URL is set', () => {
  const mails: CapturedMail[] = [];
  let smtp: CapturingSmtp;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await captureSmtp(mails);
    app = await testApp({ ALLOW_INSECURE_HTTP: 'true', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'dashboard@example.org' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const newAccount = async () =>
    (await (await app.request('/admin/accounts', { method: 'POST', headers: adminHeaders, json: { name: 'invited' } })).json() as { id: string }).id;
  const linkIn = (mail: CapturedMail) => decoded(mail.raw).match(/(http:\/\/\S+\/dashboard\/invite\?token=[0-9A-Za-z]{32})/)![1]!;

  test('the admin API e-mails the link; the holder sets a password through it and signs in', async () => {
    const email = `mailed-${crypto.randomUUID()}@example.com`;
    const response = await app.request('/admin/dashboard-users', {
      method: 'POST', headers: { ...adminHeaders, host: 'dash.example.org' }, json: { email, accountId: await newAccount() },
    });
    expect(response.status).toBe(201);
    const created = await response.json() as { invitePath: string; invitationEmail: string };
    expect(created.invitationEmail).toBe('sent');
    const mail = mails.find((one) => one.to.includes(email))!;
    expect(mail.raw).toContain('From: dashboard@example.org');
    expect(mail.raw).toContain('Subject: Your dashboard invitation');
    const link = new URL(linkIn(mail));
    expect(link.host).toBe('dash.example.org');
    expect(`${link.pathname}${link.search}`).toBe(created.invitePath);

    const tab = browser(app);
    const invite = link.searchParams.get('token')!;
    expect((await tab.request('/dashboard/invite', { form: { invite, password: 'a fine long password' } })).status).toBe(200);
    expect((await tab.request('/dashboard/sign-in', { form: { email, password: 'a fine long password' } })).status).toBe(303);
  }, 20_000);

  test('the Accounts page e-mails the link and says so; a user created with a password gets no e-mail', async () => {
    const operator = browser(app);
    expect((await operator.request('/dashboard/sign-in', { form: { token: ADMIN_TOKEN } })).status).toBe(303);
    const token = await operator.csrf('/dashboard/accounts');
    const accountId = await newAccount();
    const email = `page-${crypto.randomUUID()}@example.com`;
    const page = await (await operator.request('/dashboard/users', { form: { _csrf: token, email, accountId, password: '' } })).text();
    expect(page).toContain(`Invitation for ${email} (valid 7 days, shown once), e-mailed to the holder`);
    const shown = page.match(/<code id="invite-link">([^<]+)<\/code>/)![1]!;
    expect(linkIn(mails.find((one) => one.to.includes(email))!)).toBe(shown);

    const withPassword = `password-${crypto.randomUUID()}@example.com`;
    const created = await (await app.request('/admin/dashboard-users', {
      method: 'POST', headers: adminHeaders, json: { email: withPassword, accountId, password: 'correct horse battery' },
    })).json() as { invitationEmail: unknown };
    expect(created.invitationEmail).toBeNull();
    expect(mails.some((one) => one.to.includes(withPassword))).toBe(false);
  }, 20_000);

  test('without SMTP_URL, or when the mail server is down, the link is still given and the answer says it was not e-mailed', async () => {
    const cases = [['not_configured', {}], ['failed', { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }]] as const;
    for (const [expected, env] of cases) {
      const other = await testApp({ ALLOW_INSECURE_HTTP: 'true', ...env });
      const account = await (await other.request('/admin/accounts', { method: 'POST', headers: adminHeaders, json: { name: 'x' } })).json() as { id: string };
      const created = await (await other.request('/admin/dashboard-users', {
        method: 'POST', headers: adminHeaders, json: { email: `${expected}-${crypto.randomUUID()}@example.com`, accountId: account.id },
      })).json() as { invitePath: string; invitationEmail: string };
      expect(created.invitationEmail).toBe(expected);
      expect(created.invitePath).toMatch(/^\/dashboard\/invite\?token=[0-9A-Za-z]{32}$/);
      await other.close();
    }
  }, 30_000);
});
