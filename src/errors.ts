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
  method_not_allowed: 405,
  idempotency_conflict: 409,
  payload_too_large: 413,
  headers_too_large: 431,
  rate_limited: 429,
  internal_error: 500,
  server_misconfigured: 500,
  verify_upstream_error: 502,
  storage_unavailable: 503,
  verify_timeout: 504,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

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
  },
  { additionalProperties: true, description: 'Error. Extra members (limit, used, retryAfter, fields) depend on the code.' },
);

/** Response schemas for the errors every authenticated route can return, for OpenAPI. */
export const commonErrors = {
  400: ErrorBody,
  401: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
} as const;
