import fc from 'fast-check';
import type { RawRequest } from './raw-http.ts';
import { ROUTES, UNKNOWN_PATHS, type BodyKind, type ParamPool, type QueryKind, type RouteSpec } from './routes.ts';

/**
 * fast-check arbitraries that turn the route table into hostile requests. Each case varies one dimension (body,
 * query, path, headers, method, HTTP version, content type) from a valid request and picks a credential (none, a
 * wrong one, the valid one, another tenant's, the other service's), so a failure names its cause. Every value a
 * client submits carries a canary (`cnry` + 12 hex digits) that must never reach the server's log.
 */
export interface Tenant {
  key: string;
  primaryForm: string;
  scratchForm: string;
  responseId: string;
  viewToken: string;
}

export interface Fixtures {
  adminToken: string;
  portalSecret: string;
  analyzeKey: string;
  principal: Record<string, string>;
  tenants: Tenant[];
  scratchKeyIds: string[];
  accountIds: string[];
  bodyCap: number;
}

export type Auth = 'none' | 'wrong' | 'valid' | 'otherTenant' | 'otherService';
export type Dimension = 'none' | 'body' | 'contentType' | 'query' | 'path' | 'header' | 'method' | 'version';

export interface FuzzCase {
  route: RouteSpec | null;
  /** `METHOD /template` or `unknown` */
  label: string;
  auth: Auth;
  dimension: Dimension;
  shape: string;
  request: RawRequest;
  /** malformed at the HTTP level: the runtime may answer (or close) before the app sees it */
  transport: boolean;
  /** a request line and headers large enough that the runtime may answer 414/431 itself */
  largeHeaders: boolean;
  /** a body above the cap (declared or chunked) */
  overCap: boolean;
  /** the method or path no longer names the route */
  offRoute: boolean;
  /** an unmutated request with the right credential: must succeed */
  expectSuccess: boolean;
}

// ---------- JSON with escape hatches: raw fragments (deep nesting, prototype keys, odd literals) and raw bytes

class Raw {
  constructor(readonly text: string) {}
}
class Obj {
  constructor(readonly entries: ReadonlyArray<readonly [string, J]>) {}
}
type J = null | boolean | number | string | J[] | Obj | Raw;

const obj = (value: Record<string, J | undefined>) =>
  new Obj(Object.entries(value).filter((entry): entry is [string, J] => entry[1] !== undefined));

