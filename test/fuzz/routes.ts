/**
 * Every route the fuzzer drives, as data: method, path template, who may call it, the statuses its documentation
 * allows when the right credential is sent, and what a success looks like. Sources: the README's route tables, the
 * two contracts and issue 9's expected column (authentication, then authorisation, then limits, then validation).
 */
export type Guard = 'analyze' | 'forms' | 'admin' | 'portal' | 'none' | 'optional-analyze';

/** Which fixture a path parameter is drawn from. */
export type ParamPool = 'primaryForm' | 'scratchForm' | 'response' | 'account' | 'scratchKey';

export type Success = 'analysis' | 'forms' | 'admin' | 'verify' | 'consume' | 'health' | 'ready' | 'sectors' | 'export' | 'landing';

export interface RouteSpec {
  method: string;
  path: string;
  guard: Guard;
  /** statuses with the route's own credential and method (413 above the body cap is added by the checker) */
  statuses: readonly number[];
  params?: Readonly<Record<string, ParamPool>>;
  body?: BodyKind;
  query?: readonly QueryKind[];
  success: Success;
  /** false when a valid call may legitimately fail the second time (it deletes or revokes its target) */
  repeatable?: false;
}

export type BodyKind =
  | 'analyze' | 'formCreate' | 'formPatch' | 'submit' | 'events' | 'spamFlag'
  | 'team' | 'account' | 'accountTeam' | 'key' | 'verify' | 'consume' | 'none';

export type QueryKind = 'explain' | 'from' | 'to' | 'limit' | 'page' | 'status' | 'cursor' | 'format' | 'accountId' | 'service' | 'owner' | 'day';

const FORM_READ = [200, 400, 403, 404, 429] as const;

export const ROUTES: readonly RouteSpec[] = [
  { method: 'GET', path: '/', guard: 'none', statuses: [200], success: 'landing' },
  { method: 'GET', path: '/healthz', guard: 'none', statuses: [200], success: 'health' },
  { method: 'GET', path: '/readyz', guard: 'none', statuses: [200, 503], success: 'ready' },
  { method: 'GET', path: '/api/sectors', guard: 'optional-analyze', statuses: [200, 429], success: 'sectors' },
  { method: 'POST', path: '/api/analyze', guard: 'analyze', statuses: [200, 400, 429], body: 'analyze', query: ['explain'], success: 'analysis' },

  { method: 'POST', path: '/v1/forms', guard: 'forms', statuses: [201, 400, 429], body: 'formCreate', success: 'forms' },
  { method: 'GET', path: '/v1/forms', guard: 'forms', statuses: [200, 400, 429], success: 'forms' },
  { method: 'GET', path: '/v1/forms/:id', guard: 'forms', statuses: FORM_READ, params: { id: 'primaryForm' }, success: 'forms' },
  { method: 'PATCH', path: '/v1/forms/:id', guard: 'forms', statuses: FORM_READ, params: { id: 'scratchForm' }, body: 'formPatch', success: 'forms', repeatable: false },
  { method: 'DELETE', path: '/v1/forms/:id', guard: 'forms', statuses: FORM_READ, params: { id: 'scratchForm' }, success: 'forms', repeatable: false },
  { method: 'POST', path: '/v1/f/:formId', guard: 'forms', statuses: [200, 400, 403, 404, 409, 415, 429], params: { formId: 'primaryForm' }, body: 'submit', success: 'forms' },
  { method: 'POST', path: '/v1/f/:formId/views', guard: 'forms', statuses: FORM_READ, params: { formId: 'primaryForm' }, success: 'forms' },
  { method: 'POST', path: '/v1/f/:formId/events', guard: 'forms', statuses: FORM_READ, params: { formId: 'primaryForm' }, body: 'events', success: 'forms' },
  { method: 'GET', path: '/v1/f/:formId/analytics', guard: 'forms', statuses: FORM_READ, params: { formId: 'primaryForm' }, query: ['from', 'to'], success: 'forms' },
  { method: 'GET', path: '/v1/f/:formId/responses', guard: 'forms', statuses: FORM_READ, params: { formId: 'primaryForm' }, query: ['limit', 'page', 'status', 'cursor'], success: 'forms' },
  { method: 'PATCH', path: '/v1/f/:formId/responses/:id', guard: 'forms', statuses: FORM_READ, params: { formId: 'primaryForm', id: 'response' }, body: 'spamFlag', success: 'forms' },
  { method: 'DELETE', path: '/v1/f/:formId/responses/:id', guard: 'forms', statuses: FORM_READ, params: { formId: 'scratchForm', id: 'response' }, success: 'forms', repeatable: false },
  { method: 'GET', path: '/v1/f/:formId/responses/export', guard: 'forms', statuses: FORM_READ, params: { formId: 'primaryForm' }, query: ['format'], success: 'export' },

  { method: 'POST', path: '/admin/teams', guard: 'admin', statuses: [201, 400, 429], body: 'team', success: 'admin' },
  { method: 'GET', path: '/admin/teams', guard: 'admin', statuses: [200, 400, 429], success: 'admin' },
  { method: 'POST', path: '/admin/accounts', guard: 'admin', statuses: [201, 400, 404, 429], body: 'account', success: 'admin' },
  { method: 'GET', path: '/admin/accounts', guard: 'admin', statuses: [200, 400, 429], success: 'admin' },
  { method: 'PUT', path: '/admin/accounts/:id/team', guard: 'admin', statuses: [200, 400, 404, 429], params: { id: 'account' }, body: 'accountTeam', success: 'admin' },
  { method: 'POST', path: '/admin/keys', guard: 'admin', statuses: [201, 400, 404, 429], body: 'key', success: 'admin' },
  { method: 'GET', path: '/admin/keys', guard: 'admin', statuses: [200, 400, 429], query: ['accountId', 'service'], success: 'admin' },
  { method: 'POST', path: '/admin/keys/:id/revoke', guard: 'admin', statuses: [200, 400, 404, 429], params: { id: 'scratchKey' }, success: 'admin', repeatable: false },
  { method: 'GET', path: '/admin/usage', guard: 'admin', statuses: [200, 400, 429], query: ['owner', 'day'], success: 'admin' },

  { method: 'POST', path: '/portal/v1/keys.verify', guard: 'portal', statuses: [200, 400, 429], body: 'verify', success: 'verify' },
  { method: 'POST', path: '/portal/v1/usage.consume', guard: 'portal', statuses: [200, 400, 429], body: 'consume', success: 'consume' },
];

/** Paths no route serves: under each prefix, so the gate's ordering for unknown paths is exercised too. */
export const UNKNOWN_PATHS = ['/api', '/api/analyze/extra', '/v1', '/v1/f', '/v1/nothing', '/admin', '/admin/nothing', '/portal/v1/nothing', '/nothing'];
export const UNKNOWN_STATUSES = [401, 404, 405, 429] as const;

/** API routes whose every answer carries the rate-limit headers (README: "Headers on every response of both services"). */
export const isServiceRoute = (path: string) => path.startsWith('/api/analyze') || path.startsWith('/v1/');
