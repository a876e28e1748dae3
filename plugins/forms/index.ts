import { Elysia, t } from 'elysia';
import { isbot } from 'isbot';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { loggableError } from '../../src/db/errors.ts';
import type { Logger } from '../../src/logger.ts';
import { ApiError, ErrorBody } from '../../src/errors.ts';
import { checkedParameters as checked, invalidParameter } from '../../src/parameters.ts';
import { requestFacts } from '../../src/request-context.ts';
import { TtlCache } from '../../src/ttl-cache.ts';
import { gateContext } from '../auth/context.ts';
import type { Principal } from '../auth/portal/types.ts';
import { createSpamScreen } from './spam/index.ts';
import {
  AnalyticsReply, DeliveriesQuery, DeliveriesReply, DeliveryParams, DeliveryReply, ErasureInput, ErasureReply, EventsInput, ExportQuery, FormIdParams, FormInput, FormParams, FormPatch, FormReply, ResponseParams, ResponseRecordModel,
  ResponsesQuery, ResponsesReply, SubmitReply, ViewReply, WindowQuery,
} from './model.ts';
import { analyticsSeries, bucketStarts, formAnalytics, MAX_BUCKETS } from './service/analytics.ts';
import { startFolding } from './service/counters.ts';
import { definitionProblem, type FieldDefinition } from './service/fields.ts';
import { exportResponses } from './service/export.ts';
import { createSubmitService } from './service/submit.ts';
import { deliveryLog, redeliver } from './service/deliveries.ts';
import { eraseByEmail } from './service/erasure.ts';
import { startFormJobs } from './service/jobs.ts';
import { settingsProblem } from './service/settings.ts';
import { RELAY_HEADERS } from './service/submitter.ts';
import { createForm, deleteForm, formById, formForAccount, listForms, updateForm, type FormRecord, type FormSettings } from './service/forms.ts';
import {
  countResponses, decodeCursor, deleteResponse, encodeCursor, listResponses, responsesAfter, setSpam, toRecord, type StatusFilter,
} from './service/responses.ts';
import { EARLIEST, LATEST, parseBound } from './service/instants.ts';
import { recordFieldEvents, recordView, viewTokenSecret } from './service/telemetry.ts';
import { issueViewToken, readViewToken } from './service/view-token.ts';

export interface FormsDeps {
  db: Db;
  config: Config;
  clock: () => number;
  logger: Logger;
  onClose(task: () => Promise<void>): void;
  formAccess: FormAccess;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody, 500: ErrorBody, 503: ErrorBody };
const secured = { security: [{ bearerAuth: [] }], tags: ['Forms'] };
/** Form definitions are cached this long: edits through another process show up within it. */
const FORM_CACHE_MS = 5000;

export interface FormAccess {
  /** The form, when the principal's account owns it; otherwise 404 form_not_found or 403 forbidden. */
  authorise(principal: Principal, formId: string): Promise<FormRecord>;
  /** Drops a cached definition after an edit made through this process. */
  forget(formId: string): void;
  /** The origins whose pages may use the form (none for an unknown form), for the gate's CORS and publishable keys. */
  pageOrigins(formId: string): Promise<readonly string[]>;
}

/** Form ownership for the gate, which checks it before any body is read; definitions are cached briefly. */
export function createFormAccess({ db, clock }: { db: Db; clock: () => number }): FormAccess {
  const definitions = new TtlCache<string, FormRecord | null>(FORM_CACHE_MS, clock, 10_000);
  return {
    async authorise(principal, formId) {
      const access = await formForAccount(db, formId, principal.accountId, definitions);
      if (access.state === 'not_found') throw new ApiError(404, 'form_not_found', `Form ${formId} does not exist`);
      if (access.state === 'forbidden') throw new ApiError(403, 'forbidden', 'This API key has no access to the form');
      return access.form;
    },
    forget: (formId) => definitions.delete(formId),
    pageOrigins: async (formId) => (await formById(db, formId, definitions))?.settings.allowedOrigins ?? [],
  };
}

function serialiseForm(form: FormRecord) {
  return { id: form.id, name: form.name, fields: form.fields, settings: form.settings, createdAt: form.createdAt.toISOString(), updatedAt: form.updatedAt.toISOString() };
}

function normaliseFields(fields: ReadonlyArray<Omit<FieldDefinition, 'required'> & { required?: boolean }>): FieldDefinition[] {
  const problem = definitionProblem(fields);
  if (problem) throw new ApiError(400, 'Bad request', problem);
  return fields.map((field) => ({ ...field, required: field.required ?? false }));
}

function parseWindow(query: { from?: string; to?: string }) {
  const at = (raw: string | undefined, name: string) => {
    if (raw === undefined) return undefined;
    const date = parseBound(raw, name as 'from' | 'to');
    if (!date) throw invalidParameter(name, `must be a real date or date-time from ${EARLIEST} to ${LATEST}`);
    return date;
  };
  const window = { from: at(query.from, 'from'), to: at(query.to, 'to') };
  if (window.from && window.to && window.to < window.from) throw invalidParameter('to', 'must not be before from');
  return window;
}