function serialise(value: J): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Obj) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${serialise(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(serialise).join(',')}]`;
  return JSON.stringify(value);
}

/** Placeholders replaced by invalid UTF-8 byte sequences after encoding. */
const BAD_UTF8: Record<string, number[]> = {
  '@@BAD0@@': [0xc3, 0x28],
  '@@BAD1@@': [0xff, 0xfe],
  '@@BAD2@@': [0xed, 0xa0, 0x80],
  '@@BAD3@@': [0xf8, 0x88, 0x80, 0x80, 0x80],
  '@@BAD4@@': [0xe2, 0x82],
};

export function toBytes(text: string): Uint8Array {
  const encoded = Buffer.from(text, 'utf8');
  if (!text.includes('@@BAD')) return new Uint8Array(encoded);
  let out = encoded;
  for (const [marker, replacement] of Object.entries(BAD_UTF8)) {
    const needle = Buffer.from(marker);
    const pieces: Buffer[] = [];
    let from = 0;
    for (let at = out.indexOf(needle); at >= 0; at = out.indexOf(needle, from)) {
      pieces.push(out.subarray(from, at), Buffer.from(replacement));
      from = at + needle.length;
    }
    pieces.push(out.subarray(from));
    out = Buffer.concat(pieces);
  }
  return new Uint8Array(out);
}

type Path = ReadonlyArray<string | number>;

function memberPaths(value: J, prefix: Path = []): Path[] {
  const here = prefix.length ? [prefix] : [];
  if (value instanceof Obj) return [...here, ...value.entries.flatMap(([k, v]) => memberPaths(v, [...prefix, k]))];
  if (Array.isArray(value) && value.length) return [...here, ...memberPaths(value[0]!, [...prefix, 0])];
  return here;
}

function update(value: J, path: Path, change: (current: J) => J | undefined): J {
  if (path.length === 0) return change(value) ?? null;
  const [head, ...rest] = path;
  if (value instanceof Obj) {
    const entries = value.entries.flatMap(([k, v]): Array<[string, J]> => {
      if (k !== head) return [[k, v]];
      const next = rest.length ? update(v, rest, change) : change(v);
      return next === undefined ? [] : [[k, next]];
    });
    return new Obj(entries);
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      if (index !== head) return [item];
      const next = rest.length ? update(item, rest, change) : change(item);
      return next === undefined ? [] : [next];
    });
  }
  return value;
}

const pathName = (path: Path) => path.join('.') || 'root';

// ---------- value pools

const hex = fc.constantFrom(...'0123456789abcdef');
export const canaryArb = fc.string({ unit: hex, minLength: 12, maxLength: 12 }).map((digits) => `cnry${digits}`);
export const CANARY = /cnry[0-9a-f]{12}/g;

const INJECTIONS = [
  "' OR '1'='1", '"; DROP TABLE submissions;--', '{"$gt":""}', '$where', '<script>alert(1)</script>', '${7*7}', '{{7*7}}',
  '%s%n%x', '../../../../etc/passwd', '..\\..\\windows\\win.ini', '=cmd|\' /C calc\'!A0', '\r\nX-Injected: 1', '__proto__',
  'constructor.prototype', '\\u0000', 'null', 'undefined', 'NaN',
];

/** Weird strings as JS strings (JSON.stringify escapes them), each led by the canary so a leak can be seen. */
const weirdString = (canary: string): fc.Arbitrary<[string, J]> => fc.oneof(
  fc.constant<[string, J]>(['nul', `${canary}\u0000tail`]),
  fc.constant<[string, J]>(['control', `${canary}\u0001\u0007\u001b[31m\r\n\t\u007f\u0085\u2028`]),
  fc.constantFrom<[string, J]>(['lone-high-surrogate', `${canary}\ud800`], ['lone-low-surrogate', `${canary}\udc00x`], ['reversed-pair', `${canary}\udc00\ud800`]),
  fc.constant<[string, J]>(['bidi-zero-width', `${canary}\u202e\u200b\ufeff`]),
  fc.constantFrom<[string, J]>(['emoji-4000', '😀'.repeat(4000)], ['emoji-4001', '😀'.repeat(4001)], ['chars-4000', `${canary}${'x'.repeat(3984)}`], ['chars-4001', `${canary}${'x'.repeat(3985)}`]),
  fc.constantFrom(...INJECTIONS).map((text): [string, J] => ['injection', `${canary}${text}`]),
  fc.constantFrom(10_000, 100_000, 900_000).map((n): [string, J] => [`long-${n}`, `${canary}${'x'.repeat(n)}`]),
  fc.constantFrom(...Object.keys(BAD_UTF8)).map((marker): [string, J] => ['invalid-utf8', `${canary}${marker}`]),
  fc.constant<[string, J]>(['redos-probe', `${'a'.repeat(40)}!`]),
  fc.constant<[string, J]>(['empty', '']),
);

const WRONG_TYPES: ReadonlyArray<[string, J]> = [
  ['null', null], ['true', true], ['zero', 0], ['negative', -1], ['fraction', 1.5], ['huge-number', new Raw('1e999')],
  ['neg-zero', new Raw('-0')], ['long-digits', new Raw('9'.repeat(5000))], ['empty-array', []], ['empty-object', new Obj([])],
  ['array-of-null', [null]], ['array-of-objects', [new Obj([['a', 1]])]], ['string', 'text'],
  ['toString-object', new Raw('{"toString":1}')], ['valueOf-object', new Raw('{"valueOf":{},"toJSON":null}')],
  ['proto-object', new Raw('{"__proto__":{"polluted":true}}')], ['constructor-object', new Raw('{"constructor":{"prototype":{"polluted":true}}}')],
];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

const deep = (kind: 'object' | 'array', depth: number) =>
  new Raw(kind === 'object' ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`);

// ---------- valid bodies per route, with canaries in every submitted value

