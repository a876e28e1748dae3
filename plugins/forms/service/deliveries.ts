import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { rowsOf, type Db } from '../../../src/db/client.ts';
import { deliveries, forms } from '../../../src/db/schema.ts';
import { isListed } from '../../../src/ip-ranges.ts';
import { startPeriodic } from '../../../src/periodic.ts';
import type { Scalar } from './fields.ts';
import type { FormSettings } from './forms.ts';
import { dispatchSubmissions, DISPATCH_BATCH } from './dispatch.ts';

/**
 * Webhooks and e-mail notifications through the outbox (`deliveries`): a submission is stored as an undispatched
 * event (submissions.ts), the worker's dispatcher fans it out into its rows (dispatch.ts), and the worker here
 * claims due rows with `for update skip locked`, sends them
 * with bounded concurrency and a per-delivery timeout, and records the outcome: delivered, retried with
 * exponential backoff, or failed after the last attempt. Time comes from the injected clock only.
 */
export const WEBHOOK_EVENTS = ['submission.created', 'submission.spam'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface WebhookSetting {
  url: string;
  /** Standard Webhooks secret: `whsec_` + base64 of the key */
  secret: string;
  events: WebhookEvent[];
  /** set by the worker when the endpoint kept failing for WEBHOOK_DISABLE_AFTER_HOURS; cleared by saving the form */
  disabledAt?: string;
}

export interface NotificationSetting {
  recipients: string[];
  /** `{form}` and `{field.NAME}` are replaced */
  subject: string;
}

export interface DeliveryPolicy {
  allowPrivate: readonly string[];
  maxAttempts: number;
  backoffBaseSeconds: number;
  timeoutMs: number;
  disableAfterHours: number;
  concurrency: number;
}

/**
 * Ranges a webhook must not reach unless the operator allows them (SSRF): loopback, private, link-local, … An
 * IPv4-mapped IPv6 address (::ffff:10.0.0.1) reads as IPv4 (src/ip-ranges.ts), so the IPv4 ranges cover it.
 */
const NON_PUBLIC = [
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24',
  '192.168.0.0/16', '198.18.0.0/15', '224.0.0.0/3', '::/128', '::1/128', 'fc00::/7', 'fe80::/10', 'ff00::/8',
];

/** A host's addresses, as the delivery worker and the settings check see them (a stub in tests). */
export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = async (host) => (await lookup(host, { all: true })).map((entry) => entry.address);

/** Where a webhook goes: its URL and the one address, checked, that the request connects to. */
export type WebhookTarget = { ok: true; url: URL; address: string } | { ok: false; problem: string };

/**
 * Resolves a webhook URL's host once and checks what it resolved to: https only, public addresses only, unless
 * every address is one the operator allows (WEBHOOK_ALLOW_PRIVATE). The caller connects to the returned address,
 * so a host that answers differently the next time (DNS rebinding) cannot slip a private address in between.
 */
export async function resolveWebhookTarget(raw: string, allowPrivate: readonly string[], resolve: Resolver = systemResolver): Promise<WebhookTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: 'must be an absolute URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'must be an https URL' };
  if (url.username || url.password) return { ok: false, problem: 'must not carry credentials' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return { ok: false, problem: 'host does not resolve' };
  }
  if (!addresses.length) return { ok: false, problem: 'host does not resolve' };
  const allowed = addresses.every((address) => isListed(allowPrivate, address));
  if (url.protocol !== 'https:' && !allowed) return { ok: false, problem: 'must be an https URL' };
  if (!allowed && addresses.some((address) => isListed(NON_PUBLIC, address))) {
    return { ok: false, problem: 'must not resolve to a loopback, private or link-local address' };
  }
  return { ok: true, url, address: addresses[0]! };
}

/** Why a webhook URL is refused when it is set (see resolveWebhookTarget), or null. */
export async function webhookUrlProblem(raw: string, allowPrivate: readonly string[], resolve: Resolver = systemResolver): Promise<string | null> {
  const target = await resolveWebhookTarget(raw, allowPrivate, resolve);
  return target.ok ? null : target.problem;
}

/**
 * The request pinned to the checked address: the URL names the address, while the Host header and the TLS
 * server name (SNI and the certificate check) stay the original host's.
 */
export function pinnedRequest(target: Extract<WebhookTarget, { ok: true }>): { url: string; host: string; serverName: string | null } {
  const pinned = new URL(target.url);
  pinned.hostname = isIP(target.address) === 6 ? `[${target.address}]` : target.address;
  const hostname = target.url.hostname.replace(/^\[|\]$/g, '');
  return { url: pinned.href, host: target.url.host, serverName: isIP(hostname) ? null : hostname };
}

