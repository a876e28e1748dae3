import net from 'node:net';

/**
 * A raw HTTP/1.x client on one TCP connection per request (`Connection: close`), so the fuzzer can send what
 * fetch() refuses or normalises: invalid bytes in the request line, duplicate headers, HTTP/1.0 without Host,
 * conflicting framing. The answer is read to EOF and parsed by hand.
 */
export interface RawRequest {
  method: string;
  /** the request-target as bytes on the wire (may hold raw non-ASCII bytes) */
  target: string | Uint8Array;
  version?: 'HTTP/1.1' | 'HTTP/1.0';
  headers: ReadonlyArray<readonly [string, string | Uint8Array]>;
  body?: Uint8Array;
  /** send the body chunked (no Content-Length) */
  chunked?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Map<string, string[]>;
  body: Uint8Array;
  elapsedMs: number;
}

export type RawOutcome = { ok: true; response: RawResponse } | { ok: false; error: string; elapsedMs: number };

const CRLF = '\r\n';
const encoder = new TextEncoder();
const bytes = (value: string | Uint8Array) => (typeof value === 'string' ? encoder.encode(value) : value);

export function encodeRequest(request: RawRequest): Uint8Array {
  const parts: Uint8Array[] = [bytes(`${request.method} `), bytes(request.target), bytes(` ${request.version ?? 'HTTP/1.1'}${CRLF}`)];
  for (const [name, value] of request.headers) parts.push(bytes(`${name}: `), bytes(value), bytes(CRLF));
  const body = request.body ?? new Uint8Array();
  if (request.chunked) parts.push(bytes(`Transfer-Encoding: chunked${CRLF}`));
  else if (request.body !== undefined && !request.headers.some(([name]) => name.toLowerCase() === 'content-length')) {
    parts.push(bytes(`Content-Length: ${body.length}${CRLF}`));
  }
  parts.push(bytes(`Connection: close${CRLF}${CRLF}`));
  if (request.chunked) {
    for (let offset = 0; offset < body.length; offset += 65_536) {
      const chunk = body.subarray(offset, offset + 65_536);
      parts.push(bytes(`${chunk.length.toString(16)}${CRLF}`), chunk, bytes(CRLF));
    }
    parts.push(bytes(`0${CRLF}${CRLF}`));
  } else {
    parts.push(body);
  }
  return Buffer.concat(parts);
}

function indexOfHeadEnd(buffer: Buffer): number {
  return buffer.indexOf('\r\n\r\n');
}

function decodeChunked(raw: Buffer): Buffer {
  const out: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf(CRLF, offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

export function parseResponse(raw: Buffer, elapsedMs: number): RawResponse | null {
  // interim answers (100 Continue) precede the final one
  while (/^HTTP\/1\.[01] 1\d\d /.test(raw.subarray(0, 16).toString('latin1')) && indexOfHeadEnd(raw) >= 0) raw = raw.subarray(indexOfHeadEnd(raw) + 4);
  const headEnd = indexOfHeadEnd(raw);
  if (headEnd < 0) return null;
  const [statusLine, ...lines] = raw.subarray(0, headEnd).toString('latin1').split(CRLF);
  const status = Number(statusLine?.match(/^HTTP\/1\.[01] (\d{3})/)?.[1]);
  if (!status) return null;
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  let body = raw.subarray(headEnd + 4);
  if (headers.get('transfer-encoding')?.some((value) => /chunked/i.test(value))) body = decodeChunked(body);
  else {
    const length = Number(headers.get('content-length')?.[0]);
    if (Number.isFinite(length)) body = body.subarray(0, length);
  }
  return { status, headers, body: new Uint8Array(body), elapsedMs };
}

/** Sends one request and reads the answer until the server closes; `timeoutMs` bounds the whole exchange. */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 5000): Promise<RawOutcome> {
  const payload = encodeRequest(request);
  const started = performance.now();
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let settled = false;
    const socket = net.connect({ host: '127.0.0.1', port });
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const elapsedMs = performance.now() - started;
      const response = parseResponse(Buffer.concat(received), elapsedMs);
      // A server may answer early (e.g. 401 or 413) and close while the body is still being written: keep the answer.
      resolve(response ? { ok: true, response } : { ok: false, error: error ?? 'closed without a response', elapsedMs });
    };
    const timer = setTimeout(() => finish(`no complete answer within ${timeoutMs} ms`), timeoutMs);
    socket.on('connect', () => socket.write(payload));
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (error) => finish((error as NodeJS.ErrnoException).code ?? error.message));
  });
}