function template(kind: BodyKind, fixtures: Fixtures, tenant: Tenant): fc.Arbitrary<J> {
  const c = canaryArb;
  switch (kind) {
    case 'analyze':
      return fc.record({ canary: c, prompt: fc.constantFrom('total revenue by month in 2024', 'top 5 customers by orders', 'count orders last 7 days'), explain: fc.boolean() })
        .map(({ canary, prompt, explain }) => obj({ prompt: `${prompt} ${canary}`, fields: ['amount', 'createdAt', `f_${canary}`], collections: ['orders', `c_${canary}`], explain }));
    case 'formCreate':
      return c.map((canary) => obj({
        name: `form ${canary}`,
        fields: [obj({ name: 'email', type: 'email', required: true }), obj({ name: `f_${canary}`, type: 'text', label: `label ${canary}`, maxLength: 500 })],
        settings: obj({ honeypotField: 'hp', minSeconds: 1 }),
      }));
    case 'formPatch':
      return c.map((canary) => obj({ name: `renamed ${canary}` }));
    case 'submit':
      return c.map((canary) => obj({
        email: `${canary}@example.org`, message: `hello ${canary}`, n: 5, ok: true, choice: 'a', when: '2026-03-01', site: 'https://example.org/', phone: '+44 20 7946 0000', evil: 'aaa',
        [`extra_${canary}`]: `extra ${canary}`,
      }));
    case 'events':
      return fc.constant(obj({ viewToken: tenant.viewToken, events: [obj({ field: 'email', type: 'focus' }), obj({ field: 'message', type: 'input' })] }));
    case 'spamFlag':
      return fc.boolean().map((isSpam) => obj({ isSpam }));
    case 'team':
      return fc.record({ canary: c, plan: fc.constantFrom('free', 'pro', 'ultra', 'team') }).map(({ canary, plan }) => obj({ name: `team ${canary}`, plan }));
    case 'account':
      return c.map((canary) => obj({ name: `account ${canary}` }));
    case 'accountTeam':
      return fc.constant(obj({ teamId: null }));
    case 'key':
      return fc.record({ canary: c, service: fc.constantFrom('analyze', 'forms') }).map(({ canary, service }) =>
        obj({ service, plan: service === 'analyze' ? 'pro' : 'business', name: `key ${canary}` }));
    case 'verify':
      return fc.oneof(c.map((canary) => obj({ key: `pa_${canary}0000000000000000` })), fc.constant(obj({ key: fixtures.analyzeKey })));
    case 'consume':
      return fc.constant(obj({ principal: obj(fixtures.principal) }));
    case 'none':
      return fc.constant(null);
  }
}

interface BodyChoice {
  shape: string;
  text: string | null;
  contentType: string | null;
  chunked?: boolean;
  mutated: boolean;
}

const asJson = (value: J, shape: string, mutated = true): BodyChoice => ({ shape, text: serialise(value), contentType: 'application/json', mutated });

