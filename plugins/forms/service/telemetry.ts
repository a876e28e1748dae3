import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { formViews, serverSecrets, viewFields } from '../../../src/db/schema.ts';
import { newId, randomBase62 } from '../../../src/ids.ts';
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
 * Records which fields a view touched (once each, for `interactions`) and moves the view's last touched
 * position forward in form order (for `dropoffs`). Unknown field names are ignored. Returns the number of
 * events that named a field of the form.
 */
export async function recordFieldEvents(db: Db, formId: string, viewId: string, fields: readonly FieldDefinition[], touched: readonly string[], at: Date): Promise<number> {
  const positions = new Map(fields.map((field, position) => [field.name, position]));
  const known = [...new Set(touched.filter((name) => positions.has(name)))];
  if (!known.length) return 0;
  const furthest = Math.max(...known.map((name) => positions.get(name)!));
  await db.transaction(async (tx) => {
    const [view] = await tx.update(formViews)
      .set({ lastFieldPosition: sql`greatest(coalesce(${formViews.lastFieldPosition}, -1), ${furthest})` })
      .where(and(eq(formViews.id, viewId), eq(formViews.formId, formId)))
      .returning({ id: formViews.id });
    if (!view) return;
    await tx.insert(viewFields).values(known.map((field) => ({ viewId, formId, field, firstEventAt: at }))).onConflictDoNothing();
  });
  return touched.filter((name) => positions.has(name)).length;
}