export function formsPlugin({ db, config, clock, logger, onClose, formAccess }: FormsDeps) {
  const spam = createSpamScreen();
  let secret: Promise<string> | undefined;
  const signingSecret = () => (secret ??= viewTokenSecret(db));
  const folding = startFolding(db, (error) => logger.warn('counter_fold_failed', loggableError(error)));
  onClose(() => folding.stop());
  const jobs = startFormJobs({ db, config, clock, logger });
  onClose(() => jobs.stop());
  const submit = createSubmitService({ db, clock, spam, signingSecret });

  async function checkedSettings<S extends FormSettings | undefined>(settings: S): Promise<S> {
    const problem = await settingsProblem(settings, { allowPrivate: config.webhookAllowPrivate, smtpConfigured: config.smtpUrl !== null });
    if (problem) throw new ApiError(400, problem.code, problem.message);
    return settings;
  }

  // The gate authorised the addressed form (authentication → ownership → limits) before the body was read.
  return new Elysia({ name: 'forms', prefix: '/v1', detail: secured })
    .use(gateContext)
    .macro({ ownedForm: { caller: 'forms', resolve: ({ gate }) => ({ form: gate.resource as FormRecord }) } })
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
      return { success: true as const, data: serialiseForm(updated) };
    }, { ownedForm: true, ...checked({ params: FormIdParams }), body: FormPatch, response: { 200: FormReply, ...errors }, detail: { summary: 'Update a form' } })
    .delete('/forms/:id', async ({ form }) => {
      await deleteForm(db, form);
      formAccess.forget(form.id);
      return { success: true as const };
    }, { ownedForm: true, ...checked({ params: FormIdParams }), response: { 200: t.Object({ success: t.Literal(true) }, { description: 'Deleted with its responses' }), ...errors }, detail: { summary: 'Delete a form and its responses' } })
    .post('/f/:formId', async ({ body, form, request, status }) => {
      const relay = request.headers.get(RELAY_HEADERS.ip) !== null || request.headers.get(RELAY_HEADERS.userAgent) !== null
        ? { ip: request.headers.get(RELAY_HEADERS.ip), userAgent: request.headers.get(RELAY_HEADERS.userAgent) }
        : null;
      const outcome = await submit({
        form, body, idempotencyKey: request.headers.get('idempotency-key'), viewToken: request.headers.get('x-view-token'),
        transport: { ip: requestFacts(request)?.clientAddress ?? null, userAgent: request.headers.get('user-agent') }, relay,
      });
      if (outcome.state === 'rejected') throw new ApiError(400, outcome.code, outcome.message, outcome.details);
      if (outcome.state === 'stored') {
        const facts = requestFacts(request);
        if (facts) facts.spam = outcome.isSpam;
      }
      if (outcome.state === 'conflict') {
        throw new ApiError(409, 'idempotency_conflict', 'This Idempotency-Key was used with a different body');
      }
      if (outcome.state === 'form_gone') throw new ApiError(404, 'form_not_found', `Form ${form.id} does not exist`);
      return status(200, { success: true as const, message: 'Submission received', submissionId: outcome.submissionId });
    }, {
      ownedForm: true,
      ...checked({ params: FormParams }),
      parse: 'json',
      body: t.Unknown({ description: 'Flat JSON object: field name → scalar value.' }),
      response: { 200: SubmitReply, 409: ErrorBody, ...errors },
      detail: { summary: 'Submit a form', parameters: [
        { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' }, description: 'Retries with the same key return the original response.' },
        { name: 'X-View-Token', in: 'header', required: false, schema: { type: 'string' }, description: 'Token from POST /v1/f/{formId}/views.' },
      ] },
    })
    .post('/f/:formId/views', async ({ params, form, request }) => {
      const now = clock();
      const counted = !isbot(request.headers.get('user-agent') ?? '');
      const viewId = counted ? await recordView(db, form.id, new Date(now)) : 'uncounted';
      return { success: true as const, data: issueViewToken(await signingSecret(), { formId: form.id, viewId, issuedAt: now }) };
    }, { ownedForm: true, ...checked({ params: FormParams }), response: { 200: ViewReply, ...errors }, detail: { summary: 'Record a view (bot user agents are not counted) and get a view token' } })
    .post('/f/:formId/events', async ({ params, body, form, request }) => {
      const claims = readViewToken(await signingSecret(), body.viewToken, form.id, clock());
      if (!claims) throw new ApiError(400, 'invalid_view_token', 'The view token is invalid, expired or for another form');
      const accepted = await recordFieldEvents(db, form.id, claims.viewId, form.fields, body.events.map((event) => event.field), new Date(clock()));
      return { success: true as const, data: { accepted } };
    }, { ownedForm: true, ...checked({ params: FormParams }), body: EventsInput, response: { 200: t.Object({ success: t.Literal(true), data: t.Object({ accepted: t.Integer() }) }, { description: 'Events recorded' }), ...errors }, detail: { summary: 'Record field events of a view' } })
    .get('/f/:formId/analytics', async ({ params, query, form, request }) => {
      const window = parseWindow(query);
      const totals = await formAnalytics(db, form.id, form.fields, window);
      if (!query.interval) return { success: true as const, data: totals };
      const bounds = { from: window.from ?? form.createdAt, to: window.to ?? new Date(clock() + 1) };
      const starts = bucketStarts(bounds.from, bounds.to, query.interval);
      if (!starts) throw invalidParameter('interval', `gives more than ${MAX_BUCKETS} buckets over this window: choose a coarser interval or a shorter window`);
      return { success: true as const, data: { ...totals, series: await analyticsSeries(db, form.id, bounds, query.interval, starts) } };
    }, {
      ownedForm: true,
      ...checked({ params: FormParams, query: WindowQuery }),
      response: { 200: AnalyticsReply, ...errors }, detail: { summary: 'Fetch analytics' },
    })
    .get('/f/:formId/responses', async ({ params, query, form, request }) => {
      const limit = query.limit ?? 50;
      const status: StatusFilter = query.status;
      if (query.cursor !== undefined) {
        if (query.page !== undefined) throw invalidParameter('cursor', 'send either page or cursor');
        const cursor = decodeCursor(query.cursor);
        if (!cursor) throw invalidParameter('cursor', 'is not one this API issued');
        const [walk, total] = await Promise.all([responsesAfter(db, form.id, { status, limit, cursor }), countResponses(db, form.id, status)]);
        return { success: true as const, pagination: { total, page: 0, limit, nextCursor: walk.nextCursor, hasMore: walk.hasMore }, data: walk.rows.map((row) => toRecord(row, form.fields)) };
      }
      const page = query.page ?? 1;
      const { total, rows } = await listResponses(db, form.id, { status, limit, page });
      const hasMore = page * limit < total;
      const last = rows[rows.length - 1];
      return {
        success: true as const,
        pagination: { total, page, limit, nextCursor: hasMore && last ? encodeCursor(last) : null, hasMore },
        data: rows.map((row) => toRecord(row, form.fields)),
      };
    }, { ownedForm: true, ...checked({ params: FormParams, query: ResponsesQuery }), response: { 200: ResponsesReply, ...errors }, detail: { summary: 'Fetch responses, newest first' } })
    .patch('/f/:formId/responses/:id', async ({ params, body, form, request }) => {
      const row = await setSpam(db, form.id, params.id, body.isSpam);
      if (!row) throw new ApiError(404, 'response_not_found', `Response ${params.id} does not exist`);
      return { success: true as const, data: toRecord(row, form.fields) };
    }, { ownedForm: true, ...checked({ params: ResponseParams }), body: t.Object({ isSpam: t.Boolean() }), response: { 200: t.Object({ success: t.Literal(true), data: ResponseRecordModel }, { description: 'Updated' }), ...errors }, detail: { summary: 'Mark a response spam or not spam' } })
    .delete('/f/:formId/responses/:id', async ({ params, form, request }) => {
      if (!(await deleteResponse(db, form.id, params.id))) throw new ApiError(404, 'response_not_found', `Response ${params.id} does not exist`);
      return { success: true as const };
    }, { ownedForm: true, ...checked({ params: ResponseParams }), response: { 200: t.Object({ success: t.Literal(true) }, { description: 'Deleted' }), ...errors }, detail: { summary: 'Delete a response (erasure)' } })
    .get('/f/:formId/responses/export', async ({ params, query, form, request }) => {
      const format = query.format ?? 'csv';
      return new Response(exportResponses(db, form, format), {
        headers: {
          'content-type': format === 'ndjson' ? 'application/x-ndjson; charset=utf-8' : 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${form.id}.${format}"`,
        },
      });
    }, {
      ownedForm: true,
      ...checked({ params: FormParams, query: ExportQuery }),
      detail: { summary: 'Export every response (streamed CSV or NDJSON)' },
    })
    .get('/forms/:id/deliveries', async ({ params, query, form, request }) => {
      return { success: true as const, data: await deliveryLog(db, form.id, query.limit ?? 50) };
    }, { ownedForm: true, ...checked({ params: FormIdParams, query: DeliveriesQuery }), response: { 200: DeliveriesReply, ...errors }, detail: { summary: 'Delivery log of the form\'s webhooks and notifications, newest first' } })
    .post('/forms/:id/deliveries/:deliveryId/redeliver', async ({ params, form, request }) => {
      const delivery = await redeliver(db, form.id, params.deliveryId, clock());
      if (!delivery) throw new ApiError(404, 'delivery_not_found', `Delivery ${params.deliveryId} does not exist`);
      return { success: true as const, data: delivery };
    }, { ownedForm: true, ...checked({ params: DeliveryParams }), response: { 200: DeliveryReply, ...errors }, detail: { summary: 'Queue a delivery again (same webhook-id), due now' } })
    .post('/erasures', async ({ body, principal }) => {
      return { success: true as const, data: { deleted: await eraseByEmail(db, principal.accountId, body.email) } };
    }, { caller: 'forms', body: ErasureInput, response: { 200: ErasureReply, ...errors }, detail: { summary: 'Delete every submission carrying an e-mail address, across the account\'s forms (GDPR erasure)' } });
}
