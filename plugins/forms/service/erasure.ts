import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../src/db/client.ts';

/**
 * Deleting responses without skewing the counters: rows already folded into form_counters take their
 * contribution back in the same statement; unfolded ones are simply gone (readers count that tail live). Each
 * form that lost rows moves on a generation (cached page positions are stale).
 * Locked rows are skipped (`skip locked`) and left to the next pass, so any process may run either job.
 */
/**
 * `lock`: retention skips rows another process holds (the next sweep takes them); an erasure waits for them, since
 * it must delete every matching row — the counter fold locks fresh submissions for a moment, and skipping one
 * would leave data the requester was told is gone.
 */
function deleteMatching(db: Db, where: ReturnType<typeof sql>, batch: number, lock: 'wait' | 'skip') {
  return db.execute(sql`
    with picked as (
      select s.id from submissions s where ${where} limit ${batch} for update of s ${lock === 'skip' ? sql`skip locked` : sql``}
    ), gone as (
      delete from submissions s using picked where s.id = picked.id
      returning s.form_id, s.is_spam, s.completion_seconds, s.counted
    ), taken as (
      insert into form_counters (form_id, shard, clean, spam, completion_sum, completion_count, generation)
      select form_id, 0, -count(*) filter (where counted and not is_spam), -count(*) filter (where counted and is_spam),
             -coalesce(sum(completion_seconds) filter (where counted and not is_spam), 0),
             -count(completion_seconds) filter (where counted and not is_spam), 1
      from gone group by form_id
      on conflict (form_id, shard) do update set
        clean = form_counters.clean + excluded.clean, spam = form_counters.spam + excluded.spam,
        completion_sum = form_counters.completion_sum + excluded.completion_sum,
        completion_count = form_counters.completion_count + excluded.completion_count,
        generation = form_counters.generation + excluded.generation
    )
    select count(*)::int as deleted from gone`);
}

const deletedCount = (result: unknown) => rowsOf<{ deleted: number }>(result)[0]?.deleted ?? 0;

const ERASE_BATCH = 1000;

/**
 * GDPR erasure: deletes every submission of the account's forms with a value equal (case-insensitively, trimmed)
 * to `email`, in any member, declared or not; their queued deliveries go with them. Returns how many.
 */
export async function eraseByEmail(db: Db, accountId: string, email: string): Promise<number> {
  const needle = email.trim().toLowerCase();
  const where = sql`s.form_id in (select id from forms where account_id = ${accountId})
    and exists (select 1 from jsonb_each(s.data) member where jsonb_typeof(member.value) = 'string' and lower(btrim(member.value #>> '{}')) = ${needle})`;
  let total = 0;
  for (;;) {
    const deleted = deletedCount(await deleteMatching(db, where, ERASE_BATCH, 'wait'));
    total += deleted;
    if (deleted < ERASE_BATCH) return total;
  }
}

/** Retention: deletes responses older than their form's `retentionDays` (one batch; returns how many). */
export async function expireResponses(db: Db, now: number, batch = ERASE_BATCH): Promise<number> {
  const where = sql`s.form_id in (select id from forms where settings ? 'retentionDays')
    and s.created_at < ${new Date(now).toISOString()}::timestamptz
      - make_interval(days => (select (settings->>'retentionDays')::int from forms f where f.id = s.form_id))`;
  return deletedCount(await deleteMatching(db, where, batch, 'skip'));
}
