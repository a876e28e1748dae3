/**
 * Per-request facts the cross-cutting hooks share (id, timing, who called, what to log), keyed by the
 * Request object so that every hook (404s and parse errors included) can reach them without a store.
 * Handlers never read it: the gate hands them the principal through the context (plugins/auth/gate.ts).
 */
export interface RequestFacts {
  id: string;
  /** the request path, cut from the URL without parsing it */
  pathname: string;
  /** arrived over TLS that this server terminated */
  secure: boolean;
  startedAt: number;
  /** worked out on first read: most requests (a valid key's) never need it, and asking the runtime costs */
  readonly clientAddress: string | null;
  keyId?: string;
  status?: number;
  /** lengths only (prompt length, size of data values): never content */
  logFields: Record<string, unknown>;
  /** decisions counted by /metrics: the burst limiter's (bucket kind), the daily quota's, a submission's spam verdict */
  limitBucket?: string;
  limited?: boolean;
  quotaAllowed?: boolean;
  spam?: boolean;
}

const facts = new WeakMap<Request, RequestFacts>();
/** the socket peer of a request, or how to ask the runtime for it when needed */
type TransportAddress = string | (() => string | undefined);
const transportAddresses = new WeakMap<Request, TransportAddress>();

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | null): string {
  return header && SANE_REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

/** The path of an absolute request URL (`scheme://authority/path?query`), or of a bare `/path?query`. */
export function pathOf(url: string): string {
  const authority = url.indexOf('//');
  const start = url.charCodeAt(0) === 47 ? 0 : url.indexOf('/', authority === -1 ? 0 : authority + 2);
  if (start === -1) return '/';
  const query = url.indexOf('?', start);
  return query === -1 ? url.slice(start) : url.slice(start, query);
}

const UNRESOLVED = Symbol('unresolved');

/** `clientAddress` works out the caller's address (peer, proxies) the first time something asks for it. */
export function beginRequest(request: Request, clientAddress: () => string | null): RequestFacts {
  const url = request.url;
  let address: string | null | typeof UNRESOLVED = UNRESOLVED;
  const entry: RequestFacts = {
    id: requestIdFrom(request.headers.get('x-request-id')),
    pathname: pathOf(url),
    secure: url.startsWith('https:'),
    startedAt: performance.now(),
    get clientAddress() {
      if (address === UNRESOLVED) address = clientAddress();
      return address;
    },
    logFields: {},
  };
  facts.set(request, entry);
  return entry;
}

export function requestFacts(request: Request): RequestFacts | undefined {
  return facts.get(request);
}

/**
 * Runtime entries record the socket peer here (Elysia's `server` is Bun-only and absent under app.handle): the
 * address itself, or a function asking the runtime for it, called only when the address is needed.
 */
export function recordTransportAddress(request: Request, address: TransportAddress): void {
  transportAddresses.set(request, address);
}

export function transportAddress(request: Request): string | undefined {
  const address = transportAddresses.get(request);
  return typeof address === 'function' ? address() : address;
}

/**
 * A request whose URL Elysia can route. Runtimes build `request.url` from the Host header: an HTTP/1.0 request
 * without one arrives as a bare path, which `new URL` rejects, and Elysia finds the path from the 11th character
 * on, so a host shorter than that (`Host: a`) routes wrongly. Both are rebuilt on a neutral origin; every other
 * request passes untouched.
 */
export function routableRequest(request: Request, secure: boolean): Request {
  const url = request.url;
  const authority = url.indexOf('://');
  if (authority !== -1 && url.indexOf('/', authority + 3) >= 11) return request;
  const start = authority === -1 ? url.indexOf('/') : url.indexOf('/', authority + 3);
  return new Request(`${secure ? 'https' : 'http'}://localhost${start === -1 ? '/' : url.slice(start)}`, request);
}
