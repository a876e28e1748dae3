import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { errorCode, FOREIGN_KEY_VIOLATION } from '../../../src/db/errors.ts';
import { submissions } from '../../../src/db/schema.ts';
import { newId } from '../../../src/ids.ts';
import type { Scalar } from './fields.ts';

export interface SpamVerdict {
  isSpam: boolean;
  score: number;
  reasons: string[];
}

export interface NewSubmission {
  formId: string;
  data: Record<string, Scalar>;
  ipAddress: string | null;
  userAgent: string | null;
  verdict: SpamVerdict;
  completionSeconds: number | null;
  viewId: string | null;
  idempotencyKey: string | null;
  /** hash of the raw body, to tell a retry from a different request under the same Idempotency-Key (null without a key) */
  requestHash: string | null;
  createdAt: Date;
  /** whether the form has somewhere to send it (webhooks, notification): the dispatcher then fans it out (dispatch.ts) */
  hasDestinations: boolean;
}

export type StoreOutcome = { state: 'stored'; submissionId: string } | { state: 'replayed'; submissionId: string } | { state: 'conflict' } | { state: 'form_gone' };

export const hashRequest = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** The earlier outcome of an Idempotency-Key on this form: the stored id (same body), a conflict, or null. */
export async function replay(db: Db, formId: string, idempotencyKey: string, requestHash: string): Promise<Extract<StoreOutcome, { state: 'replayed' | 'conflict' }> | null> {
  const [existing] = await db.select({ id: submissions.id, requestHash: submissions.requestHash }).from(submissions)
    .where(and(eq(submissions.formId, formId), eq(submissions.idempotencyKey, idempotencyKey)));
  if (!existing) return null;
  return existing.requestHash === requestHash ? { state: 'replayed', submissionId: existing.id } : { state: 'conflict' };
}

const placeholder = sql.placeholder;

/**
 * The insert with its side effects in the same statement: with a view token it marks the view submitted and
 * takes its drop-off out of the funnel. A submission with destinations is stored undispatched: the row is the
 * outbox event, fanned out into its deliveries off the request path (dispatch.ts), so the submit writes one row
 * however many destinations the form has. Each text is the same for every submission, so it is prepared once per
 * connection: parsing and planning the CTE again cost the database more than the writes. A submission without a
 * view (every JSON client that skips the view call) runs the insert alone rather than two updates that match nothing.
 */
function prepareStore(db: Db) {
  const inserted = db.$with('inserted', { id: sql<string>`id`.as('id') }).as(sql`
    insert into submissions (id, form_id, data, ip_address, user_agent, is_spam, spam_score, spam_reasons,
                             completion_seconds, view_id, idempotency_key, request_hash, dispatched, created_at)
    values (${placeholder('id')}, ${placeholder('formId')}, ${placeholder('data')}::jsonb, ${placeholder('ipAddress')},
            ${placeholder('userAgent')}, ${placeholder('isSpam')}::boolean, ${placeholder('spamScore')}::float8,
            ${placeholder('spamReasons')}::jsonb, ${placeholder('completionSeconds')}::float8, ${placeholder('viewId')},
            ${placeholder('idempotencyKey')}, ${placeholder('requestHash')}, ${placeholder('dispatched')}::boolean,
            ${placeholder('createdAt')}::timestamptz)
    on conflict (form_id, idempotency_key) do nothing
    returning id`);
  const viewed = db.$with('viewed', { position: sql<number>`last_field_position`.as('last_field_position') }).as(sql`
    update form_views set submitted = true
    where id = ${placeholder('viewId')} and form_id = ${placeholder('formId')} and not submitted and exists (select 1 from inserted)
    returning last_field_position`);
  const undropped = db.$with('undropped', {}).as(sql`
    update field_counters set dropoffs = dropoffs - 1
    where form_id = ${placeholder('formId')} and position = (select last_field_position from viewed)`);
  return {
    viewed: db.with(inserted, viewed, undropped).select({ id: inserted.id }).from(inserted).prepare('store_viewed_submission'),
    unviewed: db.with(inserted).select({ id: inserted.id }).from(inserted).prepare('store_submission'),
  };
}

const preparedStores = new WeakMap<Db, ReturnType<typeof prepareStore>>();

/**
 * Writes the submission in one statement (one round trip, atomic); the caller answers 200 only after it
 * resolves. Its counts reach form_counters through the fold (counters.ts). Concurrent retries with one
 * Idempotency-Key race on the unique index; the loser reads the winner's row. A form deleted meanwhile (by
 * another process) surfaces as a foreign-key violation: `form_gone`.
 */
export async function storeSubmission(db: Db, input: NewSubmission): Promise<StoreOutcome> {
  const id = newId('sub');
  let inserted: Array<{ id: string }>;
  let prepared = preparedStores.get(db);
  if (!prepared) preparedStores.set(db, (prepared = prepareStore(db)));
  try {
    inserted = await prepared[input.viewId === null ? 'unviewed' : 'viewed'].execute({
      id, formId: input.formId, data: JSON.stringify(input.data), ipAddress: input.ipAddress, userAgent: input.userAgent,
      isSpam: input.verdict.isSpam, spamScore: input.verdict.score, spamReasons: JSON.stringify(input.verdict.reasons),
      completionSeconds: input.completionSeconds, viewId: input.viewId, idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash, dispatched: !input.hasDestinations, createdAt: input.createdAt.toISOString(),
    });
  } catch (error) {
    if (errorCode(error) === FOREIGN_KEY_VIOLATION) return { state: 'form_gone' };
    throw error;
  }
  if (inserted.length) return { state: 'stored', submissionId: id };
  return (await replay(db, input.formId, input.idempotencyKey!, input.requestHash!)) ?? { state: 'conflict' };
}
