import type { FuzzCase } from './inputs.ts';
import type { RawOutcome, RawResponse } from './raw-http.ts';
import { isServiceRoute, ROUTES, UNKNOWN_STATUSES, type Success } from './routes.ts';

/**
 * What every answer must satisfy (issue 9, "What to build"): a status from the route's documented set, never 5xx,
 * a JSON body (`{error, message, …}` or the documented success), the usual headers, never slower than 1 s.
 * Requests malformed at the HTTP level (and oversized header blocks) may be answered by the runtime itself.
 */
export const MAX_ANSWER_MS = 1000;
const RUNTIME_STATUSES = new Set([400, 413, 414, 431, 505]);

export interface Violation {
  symptom: string;
  status?: number;
  detail: string;
}

const GATED = new Set(['analyze', 'forms', 'admin', 'portal']);
/** The routes a web page calls (submit, views, events): they answer CORS preflights without a key. */
const PAGE_ROUTE = /^\/v1\/f\/:formId(\/views|\/events)?$/;

/** A GET or HEAD carrying a body: refused with 400 once the gate has let it through (src/body.ts, contentRefusal). */
const bodyWhereNoneIsRead = (fuzz: FuzzCase) =>
  (fuzz.request.method === 'GET' || fuzz.request.method === 'HEAD') && (Boolean(fuzz.request.body?.length) || Boolean(fuzz.request.chunked));

export function allowedStatuses(fuzz: FuzzCase): Set<number> {
  const route = fuzz.route;
  const allowed = new Set<number>();
  if (!route) UNKNOWN_STATUSES.forEach((status) => allowed.add(status));
  else if (route.guard === 'optional-analyze') {
    [200, 401, 429].forEach((status) => allowed.add(status));
    if (bodyWhereNoneIsRead(fuzz)) allowed.add(400);
  }
  else if (GATED.has(route.guard) && (fuzz.auth === 'none' || fuzz.auth === 'wrong' || fuzz.auth === 'otherService')) {
    // authentication comes first on every gated route: nothing about the body or path is judged before it
    [401, 429].forEach((status) => allowed.add(status));
  } else if (fuzz.auth === 'otherTenant' && Object.values(route.params ?? {}).some((pool) => pool.endsWith('Form'))) {
    // authorisation comes before validation: another account's form is 403 whatever the body says
    [403, 429].forEach((status) => allowed.add(status));
    if (fuzz.dimension === 'path') [400, 404].forEach((status) => allowed.add(status));
    // a scratch form may already have been deleted by an earlier case
    if (Object.values(route.params ?? {}).includes('scratchForm')) allowed.add(404);
  } else {
    route.statuses.forEach((status) => allowed.add(status));
    if (fuzz.dimension === 'path') [400, 404].forEach((status) => allowed.add(status));
    if (fuzz.dimension === 'contentType') allowed.add(415);
    if (bodyWhereNoneIsRead(fuzz)) allowed.add(400);
  }
  if (fuzz.offRoute) {
    [404, 405].forEach((status) => allowed.add(status));
    // a dot-segment path lands on another route, which authenticates and validates in its own way
    if (fuzz.dimension === 'path') [400, 401, 403].forEach((status) => allowed.add(status));
    // another method on the same path may be another documented route (HEAD answers like GET)
    const method = fuzz.request.method === 'HEAD' ? 'GET' : fuzz.request.method;
    for (const sibling of ROUTES) if (route && sibling.path === route.path && sibling.method === method) sibling.statuses.forEach((status) => allowed.add(status));
    if (bodyWhereNoneIsRead(fuzz)) allowed.add(400);
  }
  if (fuzz.request.method === 'OPTIONS') [200, 204].forEach((status) => allowed.add(status));
  // a CORS preflight of a page route carries no key: 204 for one of the form's allowed origins, else 403 origin_not_allowed
  if (fuzz.request.method === 'OPTIONS' && fuzz.route && PAGE_ROUTE.test(fuzz.route.path)) [403, 429].forEach((status) => allowed.add(status));
  if (fuzz.overCap) allowed.add(413);
  return allowed;
}

const headerOf = (response: RawResponse, name: string) => response.headers.get(name)?.[0];

function successShapeProblem(kind: Success, status: number, body: unknown): string | null {
  const value = body as Record<string, unknown> | null;
  const object = value !== null && typeof value === 'object';
  switch (kind) {
    case 'analysis':
      return object && value.message === 'Prompt analyzed successfully' && typeof value.analysis === 'object' && Array.isArray(value.tokens) ? null : 'not an analysis';
    case 'forms':
      return object && value.success === true ? null : 'no success: true';
    case 'admin':
      return object ? null : 'not an object or array';
    case 'verify':
      return object && typeof value.valid === 'boolean' && typeof value.code === 'string' ? null : 'not {valid, code}';
    case 'consume':
      return object && typeof value.allowed === 'boolean' && typeof value.used === 'number' ? null : 'not {allowed, used, limit}';
    case 'health':
      return object && value.status === 'ok' ? null : 'not {status: ok}';
    case 'ready':
      return object && (value.status === 'ready' || value.status === 'not_ready') ? null : 'not {status, checks}';
    case 'sectors':
      return object && Array.isArray(value.sectors) ? null : 'not {sectors}';
    case 'export':
      return status === 200 ? null : 'unexpected';
    case 'landing':
      return 'JSON instead of the HTML landing page';
  }
}

