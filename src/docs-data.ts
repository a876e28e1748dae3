import type { ErrorCode } from './errors.ts';

/**
 * What the generated OpenAPI document cannot learn from the route schemas, as data (applied by docs-enrich.ts).
 * Operations are named `METHOD /path/{param}` as in the document; a test checks every name matches one.
 */

/**
 * Codes a route's own handler or services answer, beyond what the enrichment derives for every route: the gate's
 * codes (from the gate policy for the path), `invalid_parameter` for path/query parameters, `Bad request`,
 * `payload_too_large` and the body schema's own `x-error`/`x-limit-error` codes for a body, `internal_error`.
 */
export const ROUTE_ERRORS: Record<string, readonly ErrorCode[]> = {
  'POST /admin/teams': ['not_found'],
  'PUT /admin/teams/{id}/plan': ['not_found'],
  'DELETE /admin/teams/{id}': ['not_found'],
  'POST /admin/accounts': ['not_found'],
  'PUT /admin/accounts/{id}/team': ['not_found'],
  'DELETE /admin/accounts/{id}': ['not_found'],
  'POST /admin/keys': ['not_found'],
  'PATCH /admin/keys/{id}': ['not_found'],
  'POST /admin/keys/{id}/roll': ['not_found'],
  'POST /admin/keys/{id}/revoke': ['Bad request', 'not_found'],
  'POST /admin/forms/deliveries/{deliveryId}/redeliver': ['delivery_not_found'],
  'POST /admin/dashboard-users': ['not_found', 'server_misconfigured'],
  'GET /admin/dashboard-users': ['Bad request'],
  'POST /api/analyze': ['server_misconfigured'],
  'POST /v1/forms': ['invalid_settings', 'invalid_webhook_url', 'smtp_not_configured'],
  'PATCH /v1/forms/{id}': ['invalid_settings', 'invalid_webhook_url', 'smtp_not_configured'],
  'POST /v1/f/{formId}': ['invalid_payload', 'undeclared_fields', 'validation_failed', 'idempotency_conflict', 'unsupported_media_type'],
  'POST /v1/f/{formId}/events': ['invalid_view_token'],
  'PATCH /v1/f/{formId}/responses/{id}': ['response_not_found'],
  'DELETE /v1/f/{formId}/responses/{id}': ['response_not_found'],
  'POST /v1/forms/{id}/deliveries/{deliveryId}/redeliver': ['delivery_not_found'],
};

/** Codes every GET operation answers to a request carrying a body, after the gate (src/body.ts, contentRefusal). */
export const GET_WITH_BODY_ERRORS: readonly ErrorCode[] = ['Bad request', 'payload_too_large'];

/** Codes no single operation documents: they answer paths or requests that match no operation. */
export const UNROUTED_ERRORS: readonly ErrorCode[] = ['not_found', 'method_not_allowed', 'headers_too_large'];

export interface HeaderDoc {
  name: string;
  description: string;
  example: string;
  schema?: { type: 'string'; minLength?: number; maxLength?: number };
}

const USER_AGENT: HeaderDoc = {
  name: 'User-Agent', example: 'Mozilla/5.0 (X11; Linux x86_64)',
  description: 'Known bot agents are not counted as views and weigh on the spam score (browsers cannot set it).',
};

/** Request headers a route reads besides authentication (documented by the security schemes) and X-Request-Id. */
export const ROUTE_HEADERS: Record<string, readonly HeaderDoc[]> = {
  'POST /v1/f/{formId}': [
    {
      name: 'Idempotency-Key', example: 'order-2026-0131-0001', schema: { type: 'string', minLength: 1, maxLength: 255 },
      description: '1 to 255 characters (else 400 Bad request). A retry with the same key and body answers the original submission; with another body 409 idempotency_conflict.',
    },
    { name: 'X-View-Token', example: 'see POST /v1/f/{formId}/views', description: 'Token from POST /v1/f/{formId}/views: enables completion time and the funnel. An invalid one is ignored.' },
    {
      name: 'Forms-Client-IP', example: '203.0.113.7',
      description: 'For a server relaying its visitors\' submissions: the visitor\'s address, used by the spam screen instead of the relay\'s.',
    },
    { name: 'Forms-Client-User-Agent', example: 'Mozilla/5.0 (X11; Linux x86_64)', description: 'For a relay: the visitor\'s user agent.' },
    USER_AGENT,
  ],
  'POST /v1/f/{formId}/views': [USER_AGENT],
};

