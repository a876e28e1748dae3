import { Elysia } from 'elysia';
import type { Config } from '../../src/config.ts';
import { apiError, type ApiError, type ErrorCode } from '../../src/errors.ts';
import { requestFacts, type RequestFacts } from '../../src/request-context.ts';
import { RELAY_HEADERS } from '../forms/service/submitter.ts';
import { drawFrom } from '../rate-limit/index.ts';
import type { BurstLimiter } from '../rate-limit/store/limiter.ts';
import { gateContext, type GateOutcome } from './context.ts';
import { requestOrigin } from './origins.ts';
import { looksPublishable, type Service } from './plans.ts';
import { accessFor, bucketsFor, type Access, type OperatorSecret, type PageRoute } from './policy.ts';
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

/** The `key` query parameters of a request URL (where a page's form may carry its publishable key). */
function urlKeys(url: string): string[] {
  const query = url.indexOf('?');
  return query === -1 ? [] : new URLSearchParams(url.slice(query + 1)).getAll('key');
}

const SECRET_KEY_IN_URL = () => apiError('secret_key_in_url',
  'Only a publishable key (ff_live_pk_… or ff_test_pk_…) may travel in the URL; send a secret key in Authorization: Bearer, and roll a secret key that was sent in a URL');

/** What a publishable key may not do, whatever the origin: anything but POST to a page route, or relay for someone else. */
function scopeRefusal(access: Extract<Access, { kind: 'service' }>, request: Request): ApiError | null {
  if (access.page === null || request.method !== 'POST') {
    return apiError('publishable_key_forbidden', 'A publishable key may only submit a form and post its views and field events (POST /v1/f/:formId, /views, /events); anything else needs a secret key');
  }
  if (request.headers.has(RELAY_HEADERS.ip) || request.headers.has(RELAY_HEADERS.userAgent)) {
    return apiError('publishable_key_forbidden', 'A publishable key cannot relay for someone else: Forms-Client-IP and Forms-Client-User-Agent need a secret key');
  }
  return null;
}

