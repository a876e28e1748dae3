import { isListed } from '../../../src/address-list.ts';
import { newId } from '../../../src/ids.ts';
import type { SpamScreen } from '../spam/index.ts';
import { queuedDeliveries } from './deliveries.ts';
import { newRecord, payloadProblems, undeclaredNames, validateSubmission, type Problems, type Scalar } from './fields.ts';
import type { FormRecord } from './forms.ts';
import { hashRequest, replay, storeSubmission, type StoreOutcome } from './submissions.ts';
import { identifySubmitter } from './submitter.ts';
import { completionSeconds, readViewToken } from './view-token.ts';
import type { Db } from '../../../src/db/client.ts';

export interface SubmitRequest {
  form: FormRecord;
  /** the parsed body (any body kind, once parsed to a flat object) */
  body: unknown;
  idempotencyKey: string | null;
  viewToken: string | null;
  transport: { ip: string | null; userAgent: string | null };
  /** the end user a secret-key relay names (RELAY_HEADERS), or null when the caller may not relay */
  relay: { ip: string | null; userAgent: string | null } | null;
}

/** A stored submission also says how it was screened (for metrics; the submitter is answered alike). */
export type SubmitOutcome = Exclude<StoreOutcome, { state: 'stored' }> | { state: 'stored'; submissionId: string; isSpam: boolean }
  | { state: 'rejected'; code: string; message: string; details?: Record<string, unknown> };

/**
 * The submit pipeline, knowing nothing of HTTP: parse → validate → screen → store with its outbox rows in one
 * statement. Validation comes before screening, so a rejected body never feeds the velocity windows; an
 * Idempotency-Key retry is answered before both.
 */
export function createSubmitService(deps: { db: Db; clock: () => number; spam: SpamScreen; signingSecret: () => Promise<string> }) {
  const { db, clock, spam } = deps;
  return async function submit(request: SubmitRequest): Promise<SubmitOutcome> {
    const { form } = request;
    const problems = payloadProblems(request.body);
    if (problems === 'not_object') return { state: 'rejected', code: 'invalid_payload', message: 'The submission must be a flat JSON object' };
    if (problems) return { state: 'rejected', code: 'invalid_payload', message: 'Values must be JSON scalars, names and text valid Unicode without NUL', details: { fields: problems } };
    const payload = request.body as Record<string, Scalar>;
    const key = request.idempotencyKey;
    if (key !== null && (key.length < 1 || key.length > 255)) return { state: 'rejected', code: 'Bad request', message: 'Idempotency-Key must be 1 to 255 characters' };
    const identified = identifySubmitter(request.transport, request.relay);
    if (!identified.ok) return { state: 'rejected', code: 'invalid_parameter', message: `${identified.header}: ${identified.reason}`, details: { parameter: identified.header } };
    const requestHash = hashRequest(JSON.stringify(request.body));
    const earlier = key ? await replay(db, form.id, key, requestHash) : null;
    if (earlier) return earlier;

    const honeypot = spam.honeypotField(form.settings, form.fields.map((field) => field.name));
    const checked = validateSubmission(form.fields, payload, { undeclared: form.settings.undeclaredFields, omit: honeypot ? [honeypot] : [] });
    if (!checked.ok) return rejection(checked.problems);

    const now = clock();
    const claims = request.viewToken ? readViewToken(await deps.signingSecret(), request.viewToken, form.id, now) : null;
    const seconds = claims ? completionSeconds(claims, now) : null;
    const { ip, userAgent } = identified.submitter;
    const verdict = spam.screen({
      payload, formId: form.id, formFieldNames: form.fields.map((field) => field.name), settings: form.settings,
      ip, userAgent, completionSeconds: seconds, now, velocityExempt: isListed(form.settings.allowlist, ip),
    });
    const id = newId('sub');
    const createdAt = new Date(now);
    const stored = await storeSubmission(db, {
      id, formId: form.id, data: checked.data, ipAddress: ip, userAgent, verdict, completionSeconds: seconds,
      viewId: claims?.viewId ?? null, idempotencyKey: key, requestHash, createdAt,
      deliveries: queuedDeliveries(form.settings, {
        formId: form.id, formName: form.name, submissionId: id, data: checked.data,
        undeclared: undeclaredNames(form.fields, checked.data), isSpam: verdict.isSpam, createdAt,
      }),
    });
    return stored.state === 'stored' ? { ...stored, isSpam: verdict.isSpam } : stored;
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
