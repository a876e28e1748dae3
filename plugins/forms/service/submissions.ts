import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../src/db/client.ts';
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
  /** hash of the raw body, to tell a retry from a different request under the same Idempotency-Key */
  requestHash: string;
  createdAt: Date;
  /** outbox rows to write with the submission (webhooks, notifications); see deliveries.ts */
  deliveries: readonly QueuedDelivery[];
}

export interface QueuedDelivery {
  id: string;
  channel: string;
  target: string;
  event: string;
  payload: unknown;
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

/** The hot insert, prepared once per database handle (a prepared statement is about twice as fast). */
const preparedInserts = new WeakMap<Db, ReturnType<typeof prepareInsert>>();

function prepareInsert(db: Db) {
  return db.insert(submissions).values({
    id: placeholder('id'), formId: placeholder('formId'), data: placeholder('data'), ipAddress: placeholder('ipAddress'),
    userAgent: placeholder('userAgent'), isSpam: placeholder('isSpam'), spamScore: placeholder('spamScore'),
    spamReasons: placeholder('spamReasons'), completionSeconds: placeholder('completionSeconds'), viewId: placeholder('viewId'),
    idempotencyKey: placeholder('idempotencyKey'), requestHash: placeholder('requestHash'), createdAt: placeholder('createdAt'),
  }).onConflictDoNothing({ target: [submissions.formId, submissions.idempotencyKey] })
    .returning({ id: submissions.id })
    .prepare('insert_submission');
}

/**
 * The insert with its side effects in the same statement: with a view token it marks the view submitted and
 * takes its drop-off out of the funnel; with deliveries it writes their outbox rows. One statement is atomic,
 * so an outbox row exists exactly when its submission does.
 */
function insertWithEffects(db: Db, id: string, input: NewSubmission) {
  const queued = JSON.stringify(input.deliveries);
  // Without a view there is nothing to mark: the statement leaves those two updates out.
  const viewed = input.viewId === null ? sql`` : sql`, viewed as (
      update form_views set submitted = true
      where id = ${input.viewId} and form_id = ${input.formId} and not submitted and exists (select 1 from inserted)
      returning last_field_position
    ), undropped as (
      update field_counters set dropoffs = dropoffs - 1
      where form_id = ${input.formId} and position = (select last_field_position from viewed)
    )`;
  return db.execute(sql`
    with inserted as (
      insert into submissions (id, form_id, data, ip_address, user_agent, is_spam, spam_score, spam_reasons,
                               completion_seconds, view_id, idempotency_key, request_hash, created_at)
      values (${id}, ${input.formId}, ${JSON.stringify(input.data)}::jsonb, ${input.ipAddress}, ${input.userAgent},
              ${input.verdict.isSpam}, ${input.verdict.score}, ${JSON.stringify(input.verdict.reasons)}::jsonb,
              ${input.completionSeconds}, ${input.viewId}, ${input.idempotencyKey}, ${input.requestHash},
              ${input.createdAt.toISOString()}::timestamptz)
      on conflict (form_id, idempotency_key) do nothing
      returning id
    )${viewed}, queued as (
      insert into deliveries (id, form_id, submission_id, channel, target, event, payload, next_attempt_at, created_at)
      select d.id, ${input.formId}, inserted.id, d.channel, d.target, d.event, d.payload,
             ${input.createdAt.toISOString()}::timestamptz, ${input.createdAt.toISOString()}::timestamptz
      from inserted cross join jsonb_to_recordset(${queued}::jsonb) as d(id text, channel text, target text, event text, payload jsonb)
    )
    select id from inserted`);
}

/**
 * Writes the submission in one statement (one round trip, atomic); the caller answers 200 only after it
 * resolves. Its counts reach form_counters through the fold (counters.ts). Concurrent retries with one
 * Idempotency-Key race on the unique index; the loser reads the winner's row. A form deleted meanwhile (by
 * another process) surfaces as a foreign-key violation: `form_gone`.
 */
export async function storeSubmission(db: Db, input: NewSubmission & { id?: string }): Promise<StoreOutcome> {
  const id = input.id ?? newId('sub');
  let inserted: Array<{ id: string }>;
  try {
    if (input.viewId || input.deliveries.length) {
      inserted = rowsOf<{ id: string }>(await insertWithEffects(db, id, input));
    } else {
      let prepared = preparedInserts.get(db);
      if (!prepared) preparedInserts.set(db, (prepared = prepareInsert(db)));
      inserted = await prepared.execute({
        ...input, id, isSpam: input.verdict.isSpam, spamScore: input.verdict.score, spamReasons: input.verdict.reasons,
      });
    }
  } catch (error) {
    if (errorCode(error) === FOREIGN_KEY_VIOLATION) return { state: 'form_gone' };
    throw error;
  }
  if (inserted.length) return { state: 'stored', submissionId: id };
  return (await replay(db, input.formId, input.idempotencyKey!, input.requestHash)) ?? { state: 'conflict' };
}
