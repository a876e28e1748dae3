import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { formViews, submissions } from '../../../src/db/schema.ts';
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

export type StoreOutcome = { state: 'stored' | 'replayed'; submissionId: string } | { state: 'conflict' };

export const hashRequest = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** The earlier outcome of an Idempotency-Key on this form: the stored id (same body), a conflict, or null. */
export async function replay(db: Db, formId: string, idempotencyKey: string, requestHash: string): Promise<StoreOutcome | null> {
  const [existing] = await db.select({ id: submissions.id, requestHash: submissions.requestHash }).from(submissions)
    .where(and(eq(submissions.formId, formId), eq(submissions.idempotencyKey, idempotencyKey)));
  if (!existing) return null;
  return existing.requestHash === requestHash ? { state: 'replayed', submissionId: existing.id } : { state: 'conflict' };
}

/**
 * Writes the submission and marks its view submitted in one transaction; the caller answers 200 only after
 * this resolves. Callers look up `replay` first; concurrent retries with one Idempotency-Key still race here on
 * the unique index, and the loser reads the winner's row.
 */
export async function storeSubmission(db: Db, input: NewSubmission): Promise<StoreOutcome> {
  const id = newId('sub');
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx.insert(submissions).values({
      id,
      formId: input.formId,
      data: input.data,
      ipAddress: input.ipAddress,
      userAgent: input.userAgent,
      isSpam: input.verdict.isSpam,
      spamScore: input.verdict.score,
      spamReasons: input.verdict.reasons,
      completionSeconds: input.completionSeconds,
      viewId: input.viewId,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
      createdAt: input.createdAt,
    }).onConflictDoNothing({ target: [submissions.formId, submissions.idempotencyKey] }).returning({ id: submissions.id });
    if (rows.length && input.viewId) {
      await tx.update(formViews).set({ submitted: true }).where(and(eq(formViews.id, input.viewId), eq(formViews.formId, input.formId)));
    }
    return rows.length > 0;
  });
  if (inserted) return { state: 'stored', submissionId: id };
  return (await replay(db, input.formId, input.idempotencyKey!, input.requestHash)) ?? { state: 'conflict' };
}
