import { t } from 'elysia';
import { StorableText } from '../../src/db/text.ts';
import { WEBHOOK_EVENTS } from './service/deliveries.ts';
import { FIELD_TYPES, UNDECLARED_POLICIES } from './service/fields.ts';
import { INTERVALS } from './service/analytics.ts';
import { BOUND_PATTERN, EARLIEST, LATEST } from './service/instants.ts';

export const FieldModel = t.Object({
  name: t.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z_][A-Za-z0-9_.-]*$' }),
  type: t.UnionEnum(FIELD_TYPES),
  required: t.Optional(t.Boolean({ default: false })),
  label: t.Optional(StorableText({ maxLength: 200 })),
  minLength: t.Optional(t.Integer({ minimum: 0 })),
  maxLength: t.Optional(t.Integer({ minimum: 1, maximum: 100_000 })),
  min: t.Optional(t.Number()),
  max: t.Optional(t.Number()),
  pattern: t.Optional(StorableText({ maxLength: 500, description: 'RE2 syntax (no lookaround or backreferences), matched anywhere in the value; a form\'s patterns must fit a cost budget (see the README).' })),
  options: t.Optional(t.Array(StorableText({ maxLength: 1000 }), { minItems: 1, maxItems: 500, description: 'Allowed values of a select field.' })),
}, { examples: [{ name: 'email', type: 'email', required: true, label: 'E-mail' }] });

export const SettingsModel = t.Object({
  honeypotField: t.Optional(StorableText({ minLength: 1, maxLength: 100, description: 'Hidden field bots fill in.' })),
  minSeconds: t.Optional(t.Number({ minimum: 0, maximum: 3600, description: 'Submits faster than this after the view are suspicious.' })),
  undeclaredFields: t.Optional(t.UnionEnum(UNDECLARED_POLICIES, { description: 'keep (default): members the form does not declare are stored and marked; reject: 400 naming them.' })),
  allowlist: t.Optional(t.Array(t.String({ maxLength: 50 }), { maxItems: 100, description: 'Submitter IP addresses or CIDR blocks that skip the velocity checks.' })),
  allowedOrigins: t.Optional(t.Array(t.String({ maxLength: 300 }), { maxItems: 50, description: 'Origins (https://example.org, as browsers send them) whose pages may use a publishable key on this form and read its answers (CORS), and where a form body\'s _next may redirect.' })),
  retentionDays: t.Optional(t.Integer({ minimum: 1, maximum: 36_500, description: 'Responses older than this are deleted.' })),
  webhooks: t.Optional(t.Array(t.Object({
    url: t.String({ maxLength: 2000, description: 'https; must not resolve to a private address unless the operator allows it.' }),
    secret: t.String({ pattern: '^whsec_[A-Za-z0-9+/]{32,}={0,2}$', description: 'Standard Webhooks secret: whsec_ + base64 of at least 24 bytes.' }),
    events: t.Array(t.UnionEnum(WEBHOOK_EVENTS), { minItems: 1, uniqueItems: true }),
    disabledAt: t.Optional(t.String({ format: 'date-time', description: 'Set when the endpoint kept failing; saving the form without it re-enables it.' })),
  }, { additionalProperties: false }), { maxItems: 5 })),
  notifications: t.Optional(t.Object({
    recipients: t.Array(t.String({ format: 'email', maxLength: 254 }), { minItems: 1, maxItems: 10 }),
    subject: StorableText({ minLength: 1, maxLength: 200, description: '{form} and {field.NAME} are replaced.' }),
  }, { additionalProperties: false, description: 'E-mail per clean submission; needs SMTP_URL.' })),
  successUrl: t.Optional(t.String({ maxLength: 2000, description: 'Absolute http(s) URL a browser\'s form post is redirected to (303) once stored; without it, a built-in thank-you page.' })),
}, { additionalProperties: false, examples: [{ honeypotField: 'website', minSeconds: 2 }] });

export const FormInput = t.Object({
  name: StorableText({ minLength: 1, maxLength: 200 }),
  fields: t.Array(FieldModel, { maxItems: 200, description: 'In builder order.' }),
  settings: t.Optional(SettingsModel),
});

export const FormPatch = t.Partial(FormInput);

const Timestamp = t.String({ format: 'date-time' });