/** Headers every response carries. */
export const RESPONSE_HEADERS = {
  always: ['X-Request-Id'],
  /** on every route the gate limits (everything but probes, docs and the dashboard) */
  limited: ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'RateLimit-Policy', 'RateLimit'],
  /** on a refusal the client should retry later */
  retry: ['Retry-After'],
} as const;

export const HEADER_COMPONENTS: Record<string, { description: string; schema: { type: 'string' | 'integer' }; example: string | number }> = {
  'X-Request-Id': { description: 'The request\'s id: the client\'s own X-Request-Id when sane (1–128 of A-Z a-z 0-9 . _ : -), else a new UUID. Also `requestId` in error bodies.', schema: { type: 'string' }, example: '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b' },
  'X-RateLimit-Limit': { description: 'Requests allowed per window in the bucket this request drew from.', schema: { type: 'integer' }, example: 60 },
  'X-RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer' }, example: 59 },
  'X-RateLimit-Reset': { description: 'Whole seconds until the bucket is full again.', schema: { type: 'integer' }, example: 1 },
  'RateLimit-Policy': { description: 'IETF RateLimit-Policy: `<limit>;w=<window seconds>`.', schema: { type: 'string' }, example: '60;w=60' },
  RateLimit: { description: 'IETF RateLimit: `limit=…, remaining=…, reset=…`.', schema: { type: 'string' }, example: 'limit=60, remaining=59, reset=1' },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' }, example: 30 },
  'Content-Disposition': { description: 'attachment; filename="<formId>.<format>"', schema: { type: 'string' }, example: 'attachment; filename="frm_8Hq2Lw0pXc3Vb7Rt.csv"' },
};

/** Request bodies the generated example (required members only) would not show well; each must succeed as is. */
export const REQUEST_EXAMPLES: Record<string, unknown> = {
  'POST /api/analyze': { prompt: 'total revenue by region last month', fields: ['revenue', 'region', 'createdAt'], collections: ['orders'] },
  'POST /admin/teams': { name: 'Data team', plan: 'pro' },
  'PUT /admin/teams/{id}/plan': { plan: 'ultra' },
  'POST /admin/accounts': { name: 'Ada Lovelace' },
  'PUT /admin/accounts/{id}/team': { teamId: null },
  'POST /admin/keys': { service: 'analyze', plan: 'free', name: 'reporting job' },
  'PATCH /admin/keys/{id}': { name: 'reporting job (nightly)', expiresAt: '2027-01-01T00:00:00.000Z', metadata: { owner: 'data team' } },
  'POST /admin/keys/{id}/roll': { graceSeconds: 3600 },
  'POST /admin/forms/erasures': { accountId: 'acc_5Tz9Kd2Wq7Lm1Xc4', email: 'ada@example.com' },
  'POST /admin/dashboard-users': { email: 'ada@example.com', accountId: 'acc_5Tz9Kd2Wq7Lm1Xc4' },
  'POST /v1/forms': {
    name: 'Contact',
    fields: [
      { name: 'email', type: 'email', required: true, label: 'E-mail' },
      { name: 'message', type: 'text', required: true, maxLength: 2000 },
    ],
    settings: { honeypotField: 'website', minSeconds: 2 },
  },
  'PATCH /v1/forms/{id}': { name: 'Contact us' },
  'POST /v1/f/{formId}': { email: 'ada@example.com', message: 'Hello, I would like a quote.' },
  'POST /v1/f/{formId}/events': { viewToken: 'see POST /v1/f/{formId}/views', events: [{ field: 'email', type: 'focus' }] },
  'PATCH /v1/f/{formId}/responses/{id}': { isSpam: true },
  'POST /v1/erasures': { email: 'ada@example.com' },
};

/** Query parameters whose route schema is looser than what they mean (`explain` accepts true/1, else false). */
export const PARAMETER_OVERRIDES: Record<string, Record<string, object>> = {
  'POST /api/analyze': { explain: { type: 'boolean', default: false, description: 'Same as the body member explain (true or 1).' } },
};

