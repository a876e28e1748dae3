import { Elysia, t, type Static } from 'elysia';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { apiError, ErrorBody } from '../../src/errors.ts';
import { requestFacts } from '../../src/request-context.ts';
import { codePointLength, limitExceeded } from '../../src/validation.ts';
import { gateContext } from '../auth/context.ts';
import { portalFailure } from '../auth/index.ts';
import type { Portal } from '../auth/portal/types.ts';
import type { Logger } from '../../src/logger.ts';
import { PLANS } from '../auth/plans.ts';
import type { PackRegistry } from './packs/types.ts';
import { listPacks } from './packs/list.ts';
import { createEngine } from './engine/index.ts';
import { Analysis, Explanation, Sector } from './model.ts';

const KNOWN_MEMBERS = new Set(['prompt', 'fields', 'collections', 'explain']);
/** The contract's limit, in characters (Unicode code points); the schema bounds UTF-16 units at twice that. */
const PROMPT_LIMIT = 4000;

export const AnalyzeBody = t.Object({
  prompt: t.String({
    maxLength: PROMPT_LIMIT * 2, 'x-limit': PROMPT_LIMIT, 'x-limit-error': 'prompt_too_long',
    description: 'Plain-English question (≤ 4000 characters, counted as Unicode code points).',
  }),
  fields: t.Optional(t.Array(t.String(), { maxItems: 500, 'x-limit-error': 'too_many_fields', description: 'Field names only, no values (≤ 500).' })),
  collections: t.Optional(t.Array(t.String(), { maxItems: 100, 'x-limit-error': 'too_many_collections', description: 'Candidate collections (≤ 100).' })),
  explain: t.Optional(t.Boolean({ description: 'Add `explanation`: evidence and confidence per Analysis member.' })),
}, { additionalProperties: true, description: 'Other members (e.g. data values) are accepted, ignored, and only their length is logged.' });

const Plan = t.Union([t.Literal('free'), t.Literal('pro'), t.Literal('ultra'), t.Literal('team')]);

export const AnalyzeReply = t.Object({
  analysis: Analysis,
  tokens: t.Array(t.String(), { description: 'Same as analysis.rawTokens (kept for older clients).' }),
  plan: Plan,
  planTier: Plan,
  usage: t.Object({ used: t.Integer(), limit: t.Integer({ description: '-1 = unlimited' }) }),
  sector: Sector,
  message: t.Literal('Prompt analyzed successfully'),
  explanation: t.Optional(Explanation),
}, { description: 'The question analysed.' });

const SectorList = t.Object({
  sectors: t.Array(t.Object({
    id: t.String(),
    label: t.String(),
    description: t.String(),
    source: t.Union([t.Literal('builtin'), t.Literal('operator')]),
    signals: t.Integer({ description: 'Signal field names' }),
    synonyms: t.Integer({ description: 'Business terms mapped to fields' }),
    entities: t.Array(t.String(), { description: 'Collections the pack knows' }),
  })),
}, { description: 'Loaded sector packs, _generic first' });

/**
 * The reply is checked against its schema here, compiled once, and sent already encoded: Elysia skips its own
 * response validation and normalisation for a returned Response, which cost a tenth of the route's time (a
 * generic check plus a clean-up copy of the whole analysis). A reply the engine got wrong is a 500, logged.
 */
const replyCheck = TypeCompiler.Compile(AnalyzeReply);

/**
 * The reply encoded by the runtime (`Response.json`, no intermediate JSON string) with the headers the hooks
 * gathered so far (request id, rate limits) moved into it: Elysia copies a returned Response into a new one when
 * the context still holds headers, so it gets none left to copy. The gathered object itself becomes the reply's
 * headers (a Headers built from it first cost a copy more).
 */
function encodedReply(reply: Static<typeof AnalyzeReply>, set: { headers: Record<string, unknown> }): Response {
  const headers = set.headers as Record<string, string>;
  headers['content-type'] = 'application/json;charset=utf-8';
  set.headers = {};
  return Response.json(reply, { headers });
}

const secondsUntilUtcMidnight = (now: number) => Math.max(1, Math.ceil((86_400_000 - (now % 86_400_000)) / 1000));

