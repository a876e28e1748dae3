import type { Config } from '../../src/config.ts';
import type { Bucket } from '../rate-limit/index.ts';
import { FORMS_RATE_LIMITS, PUBLISHABLE_ADDRESS_LIMITS, type FormsPlan, type Service } from './plans.ts';
import type { Principal } from './portal/types.ts';

/**
 * The gate policy, as data: which paths belong to which service, what a caller must present there, and which
 * bucket each request draws from. The gate (gate.ts) applies it in `onRequest`, before any body is read.
 *
 * - `open`: probes, docs and the dashboard (its own session sign-in, rate-limited there); no key, no limit.
 * - `operator`: /admin (ADMIN_TOKEN), /portal (PORTAL_SECRET) and /metrics (METRICS_TOKEN, open when unset); a
 *   wrong secret draws from its address's bucket.
 * - `service`: a key of that service is required; `resource` names the path segment the key's account must own;
 *   `page` marks the routes a web page calls (submit, views, events): the only ones a publishable key may POST to,
 *   and the only ones answering a CORS preflight (OPTIONS, which carries no key) for the form's allowed origins.
 * - `public`: anything else (the sector list, unknown paths): a key is optional, every request is limited.
 */
export type Access =
  | { kind: 'open' }
  | { kind: 'operator'; secret: OperatorSecret }
  | { kind: 'service'; service: Service; resource: { name: string; id: string } | null; tls: boolean; page: PageRoute | null }
  | { kind: 'public' };

export type OperatorSecret = 'admin' | 'portal' | 'metrics';

/** The routes a web page calls: a submission, or telemetry (views and field events). */
export type PageRoute = 'submit' | 'telemetry';

const OPEN: Access = { kind: 'open' };
const PUBLIC: Access = { kind: 'public' };
const ADMIN: Access = { kind: 'operator', secret: 'admin' };
const PORTAL: Access = { kind: 'operator', secret: 'portal' };
const METRICS: Access = { kind: 'operator', secret: 'metrics' };
const ANALYZE: Access = { kind: 'service', service: 'analyze', resource: null, tls: false, page: null };

const OPEN_PATHS = /^\/(healthz|readyz|swagger|dashboard)(\/|$)/;
/** `/v1/forms/:id…` and `/v1/f/:formId…` address one form: the key's account must own it. */
const FORM_PATH = /^\/v1\/(forms|f)\/([^/]+)/;
/** What follows `/v1/f/:formId` on the routes a page calls. */
const PAGE_ROUTES: Record<string, PageRoute> = { '': 'submit', '/': 'submit', '/views': 'telemetry', '/views/': 'telemetry', '/events': 'telemetry', '/events/': 'telemetry' };

export function accessFor(pathname: string): Access {
  if (pathname === '/api/analyze' || pathname === '/api/analyze/') return ANALYZE;
  if (pathname.startsWith('/v1/')) {
    const form = FORM_PATH.exec(pathname);
    const resource = form ? { name: form[1] === 'forms' ? 'id' : 'formId', id: form[2]! } : null;
    const page = form?.[1] === 'f' ? PAGE_ROUTES[pathname.slice(form[0].length)] ?? null : null;
    return { kind: 'service', service: 'forms', resource, tls: true, page };
  }
  if (pathname.startsWith('/admin/') || pathname === '/admin') return ADMIN;
  if (pathname.startsWith('/portal/')) return PORTAL;
  if (pathname === '/metrics') return METRICS;
  return OPEN_PATHS.test(pathname) ? OPEN : PUBLIC;
}

const FORMS_WINDOW_SECONDS = 60;
const readMethod = (method: string) => method === 'GET' || method === 'HEAD';

/** Which of an account's forms buckets a request draws from: reads, telemetry (views, field events), other writes. */
function formsClass(method: string, page: PageRoute | null): 'get' | 'post' | 'telemetry' {
  if (readMethod(method)) return 'get';
  return page === 'telemetry' ? 'telemetry' : 'post';
}

/**
 * The buckets a request draws from, in order (the first empty one refuses it). Analyzer keys: a per-key burst
 * bucket (the key's own burst limit, else BURST_LIMIT, per BURST_WINDOW_SECONDS). Forms keys: the contract's
 * per-account, per-minute plan limits, reads (GET/HEAD), writes and telemetry apart; a publishable key first draws
 * from its client address's share of the account (PUBLISHABLE_ADDRESS_LIMITS). Callers without a valid key: their
 * client address's bucket with the burst rule.
 */
export function bucketsFor(principal: Principal | null, caller: { readonly clientAddress: string | null }, method: string, page: PageRoute | null, config: Config): Bucket[] {
  // read only where a bucket is counted per address: working it out costs (the request's facts resolve it lazily)
  const address = () => caller.clientAddress ?? 'unknown';
  if (principal === null) return [{ kind: 'address', key: `ip:${address()}`, limit: config.burstLimit, windowSeconds: config.burstWindowSeconds }];
  if (principal.service === 'analyze') {
    return [{ kind: 'key', key: `key:${principal.keyId}`, limit: principal.burstLimit ?? config.burstLimit, windowSeconds: config.burstWindowSeconds }];
  }
  const kind = formsClass(method, page);
  const limits = FORMS_RATE_LIMITS[principal.plan as FormsPlan] ?? FORMS_RATE_LIMITS.free;
  const account: Bucket = { kind: 'account', key: `forms:${principal.accountId}:${kind}`, limit: limits[kind], windowSeconds: FORMS_WINDOW_SECONDS };
  if (principal.kind !== 'publishable') return [account];
  const visitorLimit = kind === 'telemetry' ? PUBLISHABLE_ADDRESS_LIMITS.telemetry : PUBLISHABLE_ADDRESS_LIMITS.post;
  return [{ kind: 'visitor', key: `forms:${principal.accountId}:pk:${address()}:${kind}`, limit: visitorLimit, windowSeconds: FORMS_WINDOW_SECONDS }, account];
}
