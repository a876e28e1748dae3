import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { driverStatement, type Db } from '../../../src/db/client.ts';
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

const INSERT = `
  insert into submissions (id, form_id, data, ip_address, user_agent, is_spam, spam_score, spam_reasons,
                           completion_seconds, view_id, idempotency_key, request_hash, dispatched, created_at)
  values ($1, $2, $3::jsonb, $4, $5, $6::boolean, $7::float8, $8::jsonb, $9::float8, $10, $11, $12, $13::boolean, $14::timestamptz)
  on conflict (form_id, idempotency_key) do nothing
  returning id`;

/**
 * The insert with its side effects in the same statement: with a view token it marks the view submitted and
 * takes its drop-off out of the funnel. A submission with destinations is stored undispatched: the row is the
 * outbox event, fanned out into its deliveries off the request path (dispatch.ts), so the submit writes one row
 * however many destinations the form has. Both texts are fixed, so each is prepared once per connection: parsing
 * and planning the CTE again cost the database more than the writes. A submission without a view (every JSON
 * client that skips the view call) runs the insert alone rather than two updates that match nothing.
 */
const STATEMENTS = {
  unviewed: INSERT,
  viewed: `
    with inserted as (${INSERT}), viewed as (
      update form_views set submitted = true
      where id = $10 and form_id = $2 and not submitted and exists (select 1 from inserted)
      returning last_field_position
    ), undropped as (
      update field_counters set dropoffs = dropoffs - 1
      where form_id = $2 and position = (select last_field_position from viewed)
    )
    select id from inserted`,
};

const preparedStores = new WeakMap<Db, Record<keyof typeof STATEMENTS, (params: unknown[]) => Promise<Array<{ id: string }>>>>();

function storesOf(db: Db) {
  let stores = preparedStores.get(db);
  if (!stores) {
    stores = { unviewed: driverStatement(db, STATEMENTS.unviewed), viewed: driverStatement(db, STATEMENTS.viewed) };
    preparedStores.set(db, stores);
  }
  return stores;
}

/**
 * Writes the submission in one statement (one round trip, atomic); the caller answers 200 only after it
 * resolves. Its counts reach form_counters through the fold (counters.ts). Concurrent retries with one
 * Idempotency-Key race on the unique index; the loser reads the winner's row. A form deleted meanwhile (by
 * another process) surfaces as a foreign-key violation: `form_gone`.
 */
export async function storeSubmission(db: Db, input: NewSubmission): Promise<StoreOutcome> {
  const id = newId('sub');
  let inserted: Array<{ id: string }>;
  try {
    inserted = await storesOf(db)[input.viewId === null ? 'unviewed' : 'viewed']([
      id, input.formId, JSON.stringify(input.data), input.ipAddress, input.userAgent, input.verdict.isSpam, input.verdict.score,
      JSON.stringify(input.verdict.reasons), input.completionSeconds, input.viewId, input.idempotencyKey, input.requestHash,
      !input.hasDestinations, input.createdAt.toISOString(),
    ]);
  } catch (error) {
    if (errorCode(error) === FOREIGN_KEY_VIOLATION) return { state: 'form_gone' };
    throw error;
  }
  if (inserted.length) return { state: 'stored', submissionId: id };
  return (await replay(db, input.formId, input.idempotencyKey!, input.requestHash!)) ?? { state: 'conflict' };
}