function bodyMutation(base: J, cap: number): fc.Arbitrary<BodyChoice> {
  const paths = memberPaths(base);
  const member = paths.length ? fc.constantFrom(...paths) : fc.constant<Path>([]);
  const fill = (targetBytes: number) => {
    const probe = serialise(update(base, paths[0] ?? [], () => '')) ;
    return Math.max(0, targetBytes - Buffer.byteLength(probe));
  };
  return fc.oneof(
    fc.tuple(member, fc.constantFrom(...WRONG_TYPES)).map(([path, [name, value]]) => asJson(update(base, path, () => value), `wrong-type:${name}@${pathName(path)}`)),
    member.map((path) => asJson(update(base, path, () => undefined), `missing@${pathName(path)}`)),
    fc.tuple(fc.constantFrom<Path>([], ...paths.filter((path) => !path.length || typeof path[path.length - 1] === 'string')), fc.constantFrom(...PROTO_KEYS), fc.constantFrom<J>(new Raw('{"polluted":true}'), 1, 'x', null))
      .map(([path, key, value]) => {
        const withKey = (current: J): J => (current instanceof Obj ? new Obj([...current.entries, [key, value]]) : new Obj([[key, value]]));
        return asJson(path.length ? update(base, path, withKey) : withKey(base), `proto-key:${key}@${pathName(path)}`);
      }),
    fc.tuple(member, canaryArb).chain(([path, canary]) => weirdString(canary).map(([name, value]) => asJson(update(base, path, () => value), `weird-string:${name}@${pathName(path)}`))),
    fc.tuple(member, fc.constantFrom(501, 10_000, 100_000)).map(([path, n]) => asJson(update(base, path, () => new Raw(`[${Array.from({ length: n }, (_, i) => `"m${i % 10}"`).join(',')}]`)), `huge-array-${n}@${pathName(path)}`)),
    fc.tuple(member, fc.constantFrom('object', 'array') as fc.Arbitrary<'object' | 'array'>, fc.constantFrom(64, 1000, 10_000, 100_000))
      .map(([path, kind, depth]) => asJson(update(base, path, () => deep(kind, depth)), `deep-${kind}-${depth}@${pathName(path)}`)),
    fc.constantFrom('object', 'array').chain((kind) => fc.constantFrom(1000, 10_000, 150_000).map((depth) => asJson(deep(kind as 'object', depth), `deep-${kind}-${depth}@root`))),
    fc.constantFrom<[string, string]>(
      ['truncated', serialise(base).slice(0, Math.max(1, serialise(base).length >> 1))], ['garbage', '{{{not json'], ['missing-value', '{"a":}'],
      ['trailing-comma', '{"a":1,}'], ['single-quotes', "{'a':1}"], ['comment', '{"a":1 /* c */}'], ['nan', '{"a":NaN}'], ['infinity', '[Infinity]'],
      ['bom', `\ufeff${serialise(base)}`], ['trailing-garbage', `${serialise(base)}xyz`], ['two-documents', `${serialise(base)}${serialise(base)}`],
      ['empty', ''], ['whitespace', '   \n\t '], ['json-null', 'null'], ['json-array', '[]'], ['json-string', '"cnry000000000000"'], ['json-number', '1e999999'],
      ['duplicate-keys', '{"prompt":"a","prompt":{"toString":1}}'], ['raw-nul', `{"a":"\u0000"}`], ['unescaped-control', '{"a":"line\nbreak"}'],
      ['invalid-utf8-bare', '@@BAD0@@@@BAD1@@'], ['invalid-escape', '{"a":"\\x41\\u12"}'], ['lone-surrogate-escape', '{"prompt":"\\ud800","fields":["\\udfff"]}'],
    ).map(([name, text]) => ({ shape: `malformed:${name}`, text, contentType: 'application/json', mutated: true })),
    fc.constantFrom<[string, number, boolean]>(
      ['size:cap-1', cap - 1, false], ['size:cap', cap, false], ['size:cap+1', cap + 1, false], ['size:2cap', cap * 2, false], ['size:500k', 500_000, false],
      ['size:chunked-cap+1', cap + 1, true], ['size:chunked-4cap', cap * 4, true],
    ).map(([shape, target, chunked]) => {
      const path = paths[0] ?? [];
      const text = serialise(update(base, path, () => 'a'.repeat(fill(target))));
      return { shape, text, contentType: 'application/json', chunked, mutated: true };
    }),
  );
}

