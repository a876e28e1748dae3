import { t } from 'elysia';
import type { Db } from '../../../src/db/client.ts';
import { ApiError } from '../../../src/errors.ts';
import { checkedParameters as checked, invalidParameter } from '../../../src/parameters.ts';
import { AnalyticsReply, ErasureInput, ErasureReply, ExportQuery, FormParams, ResponseParams, ResponseRecordModel, ResponsesQuery, ResponsesReply, WindowQuery } from '../model.ts';
import { analyticsSeries, bucketStarts, formAnalytics, MAX_BUCKETS } from '../service/analytics.ts';
import { eraseByEmail } from '../service/erasure.ts';
import { exportFile } from '../service/export.ts';
import { EARLIEST, LATEST, parseBound } from '../service/instants.ts';
import {
  countResponses, decodeCursor, deleteResponse, encodeCursor, listResponses, responsesAfter, setSpam, toRecord, type StatusFilter,
} from '../service/responses.ts';
import { formErrors as errors, formsController } from './controller.ts';

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

/** What a form collected: analytics, the responses (read, mark, erase, export) and erasure by e-mail address. */
export function responseRoutes({ db, clock }: { db: Db; clock: () => number }) {
  return formsController('forms-responses')
    .get('/f/:formId/analytics', async ({ query, form }) => {
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
    .get('/f/:formId/responses', async ({ query, form }) => {
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
    .patch('/f/:formId/responses/:id', async ({ params, body, form }) => {
      const row = await setSpam(db, form.id, params.id, body.isSpam);
      if (!row) throw new ApiError(404, 'response_not_found', `Response ${params.id} does not exist`);
      return { success: true as const, data: toRecord(row, form.fields) };
    }, { ownedForm: true, ...checked({ params: ResponseParams }), body: t.Object({ isSpam: t.Boolean() }), response: { 200: t.Object({ success: t.Literal(true), data: ResponseRecordModel }, { description: 'Updated' }), ...errors }, detail: { summary: 'Mark a response spam or not spam' } })
    .delete('/f/:formId/responses/:id', async ({ params, form }) => {
      if (!(await deleteResponse(db, form.id, params.id))) throw new ApiError(404, 'response_not_found', `Response ${params.id} does not exist`);
      return { success: true as const };
    }, { ownedForm: true, ...checked({ params: ResponseParams }), response: { 200: t.Object({ success: t.Literal(true) }, { description: 'Deleted' }), ...errors }, detail: { summary: 'Delete a response (erasure)' } })
    .get('/f/:formId/responses/export', ({ query, form }) => {
      const file = exportFile(db, form, query.format ?? 'csv');
      return new Response(file.stream, { headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.filename}"` } });
    }, {
      ownedForm: true,
      ...checked({ params: FormParams, query: ExportQuery }),
      detail: { summary: 'Export every response (streamed CSV or NDJSON)' },
    })
    .post('/erasures', async ({ body, principal }) => {
      return { success: true as const, data: { deleted: await eraseByEmail(db, principal.accountId, body.email) } };
    }, { caller: 'forms', body: ErasureInput, response: { 200: ErasureReply, ...errors }, detail: { summary: 'Delete every submission carrying an e-mail address, across the account\'s forms (GDPR erasure)' } });
}
