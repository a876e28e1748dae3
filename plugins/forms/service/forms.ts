import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { formFields, forms } from '../../../src/db/schema.ts';
import { newId } from '../../../src/ids.ts';
import type { TtlCache } from '../../../src/ttl-cache.ts';
import type { NotificationSetting, WebhookSetting } from './deliveries.ts';
import type { FieldDefinition, FieldRules, FieldType, UndeclaredPolicy } from './fields.ts';

export interface FormSettings {
  /** name of the hidden field bots fill in; screened on the raw payload */
  honeypotField?: string;
  /** a submit faster than this after the view is suspicious (seconds) */
  minSeconds?: number;
  /** members the form does not declare: kept (default) or refused with 400 */
  undeclaredFields?: UndeclaredPolicy;
  /** submitter addresses or CIDR blocks that skip the velocity checks (a trusted relay, an office) */
  allowlist?: string[];
  /** responses older than this many days are deleted by the retention job */
  retentionDays?: number;
  webhooks?: WebhookSetting[];
  notifications?: NotificationSetting;
  /** where an HTML post is sent (303) after it is stored; without it, a built-in thank-you page */
  successUrl?: string;
  /** origins (`https://example.org`) whose pages may use a publishable key on the form and read its answers (CORS), and
   * where a form body's `_next` may redirect */
  allowedOrigins?: string[];
}

export interface FormRecord {
  id: string;
  accountId: string;
  name: string;
  fields: FieldDefinition[];
  settings: FormSettings;
  createdAt: Date;
  updatedAt: Date;
}

export type FormAccess = { state: 'ok'; form: FormRecord } | { state: 'not_found' } | { state: 'forbidden' };

const RULE_KEYS = ['minLength', 'maxLength', 'min', 'max', 'pattern', 'options', 'label'] as const;

function toRules(field: FieldDefinition): FieldRules & { label?: string } {
  return Object.fromEntries(RULE_KEYS.filter((key) => field[key] !== undefined).map((key) => [key, field[key]]));
}

async function loadFields(db: Db, formId: string): Promise<FieldDefinition[]> {
  const rows = await db.select().from(formFields).where(eq(formFields.formId, formId)).orderBy(asc(formFields.position));
  return rows.map(toDefinition);
}

const toDefinition = (row: typeof formFields.$inferSelect): FieldDefinition =>
  ({ name: row.name, type: row.type as FieldType, required: row.required, ...(row.rules as FieldRules) });

async function replaceFields(db: Db, formId: string, fields: readonly FieldDefinition[]): Promise<void> {
  await db.delete(formFields).where(eq(formFields.formId, formId));
  if (!fields.length) return;
  await db.insert(formFields).values(fields.map((field, position) => ({
    formId, position, name: field.name, type: field.type, required: field.required, rules: toRules(field),
  })));
}

export async function createForm(db: Db, accountId: string, input: { name: string; fields: FieldDefinition[]; settings?: FormSettings }): Promise<FormRecord> {
  const id = newId('frm');
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(forms).values({ id, accountId, name: input.name, settings: input.settings ?? {} }).returning();
    await replaceFields(tx as unknown as Db, id, input.fields);
    return { ...row!, settings: row!.settings as FormSettings, fields: input.fields };
  });
}

async function loadForm(db: Db, formId: string): Promise<FormRecord | null> {
  const [row] = await db.select().from(forms).where(eq(forms.id, formId));
  return row ? { ...row, settings: row.settings as FormSettings, fields: await loadFields(db, formId) } : null;
}

/** Several forms by id in two queries (the dispatcher's batch); ids of deleted forms are simply absent. */
export async function formsByIds(db: Db, formIds: readonly string[]): Promise<Map<string, FormRecord>> {
  const found = new Map<string, FormRecord>();
  if (!formIds.length) return found;
  const rows = await db.select().from(forms).where(inArray(forms.id, [...formIds]));
  const fieldRows = await db.select().from(formFields).where(inArray(formFields.formId, [...formIds])).orderBy(asc(formFields.formId), asc(formFields.position));
  for (const row of rows) found.set(row.id, { ...row, settings: row.settings as FormSettings, fields: [] });
  for (const field of fieldRows) found.get(field.formId)?.fields.push(toDefinition(field));
  return found;
}

/** The form, whoever owns it (the gate's CORS and publishable-key origin checks), or null. */
export const formById = (db: Db, formId: string, cache: TtlCache<string, FormRecord | null>) => cache.through(formId, () => loadForm(db, formId));

/** The form if the account owns it: 404 for an unknown id, 403 for another account's form. */
export async function formForAccount(db: Db, formId: string, accountId: string, cache: TtlCache<string, FormRecord | null>): Promise<FormAccess> {
  const form = await formById(db, formId, cache);
  if (!form) return { state: 'not_found' };
  if (form.accountId !== accountId) return { state: 'forbidden' };
  return { state: 'ok', form };
}

export async function listForms(db: Db, accountId: string): Promise<FormRecord[]> {
  const rows = await db.select().from(forms).where(eq(forms.accountId, accountId)).orderBy(desc(forms.createdAt));
  return Promise.all(rows.map(async (row) => ({ ...row, settings: row.settings as FormSettings, fields: await loadFields(db, row.id) })));
}

export async function updateForm(db: Db, form: FormRecord, patch: { name?: string; fields?: FieldDefinition[]; settings?: FormSettings }): Promise<FormRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(forms)
      .set({ name: patch.name ?? form.name, settings: patch.settings ?? form.settings, updatedAt: new Date() })
      .where(and(eq(forms.id, form.id), eq(forms.accountId, form.accountId)))
      .returning();
    if (patch.fields) await replaceFields(tx as unknown as Db, form.id, patch.fields);
    return { ...row!, settings: row!.settings as FormSettings, fields: patch.fields ?? form.fields };
  });
}

export async function deleteForm(db: Db, form: FormRecord): Promise<void> {
  await db.delete(forms).where(eq(forms.id, form.id));
}
