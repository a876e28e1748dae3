import { apiError, type ApiError } from './errors.ts';

/**
 * Request bodies are read here, after the gate, within MAX_BODY_BYTES whether or not a Content-Length was
 * declared (a chunked body is cut off as soon as it passes the cap), and JSON is refused before parsing when it
 * nests deeper than MAX_JSON_DEPTH, so no body costs more than a bounded read and a linear scan.
 */
export const MAX_JSON_DEPTH = 64;

const EMPTY = new Uint8Array(0);
const decoder = new TextDecoder();

export const tooLarge = (limit: number): ApiError =>
  apiError('payload_too_large', `The body exceeds ${limit} bytes`, { limit });

/** A declared Content-Length above the cap is refused without reading a byte. */
export function declaredTooLarge(headers: Headers, limit: number): boolean {
  const declared = headers.get('content-length');
  return declared !== null && Number(declared) > limit;
}

/** Hands each chunk of the body to `take`, failing with 413 as soon as they pass `limit` (the rest is left unread). */
async function readWithin(body: ReadableStream<Uint8Array>, limit: number, take: (chunk: Uint8Array) => void): Promise<void> {
  const reader = body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    take(value);
  }
}

async function readBytes(request: Request, limit: number): Promise<Uint8Array> {
  if (declaredTooLarge(request.headers, limit)) throw tooLarge(limit);
  const body = request.body;
  if (!body) return EMPTY;
  // With a declared length the runtime reads exactly that many bytes, which is within the cap.
  if (request.headers.has('content-length')) return new Uint8Array(await request.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let total = 0;
  await readWithin(body, limit, (chunk) => {
    chunks.push(chunk);
    total += chunk.byteLength;
  });
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/*
 * Bun closes a connection the client asked to close (`Connection: close`, HTTP/1.0) as soon as the answer is
 * written, without reading what is left of the request (no lingering close, RFC 9112 §9.6). A close over unread
 * bytes resets the connection, and the reset discards the part of the answer still in the send buffer: a 160 KB
 * listing arrived cut at 128 KB. So no answer leaves while the request is unread: a body the runtime hands over is
 * read first (answeredOnceRead), one it drops unread is refused (contentRefusal).
 */

/** Methods whose body Bun drops unread: the app sees a null body. */
const BODY_DROPPED = new Set(['GET', 'HEAD']);

/**
 * A GET or HEAD carrying content (RFC 9110 gives it no meaning): 400, or 413 above the cap. A short refusal leaves
 * in one write, before the close; the route's own answer (a listing, the API document) might not.
 */
export function contentRefusal(request: Request, limit: number): ApiError | null {
  if (!BODY_DROPPED.has(request.method)) return null;
  const headers = request.headers;
  if (!headers.has('transfer-encoding') && !Number(headers.get('content-length'))) return null;
  return declaredTooLarge(headers, limit)
    ? tooLarge(limit)
    : apiError('Bad request', `A ${request.method} request carries no body: send its parameters in the path and query string`);
}

/**
 * The app's answer, once a body it left unread (a refusal, a route that takes none) has been read and dropped within
 * the cap. A body declared above the cap is left alone: its 413 is short.
 */
export function answeredOnceRead(answer: Response | Promise<Response>, request: Request, limit: number): Response | Promise<Response> {
  return request.body === null ? answer : afterDraining(answer, request, request.body, limit);
}

async function afterDraining(answer: Response | Promise<Response>, request: Request, body: ReadableStream<Uint8Array>, limit: number): Promise<Response> {
  const response = await answer;
  if (request.bodyUsed || declaredTooLarge(request.headers, limit)) return response;
  try {
    await readWithin(body, limit, () => {});
  } catch {
    // over the cap (the rest stays unread) or the client went away: the answer goes as it is
  }
  return response;
}

/**
 * At most `max` opening brackets in the whole text (strings included), so nothing can nest deeper: counted with
 * the runtime's native search, a tenth of the cost of walking every character, which only deeper bodies then pay.
 */
function fewOpeners(json: string, max: number): boolean {
  let count = 0;
  for (const opener of ['{', '[']) {
    for (let at = json.indexOf(opener); at !== -1; at = json.indexOf(opener, at + 1)) if (++count > max) return false;
  }
  return true;
}

/** True when brackets outside strings nest deeper than `max`: one pass, no allocation. */
export function nestsDeeperThan(json: string, max: number): boolean {
  if (json.length <= max || fewOpeners(json, max)) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const char = json.charCodeAt(index);
    if (inString) {
      if (char === 92) index++; // backslash: skip the escaped character
      else if (char === 34) inString = false;
    } else if (char === 34) {
      inString = true;
    } else if (char === 123 || char === 91) {
      if (++depth > max) return true;
    } else if (char === 125 || char === 93) {
      depth--;
    }
  }
  return false;
}

const badJson = (message: string) => apiError('Bad request', message);

/**
 * Objects whose own `toString`/`valueOf` member is data (`{"toString": 1}`) throw when anything converts them to
 * a string, as the framework's validation messages do. They get a hidden, non-enumerable Symbol.toPrimitive, so
 * they convert safely; their members, keys and JSON form are unchanged.
 */
function defuse(value: unknown, depth = 0): void {
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) defuse(item, depth + 1);
    return;
  }
  if (Object.hasOwn(value, 'toString') || Object.hasOwn(value, 'valueOf')) {
    Object.defineProperty(value, Symbol.toPrimitive, { value: () => '[object]', enumerable: false });
  }
  for (const key in value) defuse((value as Record<string, unknown>)[key], depth + 1);
}

