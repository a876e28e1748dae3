import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { adminHeaders, backend, sharedDatabase, testApp, type TestApp } from '../support/app.ts';
import { makeKey, manualClock } from '../support/keys.ts';
import { captureSmtp, type CapturedMail, type CapturingSmtp } from '../support/smtp.ts';
import { until, untilWaitedOn } from '../support/timing.ts';
import { loadConfig } from '../../src/config.ts';
import { rowsOf } from '../../src/db/client.ts';
import { backoffMs, createDeliveryWorker, pinnedRequest, resolveWebhookTarget, webhookUrlProblem, type Resolver } from '../../plugins/forms/service/deliveries.ts';
import { createForm } from '../../plugins/forms/service/forms.ts';
import { dispatchSubmissions } from '../../plugins/forms/service/dispatch.ts';
import { deliveryPolicy } from '../../plugins/forms/service/jobs.ts';
import { createSmtpMailer } from '../../plugins/forms/service/mailer.ts';

/** Issue 10: webhooks and e-mail through the outbox, against real receivers on 127.0.0.1. */
const clock = manualClock(Date.UTC(2027, 5, 30, 23, 0, 0));
const SECRET = `whsec_${Buffer.from('a-test-signing-key-of-32-bytes!!').toString('base64')}`;
const HUMAN_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
/** Long enough that a loopback endpoint answers in time on a loaded machine; the hanging-endpoint test waits it out once. */
const WEBHOOK_TIMEOUT_MS = 1500;
const ENV = {
  ALLOW_INSECURE_HTTP: 'true', BURST_LIMIT: '100000', BACKGROUND_JOBS: 'false', WEBHOOK_ALLOW_PRIVATE: '127.0.0.1',
  WEBHOOK_MAX_ATTEMPTS: '4', WEBHOOK_BACKOFF_BASE_SECONDS: '60', WEBHOOK_TIMEOUT_MS: String(WEBHOOK_TIMEOUT_MS), WEBHOOK_DISABLE_AFTER_HOURS: '48',
};

type Mode = 'ok' | 'fail' | 'hang';
interface Received { path: string; headers: Record<string, string>; body: string; at: number }

let server: TestApp;
let key: string;
let accountId: string;
const received: Received[] = [];
const modes = new Map<string, Mode>();
let receiver: ReturnType<typeof Bun.serve>;
let smtp: CapturingSmtp;
let smtpPort = 0;
const mails: CapturedMail[] = [];

const config = loadConfig({ ...ENV, SMTP_URL: 'smtp://127.0.0.1:2525', LOG_LEVEL: 'silent' });
const failures: string[] = [];

/** A worker like the app's; the SMTP one gets a generous deadline (an SMTP session is several round trips). */
async function worker(mailTo?: number) {
  const db = (await sharedDatabase()).db;
  const mailer = mailTo ? createSmtpMailer(`smtp://127.0.0.1:${mailTo}`, 'forms@example.org') : null;
  const policy = { ...deliveryPolicy(config), ...(mailTo ? { timeoutMs: 10_000 } : {}) };
  return createDeliveryWorker({ db, clock: clock.now, policy, mailer, onError: (event) => void failures.push(event) });
}

const hookUrl = (path: string) => `http://127.0.0.1:${receiver.port}${path}`;

function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  return server.request(path, { ...init, headers: { authorization: `Bearer ${key}`, 'user-agent': HUMAN_UA, ...(init.headers as Record<string, string>) } });
}

async function formWithHooks(paths: string[], events: string[] = ['submission.created'], extra: Record<string, unknown> = {}) {
  const response = await call('/v1/forms', {
    method: 'POST',
    json: { name: 'Hooked', fields: [{ name: 'email', type: 'email' }], settings: { webhooks: paths.map((path) => ({ url: hookUrl(path), secret: SECRET, events })), ...extra } },
  });
  expect(response.status).toBe(201);
  return (await response.json()).data.id as string;
}

