/**
 * Per-request facts the cross-cutting hooks share (id, timing, who called, what to log), keyed by the
 * Request object so that every hook (404s and parse errors included) can reach them without a store.
 */
/** What the auth plugin learnt about the caller's key, for route guards and the rate limiter. */
export type AuthOutcome =
  | { state: 'anonymous' }
  | { state: 'valid'; principal: import('../plugins/auth/portal/types.ts').Principal }
  | { state: 'rejected'; error: import('./errors.ts').ApiError };

export interface RequestFacts {
  id: string;
  /** the request URL, parsed once for every hook that routes on it */
  url: URL;
  auth: AuthOutcome;
  startedAt: number;
  clientAddress: string | null;
  keyId?: string;
  status?: number;
  /** lengths only (prompt length, size of data values): never content */
  logFields: Record<string, unknown>;
}

const facts = new WeakMap<Request, RequestFacts>();
const transportAddresses = new WeakMap<Request, string>();

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | null): string {
  return header && SANE_REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

export function beginRequest(request: Request, clientAddress: string | null): RequestFacts {
  const entry: RequestFacts = {
    id: requestIdFrom(request.headers.get('x-request-id')),
    url: new URL(request.url),
    startedAt: performance.now(),
    clientAddress,
    auth: { state: 'anonymous' },
    logFields: {},
  };
  facts.set(request, entry);
  return entry;
}

export function requestFacts(request: Request): RequestFacts | undefined {
  return facts.get(request);
}

/** Runtime entries without Elysia's `server` (Deno, Node) record the peer address here. */
export function recordTransportAddress(request: Request, address: string): void {
  transportAddresses.set(request, address);
}

export function transportAddress(request: Request): string | undefined {
  return transportAddresses.get(request);
}
