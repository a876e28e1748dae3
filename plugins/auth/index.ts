import { Elysia } from 'elysia';
import type { Config } from '../../src/config.ts';
import { apiError, type ApiError, type ErrorCode } from '../../src/errors.ts';
import { requestFacts, type RequestFacts } from '../../src/request-context.ts';
import { drawFrom, type Bucket } from '../rate-limit/index.ts';
import type { BurstLimiter } from '../rate-limit/store/limiter.ts';
import { gateContext, type GateOutcome } from './context.ts';
import type { Service } from './plans.ts';
import { accessFor, bucketFor, type Access, type OperatorSecret } from './policy.ts';
import { PortalUnavailable, type Portal, type Principal } from './portal/types.ts';
import { secretBearerMatcher } from './shared-secret.ts';

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

export const OPERATOR_REFUSALS: Record<OperatorSecret, { code: ErrorCode; variable: string }> = {
  admin: { code: 'invalid_admin_token', variable: 'ADMIN_TOKEN' },
  portal: { code: 'invalid_portal_secret', variable: 'PORTAL_SECRET' },
  metrics: { code: 'invalid_metrics_token', variable: 'METRICS_TOKEN' },
};

const REJECTIONS = {
  NOT_FOUND: () => apiError('invalid_api_key', 'The API key matches no active key'),
  REVOKED: () => apiError('revoked_api_key', 'The API key was revoked'),
  EXPIRED: () => apiError('invalid_api_key', 'The API key expired'),
};

export function portalFailure(error: unknown): ApiError {
  if (error instanceof PortalUnavailable) {
    return error.kind === 'timeout'
      ? apiError('verify_timeout', 'The key portal did not answer in time; retry')
      : apiError('verify_upstream_error', 'The key portal answered something unexpected; retry');
  }
  throw error;
}

type Authentication = { principal: Principal; refusal: null } | { principal: null; refusal: ApiError };

/**
 * No key → 401 missing_api_key; unknown or empty key, or a key of another service → 401 invalid_api_key;
 * expired → 401 invalid_api_key ("expired"); revoked → 401 revoked_api_key; portal trouble → 502/504.
 */
async function authenticate(portal: Portal, key: string | null, service: Service | null): Promise<Authentication> {
  if (key === null) return { principal: null, refusal: apiError('missing_api_key', 'Send Authorization: Bearer <API_KEY> or X-Api-Key: <API_KEY>') };
  if (key === '') return { principal: null, refusal: REJECTIONS.NOT_FOUND() };
  try {
    const verification = await portal.verify(key);
    if (!verification.valid) return { principal: null, refusal: REJECTIONS[verification.code]() };
    if (service !== null && verification.principal.service !== service) return { principal: null, refusal: REJECTIONS.NOT_FOUND() };
    return { principal: verification.principal, refusal: null };
  } catch (error) {
    return { principal: null, refusal: portalFailure(error) };
  }
}

/** Decides whether the principal may use the addressed resource; resolves to it (e.g. the form) or throws. */
export type ResourceAuthoriser = (principal: Principal, id: string) => Promise<unknown>;

export interface GateDeps {
  portal: Portal;
  limiter: BurstLimiter;
  config: Config;
  clock: () => number;
  /**
   * secrets of the operator APIs on this process (null: nothing to check — admin and portal are then not mounted,
   * so the path is an unknown route; metrics is open)
   */
  operatorSecrets: Record<OperatorSecret, string | null>;
  resources: Partial<Record<Service, ResourceAuthoriser>>;
}

/** A path segment that cannot name anything: not valid Unicode, or carrying control characters. */
function malformedSegment(raw: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return true;
  }
  return !decoded.isWellFormed() || /[\u0000-\u001f\u007f]/.test(decoded);
}

function overTls(facts: RequestFacts, headers: Headers, config: Config): boolean {
  if (facts.secure || config.allowInsecureHttp) return true;
  return config.trustProxy.kind !== 'none' && headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * The gate, run in `onRequest` so that a refused request is answered before Elysia reads or validates its body:
 * authenticate → authorise (the key's service, the addressed form) → limit. Every request it covers draws from a
 * bucket and carries the rate-limit headers. A caller without a valid key draws from its address's bucket, and
 * once that is empty gets 429 instead of 401, so guessing keys or operator secrets is limited per address.
 */
export function authPlugin(deps: GateDeps) {
  const { portal, limiter, config, clock } = deps;
  const operatorMatchers = Object.fromEntries(Object.entries(deps.operatorSecrets)
    .map(([name, secret]) => [name, secret ? secretBearerMatcher(secret) : null])) as Record<OperatorSecret, ReturnType<typeof secretBearerMatcher> | null>;

  async function limited(facts: RequestFacts, principal: Principal | null, method: string, set: { headers: Record<string, unknown> }) {
    const bucket: Bucket = bucketFor(principal, facts.clientAddress, method, config);
    const { headers, refusal } = await drawFrom(limiter, bucket, clock());
    Object.assign(set.headers, headers);
    facts.limitBucket = bucket.kind;
    facts.limited = refusal !== null;
    return refusal;
  }

  async function authorise(access: Extract<Access, { kind: 'service' }>, principal: Principal): Promise<unknown> {
    if (!access.resource) return null;
    if (malformedSegment(access.resource.id)) {
      throw apiError('invalid_parameter', `${access.resource.name} is not a valid identifier`, { parameter: access.resource.name });
    }
    const authoriser = deps.resources[access.service];
    return authoriser ? authoriser(principal, decodeURIComponent(access.resource.id)) : null;
  }

  // The outcome is assigned to `context.gate` in place: handing the whole context to a helper would make Elysia
  // assume every part of it is used and parse cookies, headers and the query string on every request.
  return new Elysia({ name: 'auth' }).use(gateContext).onRequest(async (context) => {
    const { request, set } = context;
    const facts = requestFacts(request);
    if (!facts) return;
    const access = accessFor(facts.pathname);
    if (access.kind === 'open') return;
    if (access.kind === 'operator') {
      const matches = operatorMatchers[access.secret];
      if (!matches || matches(request.headers.get('authorization'))) return;
      const refusal = await limited(facts, null, request.method, set);
      const { code, variable } = OPERATOR_REFUSALS[access.secret];
      throw refusal ?? apiError(code, `Send Authorization: Bearer <${variable}>`);
    }
    if (access.kind === 'public') {
      const key = presentedKey(request.headers);
      const { principal } = key === null ? { principal: null } : await authenticate(portal, key, null);
      if (principal) facts.keyId = principal.keyId;
      (context as unknown as { gate: GateOutcome }).gate = { principal, resource: null };
      const refusal = await limited(facts, principal, request.method, set);
      if (refusal) throw refusal;
      return;
    }
    if (access.tls && !overTls(facts, request.headers, config)) {
      const refusal = await limited(facts, null, request.method, set);
      throw refusal ?? apiError('https_required', 'Plain HTTP is refused; send this request over https://');
    }
    const { principal, refusal: unauthenticated } = await authenticate(portal, presentedKey(request.headers), access.service);
    if (!principal) {
      throw (await limited(facts, null, request.method, set)) ?? unauthenticated;
    }
    facts.keyId = principal.keyId;
    let resource: unknown;
    try {
      resource = await authorise(access, principal);
    } catch (error) {
      await limited(facts, principal, request.method, set);
      throw error;
    }
    const overLimit = await limited(facts, principal, request.method, set);
    if (overLimit) throw overLimit;
    (context as unknown as { gate: GateOutcome }).gate = { principal, resource };
  });
}