/** Length of whatever the caller sent beyond the contract's members (data values): logged, never read. */
function extraMembersLength(body: Record<string, unknown>): number {
  let length = 0;
  for (const name in body) {
    if (!KNOWN_MEMBERS.has(name)) length += JSON.stringify(body[name])?.length ?? 0;
  }
  return length;
}

/**
 * A promise that every caller in this event-loop turn shares and that settles in the next turn (one `setImmediate`
 * for all of them). The analyze route awaits it between the gate's decisions and the engine run, so the requests
 * that arrived together are first all admitted, then analysed back to back instead of each engine run being
 * interleaved with the HTTP and gate code of the next request, which cost the engine 16–19 % more CPU (README:
 * Benchmarks).
 */
function turnBatcher(): () => Promise<void> {
  let next: Promise<void> | null = null;
  return () => next ??= new Promise((resolve) => setImmediate(() => {
    next = null;
    resolve();
  }));
}

export function analyzerPlugin(deps: { portal: Portal; registry: PackRegistry; clock: () => number; logger?: Logger }) {
  // a failing stage is logged by name with its error, never with the prompt
  const engine = createEngine(deps.registry, deps.logger ? { onStageError: (failure) => deps.logger!.error('analyzer_stage_failed', failure) } : {});
  const sectors = listPacks(deps.registry).map((summary) => ({ ...summary, entities: [...summary.entities] }));
  const engineTurn = turnBatcher();
  return new Elysia({ name: 'analyzer', detail: { tags: ['Analyzer'] } })
    .use(gateContext)
    .post('/api/analyze', async ({ body, query, request, principal, set }) => {
      if (!(PLANS.analyze as readonly string[]).includes(principal.plan)) {
        // A portal that resolves a plan this server has no quota for is an operator problem, not the caller's.
        throw apiError('server_misconfigured', 'The key resolves to a plan this service does not know; the operator must fix the portal configuration');
      }
      const promptLength = codePointLength(body.prompt);
      if (promptLength > PROMPT_LIMIT) {
        throw limitExceeded('prompt_too_long', 'prompt', body.prompt, PROMPT_LIMIT);
      }
      const facts = requestFacts(request);
      if (facts) {
        Object.assign(facts.logFields, {
          promptLength,
          fieldsCount: body.fields?.length ?? 0,
          collectionsCount: body.collections?.length ?? 0,
          extraLength: extraMembersLength(body),
        });
      }
      const usage = await deps.portal.consume(principal).catch((error) => {
        throw portalFailure(error);
      });
      if (facts) facts.quotaAllowed = usage.allowed;
      if (!usage.allowed) {
        const retryAfter = secondsUntilUtcMidnight(deps.clock());
        throw apiError('rate_limited', 'Daily quota exhausted', { used: usage.used, limit: usage.limit, retryAfter },
          { 'retry-after': String(retryAfter) });
      }
      const explain = body.explain === true || query.explain === 'true' || query.explain === '1';
      // the instant the request was admitted at, not the one its batch reached the engine at
      const now = new Date(deps.clock());
      await engineTurn();
      const result = engine.analyze({ prompt: body.prompt, fields: body.fields, collections: body.collections }, { now, explain });
      const reply: Static<typeof AnalyzeReply> = {
        analysis: result.analysis,
        tokens: result.analysis.rawTokens,
        plan: principal.plan as 'free',
        planTier: principal.plan as 'free',
        usage: { used: usage.used, limit: usage.limit },
        sector: result.sector,
        message: 'Prompt analyzed successfully',
      };
      if (explain) reply.explanation = result.explanation;
      if (!replyCheck.Check(reply)) {
        const failure = replyCheck.Errors(reply).First();
        deps.logger?.error('analyzer_reply_invalid', { path: failure?.path, reason: failure?.message });
        throw apiError('internal_error', 'Unexpected server error; retry with backoff');
      }
      return encodedReply(reply, set);
    }, {
      caller: 'analyze',
      body: AnalyzeBody,
      query: t.Object({ explain: t.Optional(t.String()) }),
      response: { 200: AnalyzeReply, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody, 500: ErrorBody, 502: ErrorBody, 504: ErrorBody },
      detail: {
        summary: 'Analyse a plain-English question',
        security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
      },
    })
    .get('/api/sectors', () => ({ sectors }), {
      response: { 200: SectorList, 429: ErrorBody },
      detail: { summary: 'List the loaded sector packs (built-in and operator drop-ins)' },
    });
}
