import { isListed } from '../../../src/ip-ranges.ts';
import type { SpamScreen } from '../spam/index.ts';
import { hasDestinations } from './dispatch.ts';
import { FORM_BODY_READINGS, newRecord, payloadProblems, validateSubmission, type FieldDefinition, type Problems, type Scalar } from './fields.ts';
import type { FormRecord, FormSettings } from './forms.ts';
import { hashRequest, replay, storeSubmission, type StoreOutcome } from './submissions.ts';
import { isWebUrl } from './settings.ts';
import { identifySubmitter } from './submitter.ts';
import { completionSeconds, readViewToken } from './view-token.ts';
import type { Db } from '../../../src/db/client.ts';

/**
 * How a submission was sent: a JSON object, or a browser form (URL-encoded or multipart), whose values are text
 * and whose reserved members are instructions rather than data.
 */
export type BodyKind = 'json' | 'form';

const FORM_MEDIA_TYPES: ReadonlySet<string> = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export const bodyKind = (contentType: string | null): BodyKind =>
  FORM_MEDIA_TYPES.has((contentType ?? '').split(';', 1)[0]!.trim().toLowerCase()) ? 'form' : 'json';

const UNSUPPORTED_BODY = 'Send the submission as JSON (application/json) or as a form (application/x-www-form-urlencoded or multipart/form-data)';

/** Members of a form body that are never stored: the view token (a hidden field) and the redirect override. */
export const RESERVED_FIELDS = { viewToken: '_view_token', next: '_next' } as const;

export interface SubmitRequest {
  form: FormRecord;
  /** the body as the core read it: a JSON value, or a form's members (strings, files; repeated names as arrays) */
  body: unknown;
  kind: BodyKind;
  idempotencyKey: string | null;
  /** from the X-View-Token header; a form body may carry it as `_view_token` instead */
  viewToken: string | null;
  transport: { ip: string | null; userAgent: string | null };
  /** the end user a secret-key relay names (RELAY_HEADERS), or null when the caller may not relay */
  relay: { ip: string | null; userAgent: string | null } | null;
}

/**
 * A stored submission also says how it was screened (for metrics; the submitter is answered alike); a stored or
 * replayed one carries the form body's `_next`, checked against the form's allowed origins.
 */
export type SubmitOutcome = Exclude<StoreOutcome, { state: 'stored' | 'replayed' }>
  | { state: 'stored'; submissionId: string; isSpam: boolean; next: string | null }
  | { state: 'replayed'; submissionId: string; next: string | null }
  | { state: 'rejected'; code: string; message: string; details?: Record<string, unknown> };

interface ReadBody { payload: unknown; viewToken: string | null; next: string | null }

const takeReserved = (payload: Record<string, Scalar>, name: string): string | null => {
  const value = Object.hasOwn(payload, name) ? payload[name] as string : null;
  delete payload[name];
  return value;
};

/**
 * A form body as a flat object of strings: repeated names (checkbox groups) joined with commas, reserved members
 * taken out, a declared field's browser text read as its type means it (FORM_BODY_READINGS); a file part is
 * refused (415), as no upload storage exists.
 */
function readFormBody(body: unknown, fields: readonly FieldDefinition[]): ReadBody | Extract<SubmitOutcome, { state: 'rejected' }> {
  const members = (body ?? {}) as Record<string, unknown>;
  const files = Object.keys(members).filter((name) => [members[name]].flat().some((value) => value instanceof Blob));
  if (files.length) {
    return {
      state: 'rejected', code: 'unsupported_media_type',
      message: `File uploads are not accepted: remove the file field${files.length > 1 ? 's' : ''} ${files.join(', ')} and send text values only`,
      details: { fields: Object.fromEntries(files.map((name) => [name, 'is a file'])) },
    };
  }
  const payload = newRecord<Scalar>();
  for (const [name, value] of Object.entries(members)) payload[name] = Array.isArray(value) ? value.join(',') : value as string;
  for (const field of fields) {
    const reading = FORM_BODY_READINGS[field.type];
    const text = Object.hasOwn(payload, field.name) ? payload[field.name] as string : undefined;
    if (reading && text !== undefined && Object.hasOwn(reading, text)) payload[field.name] = reading[text]!;
  }
  return { payload, viewToken: takeReserved(payload, RESERVED_FIELDS.viewToken), next: takeReserved(payload, RESERVED_FIELDS.next) };
}

/** `_next` when it is an http(s) URL on one of the form's allowed origins, else null. */
const allowedNext = (next: string, settings: FormSettings): string | null =>
  isWebUrl(next) && (settings.allowedOrigins ?? []).includes(new URL(next).origin) ? next : null;