const preview = (bytes: Uint8Array) => JSON.stringify(Buffer.from(bytes.subarray(0, 120)).toString('utf8'));

/**
 * `serverBusyMs`, when given, is the CPU the server's event loop used while the case waited: the 1 s bound then
 * applies to it instead of wall-clock time, which a loaded machine stretches without any fault of the server.
 */
export function checkAnswer(fuzz: FuzzCase, outcome: RawOutcome, serverBusyMs?: number): Violation[] {
  if (!outcome.ok) {
    if (fuzz.transport) return [];
    return [{ symptom: outcome.error.startsWith('no complete answer') ? 'stall' : 'no-answer', detail: outcome.error }];
  }
  const response = outcome.response;
  const violations: Violation[] = [];
  const { status } = response;
  if ((serverBusyMs ?? response.elapsedMs) > MAX_ANSWER_MS) {
    const busy = serverBusyMs === undefined ? '' : ` (server event loop busy ${Math.round(serverBusyMs)} ms)`;
    violations.push({ symptom: 'slow', status, detail: `${Math.round(response.elapsedMs)} ms${busy}` });
  }
  const declared = Number(headerOf(response, 'content-length'));
  if (fuzz.request.method !== 'HEAD' && Number.isFinite(declared) && response.body.length < declared) {
    // the server closed with the request body unread and the reset discarded part of its answer
    return [{ symptom: 'truncated-answer', status, detail: `${response.body.length} of ${declared} bytes` }];
  }
  const fromApp = headerOf(response, 'x-request-id') !== undefined;
  if (!fromApp && (fuzz.transport || fuzz.largeHeaders) && RUNTIME_STATUSES.has(status)) return violations;
  let body: unknown;
  let parsed = false;
  const contentType = headerOf(response, 'content-type') ?? '';
  if (response.body.length) {
    try {
      body = JSON.parse(Buffer.from(response.body).toString('utf8'));
      parsed = true;
    } catch {
      parsed = false;
    }
  }
  const code = parsed && body && typeof body === 'object' ? String((body as { error?: unknown }).error ?? '') : '';
  // GET / is the HTML landing page (src/landing.ts), and a dot-segment path (`/healthz/..`) can land on it too
  const landing = status === 200 && contentType === 'text/html; charset=utf-8'
    && (fuzz.route?.success === 'landing' || (fuzz.offRoute && fuzz.dimension === 'path'));
  if (status >= 500) violations.push({ symptom: '5xx', status, detail: code || preview(response.body) });
  if (!landing && !allowedStatuses(fuzz).has(status)) violations.push({ symptom: 'undocumented-status', status, detail: code || preview(response.body) });
  if (fuzz.expectSuccess && status >= 300 && status !== 429) {
    const message = parsed ? String((body as { message?: unknown }).message ?? '') : '';
    violations.push({ symptom: 'valid-request-refused', status, detail: `${code}: ${message}`.slice(0, 200) });
  }
  const bodyless = fuzz.request.method === 'HEAD' || status === 204 || status === 304;
  const exported = fuzz.route?.success === 'export' && status === 200;
  if (exported) {
    if (!/^(text\/csv|application\/x-ndjson)/.test(contentType)) violations.push({ symptom: 'export-content-type', status, detail: contentType });
  } else if (!bodyless && !landing) {
    if (!response.body.length) violations.push({ symptom: 'empty-body', status, detail: `content-type ${contentType || 'none'}` });
    else if (!parsed) violations.push({ symptom: 'not-json', status, detail: `${contentType}: ${preview(response.body)}` });
    else if (!contentType.startsWith('application/json')) violations.push({ symptom: 'json-without-json-content-type', status, detail: contentType });
    if (parsed && status >= 400) {
      const error = body as Record<string, unknown>;
      if (typeof error?.error !== 'string' || typeof error.message !== 'string') violations.push({ symptom: 'error-shape', status, detail: preview(response.body) });
    }
    if (parsed && status < 300 && fuzz.route) {
      const problem = successShapeProblem(fuzz.route.success, status, body);
      if (problem) violations.push({ symptom: 'success-shape', status, detail: problem });
    }
  }
  if (!fromApp) violations.push({ symptom: 'no-request-id', status, detail: code || preview(response.body) });
  const path = typeof fuzz.request.target === 'string' ? fuzz.request.target : '';
  if (fuzz.route && isServiceRoute(path) && !fuzz.offRoute && headerOf(response, 'x-ratelimit-limit') === undefined) {
    violations.push({ symptom: 'no-rate-limit-headers', status, detail: code });
  }
  if (status === 401 && fuzz.route && (fuzz.route.guard === 'analyze' || fuzz.route.guard === 'forms') && !fuzz.offRoute) {
    const expected = fuzz.auth === 'none' ? 'missing_api_key' : fuzz.auth === 'wrong' || fuzz.auth === 'otherService' ? 'invalid_api_key' : null;
    if (expected && code !== expected) {
      violations.push({ symptom: 'wrong-401-code', status, detail: `${code} (expected ${expected})` });
    }
  }
  return violations;
}
