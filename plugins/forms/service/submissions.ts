import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { errorCode, FOREIGN_KEY_VIOLATION } from '../../../src/db/errors.ts';
import { submissions } from '../../../src/db/schema.ts';
import { randomShard, rowsOf } from './counters.ts';
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
}

export type StoreOutcome = { state: 'stored' | 'replayed'; submissionId: string } | { state: 'conflict' } | { state: 'form_gone' };

export const hashRequest = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** The earlier outcome of an Idempotency-Key on this form: the stored id (same body), a conflict, or null. */
export async function replay(db: Db, formId: string, idempotencyKey: string, requestHash: string): Promise<StoreOutcome | null> {
  const [existing] = await db.select({ id: submissions.id, requestHash: submissions.requestHash }).from(submissions)
    .where(and(eq(submissions.formId, formId), eq(submissions.idempotencyKey, idempotencyKey)));
  if (!existing) return null;
  return existing.requestHash === requestHash ? { state: 'replayed', submissionId: existing.id } : { state: 'conflict' };
}

/**
 * One statement, so one round trip and atomic: the submission row, its form counters, the view marked
 * submitted and that view's drop-off moved out of the funnel. The caller answers 200 only after it resolves.
 * Concurrent retries with one Idempotency-Key race on the unique index; the loser reads the winner's row.
 * A form deleted meanwhile (by another process) surfaces as a foreign-key violation: `form_gone`.
 */
export async function storeSubmission(db: Db, input: NewSubmission): Promise<StoreOutcome> {
  const id = newId('sub');
  const clean = !input.verdict.isSpam;
  const completion = clean && input.completionSeconds !== null ? input.completionSeconds : null;
  let result: unknown;
  try {
    result = await db.execute(sql`
      with inserted as (
        insert into submissions (id, form_id, data, ip_address, user_agent, is_spam, spam_score, spam_reasons,
                                 completion_seconds, view_id, idempotency_key, request_hash, created_at)
        values (${id}, ${input.formId}, ${JSON.stringify(input.data)}::jsonb, ${input.ipAddress}, ${input.userAgent},
                ${input.verdict.isSpam}, ${input.verdict.score}, ${JSON.stringify(input.verdict.reasons)}::jsonb,
                ${input.completionSeconds}, ${input.viewId}, ${input.idempotencyKey}, ${input.requestHash},
                ${input.createdAt.toISOString()}::timestamptz)
        on conflict (form_id, idempotency_key) do nothing
        returning id
      ), counted as (
        insert into form_counters (form_id, shard, clean, spam, completion_sum, completion_count)
        select ${input.formId}, ${randomShard()}, ${clean ? 1 : 0}, ${clean ? 0 : 1}, ${completion ?? 0}, ${completion === null ? 0 : 1}
        from inserted
        on conflict (form_id, shard) do update set
          clean = form_counters.clean + excluded.clean, spam = form_counters.spam + excluded.spam,
          completion_sum = form_counters.completion_sum + excluded.completion_sum,
          completion_count = form_counters.completion_count + excluded.completion_count
      ), viewed as (
        update form_views set submitted = true
        where id = ${input.viewId} and form_id = ${input.formId} and not submitted and exists (select 1 from inserted)
        returning last_field_position
      ), undropped as (
        update field_counters set dropoffs = dropoffs - 1
        where form_id = ${input.formId} and position = (select last_field_position from viewed)
      )
      select id from inserted`);
  } catch (error) {
    if (errorCode(error) === FOREIGN_KEY_VIOLATION) return { state: 'form_gone' };
    throw error;
  }
  if (rowsOf<{ id: string }>(result).length) return { state: 'stored', submissionId: id };
  return (await replay(db, input.formId, input.idempotencyKey!, input.requestHash)) ?? { state: 'conflict' };
}
