/**
 * Errors that mean "the database cannot be reached right now" (as opposed to a bad query): connection
 * failures from postgres.js and the network, and PostgreSQL's connection-exception and shutdown SQLSTATEs.
 * Drizzle wraps driver errors, so the cause chain is walked.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH',
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
