import { asc, not, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../src/db/client.ts';
import { submissions } from '../../../src/db/schema.ts';
import { newId } from '../../../src/ids.ts';
import type { WebhookEvent } from './deliveries.ts';
import { undeclaredNames, type Scalar } from './fields.ts';
import { formsByIds, type FormSettings } from './forms.ts';

/**
 * The outbox's fan-out (a transactional outbox whose event is the submission row itself). The submit statement
 * writes the submission only, with `dispatched = false` when its form has somewhere to send it (submissions.ts);
 * `dispatchSubmissions`, run by the delivery worker in any process, claims a batch of such rows (`for update skip
 * locked`, so each event is expanded once however many processes run it), writes one `deliveries` row per
 * destination and marks the submissions dispatched, all in one statement: a crash before its commit leaves them
 * undispatched for the next pass, never half fanned out. The destinations and payload come from the form as it is
 * at dispatch, moments after the submit. A submission erased or expired before its dispatch is never fanned out.
 */
export const DISPATCH_BATCH = 200;

interface SubmissionEvent {
  formId: string;
  formName: string;
  submissionId: string;
  data: Record<string, Scalar>;
  undeclared: string[];
  isSpam: boolean;
  createdAt: Date;
}

const renderSubject = (template: string, event: SubmissionEvent) =>
  template.replace(/\{(form|field\.([A-Za-z0-9_.-]+))\}/g, (_, whole: string, field?: string) =>
    field === undefined ? event.formName : String((Object.hasOwn(event.data, field) ? event.data[field] : '') ?? '')).slice(0, 250);

interface QueuedDelivery {
  id: string;
  channel: string;
  target: string;
  event: string;
  payload: unknown;
}

const eventOf = (isSpam: boolean): WebhookEvent => isSpam ? 'submission.spam' : 'submission.created';

const subscribedHooks = (settings: FormSettings, type: WebhookEvent) =>
  (settings.webhooks ?? []).filter((hook) => !hook.disabledAt && hook.events.includes(type));

/** The e-mail notification a submission gets: a clean one, when the form has one. */
const notificationFor = (settings: FormSettings, isSpam: boolean) => isSpam ? undefined : settings.notifications;

/** Whether a submission of this kind goes anywhere (a subscribed, enabled webhook or the e-mail): the submit asks it. */
export const hasDestinations = (settings: FormSettings, isSpam: boolean): boolean =>
  subscribedHooks(settings, eventOf(isSpam)).length > 0 || notificationFor(settings, isSpam) !== undefined;

/**
 * The outbox rows a submission fans out into (dispatch.ts): one per subscribed, enabled webhook, and the e-mail for
 * a clean one. Each gets its id here, once: it is the `webhook-id` every retry repeats.
 */
function queuedDeliveries(settings: FormSettings, event: SubmissionEvent): QueuedDelivery[] {
  const type = eventOf(event.isSpam);
  const body = {
    type,
    timestamp: event.createdAt.toISOString(),
    data: { formId: event.formId, submissionId: event.submissionId, data: event.data, undeclared: event.undeclared, isSpam: event.isSpam, createdAt: event.createdAt.toISOString() },
  };
  const queued: QueuedDelivery[] = subscribedHooks(settings, type)
    .map((hook) => ({ id: newId('msg'), channel: 'webhook', target: hook.url, event: type, payload: body }));
  const mail = notificationFor(settings, event.isSpam);
  if (mail) {
    queued.push({
      id: newId('msg'), channel: 'email', target: mail.recipients.join(','), event: type,
      payload: { ...body, subject: renderSubject(mail.subject, event) },
    });
  }
  return queued;
}

/**
 * Fans out up to `limit` undispatched submissions, oldest first; returns how many it took. The batch is read and
 * its rows built first; then one statement locks those still undispatched, marks them and inserts the rows of
 * exactly those, so the claim and the fan-out commit together or not at all, with no transaction held open across
 * round trips. The lock waits rather than skips: the counter fold and erasure hold submission rows for one statement,
 * and a skipped row would wait a whole round; rows are locked in id order, so two dispatchers cannot deadlock, and
 * PostgreSQL re-checks `not dispatched` after the wait, so what another dispatcher took drops out.
 */
export async function dispatchSubmissions(db: Db, limit = DISPATCH_BATCH): Promise<number> {
  const batch = await db.select({ id: submissions.id, formId: submissions.formId, data: submissions.data, isSpam: submissions.isSpam, createdAt: submissions.createdAt })
    .from(submissions).where(not(submissions.dispatched)).orderBy(asc(submissions.createdAt)).limit(limit);
  if (!batch.length) return 0;
  const forms = await formsByIds(db, [...new Set(batch.map((row) => row.formId))]);
  const rows = batch.flatMap((submission) => {
    const form = forms.get(submission.formId);
    if (!form) return [];
    const data = submission.data as Record<string, Scalar>;
    return queuedDeliveries(form.settings, {
      formId: form.id, formName: form.name, submissionId: submission.id, data,
      undeclared: undeclaredNames(form.fields, data), isSpam: submission.isSpam, createdAt: submission.createdAt,
    }).map((queued) => ({ ...queued, form_id: form.id, submission_id: submission.id, queued_at: submission.createdAt.toISOString() }));
  });
  const claimed = await db.execute(sql`
    with claimed as (
      select id from submissions
      where id in (${sql.join(batch.map((row) => sql`${row.id}`), sql`, `)}) and not dispatched
      order by id for update
    ), marked as (
      update submissions s set dispatched = true from claimed where s.id = claimed.id returning s.id
    ), queued as (
      insert into deliveries (id, form_id, submission_id, channel, target, event, payload, next_attempt_at, created_at)
      select d.id, d.form_id, d.submission_id, d.channel, d.target, d.event, d.payload, d.queued_at, d.queued_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as d(id text, form_id text, submission_id text, channel text, target text, event text, payload jsonb, queued_at timestamptz)
      join marked on marked.id = d.submission_id
    )
    select count(*)::int as taken from marked`);
  return rowsOf<{ taken: number }>(claimed)[0]?.taken ?? 0;
}
