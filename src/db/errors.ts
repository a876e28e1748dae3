/**
 * Errors that mean "the database cannot be reached right now" (as opposed to a bad query): connection
 * failures from postgres.js and the network, and PostgreSQL's connection-exception and shutdown SQLSTATEs.
 * Drizzle wraps driver errors, so the cause chain is walked. A round trip past DATABASE_TIMEOUT_MS
 * (DatabaseTimeoutError) counts as unavailable too.
 */
export const DATABASE_TIMEOUT = 'DATABASE_TIMEOUT';

const UNAVAILABLE_CODES = new Set([
  DATABASE_TIMEOUT, 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH',
  'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT',
  '08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300', '55000',
]);

/** The first error code (SQLSTATE or driver code) along the cause chain. */
export function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && UNAVAILABLE_CODES.has(code);
}

/** PostgreSQL did not answer within the deadline: the statement may still run (and commit) later. */
export class DatabaseTimeoutError extends Error {
  readonly code = DATABASE_TIMEOUT;

  constructor(timeoutMs: number) {
    super(`the database did not answer within ${timeoutMs} ms`);
  }
}

/**
 * What may be logged about a failure. A database error is reduced to its classes and code: driver and Drizzle
 * messages quote the query's parameters (submitted values, addresses, user agents, Idempotency-Keys). Any other
 * error keeps its message and stack.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const chain: unknown[] = [];
  for (let current = error; current instanceof Object && chain.length < 5; current = (current as { cause?: unknown }).cause) chain.push(current);
  const fromDatabase = chain.some((link) => typeof (link as { code?: unknown }).code === 'string' || 'query' in (link as object));
  if (!fromDatabase) {
    return error instanceof Error ? { error: error.message, stack: error.stack } : { error: typeof error };
  }
  return { error: chain.map((link) => (link as object).constructor?.name ?? 'Object').join(' < '), code: errorCode(error) };
}