const submit = async (formId: string, json: unknown = { email: 'ada@example.org' }) => {
  const response = await call(`/v1/f/${formId}`, { method: 'POST', json });
  expect(response.status).toBe(200);
  return (await response.json()).submissionId as string;
};

const log = async (formId: string) => (await (await call(`/v1/forms/${formId}/deliveries`)).json()).data;
const at = (path: string) => received.filter((entry) => entry.path === path);

/** The Standard Webhooks signature, computed independently of the library the server signs with. */
function expectedSignature(id: string, timestamp: string, body: string) {
  const keyBytes = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
  return `v1,${createHmac('sha256', keyBytes).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

beforeAll(async () => {
  receiver = Bun.serve({
    hostname: '127.0.0.1', port: 0,
    async fetch(request) {
      const path = new URL(request.url).pathname;
      const body = await request.text();
      const mode = modes.get(path) ?? 'ok';
      if (mode === 'hang') return new Promise<Response>(() => {});
      received.push({ path, headers: Object.fromEntries(request.headers), body, at: performance.now() });
      return new Response(mode === 'ok' ? 'ok' : 'nope', { status: mode === 'ok' ? 204 : 503 });
    },
  });
  smtp = await captureSmtp(mails);
  smtpPort = smtp.port;
  server = await testApp({ ...ENV, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, { clock: clock.now });
  ({ key, accountId } = await makeKey(server, { service: 'forms', plan: 'business' }));
  // On the PostgreSQL leg one database serves the whole run: submissions that earlier files left undispatched (their
  // apps ran no worker) would fill the dispatcher's oldest-first batches before this file's own. They are settled
  // first, so each test's dispatch pass reaches what the test submitted.
  await (await sharedDatabase()).db.execute(sql`update submissions set dispatched = true where not dispatched`);
});

afterAll(async () => {
  receiver.stop(true);
  await smtp.close();
});

describe('webhooks', () => {
  test('a submission queues a signed Standard Webhooks delivery, sent off the request path', async () => {
    const id = await formWithHooks(['/signed']);
    const submissionId = await submit(id, { email: 'ada@example.org', note: 'extra' });
    expect(at('/signed')).toHaveLength(0);
    expect(await log(id)).toEqual([]);
    await dispatchSubmissions((await sharedDatabase()).db);
    const [queued] = await log(id);
    expect(queued).toMatchObject({ submissionId, channel: 'webhook', status: 'pending', attempts: 0, event: 'submission.created' });
    expect(await (await worker()).runOnce()).toBeGreaterThanOrEqual(1);
    const [hit] = at('/signed');
    expect(hit!.headers['webhook-id']).toBe(queued.id);
    expect(hit!.headers['webhook-timestamp']).toBe(String(Math.floor(clock.now() / 1000)));
    expect(hit!.headers['webhook-signature']).toBe(expectedSignature(queued.id, hit!.headers['webhook-timestamp']!, hit!.body));
    expect(JSON.parse(hit!.body)).toEqual({
      type: 'submission.created', timestamp: new Date(clock.now()).toISOString(),
      data: { formId: id, submissionId, data: { email: 'ada@example.org', note: 'extra' }, undeclared: ['note'], isSpam: false, createdAt: new Date(clock.now()).toISOString() },
    });
    expect((await log(id))[0]).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 204, nextAttemptAt: null });
  });

  test('a failing endpoint is retried with exponential backoff under one webhook-id, and recovers', async () => {
    modes.set('/flaky', 'fail');
    const id = await formWithHooks(['/flaky']);
    await submit(id);
    const run = await worker();
    await run.runOnce();
    let [entry] = await log(id);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 503, lastError: 'HTTP 503' });
    expect(Date.parse(entry.nextAttemptAt) - clock.now()).toBe(60_000);
    clock.advance(59_000);
    expect(await run.runOnce()).toBe(0);
    clock.advance(1000);
    await run.runOnce();
    [entry] = await log(id);
    expect(Date.parse(entry.nextAttemptAt) - clock.now()).toBe(120_000);
    modes.set('/flaky', 'ok');
    clock.advance(120_000);
    await run.runOnce();
    expect((await log(id))[0]).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(new Set(at('/flaky').map((hit) => hit.headers['webhook-id']))).toEqual(new Set([entry.id]));
    expect(at('/flaky')).toHaveLength(3);
  });

  test('a hanging endpoint times out without delaying another form\'s endpoint', async () => {
    modes.set('/hang', 'hang');
    const slow = await formWithHooks(['/hang']);
    const fast = await formWithHooks(['/fast']);
    await submit(slow);
    await submit(fast);
    const started = performance.now();
    await (await worker()).runOnce();
    expect(performance.now() - started).toBeGreaterThanOrEqual(WEBHOOK_TIMEOUT_MS - 50);
    expect(at('/fast')[0]!.at - started).toBeLessThan(WEBHOOK_TIMEOUT_MS - 50);
    expect((await log(slow))[0]).toMatchObject({ status: 'pending', lastError: 'timeout' });
    expect((await log(fast))[0]).toMatchObject({ status: 'delivered' });
  });

  test('after the last attempt the delivery is failed, listed, and redeliverable through the API', async () => {
    modes.set('/down', 'fail');
    const id = await formWithHooks(['/down']);
    await submit(id);
    const run = await worker();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await run.runOnce();
      clock.advance(60_000 * 2 ** (attempt - 1));
    }
    const [failed] = await log(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null });
    expect(await run.runOnce()).toBe(0);
    modes.set('/down', 'ok');
    const again = await call(`/v1/forms/${id}/deliveries/${failed.id}/redeliver`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect((await again.json()).data).toMatchObject({ id: failed.id, status: 'pending', attempts: 0 });
    await run.runOnce();
    expect((await log(id))[0]).toMatchObject({ id: failed.id, status: 'delivered', attempts: 1 });
    expect(at('/down').at(-1)!.headers['webhook-id']).toBe(failed.id);
    expect((await call(`/v1/forms/${id}/deliveries/msg_missing/redeliver`, { method: 'POST' })).status).toBe(404);
  });

  test('a restart mid-backoff still delivers: the outbox lives in the database, not in the worker', async () => {
    modes.set('/restart', 'fail');
    const id = await formWithHooks(['/restart']);
    await submit(id);
    await (await worker()).runOnce();
    modes.set('/restart', 'ok');
    const restarted = await testApp(ENV, { clock: clock.now });
    await restarted.close();
    clock.advance(60_000);
    await (await worker()).runOnce();
    expect((await log(id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  test('N workers sharing the database deliver each event once', async () => {
    const id = await formWithHooks(['/shared']);
    for (let i = 0; i < 30; i += 1) await submit(id, { email: `user${i}@example.org` });
    const workers = await Promise.all([worker(), worker(), worker()]);
    while ((await Promise.all(workers.map((each) => each.runOnce()))).some((count) => count > 0));
    const ids = at('/shared').map((hit) => hit.headers['webhook-id']);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  test('events: spam goes only to endpoints subscribed to submission.spam', async () => {
    const id = await formWithHooks(['/spam-only'], ['submission.spam'], { honeypotField: 'website' });
    await submit(id, { email: 'ada@example.org' });
    await submit(id, { email: 'bot@example.org', website: 'http://spam.example' });
    await (await worker()).runOnce();
    expect(at('/spam-only').map((hit) => JSON.parse(hit.body).type)).toEqual(['submission.spam']);
  });

  test('an endpoint failing for days is disabled with a notice; saving the form re-enables it', async () => {
    modes.set('/dead', 'fail');
    const id = await formWithHooks(['/dead']);
    const run = await worker();
    for (let day = 0; day < 3; day += 1) {
      await submit(id);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await run.runOnce();
        clock.advance(60_000 * 2 ** (attempt - 1));
      }
      clock.advance(86_400_000);
    }
    const form = (await (await call(`/v1/forms/${id}`)).json()).data;
    expect(form.settings.webhooks[0].disabledAt).toBeString();
    expect(failures).toContain('webhook_disabled');
    const before = (await log(id)).length;
    await submit(id);
    expect((await log(id)).length).toBe(before);
    const hook = { ...form.settings.webhooks[0] };
    delete hook.disabledAt;
    expect((await call(`/v1/forms/${id}`, { method: 'PATCH', json: { settings: { webhooks: [hook] } } })).status).toBe(200);
  });
});

describe('dispatch: the submission row is the outbox event', () => {
  const db = async () => (await sharedDatabase()).db;
  /** The delivery rows of one submission (channel and id), and whether it is marked dispatched. */
  async function fannedOut(submissionId: string) {
    const rows = rowsOf<{ id: string; channel: string }>(await (await db()).execute(sql`select id, channel from deliveries where submission_id = ${submissionId} order by channel`));
    const [state] = rowsOf<{ dispatched: boolean }>(await (await db()).execute(sql`select dispatched from submissions where id = ${submissionId}`));
    return { channels: rows.map((row) => row.channel), ids: rows.map((row) => row.id), dispatched: state!.dispatched };
  }
  const MAILED = { notifications: { recipients: ['owner@example.org'], subject: 'New on {form}' } };
  /** Forms whose e-mails no test sends: deleted afterwards, so their pending rows do not fill later rounds. */
  const mailedForms: string[] = [];
  afterAll(async () => {
    for (const id of mailedForms) expect((await call(`/v1/forms/${id}`, { method: 'DELETE' })).status).toBe(200);
  });

  test('the submit writes no delivery rows; the dispatcher writes one per destination, once; a form without destinations is stored dispatched', async () => {
    const hooked = await formWithHooks(['/fan-out'], ['submission.created'], MAILED);
    mailedForms.push(hooked);
    const submissionId = await submit(hooked);
    expect(await fannedOut(submissionId)).toEqual({ channels: [], ids: [], dispatched: false });
    const plain = (await (await call('/v1/forms', { method: 'POST', json: { name: 'Plain', fields: [] } })).json()).data.id;
    expect((await fannedOut(await submit(plain))).dispatched).toBe(true);
    expect(await dispatchSubmissions(await db())).toBeGreaterThanOrEqual(1);
    const first = await fannedOut(submissionId);
    expect(first).toMatchObject({ channels: ['email', 'webhook'], dispatched: true });
    await dispatchSubmissions(await db());
    expect(await fannedOut(submissionId)).toEqual(first);
  });

  test('a dispatcher failing between its claim and its commit leaves the submission to the next pass: no loss, no double rows', async () => {
    const id = await formWithHooks(['/crash']);
    const submissionId = await submit(id);
    const trigger = `fail_dispatch_${id.replace(/\W/g, '_')}`;
    // the fan-out's statement fails after claiming the submission, as a crash before its commit would
    await (await db()).execute(sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$ begin raise exception 'dispatcher died'; end $$`));
    await (await db()).execute(sql.raw(`create trigger ${trigger} before update of dispatched on submissions for each row when (new.form_id = '${id}') execute function ${trigger}()`));
    try {
      await expect(dispatchSubmissions(await db())).rejects.toThrow();
      expect(await fannedOut(submissionId)).toEqual({ channels: [], ids: [], dispatched: false });
    } finally {
      await (await db()).execute(sql.raw(`drop trigger ${trigger} on submissions`));
      await (await db()).execute(sql.raw(`drop function ${trigger}()`));
    }
    await (await worker()).runOnce();
    await (await worker()).runOnce();
    expect(await fannedOut(submissionId)).toMatchObject({ channels: ['webhook'], dispatched: true });
    expect(at('/crash').map((hit) => hit.headers['webhook-id'])).toEqual((await fannedOut(submissionId)).ids);
  });

  // PGlite has one connection, so no other statement can hold a row while the dispatcher runs.
  test.skipIf(backend !== 'postgres')('a submission another job holds locked is dispatched in the same pass once it is let go', async () => {
    const id = await formWithHooks(['/held']);
    const submissionId = await submit(id);
    let released = 0;
    let returned = 0;
    const locked = Promise.withResolvers<void>();
    // what the counter fold or erasure does for one statement, held here until the dispatcher waits on the row
    const holder = (await db()).transaction(async (tx) => {
      await tx.execute(sql`select id from submissions where id = ${submissionId} for update`);
      locked.resolve();
      await untilWaitedOn(tx, () => returned > 0);
      released = performance.now();
    });
    await Promise.race([locked.promise, holder]);
    const taken = await dispatchSubmissions(await db());
    returned = performance.now();
    await holder;
    expect(taken).toBeGreaterThanOrEqual(1);
    expect(returned).toBeGreaterThanOrEqual(released);
    expect(await fannedOut(submissionId)).toMatchObject({ channels: ['webhook'], dispatched: true });
  });

  test('two dispatchers in parallel fan each submission out once', async () => {
    const id = await formWithHooks(['/parallel'], ['submission.created'], MAILED);
    mailedForms.push(id);
    const submissionIds: string[] = [];
    for (let i = 0; i < 40; i += 1) submissionIds.push(await submit(id, { email: `user${i}@example.org` }));
    for (let round = [1]; round.some((count) => count > 0);) {
      round = await Promise.all([dispatchSubmissions(await db(), 7), dispatchSubmissions(await db(), 7)]);
    }
    const all = await Promise.all(submissionIds.map(fannedOut));
    expect(all.every((each) => each.dispatched && each.channels.join() === 'email,webhook')).toBe(true);
    expect(new Set(all.flatMap((each) => each.ids)).size).toBe(80);
  });
});

