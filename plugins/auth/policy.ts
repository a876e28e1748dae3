import type { Config } from '../../src/config.ts';
import type { Bucket } from '../rate-limit/index.ts';
import { FORMS_RATE_LIMITS, type FormsPlan, type Service } from './plans.ts';
import type { Principal } from './portal/types.ts';

/**
 * The gate policy, as data: which paths belong to which service, what a caller must present there, and which
 * bucket each request draws from. The gate (gate.ts) applies it in `onRequest`, before any body is read.
 *
 * - `open`: probes, docs and the dashboard (its own session sign-in, rate-limited there); no key, no limit.
 * - `operator`: /admin (ADMIN_TOKEN), /portal (PORTAL_SECRET) and /metrics (METRICS_TOKEN, open when unset); a
 *   wrong secret draws from its address's bucket.
 * - `service`: a key of that service is required; `resource` names the path segment the key's account must own.
 * - `public`: anything else (the sector list, unknown paths): a key is optional, every request is limited.
 */
export type Access =
  | { kind: 'open' }
  | { kind: 'operator'; secret: OperatorSecret }
  | { kind: 'service'; service: Service; resource: { name: string; id: string } | null; tls: boolean }
  | { kind: 'public' };

export type OperatorSecret = 'admin' | 'portal' | 'metrics';

const OPEN: Access = { kind: 'open' };
const PUBLIC: Access = { kind: 'public' };
const ADMIN: Access = { kind: 'operator', secret: 'admin' };
const PORTAL: Access = { kind: 'operator', secret: 'portal' };
const METRICS: Access = { kind: 'operator', secret: 'metrics' };
const ANALYZE: Access = { kind: 'service', service: 'analyze', resource: null, tls: false };

const OPEN_PATHS = /^\/(healthz|readyz|swagger|dashboard)(\/|$)/;
/** `/v1/forms/:id…` and `/v1/f/:formId…` address one form: the key's account must own it. */
const FORM_PATH = /^\/v1\/(forms|f)\/([^/]+)/;

export function accessFor(pathname: string): Access {
  if (pathname === '/api/analyze' || pathname === '/api/analyze/') return ANALYZE;
  if (pathname.startsWith('/v1/')) {
    const form = FORM_PATH.exec(pathname);
    const resource = form ? { name: form[1] === 'forms' ? 'id' : 'formId', id: form[2]! } : null;
    return { kind: 'service', service: 'forms', resource, tls: true };
  }
  if (pathname.startsWith('/admin/') || pathname === '/admin') return ADMIN;
  if (pathname.startsWith('/portal/')) return PORTAL;
  if (pathname === '/metrics') return METRICS;
  return OPEN_PATHS.test(pathname) ? OPEN : PUBLIC;
}

const FORMS_WINDOW_SECONDS = 60;
const readMethod = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Analyzer keys draw from a per-key burst bucket (the key's own burst limit, else BURST_LIMIT, per
 * BURST_WINDOW_SECONDS); forms keys from the contract's per-account, per-minute plan limits, reads (GET/HEAD) and
 * writes apart; callers without a valid key from their client address's bucket with the burst rule.
 */
export function bucketFor(principal: Principal | null, clientAddress: string | null, method: string, config: Config): Bucket {
  if (principal === null) return { kind: 'address', key: `ip:${clientAddress ?? 'unknown'}`, limit: config.burstLimit, windowSeconds: config.burstWindowSeconds };
  if (principal.service === 'analyze') {
    return { kind: 'key', key: `key:${principal.keyId}`, limit: principal.burstLimit ?? config.burstLimit, windowSeconds: config.burstWindowSeconds };
  }
  const read = readMethod(method);
  const limits = FORMS_RATE_LIMITS[principal.plan as FormsPlan] ?? FORMS_RATE_LIMITS.free;
  return { kind: 'account', key: `forms:${principal.accountId}:${read ? 'get' : 'post'}`, limit: read ? limits.get : limits.post, windowSeconds: FORMS_WINDOW_SECONDS };
}
