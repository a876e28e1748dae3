import { t } from 'elysia';
import type { Db } from '../../../src/db/client.ts';
import { ApiError, ERROR_CATALOGUE, ErrorBody } from '../../../src/errors.ts';
import { checkedParameters as checked } from '../../../src/parameters.ts';
import { requestFacts } from '../../../src/request-context.ts';
import { isBotAgent } from '../spam/checks/bot-user-agent.ts';
import { EventsInput, FormParams, SubmitReply, ViewReply } from '../model.ts';
import { bodyKind, type SubmitService } from '../service/submit.ts';
import { RELAY_HEADERS } from '../service/submitter.ts';
import { recordFieldEvents, recordView } from '../service/telemetry.ts';
import { issueViewToken, readViewToken } from '../service/view-token.ts';
import { formErrors as errors, formsController } from './controller.ts';
import { isHtmlPost, PAGE_HEADERS, thankYouPage } from './html.ts';

/** A redirect or page for an HTML post, returned by a route whose response schemas describe its JSON replies. */
const pageReply = (response: Response) => response as unknown as never;

/** A refused submission's status: the catalogue's for its code (415 for a file part), else 400. */
const statusOf = (code: string) => (ERROR_CATALOGUE as Record<string, number>)[code] ?? 400;

/** The routes a form's page calls: submit, record a view, record field events. */
export function pageRoutes({ db, clock, submit, signingSecret }: { db: Db; clock: () => number; submit: SubmitService; signingSecret: () => Promise<string> }) {
  return formsController('forms-pages')
    .post('/f/:formId', async ({ body, form, request, status, set }) => {
      const relay = request.headers.get(RELAY_HEADERS.ip) !== null || request.headers.get(RELAY_HEADERS.userAgent) !== null
        ? { ip: request.headers.get(RELAY_HEADERS.ip), userAgent: request.headers.get(RELAY_HEADERS.userAgent) }
        : null;
      const outcome = await submit({
        form, body, kind: bodyKind(request.headers.get('content-type')), idempotencyKey: request.headers.get('idempotency-key'), viewToken: request.headers.get('x-view-token'),
        transport: { ip: requestFacts(request)?.clientAddress ?? null, userAgent: request.headers.get('user-agent') }, relay,
      });
      if (outcome.state === 'rejected') throw new ApiError(statusOf(outcome.code), outcome.code, outcome.message, outcome.details);
      if (outcome.state === 'stored') {
        const facts = requestFacts(request);
        if (facts) facts.spam = outcome.isSpam;
      }
      if (outcome.state === 'conflict') {
        throw new ApiError(409, 'idempotency_conflict', 'This Idempotency-Key was used with a different body');
      }
      if (outcome.state === 'form_gone') throw new ApiError(404, 'form_not_found', `Form ${form.id} does not exist`);
      if (isHtmlPost(request)) {
        const location = outcome.next ?? form.settings.successUrl;
        set.status = location ? 303 : 200; // what the access log and metrics record
        return pageReply(location
          ? new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
          : new Response(thankYouPage(request), { status: 200, headers: PAGE_HEADERS }));
      }
      return status(200, { success: true as const, message: 'Submission received', submissionId: outcome.submissionId });
    }, {
      ownedForm: true,
      ...checked({ params: FormParams }),
      parse: ['json', 'urlencoded', 'formdata'],
      body: t.Unknown({ description: 'Flat JSON object: field name → scalar value. Also a browser form (application/x-www-form-urlencoded, multipart/form-data without files): see the README on HTML posts.' }),
      response: { 200: SubmitReply, 409: ErrorBody, 415: ErrorBody, ...errors },
      detail: { summary: 'Submit a form', parameters: [
        { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' }, description: 'Retries with the same key return the original response.' },
        { name: 'X-View-Token', in: 'header', required: false, schema: { type: 'string' }, description: 'Token from POST /v1/f/{formId}/views.' },
      ] },
    })
    .post('/f/:formId/views', async ({ form, request }) => {
      const now = clock();
      const counted = !isBotAgent(request.headers.get('user-agent') ?? '');
      const viewId = counted ? await recordView(db, form.id, new Date(now)) : 'uncounted';
      return { success: true as const, data: issueViewToken(await signingSecret(), { formId: form.id, viewId, issuedAt: now }) };
    }, { ownedForm: true, ...checked({ params: FormParams }), response: { 200: ViewReply, ...errors }, detail: { summary: 'Record a view (bot user agents are not counted) and get a view token' } })
    .post('/f/:formId/events', async ({ body, form }) => {
      const claims = readViewToken(await signingSecret(), body.viewToken, form.id, clock());
      if (!claims) throw new ApiError(400, 'invalid_view_token', 'The view token is invalid, expired or for another form');
      const accepted = await recordFieldEvents(db, form.id, claims.viewId, form.fields, body.events.map((event) => event.field), new Date(clock()));
      return { success: true as const, data: { accepted } };
    }, { ownedForm: true, ...checked({ params: FormParams }), body: EventsInput, response: { 200: t.Object({ success: t.Literal(true), data: t.Object({ accepted: t.Integer() }) }, { description: 'Events recorded' }), ...errors }, detail: { summary: 'Record field events of a view' } });
}