export const FormModel = t.Object({
  id: t.String(),
  name: t.String(),
  fields: t.Array(FieldModel),
  settings: SettingsModel,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const FormReply = t.Object({ success: t.Literal(true), data: FormModel }, { description: 'The form' });

export const SubmitReply = t.Object({
  success: t.Literal(true),
  message: t.String(),
  submissionId: t.String(),
}, { description: 'Stored (durably) — spam is stored and flagged, and answered alike.' });

export const ViewReply = t.Object({
  success: t.Literal(true),
  data: t.Object({ viewToken: t.String(), expiresAt: Timestamp }),
}, { description: 'A signed view token; send it as X-View-Token with the submission.' });

export const EventsInput = t.Object({
  viewToken: t.String({ maxLength: 512 }),
  events: t.Array(t.Object({
    field: t.String({ maxLength: 100 }),
    type: t.Union([t.Literal('focus'), t.Literal('input'), t.Literal('blur')]),
  }), { minItems: 1, maxItems: 500 }),
});

export const AnalyticsReply = t.Object({
  success: t.Literal(true),
  data: t.Object({
    views: t.Integer(),
    submissions: t.Integer({ description: 'Clean submissions.' }),
    conversionRate: t.Number({ description: 'Clean submissions / views × 100, truncated to 2 decimals.' }),
    averageCompletionTime: t.Number({ description: 'Seconds (1 decimal) over clean submissions with a view token; 0 when none.' }),
    spamCount: t.Integer(),
    funnel: t.Array(t.Object({ field: t.String(), interactions: t.Integer(), dropoffs: t.Integer() })),
    series: t.Optional(t.Array(t.Object({
      start: Timestamp,
      views: t.Integer(),
      submissions: t.Integer({ description: 'Clean submissions.' }),
      spam: t.Integer(),
      conversionRate: t.Number(),
    }), { description: 'With interval: one point per bucket, oldest first; the first and last are clipped to the window.' })),
  }),
}, { description: 'Analytics of one form' });

export const ResponseRecordModel = t.Object({
  _id: t.String(),
  // Not t.Record: Elysia's response normaliser copies a record key by key, and `copy.__proto__ = v` drops a field
  // named __proto__. An object of additional scalar members is the same JSON Schema, passed through as is.
  data: t.Object({}, { additionalProperties: t.Union([t.String(), t.Number(), t.Boolean(), t.Null()]), description: 'Field name → submitted value.', examples: [{ email: 'ada@example.com', message: 'Hello, I would like a quote.' }] }),
  telemetry: t.Object({
    ipAddress: t.Union([t.String(), t.Null()]),
    isSpam: t.Boolean(),
    completionSeconds: t.Union([t.Number(), t.Null()]),
    spamScore: t.Number(),
    spamReasons: t.Array(t.String()),
  }),
  undeclared: t.Array(t.String(), { description: 'Members of data the form does not declare (as it is now).' }),
  createdAt: Timestamp,
});

/** Ids in paths: anything else than stored text is 400 invalid_parameter, an unknown id 404. */
const Id = StorableText({ minLength: 1, maxLength: 100 });
export const FormIdParams = t.Object({ id: Id });
export const FormParams = t.Object({ formId: Id });
export const ResponseParams = t.Object({ formId: Id, id: Id });

/** Query parameters are checked strictly (src/parameters.ts): each at most once, integers in plain decimal. */
export const ResponsesQuery = t.Object({
  limit: t.Optional(t.Integer({ minimum: 1, maximum: 100, description: '1–100, default 50.' })),
  page: t.Optional(t.Integer({ minimum: 1, maximum: 10_000_000, description: '≥ 1, default 1.' })),
  status: t.Optional(t.UnionEnum(['clean', 'spam'])),
  cursor: t.Optional(StorableText({ maxLength: 200, description: 'Keyset cursor from nextCursor (instead of page).' })),
});

const Bound = t.String({
  pattern: BOUND_PATTERN,
  'x-pattern-reason': 'must be a date such as 2026-01-31 or an RFC 3339 date-time such as 2026-01-31T00:00:00Z',
  description: `A date (a whole UTC day: from its start, to its end) or an RFC 3339 date-time, from ${EARLIEST} to ${LATEST}; from inclusive, to exclusive.`,
});
export const WindowQuery = t.Object({
  from: t.Optional(Bound),
  to: t.Optional(Bound),
  interval: t.Optional(t.UnionEnum(INTERVALS, { default: undefined, description: 'Adds a series of UTC buckets (weeks start on Monday) over the window; from defaults to the form\'s creation, to to now.' })),
});

export const ExportQuery = t.Object({ format: t.Optional(t.UnionEnum(['csv', 'ndjson'])) });

export const ResponsesReply = t.Object({
  success: t.Literal(true),
  pagination: t.Object({
    total: t.Integer(),
    page: t.Integer(),
    limit: t.Integer(),
    nextCursor: t.Union([t.String(), t.Null()]),
    hasMore: t.Boolean(),
  }),
  data: t.Array(ResponseRecordModel),
}, { description: 'Newest first' });

export const DeliveryModel = t.Object({
  id: t.String({ description: 'The webhook-id, stable across retries and redeliveries.' }),
  submissionId: t.String(),
  channel: t.UnionEnum(['webhook', 'email']),
  target: t.String({ description: 'Webhook URL, or the recipients.' }),
  event: t.String(),
  status: t.UnionEnum(['pending', 'delivered', 'failed']),
  attempts: t.Integer(),
  lastStatus: t.Union([t.Integer(), t.Null()]),
  lastError: t.Union([t.String(), t.Null()]),
  nextAttemptAt: t.Union([Timestamp, t.Null()]),
  lastAttemptAt: t.Union([Timestamp, t.Null()]),
  createdAt: Timestamp,
});
export const DeliveriesQuery = t.Object({ limit: t.Optional(t.Integer({ minimum: 1, maximum: 100, description: '1–100, default 50.' })) });
export const DeliveriesReply = t.Object({ success: t.Literal(true), data: t.Array(DeliveryModel) }, { description: 'Newest first' });
export const DeliveryReply = t.Object({ success: t.Literal(true), data: DeliveryModel }, { description: 'Queued again' });
export const DeliveryParams = t.Object({ id: Id, deliveryId: Id });
export const ErasureInput = t.Object({ email: t.String({ format: 'email', maxLength: 254 }) });
export const ErasureReply = t.Object({ success: t.Literal(true), data: t.Object({ deleted: t.Integer() }) }, { description: 'How many submissions were deleted' });
