import fs from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { tempDir } from './app.ts';

/**
 * Clicks a control that posts a form and waits until the page the post lands on has replaced this one. Waiting for
 * the URL or the load state is not enough when the post redirects back to the page already shown: both are already
 * true, and the next locator would read the old page while the navigation replaces it.
 */
export async function landsAfter(page: Page, click: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame()), click()]);
  await page.waitForLoadState();
}

/** Debian's Chromium (`apt-get install chromium`); Playwright never downloads a browser here. */
export const CHROMIUM = '/usr/bin/chromium';
export const chromiumAvailable = () => fs.existsSync(CHROMIUM);

const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Context settings a test may change: a person's user agent, script turned off, a self-signed server accepted. */
export interface BrowserOptions {
  userAgent?: string;
  javaScriptEnabled?: boolean;
  ignoreHTTPSErrors?: boolean;
}

/** A fresh profile (its own user-data dir, removed on close) and one page. */
export async function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const profile = tempDir('pfs-chromium');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: FLAGS, viewport: { width: 1280, height: 900 }, ...options,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The dashboard steps both the browser test and the screenshot script take, as a user would in the page. */
export const dashboard = {
  async signInAsOperator(page: Page, base: string, token: string) {
    await page.goto(`${base}/dashboard`);
    await page.fill('input[name=token]', token);
    await Promise.all([page.waitForURL(`${base}/dashboard/keys`), page.click('text=Sign in as operator')]);
  },
  async createTeam(page: Page, base: string, name: string, plan: string) {
    await page.goto(`${base}/dashboard/accounts`);
    await page.fill('form[action="/dashboard/teams"] input[name=name]', name);
    await page.selectOption('form[action="/dashboard/teams"] select[name=plan]', plan);
    await landsAfter(page, () => page.click('text=Create team'));
  },
  async createAccount(page: Page, base: string, name: string): Promise<string> {
    await page.goto(`${base}/dashboard/accounts`);
    await page.fill('form[action="/dashboard/accounts"] input[name=name]', name);
    await landsAfter(page, () => page.click('text=Create account'));
    const row = page.locator('tr', { hasText: name }).first();
    return (await row.locator('td').nth(1).textContent())!.trim();
  },
  async createKey(page: Page, base: string, accountId: string, servicePlan: string, name: string): Promise<string> {
    await page.goto(`${base}/dashboard/keys`);
    await page.selectOption('select[name=servicePlan]', servicePlan);
    await page.selectOption('select[name=accountId]', accountId);
    await page.fill('form[action="/dashboard/keys"] input[name=name]', name);
    await landsAfter(page, () => page.click('text=Create key'));
    return (await page.locator('#new-key').textContent())!.trim();
  },
  /** Opens a key's Settings in the Keys page, fills the named inputs (name, expiresAt, burstLimit, metadata) and saves. */
  async saveKeySettings(page: Page, base: string, keyId: string, settings: Record<string, string>) {
    await page.goto(`${base}/dashboard/keys`);
    const row = page.locator(`tr[data-key-id="${keyId}"]`);
    await row.locator('summary').click();
    for (const [name, value] of Object.entries(settings)) await row.locator(`[name="${name}"]`).fill(value);
    await landsAfter(page, () => row.locator('text=Save').click());
  },
  /** `minSeconds` is the form's spam setting: how long a human takes at least (a scripted visitor is instant). */
  async createForm(page: Page, base: string, accountId: string, name: string, minSeconds: string): Promise<string> {
    await page.goto(`${base}/dashboard/forms`);
    await page.fill('input[name=name]', name);
    await page.fill('input[name=minSeconds]', minSeconds);
    await page.selectOption('select[name=accountId]', accountId);
    await Promise.all([page.waitForURL(/\/dashboard\/forms\/frm_/), page.click('text=Create form')]);
    return page.url().split('/').pop()!;
  },
};

/** A visitor's browser as the site's backend relays it (Bun's own user agent counts as a bot and is not counted). */
export const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** A visitor's whole journey over the API: a view, touched fields, then the submission with its view token. */
export async function submitOverApi(base: string, key: string, formId: string, touched: string[], payload: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'user-agent': VISITOR_AGENT };
  const view = await (await fetch(`${base}/v1/f/${formId}/views`, { method: 'POST', headers })).json() as { data: { viewToken: string } };
  await fetch(`${base}/v1/f/${formId}/events`, {
    method: 'POST', headers, body: JSON.stringify({ viewToken: view.data.viewToken, events: touched.map((field) => ({ field, type: 'input' })) }),
  });
  return fetch(`${base}/v1/f/${formId}`, { method: 'POST', headers: { ...headers, 'x-view-token': view.data.viewToken }, body: JSON.stringify(payload) });
}
