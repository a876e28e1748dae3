import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../src/config.ts';
import { ApiError, apiError } from '../../src/errors.ts';
import { requestFacts } from '../../src/request-context.ts';
import type { BurstLimiter, Rule } from '../rate-limit/store/limiter.ts';

export const SESSION_COOKIE = 'pfs_dashboard';

/** Sign-in attempts per client address and per e-mail (or per operator sign-in), from the shared limiter store. */
export const SIGN_IN_RULES = {
  address: { limit: 20, windowSeconds: 600 },
  email: { limit: 5, windowSeconds: 600 },
} as const satisfies Record<string, Rule>;

export function sessionSecret(headers: Headers): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** Secure when this request came over TLS (here, or at a trusted proxy), so plain-HTTP development still works. */
function servedOverTls(request: Request, config: Config): boolean {
  if (requestFacts(request)?.secure) return true;
  return config.trustProxy.kind !== 'none' && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The origin the browser addressed (the Host header; the request URL is rewritten to localhost). */
export function requestOrigin(request: Request, config: Config): string {
  return `${servedOverTls(request, config) ? 'https' : 'http'}://${request.headers.get('host') ?? 'localhost'}`;
}

/**
 * SameSite=Strict: nothing outside the dashboard links into it with a need for the session (an invitation link
 * sets a password and needs none), and Strict keeps the cookie off every cross-site request, navigation included.
 */
export function sessionCookie(request: Request, config: Config, secret: string, maxAgeSeconds: number): string {
  const secure = servedOverTls(request, config) ? '; Secure' : '';
  return `${SESSION_COOKIE}=${secret}; Path=/dashboard; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

/** A state-changing request must come from a page of this server: its Origin names the Host it was sent to. */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const host = request.headers.get('host');
  let originHost: string | null = null;
  try {
    originHost = origin ? new URL(origin).host : null;
  } catch {
    originHost = null;
  }
  if (!originHost || originHost !== host) throw apiError('forbidden', 'Cross-origin form posts are refused');
}

export function assertCsrfToken(presented: unknown, expected: string): void {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  if (typeof presented !== 'string' || !timingSafeEqual(digest(presented), digest(expected))) throw apiError('forbidden', 'The form is missing its CSRF token; reload the page');
}

/** Draws one attempt from each bucket; the first refusal wins. */
export async function limitSignIn(limiter: BurstLimiter, request: Request, subject: string, now: number): Promise<ApiError | null> {
  const address = requestFacts(request)?.clientAddress ?? 'unknown';
  const decisions = await Promise.all([
    limiter.consume(`dashboard-sign-in:address:${address}`, SIGN_IN_RULES.address, now),
    limiter.consume(`dashboard-sign-in:subject:${subject}`, SIGN_IN_RULES.email, now),
  ]);
  const refused = decisions.find((decision) => !decision.allowed);
  return refused
    ? apiError('rate_limited', 'Too many sign-in attempts; wait and retry', { retryAfter: refused.retryAfterSeconds }, { 'retry-after': String(refused.retryAfterSeconds) })
    : null;
}
