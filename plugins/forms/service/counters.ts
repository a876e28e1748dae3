import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../src/db/client.ts';
import { fieldCounters, formCounters } from '../../../src/db/schema.ts';
import { startPeriodic } from '../../../src/periodic.ts';

/**
 * Form counters as an outbox: a submission or view row is written with `counted = false` (one plain insert on
 * the hot path), and `foldCounts` later moves batches of such rows into `form_counters` — marking the rows and
 * adding their counts in one statement, so each row is counted exactly once, by whichever process folds it
 * (`for update skip locked`). Readers add the unfolded tail (a partial index keeps it small) in the same
 * statement as the counters, so what they see is exact at every moment.
 */
export const FOLD_BATCH = 5000;
export const FOLD_INTERVAL_MS = 1000;

export interface CounterDelta {
  clean?: number;
  spam?: number;
  completionSum?: number;
  completionCount?: number;
  /** 1 when a submission left the form or changed status: cached page positions (page-anchors.ts) are then stale */
  generation?: number;
}

/** Adds a correction (spam toggle, deletion) inside the caller's transaction. */
export async function addToCounters(db: Db, formId: string, delta: CounterDelta): Promise<void> {
  await db.insert(formCounters).values({
    formId, shard: 0, clean: delta.clean ?? 0, spam: delta.spam ?? 0,
    completionSum: delta.completionSum ?? 0, completionCount: delta.completionCount ?? 0, generation: delta.generation ?? 0,
  }).onConflictDoUpdate({
    target: [formCounters.formId, formCounters.shard],
    set: {
      clean: sql`${formCounters.clean} + excluded.clean`,
      spam: sql`${formCounters.spam} + excluded.spam`,
      completionSum: sql`${formCounters.completionSum} + excluded.completion_sum`,
      completionCount: sql`${formCounters.completionCount} + excluded.completion_count`,
      generation: sql`${formCounters.generation} + excluded.generation`,
    },
  });
}

/** Adds to one field position's funnel counters (inside the caller's transaction). */
export async function addToField(db: Db, formId: string, position: number, delta: { interactions?: number; dropoffs?: number }): Promise<void> {
  await db.insert(fieldCounters).values({ formId, position, interactions: delta.interactions ?? 0, dropoffs: delta.dropoffs ?? 0 })
    .onConflictDoUpdate({
      target: [fieldCounters.formId, fieldCounters.position],
      set: {
        interactions: sql`${fieldCounters.interactions} + excluded.interactions`,
        dropoffs: sql`${fieldCounters.dropoffs} + excluded.dropoffs`,
      },
    });
}

/**
 * Folds up to `batch` uncounted submissions and views into the counters; returns how many rows it folded.
 *
 * Lock order: each statement takes its rows' form (KEY SHARE, the lock the counters row's foreign key needs
 * anyway) together with the rows, skipping both when either is locked. Deleting a form locks the form row first
 * and then, cascading, its submissions, views and counters; a fold that locked the rows first and asked for the
 * form last deadlocked with it. Now a fold never waits on a form being deleted: it leaves that form's rows
 * (they go with the form), and a deletion waits for a fold already holding the form, which waits on nothing of
 * the deletion's. Rows of a form locked for another reason are folded by a later round; readers count them
 * meanwhile, so no count is lost or doubled.
 */
export async function foldCounts(db: Db, batch = FOLD_BATCH): Promise<number> {
  const folded = await db.execute(sql`
    with picked as (
      select s.id from submissions s join forms f on f.id = s.form_id where not s.counted limit ${batch}
      for update of s skip locked for key share of f skip locked
    ), marked as (
      update submissions s set counted = true from picked where s.id = picked.id
      returning s.form_id, s.is_spam, s.completion_seconds
    ), added as (
      insert into form_counters (form_id, shard, clean, spam, completion_sum, completion_count)
      select form_id, 0, count(*) filter (where not is_spam), count(*) filter (where is_spam),
             coalesce(sum(completion_seconds) filter (where not is_spam), 0), count(completion_seconds) filter (where not is_spam)
      from marked group by form_id
      on conflict (form_id, shard) do update set
        clean = form_counters.clean + excluded.clean, spam = form_counters.spam + excluded.spam,
        completion_sum = form_counters.completion_sum + excluded.completion_sum,
        completion_count = form_counters.completion_count + excluded.completion_count
    )
    select count(*)::int as rows from marked`);
  const views = await db.execute(sql`
    with picked as (
      select v.id from form_views v join forms f on f.id = v.form_id where not v.counted limit ${batch}
      for update of v skip locked for key share of f skip locked
    ), marked as (
      update form_views v set counted = true from picked where v.id = picked.id returning v.form_id
    ), added as (
      insert into form_counters (form_id, shard, views)
      select form_id, 0, count(*) from marked group by form_id
      on conflict (form_id, shard) do update set views = form_counters.views + excluded.views
    )
    select count(*)::int as rows from marked`);
  const foldedRows = (result: unknown) => rowsOf<{ rows: number }>(result)[0]?.rows ?? 0;
  return foldedRows(folded) + foldedRows(views);
}

export interface CounterTotals {
  views: number;
  clean: number;
  spam: number;
  completionSum: number;
  completionCount: number;
  generation: number;
}

/** Counters plus the unfolded tail, read in one statement (one snapshot), so a concurrent fold never skews it. */
export async function readCounters(db: Db, formId: string) {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(views), 0) from form_counters where form_id = ${formId})
        + (select count(*) from form_views where form_id = ${formId} and not counted) as views,
      (select coalesce(sum(clean), 0) from form_counters where form_id = ${formId})
        + (select count(*) from submissions where form_id = ${formId} and not counted and not is_spam) as clean,
      (select coalesce(sum(spam), 0) from form_counters where form_id = ${formId})
        + (select count(*) from submissions where form_id = ${formId} and not counted and is_spam) as spam,
      (select coalesce(sum(completion_sum), 0) from form_counters where form_id = ${formId})
        + (select coalesce(sum(completion_seconds), 0) from submissions where form_id = ${formId} and not counted and not is_spam) as completion_sum,
      (select coalesce(sum(completion_count), 0) from form_counters where form_id = ${formId})
        + (select count(completion_seconds) from submissions where form_id = ${formId} and not counted and not is_spam) as completion_count,
      (select coalesce(sum(generation), 0) from form_counters where form_id = ${formId}) as generation,
      (select coalesce(json_agg(json_build_array(position, interactions, dropoffs)), '[]'::json)
         from field_counters where form_id = ${formId}) as fields`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  const totals: CounterTotals = {
    views: Number(row!.views), clean: Number(row!.clean), spam: Number(row!.spam),
    completionSum: Number(row!.completion_sum), completionCount: Number(row!.completion_count), generation: Number(row!.generation),
  };
  const raw = typeof row!.fields === 'string' ? JSON.parse(row!.fields) : row!.fields;
  const fields = (raw as Array<[number, number, number]>).map(([position, interactions, dropoffs]) => ({ position, interactions: Number(interactions), dropoffs: Number(dropoffs) }));
  return { totals, fields };
}

/**
 * Folds in the background every FOLD_INTERVAL_MS (draining whole batches while there are any); errors are
 * logged and retried next tick. `stop` waits for a fold in progress and runs a last one.
 */
export function startFolding(db: Db, onError: (error: unknown) => void) {
  return startPeriodic(async () => (await foldCounts(db)) >= FOLD_BATCH, FOLD_INTERVAL_MS, onError, { finalRound: true });
}
