import { t } from 'elysia';
import type { Config } from '../../../src/config.ts';
import type { Db } from '../../../src/db/client.ts';
import { ApiError } from '../../../src/errors.ts';
import { checkedParameters as checked } from '../../../src/parameters.ts';
import { formNotFound, type FormAccess } from '../access.ts';
import { FormIdParams, FormInput, FormPatch, FormReply } from '../model.ts';
import { definitionProblem, type FieldDefinition } from '../service/fields.ts';
import { createForm, deleteForm, listForms, updateForm, type FormRecord, type FormSettings } from '../service/forms.ts';
import { settingsProblem } from '../service/settings.ts';
import { formErrors as errors, formsController } from './controller.ts';

function serialiseForm(form: FormRecord) {
  return { id: form.id, name: form.name, fields: form.fields, settings: form.settings, createdAt: form.createdAt.toISOString(), updatedAt: form.updatedAt.toISOString() };
}

function normaliseFields(fields: ReadonlyArray<Omit<FieldDefinition, 'required'> & { required?: boolean }>): FieldDefinition[] {
  const problem = definitionProblem(fields);
  if (problem) throw new ApiError(400, 'Bad request', problem);
  return fields.map((field) => ({ ...field, required: field.required ?? false }));
}

/** Managing the account's forms: definitions and settings. */
export function formRoutes({ db, config, formAccess }: { db: Db; config: Config; formAccess: FormAccess }) {
  async function checkedSettings<S extends FormSettings | undefined>(settings: S): Promise<S> {
    const problem = await settingsProblem(settings, { allowPrivate: config.webhookAllowPrivate, smtpConfigured: config.smtpUrl !== null });
    if (problem) throw new ApiError(400, problem.code, problem.message);
    return settings;
  }

  return formsController('forms-definitions')
    .post('/forms', async ({ body, principal, status }) => {
      const form = await createForm(db, principal.accountId, { ...body, fields: normaliseFields(body.fields), settings: await checkedSettings(body.settings) });
      return status(201, { success: true as const, data: serialiseForm(form) });
    }, { caller: 'forms', body: FormInput, response: { 201: FormReply, ...errors }, detail: { summary: 'Create a form (fields in builder order)' } })
    .get('/forms', async ({ principal }) => {
      return { success: true as const, data: (await listForms(db, principal.accountId)).map(serialiseForm) };
    }, { response: { 200: t.Object({ success: t.Literal(true), data: t.Array(FormReply.properties.data) }, { description: 'Forms of the account' }), ...errors }, caller: 'forms', detail: { summary: 'List forms' } })
    .get('/forms/:id', ({ form }) => ({ success: true as const, data: serialiseForm(form) }),
      { ownedForm: true, ...checked({ params: FormIdParams }), response: { 200: FormReply, ...errors }, detail: { summary: 'Get a form' } })
    .patch('/forms/:id', async ({ body, form }) => {
      const updated = await updateForm(db, form, { ...body, fields: body.fields ? normaliseFields(body.fields) : undefined, settings: await checkedSettings(body.settings) });
      formAccess.forget(form.id);
      if (!updated) throw formNotFound(form.id);
      return { success: true as const, data: serialiseForm(updated) };
    }, { ownedForm: true, ...checked({ params: FormIdParams }), body: FormPatch, response: { 200: FormReply, ...errors }, detail: { summary: 'Update a form' } })
    .delete('/forms/:id', async ({ form }) => {
      await deleteForm(db, form);
      formAccess.forget(form.id);
      return { success: true as const };
    }, { ownedForm: true, ...checked({ params: FormIdParams }), response: { 200: t.Object({ success: t.Literal(true) }, { description: 'Deleted with its responses' }), ...errors }, detail: { summary: 'Delete a form and its responses' } });
}