export function backoffMs(attempt: number, policy: Pick<DeliveryPolicy, 'backoffBaseSeconds'>): number {
  const capSeconds = 8 * 3600;
  return Math.min(policy.backoffBaseSeconds * 2 ** (attempt - 1), Math.max(capSeconds, policy.backoffBaseSeconds)) * 1000;
}

type DeliveryRow = typeof deliveries.$inferSelect;

export interface Mailer {
  send(message: { to: string[]; subject: string; text: string }): Promise<void>;
}

/** `final`: retrying cannot help (endpoint removed or disabled), so the delivery fails now. */
type Attempt = { ok: true; status?: number } | { ok: false; status?: number; error: string; final?: boolean };

async function sendWebhook(row: DeliveryRow, hook: WebhookSetting, policy: DeliveryPolicy, now: number, resolve: Resolver): Promise<Attempt> {
  // Resolved again on every attempt, and the connection goes to the address checked here.
  const target = await resolveWebhookTarget(hook.url, policy.allowPrivate, resolve);
  if (!target.ok) return { ok: false, error: `url ${target.problem}` };
  const pinned = pinnedRequest(target);
  const body = JSON.stringify(row.payload);
  const timestamp = new Date(now);
  const signature = new Webhook(hook.secret).sign(row.id, timestamp, body);
  try {
    const response = await fetch(pinned.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(policy.timeoutMs),
      headers: {
        host: pinned.host,
        'content-type': 'application/json',
        'webhook-id': row.id,
        'webhook-timestamp': String(Math.floor(now / 1000)),
        'webhook-signature': signature,
      },
      body,
      ...(pinned.serverName === null ? {} : { tls: { serverName: pinned.serverName } }),
    });
    await response.body?.cancel();
    return response.ok ? { ok: true, status: response.status } : { ok: false, status: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, error: (error as Error).name === 'TimeoutError' ? 'timeout' : 'connection failed' };
  }
}

function mailText(payload: { data: { formId: string; submissionId: string; data: Record<string, Scalar>; createdAt: string } }): string {
  const lines = Object.entries(payload.data.data).map(([name, value]) => `${name}: ${value ?? ''}`);
  return `New submission ${payload.data.submissionId} to form ${payload.data.formId} at ${payload.data.createdAt}\n\n${lines.join('\n')}\n`;
}

async function sendMail(row: DeliveryRow, mailer: Mailer | null, policy: DeliveryPolicy): Promise<Attempt> {
  if (!mailer) return { ok: false, error: 'SMTP is not configured' };
  const payload = row.payload as Parameters<typeof mailText>[0] & { subject: string };
  try {
    await Promise.race([
      mailer.send({ to: row.target.split(','), subject: payload.subject, text: mailText(payload) }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), policy.timeoutMs).unref?.()),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).message === 'timeout' ? 'timeout' : 'SMTP delivery failed' };
  }
}

/**
 * Claims up to `limit` due deliveries: each claimed row's next attempt moves past the delivery timeout (a
 * lease), so a process that dies mid-send leaves it to be claimed again (at least once), and no other
 * process takes it meanwhile.
 */
async function claimDue(db: Db, now: number, limit: number, leaseMs: number): Promise<DeliveryRow[]> {
  const result = await db.execute(sql`
    with due as (
      select id from deliveries where status = 'pending' and next_attempt_at <= ${new Date(now).toISOString()}::timestamptz
      order by next_attempt_at limit ${limit} for update skip locked
    )
    update deliveries d set attempts = d.attempts + 1, next_attempt_at = ${new Date(now + leaseMs).toISOString()}::timestamptz,
      last_attempt_at = ${new Date(now).toISOString()}::timestamptz
    from due where d.id = due.id
    returning d.id`);
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  if (!ids.length) return [];
  return db.select().from(deliveries).where(inArray(deliveries.id, ids));
}

/** Disables an endpoint whose deliveries kept failing for `disableAfterHours` with no success since. */
async function disableIfFailingLong(db: Db, row: DeliveryRow, now: number, policy: DeliveryPolicy): Promise<boolean> {
  const since = new Date(now - policy.disableAfterHours * 3600_000);
  const [health] = rowsOf<{ succeeded: boolean; failing: boolean }>(await db.execute(sql`
    select
      exists (select 1 from deliveries where form_id = ${row.formId} and target = ${row.target} and status = 'delivered'
              and last_attempt_at >= ${since.toISOString()}::timestamptz) as succeeded,
      exists (select 1 from deliveries where form_id = ${row.formId} and target = ${row.target} and status <> 'delivered'
              and created_at <= ${since.toISOString()}::timestamptz) as failing`));
  if (!health || health.succeeded || !health.failing) return false;
  await db.execute(sql`
    update forms set settings = jsonb_set(settings, '{webhooks}', (
      select jsonb_agg(case when hook->>'url' = ${row.target} then hook || jsonb_build_object('disabledAt', ${new Date(now).toISOString()}::text) else hook end)
      from jsonb_array_elements(settings->'webhooks') hook))
    where id = ${row.formId} and jsonb_typeof(settings->'webhooks') = 'array'`);
  return true;
}