describe('the worker in the app', () => {
  test('a local submit wakes the worker: delivered at once, not at the next poll', async () => {
    const id = await formWithHooks(['/nudged']);
    // the app's timers (the worker's poll among them) tick into nothing, so only the submit's nudge can deliver:
    // a timing bound (the first poll came a second after the app started) failed on a loaded machine
    const realSetInterval = globalThis.setInterval;
    const timers = spyOn(globalThis, 'setInterval').mockImplementation(((_: unknown, ms?: number) => realSetInterval(() => {}, ms)) as typeof setInterval);
    // its own clock, earlier than every other test's rows: only this submission is due for this worker
    const running = await testApp({ ...ENV, BACKGROUND_JOBS: 'true' }, { clock: manualClock(Date.UTC(2026, 11, 31, 12)).now }).finally(() => timers.mockRestore());
    try {
      const response = await running.request(`/v1/f/${id}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'user-agent': HUMAN_UA }, json: { email: 'ada@example.org' } });
      expect(response.status).toBe(200);
      await until(() => at('/nudged').length > 0, 10_000);
      expect(at('/nudged')).toHaveLength(1);
    } finally {
      await running.close();
    }
  });
});

describe('operator routes (the CLI\'s forms and deliveries commands)', () => {
  test('the admin API lists a form\'s deliveries and redelivers one by id', async () => {
    modes.set('/admin', 'fail');
    const id = await formWithHooks(['/admin']);
    await submit(id);
    await (await worker()).runOnce();
    const listed = await (await server.request(`/admin/forms/${id}/deliveries`, { headers: adminHeaders })).json();
    expect(listed.data[0]).toMatchObject({ status: 'pending', attempts: 1 });
    modes.set('/admin', 'ok');
    const again = await server.request(`/admin/forms/deliveries/${listed.data[0].id}/redeliver`, { method: 'POST', headers: adminHeaders });
    expect((await again.json()).data).toMatchObject({ status: 'pending', attempts: 0 });
    await (await worker()).runOnce();
    expect((await log(id))[0]).toMatchObject({ status: 'delivered' });
    expect((await server.request(`/admin/forms/${id}/deliveries`)).status).toBe(401);
  });
});

describe('retry schedule', () => {
  test('the defaults give at least 8 attempts over at least 24 h, doubling and capped at 8 h', () => {
    const defaults = deliveryPolicy(loadConfig({}));
    const delays = Array.from({ length: defaults.maxAttempts - 1 }, (_, index) => backoffMs(index + 1, defaults));
    expect(defaults.maxAttempts).toBeGreaterThanOrEqual(8);
    expect(delays.slice(0, 3)).toEqual([120_000, 240_000, 480_000]);
    expect(Math.max(...delays)).toBe(8 * 3600_000);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThanOrEqual(24 * 3600_000);
  });
});

describe('webhook URLs', () => {
  test.each([
    ['http://example.org/hook', 'invalid_webhook_url'],
    ['https://127.0.0.1/hook', 'accepted'],
    ['https://10.1.2.3/hook', 'invalid_webhook_url'],
    ['https://169.254.169.254/latest', 'invalid_webhook_url'],
    ['https://[::1]/hook', 'invalid_webhook_url'],
    ['https://192.168.0.10/hook', 'invalid_webhook_url'],
    ['http://10.1.2.3/hook', 'invalid_webhook_url'],
    ['https://user:pw@127.0.0.1/hook', 'invalid_webhook_url'],
    ['https://[::ffff:10.1.2.3]/hook', 'invalid_webhook_url'],
    ['https://[::ffff:7f00:1]/hook', 'accepted'],
    ['https://203.0.113.10/hook', 'accepted'],
    ['https://[2001:db8::1]/hook', 'accepted'],
  ])('%s → %s (127.0.0.1 allowed by the operator)', async (url, error) => {
    const response = await call('/v1/forms', { method: 'POST', json: { name: 'u', fields: [], settings: { webhooks: [{ url, secret: SECRET, events: ['submission.created'] }] } } });
    if (error === 'accepted') expect(response.status).toBe(201);
    else expect(await response.json()).toMatchObject({ error });
  });

  test('without the operator allowance loopback is refused, over https too', async () => {
    const strict = await testApp({ ALLOW_INSECURE_HTTP: 'true' }, { clock: clock.now });
    const strictKey = (await makeKey(strict, { service: 'forms', plan: 'business' })).key;
    for (const url of ['https://127.0.0.1/hook', 'https://localhost/hook', `http://127.0.0.1:${receiver.port}/hook`]) {
      const response = await strict.request('/v1/forms', {
        method: 'POST', headers: { authorization: `Bearer ${strictKey}` },
        json: { name: 'u', fields: [], settings: { webhooks: [{ url, secret: SECRET, events: ['submission.created'] }] } },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('invalid_webhook_url');
    }
    await strict.close();
  });

  test('a secret that is not whsec_ base64 → 400', async () => {
    const response = await call('/v1/forms', { method: 'POST', json: { name: 'u', fields: [], settings: { webhooks: [{ url: hookUrl('/x'), secret: 'hunter2', events: ['submission.created'] }] } } });
    expect(response.status).toBe(400);
  });
});

describe('DNS rebinding', () => {
  /** A host whose answers change: `answers` is what it resolves to from now on. */
  const rebinding = (initial: string) => {
    const host = { answers: [initial], asked: 0 };
    const resolve: Resolver = async (name) => {
      expect(name).toBe('hooks.example.net');
      host.asked++;
      return host.answers;
    };
    return { host, resolve };
  };

  /** A form whose webhook was accepted while the host answered a public address; the submission queues it. */
  async function rebindingForm(url: string, resolve: Resolver) {
    expect(await webhookUrlProblem(url, [], resolve)).toBeNull();
    const form = await createForm((await sharedDatabase()).db, accountId, {
      name: 'Rebinding', fields: [{ name: 'email', type: 'email', required: false }],
      settings: { webhooks: [{ url, secret: SECRET, events: ['submission.created'] }] },
    });
    await submit(form.id);
    return form.id;
  }

  test.each(['127.0.0.1', '10.1.2.3'])('public at set-up, %s at delivery → refused before connecting, logged without the host or address', async (rebound) => {
    const { host, resolve } = rebinding('203.0.113.10');
    const url = `https://hooks.example.net:${receiver.port}/rebound`;
    const formId = await rebindingForm(url, resolve);
    host.answers = [rebound];
    const logged: Array<{ event: string; fields: Record<string, unknown> }> = [];
    const run = createDeliveryWorker({ db: (await sharedDatabase()).db, clock: clock.now, policy: { ...deliveryPolicy(config), allowPrivate: [] }, mailer: null, resolve, onError: (event, fields) => void logged.push({ event, fields }) });
    await run.runOnce();
    expect(host.asked).toBe(2);
    expect(at('/rebound')).toHaveLength(0);
    expect((await log(formId))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'url must not resolve to a loopback, private or link-local address' });
    expect(logged.map((entry) => entry.event)).toEqual(['delivery_failed']);
    for (const value of ['hooks.example.net', rebound, url, SECRET]) expect(JSON.stringify(logged)).not.toContain(value);
  });

  test('allowed by the operator, the delivery connects to the address it checked, with the original Host', async () => {
    const { host, resolve } = rebinding('203.0.113.10');
    const formId = await rebindingForm(`https://hooks.example.net:${receiver.port}/pinned`, resolve);
    // the form's URL is https, the receiver plain http: the pinned request is checked on its parts, then the
    // operator's allowance (which admits http) delivers an http twin of it end to end
    const target = await resolveWebhookTarget(`https://hooks.example.net:${receiver.port}/pinned`, [], resolve);
    expect(target.ok && pinnedRequest(target)).toEqual({ url: `https://203.0.113.10:${receiver.port}/pinned`, host: `hooks.example.net:${receiver.port}`, serverName: 'hooks.example.net' });
    const plainUrl = `http://hooks.example.net:${receiver.port}/pinned`;
    await createForm((await sharedDatabase()).db, accountId, {
      name: 'Pinned', fields: [], settings: { webhooks: [{ url: plainUrl, secret: SECRET, events: ['submission.created'] }] },
    }).then((form) => submit(form.id));
    host.answers = ['127.0.0.1'];
    const run = createDeliveryWorker({ db: (await sharedDatabase()).db, clock: clock.now, policy: { ...deliveryPolicy(config), allowPrivate: ['127.0.0.1'] }, mailer: null, resolve, onError: () => {} });
    await run.runOnce();
    const [hit] = at('/pinned');
    expect(hit!.headers.host).toBe(`hooks.example.net:${receiver.port}`);
    // the https one went to 127.0.0.1 too, over TLS to a plain receiver: it failed to connect, as it must
    expect((await log(formId))[0]).toMatchObject({ status: 'pending', lastError: 'connection failed' });
  });
});

describe('e-mail notifications', () => {
  test('a clean submission is mailed over SMTP with the subject template; spam is not', async () => {
    const response = await call('/v1/forms', {
      method: 'POST',
      json: { name: 'Mailed', fields: [{ name: 'email', type: 'email' }], settings: { honeypotField: 'website', notifications: { recipients: ['owner@example.org', 'team@example.org'], subject: 'New message on {form} from {field.email}' } } },
    });
    const id = (await response.json()).data.id;
    await submit(id, { email: 'ada@example.org', message: 'Hello' });
    await submit(id, { email: 'bot@example.org', website: 'x' });
    const run = await worker(smtpPort);
    while ((await run.runOnce()) > 0);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['owner@example.org', 'team@example.org']);
    expect(mails[0]!.raw).toContain('Subject: New message on Mailed from ada@example.org');
    expect(mails[0]!.raw).toContain('message: Hello');
    expect((await log(id))[0]).toMatchObject({ channel: 'email', status: 'delivered' });
  });

  test('without SMTP_URL the setting is refused with a clear error', async () => {
    const plain = await testApp({ ALLOW_INSECURE_HTTP: 'true', BACKGROUND_JOBS: 'false' }, { clock: clock.now });
    const plainKey = (await makeKey(plain, { service: 'forms', plan: 'business' })).key;
    const response = await plain.request('/v1/forms', {
      method: 'POST', headers: { authorization: `Bearer ${plainKey}` },
      json: { name: 'm', fields: [], settings: { notifications: { recipients: ['owner@example.org'], subject: 'x' } } },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'smtp_not_configured' });
    await plain.close();
  });
});