/** Parameters left empty in Swagger's form: any value there changes the request (a cursor replaces the page). */
export const PARAMETERS_WITHOUT_EXAMPLE: ReadonlySet<string> = new Set(['cursor']);

const CSV_EXAMPLE = '_id,createdAt,isSpam,spamScore,completionSeconds,ipAddress,email,message,undeclared\n'
  + 'sub_7Gf3Rk9Lp2Qw5Mz1,2026-01-31T09:30:00.000Z,false,0,12.4,203.0.113.7,ada@example.com,Hello,\n';

/** Responses the route schemas do not describe: streamed or plain-text bodies. */
export const RESPONSE_OVERRIDES: Record<string, Record<string, object>> = {
  'GET /v1/f/{formId}/responses/export': {
    200: {
      description: 'Every response of the form, newest first, streamed: CSV (format=csv, the default; one column per field in builder order) or NDJSON (format=ndjson; one ResponseRecord per line).',
      headers: { 'Content-Disposition': { $ref: '#/components/headers/Content-Disposition' } },
      content: {
        'text/csv': { schema: { type: 'string' }, example: CSV_EXAMPLE },
        'application/x-ndjson': {
          schema: { type: 'string', description: 'One JSON object per line, shaped like the items of GET /v1/f/{formId}/responses.' },
          example: '{"_id":"sub_7Gf3Rk9Lp2Qw5Mz1","data":{"email":"ada@example.com","message":"Hello"},"telemetry":{"ipAddress":"203.0.113.7","isSpam":false,"completionSeconds":12.4,"spamScore":0,"spamReasons":[]},"undeclared":[],"createdAt":"2026-01-31T09:30:00.000Z"}\n',
        },
      },
    },
  },
  'GET /metrics': {
    200: {
      description: 'Prometheus text exposition format.',
      content: { 'text/plain': { schema: { type: 'string' }, example: '# TYPE http_requests_total counter\nhttp_requests_total{route="/api/analyze",method="POST",status="200"} 42\n' } },
    },
  },
};

/**
 * Example strings by member name, for the examples generated from schemas (docs-examples.ts). Ids follow the
 * server's `<prefix>_<16 base62>` form.
 */
export const NAME_EXAMPLES: Record<string, string> = {
  id: 'frm_8Hq2Lw0pXc3Vb7Rt',
  'keys.id': 'key_3Fh8Qm1ZxT6cN0pW',
  'teams.id': 'team_2Pq8Vx4Nc6Bz0Hs3',
  'accounts.id': 'acc_5Tz9Kd2Wq7Lm1Xc4',
  'responses.id': 'sub_7Gf3Rk9Lp2Qw5Mz1',
  from: '2026-01-01',
  to: '2026-02-01',
  formId: 'frm_8Hq2Lw0pXc3Vb7Rt',
  accountId: 'acc_5Tz9Kd2Wq7Lm1Xc4',
  teamId: 'team_2Pq8Vx4Nc6Bz0Hs3',
  submissionId: 'sub_7Gf3Rk9Lp2Qw5Mz1',
  keyId: 'key_3Fh8Qm1ZxT6cN0pW',
  quotaOwner: 'account:acc_5Tz9Kd2Wq7Lm1Xc4',
  deliveryId: 'msg_1Aa2Bb3Cc4Dd5Ee6',
  _id: 'sub_7Gf3Rk9Lp2Qw5Mz1',
  key: 'pa_3Fh8Qm1ZxT6cN0pW9yLk2Rv5Bs7Dj4Ga',
  prefix: 'pa_3Fh8',
  name: 'Contact',
  email: 'ada@example.com',
  owner: 'account:acc_5Tz9Kd2Wq7Lm1Xc4',
  plan: 'free',
  service: 'analyze',
  message: 'Submission received',
  viewToken: 'frm_8Hq2Lw0pXc3Vb7Rt.view_9Wd4Hs1Kx8Jc3Vn6.1769851800000.c2lnbmF0dXJl',
  field: 'email',
  ipAddress: '203.0.113.7',
  url: 'https://example.com/hooks/forms',
  target: 'https://example.com/hooks/forms',
  event: 'submission.created',
  label: 'E-mail',
  description: 'Generic business data',
  rule: 'sort.superlative',
  text: 'last month',
  prompt: 'total revenue by region last month',
};
