import { sql } from 'drizzle-orm';
import {
  bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Teams carry the plan their members inherit (analyzer plans). */
export const teams = pgTable('teams', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  plan: text('plan').notNull(),
  createdAt: createdAt(),
});

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** set when the operator deletes the account: its keys are revoked, its forms and responses deleted */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});

/** Only the SHA-256 of a key is stored; `prefix` is the visible part shown in listings. */
export const apiKeys = pgTable('api_keys', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  service: text('service').notNull(),
  plan: text('plan').notNull(),
  name: text('name'),
  prefix: text('prefix').notNull(),
  hash: text('hash').notNull(),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  /** after this instant the key answers 401 invalid_api_key ("expired"); a roll sets it on the old key */
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
  /** batched like usage: accurate to USAGE_FLUSH_SECONDS (plus VERIFY_CACHE_SECONDS behind a remote portal) */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  /** analyzer keys only: overrides BURST_LIMIT for this key (null: the configured default) */
  burstLimit: integer('burst_limit'),
  /** secret (full access, Authorization header only) or publishable (a page's key: submit, views, events) */
  kind: text('kind').$type<'secret' | 'publishable'>().notNull().default('secret'),
  /** publishable keys only: origins the key may be used from, besides the form's own list (null: the form's list alone) */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>(),
}, (table) => [
  uniqueIndex('api_keys_hash_idx').on(table.hash),
  index('api_keys_account_idx').on(table.accountId),
]);

/** Daily analyzer usage per quota owner (a team, or an account without one), persisted in batches. */
export const usageDaily = pgTable('usage_daily', {
  owner: text('owner').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  used: bigint('used', { mode: 'number' }).notNull().default(0),
}, (table) => [primaryKey({ columns: [table.owner, table.day] })]);

export const forms = pgTable('forms', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  settings: jsonb('settings').notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [index('forms_account_idx').on(table.accountId)]);

