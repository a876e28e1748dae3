/**
 * Saves a screenshot of every dashboard page under docs/screenshots/: starts a server on 127.0.0.1 with an empty
 * embedded database, fills it through the dashboard and the API, and captures each page in Debian's Chromium.
 * Run: bun scripts/screenshots.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../test/support/app.ts';
import { dashboard, launchBrowser, submitOverApi } from '../test/support/browser.ts';
import { startServer } from '../test/support/process.ts';

const root = path.join(import.meta.dir, '..');
const out = path.join(root, 'docs/screenshots');
const ADMIN_TOKEN = 'screenshots-admin-token-0123456789';
const USAGE_FLUSH_WAIT_MS = 2500;

const dataDir = tempDir('pfs-screenshots');
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
const server = await startServer(['bun', path.join(root, 'src/main.ts')], {
  env: { ADMIN_TOKEN, ALLOW_INSECURE_HTTP: 'true', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', USAGE_FLUSH_SECONDS: '1' },
});
const browser = await launchBrowser();
try {
  const { page } = browser;
  const base = server.url;
  fs.mkdirSync(out, { recursive: true });
  const shoot = (name: string) => page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });

  await page.goto(`${base}/dashboard/sign-in`);
  await shoot('sign-in');
  await dashboard.signInAsOperator(page, base, ADMIN_TOKEN);
  await dashboard.createTeam(page, base, 'Research', 'pro');
  const accountId = await dashboard.createAccount(page, base, 'Acme Ltd');
  const analyzeKey = await dashboard.createKey(page, base, accountId, 'analyze:pro', 'reporting');
  const analyzeKeyId = (await page.locator('#new-key').getAttribute('data-key-id'))!;
  await dashboard.saveKeySettings(page, base, analyzeKeyId, { burstLimit: '120', metadata: '{"customer": "acme", "seats": 40}' });
  for (const prompt of ['top 5 customers by revenue', 'orders per month in 2025', 'average basket size by country']) {
    await fetch(`${base}/api/analyze`, {
      method: 'POST', headers: { authorization: `Bearer ${analyzeKey}`, 'content-type': 'application/json' }, body: JSON.stringify({ prompt }),
    });
  }
  const formsKey = await dashboard.createKey(page, base, accountId, 'forms:pro', 'website');
  await page.locator(`tr[data-key-id="${analyzeKeyId}"] summary`).click();
  await shoot('keys');

  const formId = await dashboard.createForm(page, base, accountId, 'Contact us', '0');
  const visitors = [
    { email: 'ada@example.com', message: 'Could you send a quote for 40 seats?' },
    { email: 'grace@example.org', message: 'Is there an on-premises edition?' },
    { email: 'alan@example.net', message: 'Thanks for the quick answer yesterday.' },
  ];
  for (const payload of visitors) await submitOverApi(base, formsKey, formId, ['email', 'message'], payload);
  await submitOverApi(base, formsKey, formId, ['email', 'message'], { email: 'win@mailinator.com', message: 'CLICK HERE http://a.example http://b.example http://c.example cheap pills' });
  for (const touched of [['email'], ['email'], []]) await submitOverApi(base, formsKey, formId, touched, {}).catch(() => null);
  await page.goto(`${base}/dashboard/forms/${formId}`);
  await shoot('form');
  await page.goto(`${base}/dashboard/forms`);
  await shoot('forms');
  await page.goto(`${base}/dashboard/accounts`);
  await shoot('accounts');

  await new Promise((resolve) => setTimeout(resolve, USAGE_FLUSH_WAIT_MS));
  await page.goto(`${base}/dashboard/usage`);
  await shoot('usage');

  await page.goto(`${base}/dashboard/playground`);
  await page.fill('textarea[name=prompt]', 'top 5 customers by total revenue in 2024');
  await page.fill('input[name=fields]', 'customer_name, revenue, created_at, country');
  await page.fill('input[name=collections]', 'orders, customers');
  await Promise.all([page.waitForLoadState(), page.click('text=Analyse')]);
  await shoot('playground');
  console.log(`screenshots saved in ${path.relative(root, out)}: ${fs.readdirSync(out).sort().join(', ')}`);
} finally {
  await browser.close();
  await server.stop();
}
