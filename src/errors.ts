import { t } from 'elysia';

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
