/**
 * GET / in a real browser (Debian's Chromium): the landing page's links lead to the dashboard, Swagger UI and
 * health, nothing is fetched from elsewhere, and the operator signs in to the dashboard with the token the first
 * start made in DATA_DIR (no ADMIN_TOKEN given).
 */
import { expect, test } from 'bun:test';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir, testApp } from '../support/app.ts';
import { chromiumAvailable, CHROMIUM, dashboard, launchBrowser } from '../support/browser.ts';
import { startServer } from '../support/process.ts';

const root = path.join(import.meta.dir, '../..');
const inCi = process.env.CI === 'true';
const runs = chromiumAvailable() || inCi;
if (!runs) console.warn(`landing browser test skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium); in CI it fails instead`);

test('GET / is HTML linking /dashboard, /swagger and /healthz, with no external asset allowed', async () => {
  const app = await testApp();
  try {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const html = await response.text();
    expect([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/dashboard', '/swagger', '/healthz']);
    expect(html).not.toMatch(/src=|https?:\/\//);
    const spec = await (await app.request('/swagger/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).not.toContain('/');
  } finally {
    await app.close();
  }
});

// the server runs on the embedded defaults whatever the leg: CI's PostgreSQL + Redis leg would only repeat it
test.skipIf(!runs || Boolean(process.env.CI_SERVICES_LEG))('in a real browser: follow each link from /, then sign in to the dashboard with the token from DATA_DIR/admin-token', async () => {
  if (!chromiumAvailable()) throw new Error(`CI=true and no Chromium at ${CHROMIUM}: install it with apt-get install -y chromium`);
  const dataDir = tempDir('pfs-landing');
  const server = await startServer(['bun', path.join(root, 'src/main.ts')], { env: { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ADMIN_TOKEN: '' } });
  const browser = await launchBrowser().catch(async (error) => {
    await server.stop();
    throw error;
  });
  try {
    const { page } = browser;
    const base = server.url;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(`${base}/`)) elsewhere.push(request.url());
    });
    await page.goto(`${base}/`);
    await Promise.all([page.waitForURL(`${base}/swagger`), page.click('a[href="/swagger"]')]);
    await expect(page.locator('.info .title').first().textContent({ timeout: 20_000 })).resolves.toContain('Prompt analysis and form collection API');
    await page.goto(`${base}/`);
    await Promise.all([page.waitForURL(`${base}/healthz`), page.click('a[href="/healthz"]')]);
    expect(await page.locator('body').textContent()).toContain('"status":"ok"');
    await page.goto(`${base}/`);
    await Promise.all([page.waitForURL(/\/dashboard/), page.click('a[href="/dashboard"]')]);
    await dashboard.signInAsOperator(page, base, fs.readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim());
    expect(page.url()).toBe(`${base}/dashboard/keys`);
    expect(elsewhere).toEqual([]);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