/** What a page's browser may send and read on the page routes; preflights are cached 10 minutes. */
const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, x-api-key, x-view-token',
  'access-control-max-age': '600',
};
const EXPOSED_HEADERS = 'x-request-id, retry-after, ratelimit, ratelimit-policy, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset';

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
  /** the origins a form allows web pages from (none for an unknown form): CORS and publishable keys on its page routes */
  pageOrigins(formId: string): Promise<readonly string[]>;
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

  type HeaderSink = { headers: Record<string, unknown> };

  async function limited(facts: RequestFacts, principal: Principal | null, method: string, set: HeaderSink, page: PageRoute | null = null) {
    const { headers, refusal, bucket } = await drawFrom(limiter, bucketsFor(principal, facts, method, page, config), clock());
    Object.assign(set.headers, headers);
    facts.limitBucket = bucket.kind;
    facts.limited = refusal !== null;
    return refusal;
  }

  async function pageOriginAllowed(formId: string, origin: string | null): Promise<boolean> {
    if (origin === null || malformedSegment(formId)) return false;
    return (await deps.pageOrigins(decodeURIComponent(formId))).includes(origin);
  }

  /** A CORS preflight of a page route: it carries no key, so it draws from its address's bucket. */
  async function preflight(facts: RequestFacts, request: Request, set: HeaderSink, formId: string): Promise<Response> {
    const overLimit = await limited(facts, null, request.method, set);
    if (overLimit) throw overLimit;
    const origin = request.headers.get('origin');
    if (!(await pageOriginAllowed(formId, origin))) {
      throw apiError('origin_not_allowed', origin === null
        ? 'A CORS preflight needs an Origin header'
        : `${origin} is not an allowed origin of this form: add it to the form's settings.allowedOrigins`);
    }
    Object.assign(set.headers, { 'access-control-allow-origin': origin, vary: 'Origin', ...PREFLIGHT_HEADERS });
    facts.status = 204;
    return new Response(null, { status: 204, headers: set.headers as Record<string, string> });
  }

  /** Lets a page read the answer (success or error) when its origin is allowed for the addressed form. */
  async function allowPageOrigin(set: HeaderSink, formId: string, origin: string): Promise<void> {
    if (!(await pageOriginAllowed(formId, origin))) return;
    Object.assign(set.headers, { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': EXPOSED_HEADERS });
  }

  /**
   * A publishable key may come only from an origin the form (and the key, if it names any) allows — checked on the
   * request's own Origin, or its Referer's origin when Origin is missing.
   */
  async function originRefusal(access: Extract<Access, { kind: 'service' }>, principal: Principal, request: Request): Promise<ApiError | null> {
    const origin = requestOrigin(request.headers);
    if (origin === null) return apiError('origin_not_allowed', 'A publishable key is accepted only from a web page: the request carries no Origin or Referer');
    if (!(await pageOriginAllowed(access.resource!.id, origin))) {
      return apiError('origin_not_allowed', `${origin} is not an allowed origin of this form: add it to the form's settings.allowedOrigins`);
    }
    if (principal.allowedOrigins && !principal.allowedOrigins.includes(origin)) return apiError('origin_not_allowed', `${origin} is not an allowed origin of this key`);
    return null;
  }

  /**
   * authenticate → authorise → limit for a service route. The key comes from a header, or (publishable keys only)
   * from `?key=`; a secret key in the URL is refused before it is looked up, and never logged (the access log
   * carries the route template, never the URL).
   */
  async function admit(access: Extract<Access, { kind: 'service' }>, request: Request, facts: RequestFacts, set: HeaderSink): Promise<GateOutcome> {
    if (access.tls && !overTls(facts, request.headers, config)) {
      throw (await limited(facts, null, request.method, set)) ?? apiError('https_required', 'Plain HTTP is refused; send this request over https://');
    }
    const inUrl = urlKeys(request.url);
    if (inUrl.length > 1) throw (await limited(facts, null, request.method, set)) ?? apiError('invalid_parameter', 'key may appear once in the URL', { parameter: 'key' });
    if (inUrl.length === 1 && !looksPublishable(inUrl[0]!)) throw (await limited(facts, null, request.method, set)) ?? SECRET_KEY_IN_URL();
    const headerKey = presentedKey(request.headers);
    const { principal, refusal: unauthenticated } = await authenticate(portal, headerKey ?? inUrl[0] ?? null, access.service);
    if (!principal) throw (await limited(facts, null, request.method, set)) ?? unauthenticated;
    facts.keyId = principal.keyId;
    const publishable = principal.kind === 'publishable';
    let resource: unknown;
    try {
      if (headerKey === null && inUrl.length && !publishable) throw SECRET_KEY_IN_URL();
      const scope = publishable ? scopeRefusal(access, request) : null;
      if (scope) throw scope;
      resource = await authorise(access, principal);
      const refusal = publishable ? await originRefusal(access, principal, request) : null;
      if (refusal) throw refusal;
    } catch (error) {
      await limited(facts, principal, request.method, set, access.page);
      throw error;
    }
    const overLimit = await limited(facts, principal, request.method, set, access.page);
    if (overLimit) throw overLimit;
    return { principal, resource };
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
    if (access.page && request.method === 'OPTIONS') return preflight(facts, request, set, access.resource!.id);
    const origin = access.page ? request.headers.get('origin') : null;
    let outcome: GateOutcome;
    try {
      outcome = await admit(access, request, facts, set);
    } catch (error) {
      // a refusal the page can read too; not when rate-limited (no form lookup for a flood)
      if (origin !== null && !facts.limited) await allowPageOrigin(set, access.resource!.id, origin);
      throw error;
    }
    if (origin !== null) await allowPageOrigin(set, access.resource!.id, origin);
    (context as unknown as { gate: GateOutcome }).gate = outcome;
  });
}
