import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { formViews, serverSecrets, viewFields } from '../../../src/db/schema.ts';
import { newId, randomBase62 } from '../../../src/ids.ts';
import { addToField } from './counters.ts';
import type { FieldDefinition } from './fields.ts';

/** The view-token HMAC key, created once per database so every process signs alike. */
export async function viewTokenSecret(db: Db): Promise<string> {
  await db.insert(serverSecrets).values({ name: 'view_token_hmac', value: randomBase62(48) }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'view_token_hmac'));
  return row!.value;
}

export async function recordView(db: Db, formId: string, at: Date): Promise<string> {
  const id = newId('view');
  await db.insert(formViews).values({ id, formId, createdAt: at });
  return id;
}

/**
 * Records which fields a view touched (once each: `interactions`) and moves the view's furthest touched
 * position forward in form order; while the view has no submission, that position holds its drop-off.
 * Unknown field names are ignored. Returns the number of events that named a field of the form.
 */
export async function recordFieldEvents(db: Db, formId: string, viewId: string, fields: readonly FieldDefinition[], touched: readonly string[], at: Date): Promise<number> {
  const positions = new Map(fields.map((field, position) => [field.name, position]));
  const known = [...new Set(touched.filter((name) => positions.has(name)))];
  if (!known.length) return 0;
  const furthest = Math.max(...known.map((name) => positions.get(name)!));
  await db.transaction(async (tx) => {
    const inner = tx as unknown as Db;
    const [view] = await tx.select({ last: formViews.lastFieldPosition, submitted: formViews.submitted }).from(formViews)
      .where(and(eq(formViews.id, viewId), eq(formViews.formId, formId))).for('update');
    if (!view) return;
    const fresh = await tx.insert(viewFields).values(known.map((field) => ({ viewId, formId, field, firstEventAt: at })))
      .onConflictDoNothing().returning({ field: viewFields.field });
    for (const { field } of fresh) await addToField(inner, formId, positions.get(field)!, { interactions: 1 });
    if (view.last !== null && view.last >= furthest) return;
    await tx.update(formViews).set({ lastFieldPosition: furthest }).where(eq(formViews.id, viewId));
    if (view.submitted) return;
    if (view.last !== null) await addToField(inner, formId, view.last, { dropoffs: -1 });
    await addToField(inner, formId, furthest, { dropoffs: 1 });
  });
  return touched.filter((name) => positions.has(name)).length;
}

