import { t } from 'elysia';

/**
 * Every error code a client can receive, with its HTTP status: one table, so the codes stay unique and a
 * typed catalogue (and its documentation) can be generated from it.
 */
export const ERROR_CATALOGUE = {
  'Bad request': 400,
  invalid_parameter: 400,
  invalid_payload: 400,
  validation_failed: 400,
  invalid_view_token: 400,
  undeclared_fields: 400,
  invalid_settings: 400,
  invalid_webhook_url: 400,
  smtp_not_configured: 400,
  prompt_too_long: 400,
  too_many_fields: 400,
  too_many_collections: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  revoked_api_key: 401,
  invalid_admin_token: 401,
  invalid_portal_secret: 401,
  invalid_metrics_token: 401,
  secret_key_in_url: 401,
  forbidden: 403,
  https_required: 403,
  publishable_key_forbidden: 403,
  origin_not_allowed: 403,
  not_found: 404,
  form_not_found: 404,
  response_not_found: 404,
  delivery_not_found: 404,
  method_not_allowed: 405,
  idempotency_conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  headers_too_large: 431,
  rate_limited: 429,
  internal_error: 500,
  server_misconfigured: 500,
  verify_upstream_error: 502,
  storage_unavailable: 503,
  verify_timeout: 504,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** What each code means, for the API documentation: every code must have one (the type says so). */
export const ERROR_MEANINGS: Record<ErrorCode, string> = {
  'Bad request': 'The body or a member of it is malformed or invalid (the message names it).',
  invalid_parameter: 'A path, query or header parameter is invalid or repeated (`parameter` names it).',
  invalid_payload: 'A value is not storable text or not a JSON scalar (`fields` names it).',
  validation_failed: 'A submission breaks the form\'s rules (`fields`: field → reason).',
  invalid_view_token: 'The view token is invalid, expired or for another form.',
  undeclared_fields: 'The form rejects members it does not declare (`fields` names them).',
  invalid_settings: 'A form setting is invalid (allow-list entry, duplicate webhook URL).',
  invalid_webhook_url: 'A webhook URL is not https or resolves to a private address.',
  smtp_not_configured: 'E-mail notifications need SMTP_URL on the server.',
  prompt_too_long: 'prompt has more than 4000 characters (`limit`).',
  too_many_fields: 'More than 500 field names (`limit`).',
  too_many_collections: 'More than 100 collections (`limit`).',
  missing_api_key: 'No Authorization: Bearer <API_KEY> or X-Api-Key header.',
  invalid_api_key: 'The key matches no active key of this service, or it expired.',
  revoked_api_key: 'The key was revoked.',
  invalid_admin_token: 'Authorization: Bearer <ADMIN_TOKEN> is missing or wrong.',
  invalid_portal_secret: 'Authorization: Bearer <PORTAL_SECRET> is missing or wrong.',
  invalid_metrics_token: 'Authorization: Bearer <METRICS_TOKEN> is missing or wrong.',
  forbidden: 'The key\'s account does not own the addressed form.',
  secret_key_in_url: 'Only a publishable forms key may travel in the URL (?key=); send secret keys in the Authorization header.',
  publishable_key_forbidden: 'A publishable key may only submit, post views and field events to its account\'s forms.',
  origin_not_allowed: 'The page\'s origin (Origin or Referer) is not allowed for the form or the publishable key.',
  https_required: 'Plain HTTP is refused on the forms API; use https://.',
  not_found: 'No such route or record.',
  form_not_found: 'The form does not exist.',
  response_not_found: 'The response does not exist.',
  delivery_not_found: 'The delivery does not exist.',
  method_not_allowed: 'The path exists with other methods (see Allow).',
  idempotency_conflict: 'The Idempotency-Key was used with a different body.',
  payload_too_large: 'The body exceeds MAX_BODY_BYTES.',
  unsupported_media_type: 'The body is neither JSON, URL-encoded nor multipart, or a multipart part is a file.',
  headers_too_large: 'The request headers are too large.',
  rate_limited: 'Burst limit or daily quota exhausted (`retryAfter`, Retry-After).',
  internal_error: 'Unexpected server error; retry with backoff.',
  server_misconfigured: 'The operator must fix the server\'s configuration.',
  verify_upstream_error: 'The key portal answered something unexpected; retry.',
  storage_unavailable: 'The database is unavailable; retry after Retry-After.',
  verify_timeout: 'The key portal did not answer in time; retry.',
};

/** Every failure a user can cause is an ApiError: JSON `{error, message, ...extra}` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { error: this.code, message: this.message, ...this.extra };
  }
}

/** An ApiError whose status comes from the catalogue. */
export function apiError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): ApiError {
  return new ApiError(ERROR_CATALOGUE[code], code, message, extra, headers);
}

export const ErrorBody = t.Object(
  {
    error: t.String({ description: 'Stable machine-readable code.' }),
    message: t.String({ description: 'Human-readable explanation.' }),
    requestId: t.String({ description: 'The X-Request-Id of the request, for support and the access log.' }),
  },
  { additionalProperties: true, description: 'Error. Extra members (limit, used, retryAfter, fields) depend on the code.' },
);