/**
 * The submit pipeline, knowing nothing of HTTP: read the body (any kind) → validate → screen → store as an outbox
 * event in one statement (fanned out into deliveries by the dispatcher). Validation comes before screening, so a
 * rejected body never feeds the velocity windows; an Idempotency-Key retry is answered before both.
 */
export function createSubmitService(deps: {
  db: Db; clock: () => number; spam: SpamScreen; signingSecret: () => Promise<string>;
  /** a submission with destinations was stored: the local dispatcher fans it out now rather than at its next poll */
  onQueued: () => void;
}) {
  const { db, clock, spam } = deps;
  return async function submit(request: SubmitRequest): Promise<SubmitOutcome> {
    const { form } = request;
    // Bytes are what the core leaves unparsed: a media type that is neither JSON nor a form.
    if (request.body instanceof ArrayBuffer) return { state: 'rejected', code: 'unsupported_media_type', message: UNSUPPORTED_BODY };
    const read = request.kind === 'form' ? readFormBody(request.body, form.fields) : { payload: request.body, viewToken: null, next: null };
    if ('state' in read) return read;
    const problems = payloadProblems(read.payload);
    if (problems === 'not_object') return { state: 'rejected', code: 'invalid_payload', message: 'The submission must be a flat JSON object' };
    if (problems) return { state: 'rejected', code: 'invalid_payload', message: 'Values must be JSON scalars, names and text valid Unicode without NUL', details: { fields: problems } };
    const payload = read.payload as Record<string, Scalar>;
    const next = read.next === null ? null : allowedNext(read.next, form.settings);
    if (read.next !== null && next === null) {
      return { state: 'rejected', code: 'validation_failed', message: `${RESERVED_FIELDS.next} must be an http(s) URL on an origin this form allows (settings.allowedOrigins)`, details: { fields: { [RESERVED_FIELDS.next]: 'is not on an allowed origin' } } };
    }
    const key = request.idempotencyKey;
    if (key !== null && (key.length < 1 || key.length > 255)) return { state: 'rejected', code: 'Bad request', message: 'Idempotency-Key must be 1 to 255 characters' };
    const identified = identifySubmitter(request.transport, request.relay);
    if (!identified.ok) return { state: 'rejected', code: 'invalid_parameter', message: `${identified.header}: ${identified.reason}`, details: { parameter: identified.header } };
    // Only a retry under an Idempotency-Key is compared with its first request: without a key, nothing to hash.
    const requestHash = key === null ? null : hashRequest(JSON.stringify(payload));
    const earlier = key !== null ? await replay(db, form.id, key, requestHash!) : null;
    if (earlier) return earlier.state === 'replayed' ? { ...earlier, next } : earlier;

    const honeypot = spam.honeypotField(form.settings, form.fields.map((field) => field.name));
    const checked = validateSubmission(form.fields, payload, { undeclared: form.settings.undeclaredFields, omit: honeypot ? [honeypot] : [] });
    if (!checked.ok) return rejection(checked.problems);

    const now = clock();
    const viewToken = request.viewToken ?? read.viewToken;
    const claims = viewToken ? readViewToken(await deps.signingSecret(), viewToken, form.id, now) : null;
    const seconds = claims ? completionSeconds(claims, now) : null;
    const { ip, userAgent } = identified.submitter;
    const verdict = spam.screen({
      payload, formId: form.id, formFieldNames: form.fields.map((field) => field.name), settings: form.settings,
      ip, userAgent, completionSeconds: seconds, now, velocityExempt: isListed(form.settings.allowlist, ip),
    });
    const destined = hasDestinations(form.settings, verdict.isSpam);
    const stored = await storeSubmission(db, {
      formId: form.id, data: checked.data, ipAddress: ip, userAgent, verdict, completionSeconds: seconds,
      viewId: claims?.viewId ?? null, idempotencyKey: key, requestHash, createdAt: new Date(now),
      hasDestinations: destined,
    });
    if (stored.state === 'stored' && destined) deps.onQueued();
    if (stored.state === 'stored') return { ...stored, isSpam: verdict.isSpam, next };
    return stored.state === 'replayed' ? { ...stored, next } : stored;
  };
}

export type SubmitService = ReturnType<typeof createSubmitService>;

function rejection(problems: Problems): SubmitOutcome {
  const undeclared = newRecord<string>();
  for (const [name, reason] of Object.entries(problems)) if (reason === 'is not a field of this form') undeclared[name] = reason;
  const onlyUndeclared = Object.keys(undeclared).length === Object.keys(problems).length;
  return onlyUndeclared
    ? { state: 'rejected', code: 'undeclared_fields', message: `This form accepts only its declared fields: ${Object.keys(undeclared).join(', ')} are not among them`, details: { fields: problems } }
    : { state: 'rejected', code: 'validation_failed', message: 'Some fields are missing or invalid', details: { fields: problems } };
}