/** Fields in builder order (`position`); `rules` holds type-specific validation (length, range, options). */
export const formFields = pgTable('form_fields', {
  formId: text('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  required: boolean('required').notNull().default(false),
  rules: jsonb('rules').notNull().default(sql`'{}'::jsonb`),
}, (table) => [
  primaryKey({ columns: [table.formId, table.name] }),
  uniqueIndex('form_fields_position_idx').on(table.formId, table.position),
]);

export const submissions = pgTable('submissions', {
  id: text('id').primaryKey(),
  formId: text('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  isSpam: boolean('is_spam').notNull(),
  spamScore: doublePrecision('spam_score').notNull().default(0),
  spamReasons: jsonb('spam_reasons').notNull().default(sql`'[]'::jsonb`),
  completionSeconds: doublePrecision('completion_seconds'),
  viewId: text('view_id'),
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
  /** false until the row's contribution is folded into form_counters (an outbox off the submit path) */
  counted: boolean('counted').notNull().default(false),
  /**
   * false while the submission still has to be fanned out into its `deliveries` (the row itself is the durable
   * event, see dispatch.ts); true from the start when its form had no destination for it
   */
  dispatched: boolean('dispatched').notNull().default(true),
  createdAt: createdAt(),
}, (table) => [
  index('submissions_uncounted_idx').on(table.formId).where(sql`not ${table.counted}`),
  index('submissions_undispatched_idx').on(table.createdAt).where(sql`not ${table.dispatched}`),
  // DESC NULLS FIRST is what ORDER BY … DESC means; drizzle's plain .desc() emits NULLS LAST, which the
  // planner cannot use for that order (it would sort the whole form instead).
  index('submissions_newest_idx').on(table.formId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  index('submissions_status_newest_idx').on(table.formId, table.isSpam, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  uniqueIndex('submissions_idempotency_idx').on(table.formId, table.idempotencyKey),
]);

/** One row per counted view; `lastFieldPosition` feeds the drop-off funnel. */
export const formViews = pgTable('form_views', {
  id: text('id').primaryKey(),
  formId: text('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
  submitted: boolean('submitted').notNull().default(false),
  lastFieldPosition: integer('last_field_position'),
  counted: boolean('counted').notNull().default(false),
  createdAt: createdAt(),
}, (table) => [
  index('form_views_uncounted_idx').on(table.formId).where(sql`not ${table.counted}`),
  index('form_views_form_idx').on(table.formId, table.submitted, table.lastFieldPosition),
  index('form_views_form_created_idx').on(table.formId, table.createdAt),
]);

/** Fields a view touched, once each: the funnel's `interactions`. */
export const viewFields = pgTable('view_fields', {
  viewId: text('view_id').notNull().references(() => formViews.id, { onDelete: 'cascade' }),
  formId: text('form_id').notNull(),
  field: text('field').notNull(),
  firstEventAt: createdAt(),
}, (table) => [
  primaryKey({ columns: [table.viewId, table.field] }),
  index('view_fields_form_field_idx').on(table.formId, table.field),
]);

/** Server-wide secrets shared by every process on one database (e.g. the view-token HMAC key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Per-form counters, so analytics and response totals read a handful of rows instead of scanning
 * submissions. Rows are folded in by batches (see `counted`); readers add the small unfolded tail.
 */
export const formCounters = pgTable('form_counters', {
  formId: text('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
  shard: integer('shard').notNull(),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  clean: bigint('clean', { mode: 'number' }).notNull().default(0),
  spam: bigint('spam', { mode: 'number' }).notNull().default(0),
  completionSum: doublePrecision('completion_sum').notNull().default(0),
  completionCount: bigint('completion_count', { mode: 'number' }).notNull().default(0),
  /** bumped whenever a submission leaves the form or changes status (deletion, spam toggle, erasure, retention) */
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
}, (table) => [primaryKey({ columns: [table.formId, table.shard] })]);

/** Funnel counters by field position: views that touched it, and unsubmitted views whose furthest field it is. */
export const fieldCounters = pgTable('field_counters', {
  formId: text('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  interactions: bigint('interactions', { mode: 'number' }).notNull().default(0),
  dropoffs: bigint('dropoffs', { mode: 'number' }).notNull().default(0),
}, (table) => [primaryKey({ columns: [table.formId, table.position] })]);

/**
 * The delivery outbox (webhooks and e-mail notifications): written in the submission's own statement, so an
 * event exists exactly when its submission does; delivered at least once by whichever process claims it
 * (`for update skip locked`). `id` is the Standard Webhooks `webhook-id`, stable across retries. Deleting the
 * submission (erasure, retention) deletes its pending deliveries with it, payload included.
 */
export const deliveries = pgTable('deliveries', {
  id: text('id').primaryKey(),
  /**
   * The submission's form, for the delivery log. No foreign key of its own: the submission's already ties the row
   * to a form (a deleted form takes its submissions, and they their deliveries), and a second one would take a
   * second key-share lock on the form's row for every queued event of the hot submit statement.
   */
  formId: text('form_id').notNull(),
  submissionId: text('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
  channel: text('channel').notNull(),
  target: text('target').notNull(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
  lastStatus: integer('last_status'),
  lastError: text('last_error'),
  createdAt: createdAt(),
}, (table) => [
  index('deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  index('deliveries_form_idx').on(table.formId, table.createdAt.desc().nullsFirst()),
  index('deliveries_submission_idx').on(table.submissionId),
]);

/**
 * Dashboard sign-ins of account holders: an e-mail and an argon2id password hash (null until an invitation is
 * accepted). The operator signs in with ADMIN_TOKEN and has no row.
 */
export const dashboardUsers = pgTable('dashboard_users', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash'),
  /** SHA-256 of the one-time invitation secret; cleared when the password is set */
  inviteHash: text('invite_hash'),
  inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (table) => [uniqueIndex('dashboard_users_email_idx').on(table.email), uniqueIndex('dashboard_users_invite_idx').on(table.inviteHash)]);

/** Server-side dashboard sessions; the cookie carries the secret, the row only its SHA-256. */
export const dashboardSessions = pgTable('dashboard_sessions', {
  id: text('id').primaryKey(),
  /** null for the operator */
  userId: text('user_id').references(() => dashboardUsers.id, { onDelete: 'cascade' }),
  csrfToken: text('csrf_token').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (table) => [index('dashboard_sessions_expiry_idx').on(table.expiresAt)]);
