import { Elysia } from 'elysia';
import { ApiError } from '../../src/errors.ts';
import { requestFacts, type AuthOutcome } from '../../src/request-context.ts';
import type { Service } from './plans.ts';
import { PortalUnavailable, type Portal, type Principal } from './portal/types.ts';

/** Paths outside both services: probes, docs, operator and portal APIs carry no API key and no limits. */
const UNGATED = /^\/(healthz|readyz|metrics|swagger|admin|portal)(\/|$)/;

export const isGatedPath = (pathname: string) => !UNGATED.test(pathname);

/** `Authorization: Bearer <key>` or `X-Api-Key: <key>`; null when neither is present. */
export function presentedKey(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  if (authorization !== null) {
    const bearer = authorization.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
    return bearer ?? '';
  }
  const apiKey = headers.get('x-api-key');
  return apiKey === null ? null : apiKey.trim();
}

const REJECTIONS = {
  NOT_FOUND: () => new ApiError(401, 'invalid_api_key', 'The API key matches no active key'),
  REVOKED: () => new ApiError(401, 'revoked_api_key', 'The API key was revoked'),
};

export function portalFailure(error: unknown): ApiError {
  if (error instanceof PortalUnavailable) {
    return error.kind === 'timeout'
      ? new ApiError(504, 'verify_timeout', 'The key portal did not answer in time; retry')
      : new ApiError(502, 'verify_upstream_error', 'The key portal answered something unexpected; retry');
  }
  throw error;
}

async function authenticate(portal: Portal, key: string | null): Promise<AuthOutcome> {
  if (key === null) return { state: 'anonymous' };
  if (key === '') return { state: 'rejected', error: REJECTIONS.NOT_FOUND() };
  try {
    const verification = await portal.verify(key);
    return verification.valid
      ? { state: 'valid', principal: verification.principal }
      : { state: 'rejected', error: REJECTIONS[verification.code]() };
  } catch (error) {
    return { state: 'rejected', error: portalFailure(error) };
  }
}

/**
 * The caller of a service route, or the contract's error: no key → 401 missing_api_key; unknown key or a key
 * of the other service → 401 invalid_api_key; revoked → 401 revoked_api_key; portal trouble → 502/504.
 */
export function requirePrincipal(request: Request, service: Service): Principal {
  const auth = requestFacts(request)?.auth ?? { state: 'anonymous' };
  if (auth.state === 'anonymous') {
    throw new ApiError(401, 'missing_api_key', 'Send Authorization: Bearer <API_KEY> or X-Api-Key: <API_KEY>');
  }
  if (auth.state === 'rejected') throw auth.error;
  if (auth.principal.service !== service) throw REJECTIONS.NOT_FOUND();
  return auth.principal;
}

/** Verifies the presented key of every gated request before the rate limiter buckets it. */
export function authPlugin(portal: Portal) {
  return new Elysia({ name: 'auth' }).onRequest(async ({ request }) => {
    const facts = requestFacts(request);
    if (!facts || !isGatedPath(facts.url.pathname)) return;
    facts.auth = await authenticate(portal, presentedKey(request.headers));
    if (facts.auth.state === 'valid') facts.keyId = facts.auth.principal.keyId;
  });
}
