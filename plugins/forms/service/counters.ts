import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { fieldCounters, formCounters } from '../../../src/db/schema.ts';

/** Counter rows per form; writers pick one at random so concurrent submits rarely wait on the same row. */
export const COUNTER_SHARDS = 16;
export const randomShard = () => Math.floor(Math.random() * COUNTER_SHARDS);

/** Rows of a raw `db.execute` result: postgres.js returns an array, PGlite `{rows}`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export interface CounterDelta {
  views?: number;
  clean?: number;
  spam?: number;
  completionSum?: number;
  completionCount?: number;
}

/** Adds a delta to one shard of a form's counters (inside the caller's transaction). */
export async function addToCounters(db: Db, formId: string, delta: CounterDelta): Promise<void> {
  const values = {
    formId, shard: randomShard(), views: delta.views ?? 0, clean: delta.clean ?? 0, spam: delta.spam ?? 0,
    completionSum: delta.completionSum ?? 0, completionCount: delta.completionCount ?? 0,
  };
  await db.insert(formCounters).values(values).onConflictDoUpdate({
    target: [formCounters.formId, formCounters.shard],
    set: {
      views: sql`${formCounters.views} + excluded.views`,
      clean: sql`${formCounters.clean} + excluded.clean`,
      spam: sql`${formCounters.spam} + excluded.spam`,
      completionSum: sql`${formCounters.completionSum} + excluded.completion_sum`,
      completionCount: sql`${formCounters.completionCount} + excluded.completion_count`,
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

export async function readCounters(db: Db, formId: string) {
  const [totals] = await db.select({
    views: sql<number>`coalesce(sum(${formCounters.views}), 0)`.mapWith(Number),
    clean: sql<number>`coalesce(sum(${formCounters.clean}), 0)`.mapWith(Number),
    spam: sql<number>`coalesce(sum(${formCounters.spam}), 0)`.mapWith(Number),
    completionSum: sql<number>`coalesce(sum(${formCounters.completionSum}), 0)`.mapWith(Number),
    completionCount: sql<number>`coalesce(sum(${formCounters.completionCount}), 0)`.mapWith(Number),
  }).from(formCounters).where(eq(formCounters.formId, formId));
  const fields = await db.select({ position: fieldCounters.position, interactions: fieldCounters.interactions, dropoffs: fieldCounters.dropoffs })
    .from(fieldCounters).where(eq(fieldCounters.formId, formId));
  return { totals: totals!, fields };
}