const mayNameConversions = (text: string) => text.includes('"toString"') || text.includes('"valueOf"') || text.includes('\\u');

export function parseJson(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badJson(`The body nests deeper than ${MAX_JSON_DEPTH} levels`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badJson('The body is not valid JSON');
  }
  // Every route takes an object (or array); a bare string would only cost the validator time proportional to it.
  if (typeof value === 'string') throw badJson('The body must be a JSON object');
  if (mayNameConversions(text)) defuse(value);
  return value;
}

/**
 * Repeated names become arrays, as in a query string. Values are strings or files, never arrays, so an array
 * found here is one this loop made and is appended to in place: copying it per repetition made `a=&a=&…` (a
 * 400 KB body of 100,000 repeats) cost 27 s of blocked event loop.
 */
function entriesToObject(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = Object.create(null);
  for (const [name, value] of entries) {
    const previous = object[name];
    if (previous === undefined) object[name] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else object[name] = [previous, value];
  }
  return object;
}

/**
 * The body by media type, read within `limit` bytes: JSON (application/json, *+json), URL-encoded and multipart
 * forms as objects, anything else as bytes; text is refused (no route takes it). Undefined when the request declares no media type.
 */
export async function readBody(request: Request, mediaType: string, limit: number): Promise<unknown> {
  if (!mediaType) return undefined;
  const json = mediaType === 'application/json' || mediaType.endsWith('+json');
  // The hot path: JSON of a declared length within the cap is decoded by the runtime in one step.
  if (json && request.body && request.headers.has('content-length') && !declaredTooLarge(request.headers, limit)) {
    const text = await request.text();
    return text ? parseJson(text) : undefined;
  }
  const bytes = await readBytes(request, limit);
  if (bytes.byteLength === 0) return undefined;
  if (json) return parseJson(decoder.decode(bytes));
  if (mediaType.startsWith('text/')) throw badJson('Send the body as JSON (Content-Type: application/json)');
  if (mediaType === 'application/x-www-form-urlencoded') return entriesToObject(new URLSearchParams(decoder.decode(bytes)));
  if (mediaType === 'multipart/form-data') {
    const form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
    return entriesToObject(form.entries());
  }
  return bytes.buffer;
}