export interface DeliveryWorkerDeps {
  db: Db;
  clock: () => number;
  policy: DeliveryPolicy;
  mailer: Mailer | null;
  onError(event: string, fields: Record<string, unknown>): void;
  /** how webhook hosts are resolved on each attempt; the system resolver unless a test stubs it */
  resolve?: Resolver;
}

/** The delivery worker any process may run: `runOnce` sends one round of due deliveries; `start` loops. */
export function createDeliveryWorker({ db, clock, policy, mailer, onError, resolve = systemResolver }: DeliveryWorkerDeps) {
  const leaseMs = policy.timeoutMs * 2 + 5000;

  async function deliver(row: DeliveryRow): Promise<void> {
    const now = clock();
    const [form] = await db.select({ settings: forms.settings }).from(forms).where(eq(forms.id, row.formId));
    const settings = (form?.settings ?? {}) as FormSettings;
    let attempt: Attempt;
    if (row.channel === 'webhook') {
      const hook = settings.webhooks?.find((candidate) => candidate.url === row.target);
      attempt = !hook ? { ok: false, error: 'endpoint removed from the form', final: true }
        : hook.disabledAt ? { ok: false, error: 'endpoint disabled', final: true }
        : await sendWebhook(row, hook, policy, now, resolve);
    } else {
      attempt = await sendMail(row, mailer, policy);
    }
    const finished = clock();
    const last = row.attempts >= policy.maxAttempts || (!attempt.ok && attempt.final === true);
    const status = attempt.ok ? 'delivered' : last ? 'failed' : 'pending';
    await db.update(deliveries).set({
      status,
      lastStatus: attempt.status ?? null,
      lastError: attempt.ok ? null : attempt.error,
      nextAttemptAt: new Date(attempt.ok || last ? finished : finished + backoffMs(row.attempts, policy)),
    }).where(eq(deliveries.id, row.id));
    if (!attempt.ok) {
      onError('delivery_failed', { deliveryId: row.id, formId: row.formId, channel: row.channel, attempt: row.attempts, reason: attempt.error, final: last });
      if (row.channel === 'webhook' && !attempt.final && await disableIfFailingLong(db, row, finished, policy)) {
        onError('webhook_disabled', { formId: row.formId, deliveryId: row.id, afterHours: policy.disableAfterHours });
      }
    }
  }

  /**
   * One round: fans out a batch of new submissions, then claims up to `concurrency` due rows and sends them side by
   * side; resolves when all settled. Says how many it sent, and whether either step left work behind.
   */
  async function round(): Promise<{ sent: number; more: boolean }> {
    const dispatched = await dispatchSubmissions(db, DISPATCH_BATCH);
    const claimed = await claimDue(db, clock(), policy.concurrency, leaseMs);
    await Promise.all(claimed.map((row) => deliver(row).catch((error) => onError('delivery_error', { deliveryId: row.id, error: (error as Error).name }))));
    return { sent: claimed.length, more: dispatched >= DISPATCH_BATCH || claimed.length >= policy.concurrency };
  }

  return {
    runOnce: async () => (await round()).sent,
    /** Runs rounds every `intervalMs` until the returned handle is stopped; `wake` runs one now (a local submit). */
    start: (intervalMs = 1000) =>
      startPeriodic(async () => (await round()).more, intervalMs, (error) => onError('delivery_round_failed', { error: (error as Error).name })),
  };
}

export async function deliveryLog(db: Db, formId: string, limit: number) {
  const rows = await db.select().from(deliveries).where(eq(deliveries.formId, formId)).orderBy(desc(deliveries.createdAt), desc(deliveries.id)).limit(limit);
  return rows.map(toDeliveryRecord);
}

export type DeliveryChannel = 'webhook' | 'email';
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export function toDeliveryRecord(row: DeliveryRow) {
  return {
    id: row.id, submissionId: row.submissionId, channel: row.channel as DeliveryChannel, target: row.target, event: row.event,
    status: row.status as DeliveryStatus,
    attempts: row.attempts, lastStatus: row.lastStatus, lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString(),
  };
}

/** Queues a delivery again (same id, so receivers deduplicate), due now, with a fresh attempt budget. */
export async function redeliver(db: Db, formId: string | null, deliveryId: string, now: number) {
  const [row] = await db.update(deliveries).set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(now), lastError: null })
    .where(and(eq(deliveries.id, deliveryId), formId === null ? undefined : eq(deliveries.formId, formId))).returning();
  return row ? toDeliveryRecord(row) : null;
}