const CONTENT_TYPES: ReadonlyArray<[string, string | null, (json: string) => string]> = [
  ['text/plain', 'text/plain', (json) => json],
  ['missing', null, (json) => json],
  ['urlencoded', 'application/x-www-form-urlencoded', () => 'prompt=cnry0123456789ab&fields=a&fields=b'],
  ['urlencoded-json-body', 'application/x-www-form-urlencoded', (json) => json],
  // one name repeated 100,000 times (400 KB): reading it cost 27 s of blocked event loop while repeats were copied
  ['urlencoded-repeated-name', 'application/x-www-form-urlencoded', () => 'a=1&'.repeat(100_000)],
  ['multipart', 'multipart/form-data; boundary=XyZ', () => '--XyZ\r\nContent-Disposition: form-data; name="prompt"\r\n\r\ncnry0123456789ab\r\n--XyZ--\r\n'],
  ['multipart-no-boundary', 'multipart/form-data', (json) => json],
  ['multipart-broken', 'multipart/form-data; boundary=XyZ', () => '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'],
  ['utf16-charset', 'application/json; charset=utf-16', (json) => json],
  ['latin1-charset', 'application/json; charset=latin1', (json) => json],
  ['xml', 'application/xml', () => '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
  ['upper-case', 'APPLICATION/JSON', (json) => json],
  ['vendor-json', 'application/vnd.api+json', (json) => json],
  ['wildcard', '*/*', (json) => json],
  ['list', 'application/json, text/plain', (json) => json],
  ['params-garbage', 'application/json;;;=;charset', (json) => json],
  ['long', `application/json; x=${'y'.repeat(10_000)}`, (json) => json],
  ['octet-stream', 'application/octet-stream', (json) => json],
];

// ---------- query values per parameter

const VALID_QUERY: Record<QueryKind, readonly string[]> = {
  explain: ['true', '1', 'false'],
  from: ['2026-01-01T00:00:00Z', '2025-06-30T12:00:00.000Z'],
  to: ['2026-12-31T23:59:59Z', '2027-01-01T00:00:00+02:00'],
  limit: ['1', '50', '100'],
  page: ['1', '2'],
  status: ['clean', 'spam'],
  cursor: ['eyJ0IjoiMjAyNi0wMS0wMSIsImkiOiJzdWJfeCJ9'],
  format: ['csv', 'ndjson'],
  accountId: ['acc_0000000000000000'],
  service: ['analyze', 'forms'],
  owner: ['account:acc_0000000000000000'],
  day: ['2026-11-22', '2024-02-29'],
};

const BAD_QUERY: Record<QueryKind, readonly string[]> = {
  explain: ['', 'yes please', '%00'],
  from: ['+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '0000-01-01T00:00:00Z', '2026-13-45T00:00:00Z', 'yesterday', '', '1e10', '2026-02-30T00:00:00Z'],
  to: ['-271821-04-20T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '9999-99-99', 'now', '%00'],
  limit: ['1.5', '-1', 'abc', '0', '101', '1e2', '%205', '0x10', '99999999999999999999', ''],
  page: ['-1', '0', '1.5', '9007199254740993', 'abc', ''],
  status: ['CLEAN', 'all', '', 'spam%00'],
  cursor: ['abc', 'x'.repeat(300), '%00', 'eyJ0IjoiKzI3NTc2MC0wOS0xMyIsImkiOiJcdTAwMDAifQ', 'e30', 'bnVsbA', '%ED%A0%80'],
  format: ['xml', 'CSV', '', '../../etc/passwd'],
  accountId: ['', '%00', "' OR 1=1--"],
  service: ['mail', '', 'ANALYZE'],
  owner: ['', 'account:', '%00'],
  day: ['2026-02-30', 'tomorrow', '+275760-09-13', ''],
};

const ENCODED_WEIRD = ['%00', '%ZZ', '%C3%28', '%ED%A0%80', '%F0%9F%98%80', '%FF%FE', '%0D%0ASet-Cookie:%20x=1', '%25', '%u0000'];

// ---------- path parameters

function paramValue(pool: ParamPool, fixtures: Fixtures, tenant: Tenant): string {
  switch (pool) {
    case 'primaryForm': return tenant.primaryForm;
    case 'scratchForm': return tenant.scratchForm;
    case 'response': return tenant.responseId;
    case 'account': return fixtures.accountIds[0] ?? 'acc_0000000000000000';
    case 'scratchKey': return fixtures.scratchKeyIds[0] ?? 'key_0000000000000000';
  }
}

function fillPath(route: RouteSpec, values: Record<string, string>): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? name);
}

const PATH_WEIRD: ReadonlyArray<[string, (canary: string) => string, boolean]> = [
  // [shape, value (already encoded for the request line), whether it leaves the route]
  ['encoded-nul', (c) => `${c}%00def`, false],
  ['bad-percent', (c) => `${c}%ZZ`, false],
  ['encoded-invalid-utf8', (c) => `${c}%C3%28`, false],
  ['encoded-lone-surrogate', (c) => `${c}%ED%A0%80`, false],
  ['encoded-emoji', (c) => `${c}%F0%9F%98%80`, false],
  ['long-10k', (c) => `${c}${'x'.repeat(10_000)}`, false],
  ['injection', (c) => encodeURIComponent(`${c}' OR '1'='1`), false],
  ['encoded-slash', (c) => `${c}%2F..%2F..%2Fadmin`, false],
  ['encoded-traversal', () => '%2e%2e%2f%2e%2e%2fadmin%2fkeys', false],
  ['raw-traversal', () => '../../admin/keys', true],
  ['dot-segments', () => './.', true],
  ['empty', () => '', true],
  ['semicolon', (c) => `${c};jsessionid=1`, false],
  ['encoded-crlf', (c) => `${c}%0D%0AX-Injected:%201`, false],
];

// ---------- credentials

function credential(auth: Auth, route: RouteSpec | null, fixtures: Fixtures, tenant: Tenant, other: Tenant, canary: string, style: number): Array<[string, string | Uint8Array]> {
  const guard = route?.guard ?? 'analyze';
  if (auth === 'none') return [];
  const bearer = (secret: string): Array<[string, string]> =>
    style % 3 === 2 && (guard === 'analyze' || guard === 'optional-analyze') ? [['X-Api-Key', secret]] : [['Authorization', `Bearer ${secret}`]];
  if (auth === 'wrong') {
    const wrong: Array<Array<[string, string | Uint8Array]>> = [
      bearer(`pa_${canary}00000000000000000000`),
      bearer(`ff_live_${canary}000000000000000000`),
      bearer(`${canary}${'k'.repeat(10_000)}`),
      [['Authorization', `Basic ${btoa(`${canary}:pw`)}`]],
      [['Authorization', 'Bearer ']],
      [['Authorization', `Bearer ${canary} extra`]],
      [['Authorization', toBytes(`Bearer ${canary}\u00e9@@BAD0@@`)]],
      [['X-Api-Key', `  ${canary}  `]],
    ];
    return wrong[style % wrong.length]!;
  }
  if (auth === 'otherService') return bearer(guard === 'forms' ? fixtures.analyzeKey : fixtures.tenants[0]!.key);
  if (guard === 'admin') return [['Authorization', `Bearer ${fixtures.adminToken}`]];
  if (guard === 'portal') return [['Authorization', `Bearer ${fixtures.portalSecret}`]];
  if (guard === 'forms') return bearer(auth === 'otherTenant' ? other.key : tenant.key);
  return bearer(fixtures.analyzeKey);
}

function authChoices(route: RouteSpec | null): Auth[] {
  switch (route?.guard ?? 'analyze') {
    case 'none': return ['none'];
    case 'forms': return ['none', 'wrong', 'valid', 'valid', 'valid', 'otherTenant', 'otherService'];
    case 'analyze': case 'optional-analyze': return ['none', 'wrong', 'valid', 'valid', 'valid', 'otherService'];
    default: return ['none', 'wrong', 'valid', 'valid'];
  }
}

const OTHER_METHODS: ReadonlyArray<[string, boolean]> = [
  ['GET', false], ['POST', false], ['PUT', false], ['PATCH', false], ['DELETE', false], ['HEAD', false], ['OPTIONS', false], ['TRACE', false],
  ['get', true], ['CONNECT', true],
  // a method token the runtime does not know: Bun closes the connection before the app sees it
  ['FOO', true],
];

const HEADER_MUTATIONS: ReadonlyArray<[string, (c: string) => Array<[string, string | Uint8Array]>, { transport?: boolean; large?: boolean }]> = [
  ['long-8k', (c) => [['X-Fuzz', `${c}${'a'.repeat(8_000)}`]], { large: true }],
  ['long-64k', (c) => [['X-Fuzz', `${c}${'a'.repeat(64_000)}`]], { large: true }],
  ['long-200k', (c) => [['X-Fuzz', `${c}${'a'.repeat(200_000)}`]], { large: true }],
  ['many-200', () => Array.from({ length: 200 }, (_, i): [string, string] => [`X-F${i}`, 'v']), { large: true }],
  ['many-2000', () => Array.from({ length: 2000 }, (_, i): [string, string] => [`X-F${i}`, 'v']), { large: true }],
  ['duplicate-content-type', () => [['Content-Type', 'text/plain']], {}],
  ['duplicate-content-length', () => [['Content-Length', '0'], ['Content-Length', '5']], { transport: true }],
  ['te-and-cl', () => [['Transfer-Encoding', 'chunked'], ['Content-Length', '3']], { transport: true }],
  ['idempotency-key', (c) => [['Idempotency-Key', `${c}-retry`]], {}],
  ['idempotency-key-long', (c) => [['Idempotency-Key', `${c}${'i'.repeat(300)}`]], {}],
  ['idempotency-key-utf8', (c) => [['Idempotency-Key', toBytes(`${c}\u00e9\u2603`)]], {}],
  ['view-token-garbage', (c) => [['X-View-Token', `${c}.garbage.sig`]], {}],
  ['user-agent', (c) => [['User-Agent', `Mozilla/5.0 ${c}`]], {}],
  ['bot-user-agent', () => [['User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)']], {}],
  ['request-id-weird', () => [['X-Request-Id', '../../<script>'.repeat(20)]], {}],
  ['forwarded-for', () => [['X-Forwarded-For', '6.6.6.6, 203.0.113.7'], ['X-Forwarded-Proto', 'https']], {}],
  ['accept-html', () => [['Accept', 'text/html']], {}],
  ['expect-continue', () => [['Expect', '100-continue']], {}],
  ['nul-in-value', (c) => [['X-Fuzz', `${c}\u0000x`]], { transport: true }],
  ['bad-header-name', () => [['X Bad(Name)', 'v']], { transport: true }],
  ['obs-fold', (c) => [['X-Fuzz', `${c}\r\n folded`]], { transport: true }],
];

/** Beyond this many bytes of request line and headers a runtime may answer 414/431 itself. */
const LARGE_HEADER_BYTES = 8192;

// ---------- the case arbitrary

export function fuzzCase(fixtures: Fixtures): fc.Arbitrary<FuzzCase> {
  const routeIndex = fc.integer({ min: -1, max: ROUTES.length - 1 });
  const dimension = fc.constantFrom<Dimension>('none', 'body', 'body', 'body', 'contentType', 'query', 'path', 'header', 'method', 'version');
  return fc.record({
    routeIndex, dimension, tenantIndex: fc.nat(), otherOffset: fc.nat(), canary: canaryArb, style: fc.nat(), authPick: fc.nat(), unknown: fc.constantFrom(...UNKNOWN_PATHS),
  }).chain((pick) => {
    const route = pick.routeIndex >= 0 ? ROUTES[pick.routeIndex]! : null;
    const tenants = fixtures.tenants;
    const tenant = tenants[pick.tenantIndex % tenants.length]!;
    const other = tenants[(pick.tenantIndex + 1 + (pick.otherOffset % (tenants.length - 1))) % tenants.length]!;
    const auths = authChoices(route);
    const auth = auths[pick.authPick % auths.length]!;
    const params: Record<string, string> = {};
    for (const [name, pool] of Object.entries(route?.params ?? {})) {
      // With another tenant's key the path names this tenant's form: authorisation must refuse it.
      params[name] = paramValue(pool, fixtures, tenant);
    }
    const requestTenant = auth === 'otherTenant' ? other : tenant;
    const basePath = route ? fillPath(route, params) : pick.unknown;
    const bodyKind = route?.body ?? (route?.method === 'POST' ? 'none' : undefined);
    const baseBody = bodyKind && bodyKind !== 'none' ? template(bodyKind, fixtures, tenant) : fc.constant<J>(null);
    const validQuery = fc.constant((route?.query ?? []).filter((kind, i) => kind !== 'cursor' && (pick.style >> i) & 1).map((kind) => `${kind}=${encodeURIComponent(VALID_QUERY[kind][pick.style % VALID_QUERY[kind].length]!)}`));
    return fc.record({ body: baseBody, query: validQuery }).chain(({ body, query }) => {
      const base = {
        method: route?.method ?? (pick.style % 2 ? 'GET' : 'POST'),
        path: basePath,
        query,
        headers: credential(auth, route, fixtures, requestTenant, other, pick.canary, pick.style),
        body: { shape: 'valid', text: bodyKind && bodyKind !== 'none' ? serialise(body) : null, contentType: bodyKind && bodyKind !== 'none' ? 'application/json' : null, mutated: false } as BodyChoice,
        version: 'HTTP/1.1' as 'HTTP/1.1' | 'HTTP/1.0',
        transport: false,
        largeHeaders: false,
        offRoute: route === null,
        shape: 'valid',
        target: null as Uint8Array | null,
      };
      const variant: fc.Arbitrary<typeof base> = (() => {
        switch (pick.dimension) {
          case 'body':
            return bodyMutation(bodyKind && bodyKind !== 'none' ? body : obj({ unexpected: `${pick.canary}` }), fixtures.bodyCap)
              .map((choice) => ({ ...base, body: choice, shape: choice.shape, transport: Boolean(choice.chunked) }));
          case 'contentType':
            return fc.constantFrom(...CONTENT_TYPES).map(([name, type, encode]) => ({
              ...base, body: { shape: name, text: encode(base.body.text ?? serialise(obj({ prompt: pick.canary }))), contentType: type, mutated: true }, shape: `content-type:${name}`,
            }));
          case 'query': {
            const kinds = route?.query?.length ? route.query : (['limit'] as QueryKind[]);
            return fc.tuple(fc.constantFrom(...kinds), fc.nat()).chain(([kind, n]) => fc.constantFrom<[string, string[]]>(
              [`bad-${kind}`, [`${kind}=${encodeURIComponent(BAD_QUERY[kind][n % BAD_QUERY[kind].length]!).replace(/%25/g, '%')}`]],
              [`repeated-${kind}`, [`${kind}=${VALID_QUERY[kind][0]}`, `${kind}=${VALID_QUERY[kind][VALID_QUERY[kind].length - 1]}`]],
              [`canary-${kind}`, [`${kind}=${pick.canary}`]],
              [`encoded-weird-${kind}`, [`${kind}=${pick.canary}${ENCODED_WEIRD[n % ENCODED_WEIRD.length]}`]],
              [`injection-${kind}`, [`${kind}=${encodeURIComponent(`${pick.canary}${INJECTIONS[n % INJECTIONS.length]}`)}`]],
              ['unknown-param', [`${pick.canary}=${pick.canary}`]],
              ['proto-param', ['__proto__[polluted]=1', 'constructor[prototype][polluted]=1']],
              ['huge-query', [`${kind}=${pick.canary}${'q'.repeat(n % 2 ? 10_000 : 100_000)}`]],
              ['bare-question-mark', []],
            ).map(([shape, parts]) => ({ ...base, query: parts, shape: `query:${shape}`, largeHeaders: shape === 'huge-query', offRoute: base.offRoute })));
          }
          case 'path':
            if (!route?.params) {
              return fc.constantFrom('/', '//', '/%00', '/..', '/extra', '%2F').map((suffix) => ({ ...base, path: `${basePath}${suffix}`, shape: `path:suffix:${suffix}`, offRoute: true }));
            }
            return fc.tuple(fc.constantFrom(...Object.keys(route.params)), fc.constantFrom(...PATH_WEIRD), fc.boolean()).map(([name, [shape, value, leaves], raw]) => {
              if (raw && shape === 'encoded-emoji') {
                // raw UTF-8 bytes in the request line: not valid HTTP, the runtime decides
                const target = toBytes(`${fillPath(route, { ...params, [name]: `${pick.canary}😀` })}`);
                return { ...base, target, shape: 'path:raw-utf8', transport: true };
              }
              return { ...base, path: fillPath(route, { ...params, [name]: value(pick.canary) }), shape: `path:${shape}@${name}`, offRoute: leaves };
            });
          case 'header':
            return fc.constantFrom(...HEADER_MUTATIONS).map(([shape, make, flags]) => ({
              ...base, headers: [...base.headers, ...make(pick.canary)],
              shape: `header:${shape}`, transport: Boolean(flags.transport), largeHeaders: Boolean(flags.large),
            }));
          case 'method': {
            // DELETE on a path naming the primary form or the fixture response would erase what later cases need
            const keepsFixtures = !Object.values(route?.params ?? {}).some((pool) => pool === 'primaryForm' || pool === 'response');
            return fc.constantFrom(...OTHER_METHODS.filter(([method]) => method !== base.method && (keepsFixtures || method !== 'DELETE'))).map(([method, transport]) => ({
              ...base, method, shape: `method:${method}`, transport, offRoute: true,
            }));
          }
          case 'version':
            return fc.boolean().map((withHost) => ({ ...base, version: 'HTTP/1.0' as const, shape: `version:http1.0${withHost ? '+host' : ''}`, headers: withHost ? [...base.headers, ['Host', '127.0.0.1'] as [string, string]] : base.headers }));
          default:
            return fc.constant(base);
        }
      })();
      return variant.map((v): FuzzCase => {
        const target = v.target ?? `${v.path}${v.query.length || v.shape === 'query:bare-question-mark' ? `?${v.query.join('&')}` : ''}`;
        const bodyBytes = v.body.text === null ? undefined : toBytes(v.body.text);
        const headers: Array<readonly [string, string | Uint8Array]> = [
          ...(v.version === 'HTTP/1.1' ? [['Host', '127.0.0.1'] as const] : []),
          ...(v.body.contentType ? [['Content-Type', v.body.contentType] as const] : []),
          ...v.headers,
        ];
        const label = route ? `${route.method} ${route.path}` : `unknown ${pick.unknown}`;
        const headerBytes = target.length + headers.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
        return {
          route, label, auth, dimension: pick.dimension, shape: v.shape,
          request: { method: v.method, target, version: v.version, headers, body: bodyBytes, chunked: v.body.chunked },
          transport: v.transport,
          largeHeaders: v.largeHeaders || headerBytes > LARGE_HEADER_BYTES,
          overCap: (bodyBytes?.length ?? 0) > fixtures.bodyCap,
          offRoute: v.offRoute,
          expectSuccess: pick.dimension === 'none' && auth === 'valid' && route !== null && route.repeatable !== false,
        };
      });
    });
  });
}
