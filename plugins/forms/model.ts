import { t } from 'elysia';
import { FIELD_TYPES } from './service/fields.ts';

export const FieldModel = t.Object({
  name: t.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z_][A-Za-z0-9_.-]*$' }),
  type: t.UnionEnum(FIELD_TYPES),
  required: t.Optional(t.Boolean({ default: false })),
  label: t.Optional(t.String({ maxLength: 200 })),
  minLength: t.Optional(t.Integer({ minimum: 0 })),
  maxLength: t.Optional(t.Integer({ minimum: 1, maximum: 100_000 })),
  min: t.Optional(t.Number()),
  max: t.Optional(t.Number()),
  pattern: t.Optional(t.String({ maxLength: 500 })),
  options: t.Optional(t.Array(t.String(), { minItems: 1, maxItems: 500, description: 'Allowed values of a select field.' })),
});

export const SettingsModel = t.Object({
  honeypotField: t.Optional(t.String({ minLength: 1, maxLength: 100, description: 'Hidden field bots fill in.' })),
  minSeconds: t.Optional(t.Number({ minimum: 0, maximum: 3600, description: 'Submits faster than this after the view are suspicious.' })),
}, { additionalProperties: false });

export const FormInput = t.Object({
  name: t.String({ minLength: 1, maxLength: 200 }),
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
  }),
}, { description: 'Analytics of one form' });

export const ResponseRecordModel = t.Object({
  _id: t.String(),
  data: t.Record(t.String(), t.Union([t.String(), t.Number(), t.Boolean(), t.Null()])),
  telemetry: t.Object({
    ipAddress: t.Union([t.String(), t.Null()]),
    isSpam: t.Boolean(),
    completionSeconds: t.Union([t.Number(), t.Null()]),
    spamScore: t.Number(),
    spamReasons: t.Array(t.String()),
  }),
  createdAt: Timestamp,
});

export const ResponsesQuery = t.Object({
  limit: t.Optional(t.String({ pattern: '^[0-9]+$', description: '1–100, default 50.' })),
  page: t.Optional(t.String({ pattern: '^[0-9]+$', description: '≥ 1, default 1.' })),
  status: t.Optional(t.Union([t.Literal('clean'), t.Literal('spam')])),
  cursor: t.Optional(t.String({ maxLength: 200, description: 'Keyset cursor from nextCursor (instead of page).' })),
});

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
