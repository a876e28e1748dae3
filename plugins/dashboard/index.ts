import { Elysia, t, type Static, type TSchema } from 'elysia';
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { accounts, forms as formsTable } from '../../src/db/schema.ts';
import { ApiError, apiError } from '../../src/errors.ts';
import { TtlCache } from '../../src/ttl-cache.ts';
import { createEngine } from '../analyzer/engine/index.ts';
import type { PackRegistry } from '../analyzer/packs/types.ts';
import { BurstLimit, Metadata } from '../auth/admin.ts';
import {
  createAccount, createKey, createTeam, DEFAULT_ROLL_GRACE_SECONDS, deleteAccount, deleteTeam, InvalidChangeError, keyStatus, listAccounts, listKeys, listTeams, listUsage,
  MAX_ROLL_GRACE_SECONDS, NotFoundError, revokeKey, rollKey, setAccountTeam, setTeamPlan, updateKey, type Deletion, type KeyChanges,
} from '../auth/keys.ts';
import { PLANS, SERVICES, type Service } from '../auth/plans.ts';
import type { Portal } from '../auth/portal/types.ts';
import { secretBearerMatcher } from '../auth/shared-secret.ts';
import type { BurstLimiter } from '../rate-limit/store/limiter.ts';
import { formNotFound } from '../forms/access.ts';
import { FieldModel } from '../forms/model.ts';
import { formAnalytics } from '../forms/service/analytics.ts';
import { definitionProblem, type FieldDefinition } from '../forms/service/fields.ts';
import { createForm, formForAccount, updateForm, type FormRecord, type FormSettings } from '../forms/service/forms.ts';
import type { WebhookSetting } from '../forms/service/deliveries.ts';
import { exportResponses } from '../forms/service/export.ts';
import { deleteResponse, listResponses, setSpam, toRecord, type StatusFilter } from '../forms/service/responses.ts';
import { barChart, funnelChart } from './charts.ts';
import { checkedAgainst, checkedSettings, editedSettings, eventsOf, list, newWebhookSecret, SettingsBody, settingsInputs, webhooksSection } from './form-settings.ts';
import { ASSETS, csrfField, html, page, type AssetName, type Markup, type Nav } from './html.ts';
import { assertCsrfToken, assertSameOrigin, limitSignIn, requestOrigin, sessionCookie, sessionSecret } from './session.ts';
import { mailInvitation } from './service/invitations.ts';
import { fillDays, lastDays, submissionsPerDay } from './service/stats.ts';
import {
  acceptInvite, checkPassword, closeSession, createUser, INVITE_DAYS, listUsers, MIN_PASSWORD_LENGTH, openSession, PasswordHashingUnavailable, readSession,
  type Session, type Viewer,
} from './service/users.ts';

export interface DashboardDeps {
  db: Db;
  config: Config;
  clock: () => number;
  limiter: BurstLimiter;
  portal: Portal;
  registry: PackRegistry;
  /** drops a cached form definition after an edit, so the API sees it at once */
  forgetForm(formId: string): void;
}

const CHART_DAYS = 30;
const RESPONSES_PAGE = 50;
const FieldList = t.Array(FieldModel, { maxItems: 200 });
const Text = (maxLength: number) => t.String({ maxLength });
/** Optional in every schema: a missing token is the session check's 403, not a validation 400. */
const csrf = { _csrf: t.Optional(Text(100)) };
const CsrfForm = t.Object(csrf);
const IdParams = t.Object({ id: Text(100) });
const WebhookBody = { url: Text(5000), events: t.Optional(t.Union([Text(100), t.Array(Text(100), { maxItems: 20 })])) };
const redirect = (location: string) => new Response(null, { status: 303, headers: { location } });
const ownerOfAccount = (account: { id: string; teamId: string | null }) => (account.teamId ? `team:${account.teamId}` : `account:${account.id}`);

/** The account a viewer acts for: a user always their own; the operator the one named, when it exists. */
function scopedAccount(viewer: Viewer, requested: string | undefined): string | undefined {
  return viewer.kind === 'user' ? viewer.accountId : requested || undefined;
}

const ALL_PLANS = SERVICES.flatMap((service) => PLANS[service].map((plan) => `${service}:${plan}`));

/**
 * The `service:plan` pairs a viewer may create keys on: the operator any; an account holder those of its account's
 * unrevoked keys (choosing another plan would be a free upgrade), given the account's keys.
 */
function creatablePlans(viewer: Viewer, accountKeys: ReadonlyArray<{ service: string; plan: string; revokedAt: Date | null }>): string[] {
  if (viewer.kind === 'operator') return ALL_PLANS;
  return [...new Set(accountKeys.filter((key) => !key.revokedAt).map((key) => `${key.service}:${key.plan}`))];
}

function requireOperator(session: Session, what: string): void {
  if (session.viewer.kind !== 'operator') throw apiError('forbidden', `Only the operator ${what}`);
}

/** What a deletion did, for the page. */
const deletionNotice = (what: string, deletion: Deletion) =>
  html`<p>${what} deleted: ${deletion.accountIds.length} account(s), ${deletion.revokedKeyIds.length} key(s) revoked, ${deletion.deletedForms} form(s) deleted with their responses.</p>`;

function canSee(viewer: Viewer, accountId: string): boolean {
  return viewer.kind === 'operator' || viewer.accountId === accountId;
}

/** JSON typed into a textarea, checked against the schema the API uses; `label` and `kind` name it in the error. */
function parseJson<T extends TSchema>(label: string, kind: string, schema: T, raw: string): Static<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw apiError('Bad request', `${label} must be ${kind}`);
  }
  return checkedAgainst(label, schema, parsed);
}

function parseFields(raw: string): FieldDefinition[] {
  const parsed = parseJson('Fields', 'a JSON array', FieldList, raw || '[]');
  const problem = definitionProblem(parsed);
  if (problem) throw apiError('Bad request', problem);
  return parsed.map((field) => ({ ...field, required: field.required ?? false }));
}

/** Origins typed comma-separated (or one per line); empty: none (null). */
function parseOrigins(raw: string | undefined): string[] | null {
  const origins = list(raw);
  return origins.length ? origins : null;
}

/** A datetime-local value (no zone) is read as UTC, like every time the dashboard shows; empty: never expires. */
function parseExpiry(raw: string | undefined): Date | null {
  if (!raw) return null;
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(raw) ? raw : `${raw}Z`);
  if (Number.isNaN(date.getTime())) throw apiError('Bad request', 'The expiry must be a date and time (UTC)');
  return date;
}

/** A whole number typed into a form; empty: undefined. */
function wholeNumber(label: string, raw: string | undefined, minimum: number, maximum: number): number | undefined {
  if (!raw) return undefined;
  const value = Number(raw);
  if (!(Number.isInteger(value) && value >= minimum && value <= maximum)) {
    throw apiError('Bad request', `${label} must be a whole number from ${minimum} to ${maximum}`);
  }
  return value;
}

const parseGraceSeconds = (raw: string | undefined) => wholeNumber('Grace seconds', raw, 0, MAX_ROLL_GRACE_SECONDS);

/**
 * Key settings as the key forms send them, each parsed as the admin API's PATCH reads it; a member the form does
 * not carry stays as it is. Empty means: no name, never expires, no metadata, the default burst limit.
 */
const KEY_SETTINGS = {
  name: (raw: string) => raw.trim() || null,
  expiresAt: parseExpiry,
  metadata: (raw: string) => (raw.trim() ? parseJson('Metadata', 'a JSON object', Metadata, raw) : {}),
  burstLimit: (raw: string) => wholeNumber('Burst limit', raw, BurstLimit.minimum!, BurstLimit.maximum!) ?? null,
  allowedOrigins: parseOrigins,
} as const satisfies { [Name in keyof KeyChanges]-?: (raw: string) => KeyChanges[Name] };
type KeySettingsForm = Partial<Record<keyof typeof KEY_SETTINGS, string>>;
/** Operator data and limits: an account holder sees them but does not set them (a holder's own limit would be no limit). */
const OPERATOR_SETTINGS: ReadonlyArray<keyof typeof KEY_SETTINGS> = ['metadata', 'burstLimit'];
const KeySettingsBody = {
  name: t.Optional(Text(200)), expiresAt: t.Optional(Text(40)), metadata: t.Optional(Text(60_000)), burstLimit: t.Optional(Text(20)), allowedOrigins: t.Optional(Text(2000)),
};

function keySettings(viewer: Viewer, form: KeySettingsForm): KeyChanges {
  const sent = (Object.keys(KEY_SETTINGS) as Array<keyof typeof KEY_SETTINGS>).filter((name) => form[name] !== undefined);
  if (viewer.kind !== 'operator' && sent.some((name) => OPERATOR_SETTINGS.includes(name))) {
    throw apiError('forbidden', 'Only the operator sets metadata and burst limits');
  }
  return Object.fromEntries(sent.map((name) => [name, KEY_SETTINGS[name](form[name]!)]));
}

const minute = (date: Date | null) => (date ? date.toISOString().slice(0, 16) : '');

const INVITATION_NOTES = {
  sent: ', e-mailed to the holder',
  not_configured: '; send it to the holder yourself (SMTP_URL is not set)',
  failed: '; the e-mail could not be sent, send it to the holder yourself',
} as const;

/**
 * The dashboard at /dashboard: server-rendered pages behind a session of their own (the API-key gate leaves
 * /dashboard alone). The operator signs in with ADMIN_TOKEN, account holders with e-mail and password.
 */
export function dashboardPlugin(deps: DashboardDeps) {
  const { db, config, clock, limiter, portal } = deps;
  const operatorMatches = config.adminToken ? secretBearerMatcher(config.adminToken) : null;
  const engine = createEngine(deps.registry);
  // TTL 0: the dashboard always shows the stored definition (formForAccount takes a cache; this one keeps nothing).
  const formCache = new TtlCache<string, FormRecord | null>(0, clock, 1);
  const now = () => new Date(clock());
  const settingsEnvironment = { allowPrivate: config.webhookAllowPrivate, smtpConfigured: config.smtpUrl !== null };

  /** Stores a form's changed settings once the API's checks pass (a 400 to show on the page otherwise). */
  async function saveForm(form: FormRecord, changes: { name?: string; fields?: FieldDefinition[]; settings: FormSettings }) {
    const updated = await updateForm(db, form, { ...changes, settings: await checkedSettings(changes.settings, settingsEnvironment) });
    deps.forgetForm(form.id);
    if (!updated) throw formNotFound(form.id);
  }

  /** Changes one webhook of a form (found by its URL, unique per form); `change` returns null to remove it. */
  async function changeWebhook(form: FormRecord, url: string, change: (hook: WebhookSetting) => WebhookSetting | null) {
    const hooks = form.settings.webhooks ?? [];
    if (!hooks.some((hook) => hook.url === url)) throw apiError('Bad request', `This form has no webhook ${url}`);
    const changed = hooks.flatMap((hook) => (hook.url === url ? [change(hook) ?? []].flat() : [hook]));
    const { webhooks: _webhooks, ...others } = form.settings;
    await saveForm(form, { settings: changed.length ? { ...others, webhooks: changed } : others });
  }

  async function formFor(viewer: Viewer, formId: string): Promise<FormRecord> {
    const [row] = await db.select({ accountId: formsTable.accountId }).from(formsTable).where(eq(formsTable.id, formId));
    if (!row || !canSee(viewer, row.accountId)) throw apiError('form_not_found', `Form ${formId} does not exist`);
    const access = await formForAccount(db, formId, row.accountId, formCache);
    if (access.state !== 'ok') throw apiError('form_not_found', `Form ${formId} does not exist`);
    return access.form;
  }

  const navOf = (session: Session, current: string): Nav => ({
    operator: session.viewer.kind === 'operator',
    who: session.viewer.kind === 'operator' ? 'operator' : session.viewer.email,
    csrf: session.csrfToken,
    current,
  });

  function signInPage(message: string | null, status = 200) {
    return page('Sign in', html`
<section><h2>Account holder</h2><form method="post" action="/dashboard/sign-in">
<label>E-mail <input name="email" type="email" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button>Sign in</button></form></section>
<section><h2>Operator</h2><form method="post" action="/dashboard/sign-in">
<label>ADMIN_TOKEN <input name="token" type="password" autocomplete="off" required></label><button>Sign in as operator</button></form></section>
${message ? html`<p class="error" role="alert">${message}</p>` : ''}`, null, status);
  }

  async function startSession(request: Request, userId: string | null) {
    const { secret } = await openSession(db, userId, now(), config.dashboardSessionMinutes);
    return new Response(null, {
      status: 303,
      headers: { location: '/dashboard/keys', 'set-cookie': sessionCookie(request, config, secret, config.dashboardSessionMinutes * 60) },
    });
  }

  /** A key the viewer may change: an account holder only their own (404 otherwise, as if it did not exist). */
  async function ownKey(viewer: Viewer, keyId: string) {
    const [key] = (await listKeys(db, { accountId: scopedAccount(viewer, undefined) })).filter((row) => row.id === keyId);
    if (!key) throw apiError('not_found', `Key ${keyId} does not exist`);
    return key;
  }

  /** `shown`: a secret just minted (created or rolled), on the page this once; `notice` says what happened to the old one. */
  async function keysPage(session: Session, shown: { key: string; id: string; notice?: string } | null, error: string | null) {
    const { viewer } = session;
    const accountId = scopedAccount(viewer, undefined);
    const [keys, accountRows] = await Promise.all([listKeys(db, { accountId }), viewer.kind === 'operator' ? listAccounts(db) : Promise.resolve([])]);
    const plans = creatablePlans(viewer, keys);
    const planOptions = plans.map((servicePlan) => html`<option value="${servicePlan}">${servicePlan.replace(':', ' · ')}</option>`);
    return page('Keys', html`
${shown ? html`<section><h2>New key</h2><p>Copy it now: it is shown only once.${shown.notice ? ` ${shown.notice}` : ''}</p>
<div class="secret"><code id="new-key" data-key-id="${shown.id}">${shown.key}</code><button type="button" data-copy="new-key">Copy</button></div></section>` : ''}
${error ? html`<p class="error" role="alert">${error}</p>` : ''}
<section><h2>Create a key</h2>${plans.length ? '' : html`<p class="muted">Your account has no active key to take a plan from: ask the operator for one.</p>`}<form method="post" action="/dashboard/keys">${csrfField(session.csrfToken)}
<label>Service and plan <select name="servicePlan">${planOptions}</select></label>
<label>Name <input name="name" maxlength="200"></label>
<label>Mode <select name="mode"><option value="live">live</option><option value="test">test (forms)</option></select></label>
<label>Expires (UTC, empty: never) <input name="expiresAt" type="datetime-local"></label>
<label>Kind <select name="kind"><option value="secret">secret (server side, full access)</option><option value="publishable">publishable (forms: for a web page)</option></select></label>
<label>Allowed origins <input name="allowedOrigins" maxlength="2000" placeholder="https://example.org, https://www.example.org" aria-describedby="origins-help"></label>
<p class="muted" id="origins-help">A publishable key may only submit, post views and field events, from the origins each form allows; origins here narrow that further (empty: the forms' lists alone).</p>
${viewer.kind === 'operator' ? html`<label>Account <select name="accountId"><option value="">(new account)</option>${accountRows.map((account) => html`<option value="${account.id}">${account.name} (${account.id})</option>`)}</select></label>
<label>Burst limit (analyzer keys; empty: ${config.burstLimit} per ${config.burstWindowSeconds} s) <input name="burstLimit" type="number" min="${BurstLimit.minimum}" max="${BurstLimit.maximum}" step="1"></label>
<p><label for="new-metadata">Metadata (JSON object, optional)</label><textarea id="new-metadata" name="metadata" rows="2" placeholder='{"customer": "acme", "tier": 2}'></textarea></p>` : ''}
<button>Create key</button></form></section>
<section><h2>Keys of every service</h2><p class="muted">Times in UTC. Rolling mints a new secret; the old one keeps working for the grace seconds (default ${DEFAULT_ROLL_GRACE_SECONDS}).</p>
<table><thead><tr><th>Prefix</th><th>Name and metadata</th><th>Service</th><th>Kind</th><th>Plan</th><th>Account</th><th>Created</th><th>Status</th><th>Expires</th><th>Last used</th><th>Burst limit</th><th></th></tr></thead><tbody>
${keys.map((key) => {
      const status = keyStatus(key, clock());
      const metadata = Object.keys(key.metadata as object).length ? JSON.stringify(key.metadata) : '';
      const burst = key.service === 'analyze' ? (key.burstLimit === null ? `default (${config.burstLimit})` : String(key.burstLimit)) : 'per account';
      return html`<tr data-key-id="${key.id}" data-status="${status}"><td><code>${key.prefix}…</code></td><td>${key.name ?? ''}${metadata ? html`<div class="metadata"><code>${metadata}</code></div>` : ''}</td><td>${key.service}</td><td class="kind">${key.kind}${key.allowedOrigins ? html`<br><span class="muted">${key.allowedOrigins.join(', ')}</span>` : ''}</td><td>${key.plan}</td><td class="account">${key.accountId}</td>
<td>${minute(key.createdAt)}</td><td class="status">${status === 'revoked' ? `revoked ${minute(key.revokedAt)}` : status}</td><td>${key.expiresAt ? minute(key.expiresAt) : 'never'}</td><td>${minute(key.lastUsedAt) || 'never'}</td><td class="burst">${burst}</td>
<td class="actions">${status === 'revoked' ? '' : html`<details><summary>Settings</summary><form method="post" action="/dashboard/keys/${key.id}/settings" class="settings">${csrfField(session.csrfToken)}
<label>Name <input name="name" maxlength="200" value="${key.name ?? ''}"></label>
<label>Expires (UTC, empty: never) <input name="expiresAt" type="datetime-local" value="${minute(key.expiresAt)}"></label>
${key.kind === 'publishable' ? html`<label>Allowed origins (comma-separated; empty: the forms' lists alone) <input name="allowedOrigins" maxlength="2000" value="${key.allowedOrigins?.join(', ') ?? ''}"></label>` : ''}
${viewer.kind === 'operator' ? html`${key.service === 'analyze' ? html`<label>Burst limit (empty: default) <input name="burstLimit" type="number" min="${BurstLimit.minimum}" max="${BurstLimit.maximum}" step="1" value="${key.burstLimit ?? ''}"></label>` : ''}
<label>Metadata (JSON object) <textarea name="metadata" rows="2">${metadata}</textarea></label>` : ''}
<button>Save</button></form></details>
${status === 'active' ? html`<form method="post" action="/dashboard/keys/${key.id}/roll" class="inline">${csrfField(session.csrfToken)}<input name="graceSeconds" type="number" min="0" max="${MAX_ROLL_GRACE_SECONDS}" step="1" placeholder="${DEFAULT_ROLL_GRACE_SECONDS}" aria-label="Grace seconds"><button>Roll</button></form>` : ''}
<form method="post" action="/dashboard/keys/${key.id}/revoke" class="inline">${csrfField(session.csrfToken)}<button class="danger">Revoke</button></form>`}</td></tr>`;
    })}
</tbody></table>${keys.length ? '' : html`<p class="muted">No keys yet.</p>`}</section>`, navOf(session, '/dashboard/keys'));
  }

  async function accountsPage(session: Session, notice: Markup | null) {
    const { viewer } = session;
    const [teams, allAccounts, keys, users] = await Promise.all([
      listTeams(db), listAccounts(db), listKeys(db, { accountId: scopedAccount(viewer, undefined) }), listUsers(db, scopedAccount(viewer, undefined)),
    ]);
    const visible = allAccounts.filter((account) => canSee(viewer, account.id));
    const teamIds = new Set(visible.map((account) => account.teamId));
    const visibleTeams = teams.filter((team) => viewer.kind === 'operator' || teamIds.has(team.id));
    const operator = viewer.kind === 'operator';
    const csrf = csrfField(session.csrfToken);
    const plansOf = (accountId: string) => [...new Set(keys.filter((key) => key.accountId === accountId && !key.revokedAt).map((key) => `${key.service} ${key.plan}`))].join(', ');
    const operatorForms = viewer.kind === 'operator' ? html`
<section><h2>Create</h2>
<form method="post" action="/dashboard/teams">${csrfField(session.csrfToken)}<label>Team name <input name="name" required maxlength="200"></label>
<label>Plan <select name="plan">${PLANS.analyze.map((plan) => html`<option>${plan}</option>`)}</select></label><button>Create team</button></form>
<form method="post" action="/dashboard/accounts">${csrfField(session.csrfToken)}<label>Account name <input name="name" required maxlength="200"></label>
<label>Team <select name="teamId"><option value="">(none)</option>${teams.map((team) => html`<option value="${team.id}">${team.name}</option>`)}</select></label><button>Create account</button></form>
<form method="post" action="/dashboard/users">${csrfField(session.csrfToken)}<label>Dashboard user e-mail <input name="email" type="email" required maxlength="320"></label>
<label>Account <select name="accountId">${visible.map((account) => html`<option value="${account.id}">${account.name}</option>`)}</select></label>
<label>Password <input name="password" type="password" minlength="${MIN_PASSWORD_LENGTH}" placeholder="empty: invitation link"></label><button>Create user</button></form>
</section>` : '';
    return page('Accounts and teams', html`${notice ? html`<section class="notice">${notice}</section>` : ''}
<section><h2>Teams</h2><table><thead><tr><th>Name</th><th>Id</th><th>Plan</th><th>Created</th>${operator ? html`<th></th>` : ''}</tr></thead><tbody>
${visibleTeams.map((team) => html`<tr data-team-id="${team.id}"><td>${team.name}</td><td>${team.id}</td><td class="plan">${team.plan}</td><td>${team.createdAt.toISOString().slice(0, 10)}</td>
${operator ? html`<td><form method="post" action="/dashboard/teams/${team.id}/plan" class="inline">${csrf}<select name="plan" aria-label="Plan">${PLANS.analyze.map((plan) => html`<option${plan === team.plan ? html` selected` : ''}>${plan}</option>`)}</select><button>Change plan</button></form>
<form method="post" action="/dashboard/teams/${team.id}/delete" class="inline" data-confirm="Delete team ${team.name} and its member accounts? Their keys are revoked, their forms and responses deleted.">${csrf}<button class="danger">Delete</button></form></td>` : ''}</tr>`)}</tbody></table></section>
<section><h2>Accounts</h2><table><thead><tr><th>Name</th><th>Id</th><th>Team</th><th>Plans (active keys)</th><th>Created</th>${operator ? html`<th></th>` : ''}</tr></thead><tbody>
${visible.map((account) => html`<tr data-account-id="${account.id}"><td>${account.name}</td><td>${account.id}</td><td>${teams.find((team) => team.id === account.teamId)?.name ?? ''}</td><td>${plansOf(account.id)}</td><td>${account.createdAt.toISOString().slice(0, 10)}</td>
${operator ? html`<td><form method="post" action="/dashboard/accounts/${account.id}/team" class="inline">${csrf}<select name="teamId" aria-label="Team"><option value="">(none)</option>${teams.map((team) => html`<option value="${team.id}"${team.id === account.teamId ? html` selected` : ''}>${team.name}</option>`)}</select><button>Move</button></form>
<form method="post" action="/dashboard/accounts/${account.id}/delete" class="inline" data-confirm="Delete account ${account.name}? Its keys are revoked, its forms and responses deleted.">${csrf}<button class="danger">Delete</button></form></td>` : ''}</tr>`)}</tbody></table></section>
<section><h2>Dashboard users</h2><table><thead><tr><th>E-mail</th><th>Account</th><th>Status</th></tr></thead><tbody>
${users.map((user) => html`<tr><td>${user.email}</td><td>${user.accountId}</td><td>${user.active ? 'active' : 'invited'}</td></tr>`)}</tbody></table></section>
${operatorForms}`, navOf(session, '/dashboard/accounts'));
  }

  async function formsPage(session: Session, error: string | null) {
    const { viewer } = session;
    const rows = await db.select().from(formsTable)
      .where(viewer.kind === 'user' ? eq(formsTable.accountId, viewer.accountId) : undefined).orderBy(desc(formsTable.createdAt));
    const accountRows = viewer.kind === 'operator' ? await listAccounts(db) : [];
    return page('Forms', html`${error ? html`<p class="error" role="alert">${error}</p>` : ''}
<section><h2>Forms</h2><table><thead><tr><th>Name</th><th>Id</th><th>Account</th><th>Created</th></tr></thead><tbody>
${rows.map((form) => html`<tr><td><a href="/dashboard/forms/${form.id}">${form.name}</a></td><td>${form.id}</td><td>${form.accountId}</td><td>${form.createdAt.toISOString().slice(0, 16)}</td></tr>`)}</tbody></table>
${rows.length ? '' : html`<p class="muted">No forms yet.</p>`}</section>
<section><h2>Create a form</h2><form method="post" action="/dashboard/forms">${csrfField(session.csrfToken)}
<label>Name <input name="name" required maxlength="200"></label>
${viewer.kind === 'operator' ? html`<label>Account <select name="accountId">${accountRows.map((account) => html`<option value="${account.id}">${account.name} (${account.id})</option>`)}</select></label>` : ''}
${fieldsEditor('[\n  {"name": "email", "type": "email", "required": true},\n  {"name": "message", "type": "text", "maxLength": 2000}\n]', {})}
<button>Create form</button></form></section>`, navOf(session, '/dashboard/forms'));
  }

  const fieldsEditor = (fieldsJson: string, settings: FormSettings) => html`
<p><label for="fields">Fields in builder order (JSON: name, type, required, label, minLength, maxLength, min, max, pattern, options)</label>
<textarea id="fields" name="fields" rows="10">${fieldsJson}</textarea></p>
${settingsInputs(settings, settingsEnvironment.smtpConfigured)}`;

  /** `shown`: a webhook secret just made, on the page this once. */
  async function formPage(session: Session, form: FormRecord, status: StatusFilter, error: string | null, shown: { url: string; secret: string } | null = null) {
    const [analytics, perDay, responses] = await Promise.all([
      formAnalytics(db, form.id, form.fields),
      submissionsPerDay(db, form.id, now(), CHART_DAYS),
      listResponses(db, form.id, { status, limit: RESPONSES_PAGE, page: 1 }),
    ]);
    const funnel = funnelChart([
      { label: 'Views', value: analytics.views },
      ...analytics.funnel.map((step) => ({ label: step.field, value: step.interactions, dropoffs: step.dropoffs })),
      { label: 'Submissions', value: analytics.submissions },
    ]);
    const filterLink = (value: StatusFilter, label: string) =>
      html`<a href="/dashboard/forms/${form.id}${value ? `?status=${value}` : ''}"${value === status ? html` aria-current="page"` : ''}>${label}</a>`;
    const records = responses.rows.map((row) => toRecord(row, form.fields));
    const csrf = csrfField(session.csrfToken);
    return page(form.name, html`${error ? html`<p class="error" role="alert">${error}</p>` : ''}
${shown ? html`<section><h2>New webhook</h2><p>The signing secret of ${shown.url}; copy it now: it is shown only once.</p>
<div class="secret"><code id="webhook-secret">${shown.secret}</code><button type="button" data-copy="webhook-secret">Copy</button></div></section>` : ''}
<section><h2>Analytics</h2><p>Views <strong>${analytics.views}</strong> · submissions <strong data-metric="submissions">${analytics.submissions}</strong> · conversion ${analytics.conversionRate}% ·
average completion ${analytics.averageCompletionTime} s · spam ${analytics.spamCount}</p>
<h3>Funnel</h3>${funnel}
<h3>Submissions per day</h3>${barChart('Submissions per day (UTC)', [
      { name: 'clean', color: '#2f6fde', values: perDay.clean.map((point) => ({ label: point.day, value: point.count })) },
      { name: 'spam', color: '#c73a3a', values: perDay.spam.map((point) => ({ label: point.day, value: point.count })) },
    ])}</section>
<section><h2>Responses</h2><p>${filterLink(undefined, 'All')} · ${filterLink('clean', 'Clean')} · ${filterLink('spam', 'Spam')} ·
<a href="/dashboard/forms/${form.id}/export.csv">Export CSV</a> · ${responses.total} in all, newest first</p>
<table id="responses"><thead><tr><th>Received</th>${form.fields.map((field) => html`<th>${field.name}</th>`)}<th>Spam</th><th></th></tr></thead><tbody>
${records.map((record) => html`<tr data-response-id="${record._id}"${record.telemetry.isSpam ? html` class="spam"` : ''}><td>${record.createdAt.slice(0, 19).replace('T', ' ')}</td>
${form.fields.map((field) => html`<td>${String(record.data[field.name] ?? '')}</td>`)}<td>${record.telemetry.isSpam ? `spam (${record.telemetry.spamReasons.join(', ')})` : 'clean'}</td>
<td><form method="post" action="/dashboard/forms/${form.id}/responses/${record._id}/spam" class="inline">${csrf}<input type="hidden" name="isSpam" value="${record.telemetry.isSpam ? 'false' : 'true'}"><button>${record.telemetry.isSpam ? 'Not spam' : 'Mark spam'}</button></form>
<form method="post" action="/dashboard/forms/${form.id}/responses/${record._id}/delete" class="inline">${csrf}<button class="danger">Delete</button></form></td></tr>`)}
</tbody></table></section>
<section><h2>Edit</h2><form method="post" action="/dashboard/forms/${form.id}">${csrf}<label>Name <input name="name" required maxlength="200" value="${form.name}"></label>
${fieldsEditor(JSON.stringify(form.fields, null, 2), form.settings)}<button>Save</button></form>
<p class="muted">Form id <code>${form.id}</code> · account ${form.accountId} · submit with <code>POST /v1/f/${form.id}</code> and a forms key.</p></section>
${webhooksSection(form.id, form.settings.webhooks ?? [], session.csrfToken)}`, navOf(session, '/dashboard/forms'));
  }

  async function usagePage(session: Session, requestedOwner: string | undefined) {
    const { viewer } = session;
    const own = viewer.kind === 'user' ? (await db.select().from(accounts).where(eq(accounts.id, viewer.accountId)))[0] : undefined;
    const owner = own ? ownerOfAccount(own) : requestedOwner || undefined;
    const rows = await listUsage(db, { owner });
    const days = lastDays(now(), CHART_DAYS);
    const perDay = new Map<string, number>();
    for (const row of rows) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.used);
    const owners = viewer.kind === 'operator' ? [...new Set((await listUsage(db)).map((row) => row.owner))] : [];
    const series = fillDays(days, [...perDay].map(([day, count]) => ({ day, count })));
    return page('Usage', html`
${viewer.kind === 'operator' ? html`<form method="get" action="/dashboard/usage"><label>Quota owner <select name="owner"><option value="">(all)</option>
${owners.map((name) => html`<option value="${name}"${name === owner ? html` selected` : ''}>${name}</option>`)}</select></label><button>Show</button></form>` : html`<p>Quota owner <code>${owner}</code></p>`}
<section>${barChart('Analyzer requests per day (UTC)', [{ name: 'requests', color: '#2f6fde', values: series.map((point) => ({ label: point.day, value: point.count })) }])}</section>
<p class="muted">Persisted usage (flushed every USAGE_FLUSH_SECONDS); the last ${CHART_DAYS} days.</p>`, navOf(session, '/dashboard/usage'));
  }

  function playgroundPage(session: Session, input: { prompt: string; fields: string; collections: string }) {
    const result = input.prompt
      ? engine.analyze({ prompt: input.prompt, fields: list(input.fields), collections: list(input.collections) }, { now: now(), explain: true })
      : null;
    const tokens = result?.analysis.rawTokens ?? [];
    const explained = Object.entries(result?.explanation ?? {});
    return page('Analyzer playground', html`
<section><form method="post" action="/dashboard/playground">${csrfField(session.csrfToken)}
<p><label for="prompt">Question</label><textarea id="prompt" name="prompt" rows="3" maxlength="4000" required>${input.prompt}</textarea></p>
<label>Fields (comma-separated) <input name="fields" size="50" value="${input.fields}"></label>
<label>Collections (comma-separated) <input name="collections" size="30" value="${input.collections}"></label>
<button>Analyse</button></form></section>
${result ? html`<section><h2>Evidence per member</h2><table class="evidence"><thead><tr><th>Member</th><th>Value</th><th>Confidence</th><th>Tokens</th></tr></thead><tbody>
${explained.map(([member, evidence]) => {
      const marked = new Set(evidence.evidence.flatMap((item) => (item.span ? Array.from({ length: item.span[1] - item.span[0] }, (_, offset) => item.span![0] + offset) : [])));
      return html`<tr data-member="${member}"><td>${member}</td><td><code>${JSON.stringify(evidence.value)}</code></td><td>${evidence.confidence.toFixed(2)}</td>
<td class="tokens">${tokens.map((token, index) => (marked.has(index) ? html`<mark>${token}</mark>` : html`<span>${token}</span>`))}
<div class="muted">${evidence.evidence.map((item) => item.rule).join(', ')}</div></td></tr>`;
    })}</tbody></table></section>
<section><h2>Analysis</h2><pre id="analysis">${JSON.stringify(result.analysis, null, 2)}</pre></section>` : ''}`, navOf(session, '/dashboard/playground'));
  }

  /** The same streamed CSV as the API's export route (one export service). */
  function exportCsv(form: FormRecord): Response {
    return new Response(exportResponses(db, form, 'csv'), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${form.id}.csv"`, 'cache-control': 'no-store' },
    });
  }

  const deleted = (what: string, deletion: Deletion) => {
    deletion.revokedKeyIds.forEach((keyId) => portal.forget(keyId));
    return deletionNotice(what, deletion);
  };
  const showOnAccounts = (session: Session) => (message: string) => accountsPage(session, html`<p class="error" role="alert">${message}</p>`);

  /** Catches a user's own mistake (a bad field list, an unknown account) and shows it on the page instead. */
  async function orShow(work: () => Promise<Response>, show: (message: string) => Promise<Response>) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof NotFoundError || error instanceof InvalidChangeError || error instanceof PasswordHashingUnavailable) return show(error.message);
      if (error instanceof ApiError && error.status === 400) return show(error.message);
      throw error;
    }
  }

  return new Elysia({ name: 'dashboard', prefix: '/dashboard', detail: { hide: true } })
    .get('/assets/:file', ({ params }) => {
      const asset = ASSETS[params.file as AssetName];
      return new Response(asset.body, { headers: { 'content-type': asset.type, 'cache-control': 'public, max-age=3600' } });
    }, { params: t.Object({ file: t.UnionEnum(['app.css', 'app.js']) }) })
    .get('/sign-in', () => signInPage(null))
    .post('/sign-in', async ({ body, request }) => {
      assertSameOrigin(request);
      const subject = body.token !== undefined ? 'operator' : (body.email ?? '').trim().toLowerCase();
      const refusal = await limitSignIn(limiter, request, subject, clock());
      if (refusal) return signInPage('Too many sign-in attempts; wait a few minutes and retry.', 429);
      if (body.token !== undefined) {
        return operatorMatches?.(`Bearer ${body.token}`) ? startSession(request, null) : signInPage('Wrong operator token.', 401);
      }
      try {
        const user = await checkPassword(db, body.email ?? '', body.password ?? '');
        return user ? startSession(request, user.id) : signInPage('Wrong e-mail or password.', 401);
      } catch (error) {
        if (error instanceof PasswordHashingUnavailable) return signInPage('Password sign-in needs the Bun runtime on this server.', 501);
        throw error;
      }
    }, { body: t.Object({ email: t.Optional(Text(320)), password: t.Optional(Text(1024)), token: t.Optional(Text(1024)) }) })
    .get('/invite', ({ query }) => page('Set your password', html`<section><form method="post" action="/dashboard/invite">
<input type="hidden" name="invite" value="${query.token ?? ''}"><label>Password <input name="password" type="password" minlength="${MIN_PASSWORD_LENGTH}" required autocomplete="new-password"></label>
<button>Set password</button></form></section>`, null), { query: t.Object({ token: t.Optional(Text(100)) }) })
    .post('/invite', async ({ body, request }) => {
      assertSameOrigin(request);
      if (body.password.length < MIN_PASSWORD_LENGTH) return signInPage(`The password needs at least ${MIN_PASSWORD_LENGTH} characters; open the invitation link again.`, 400);
      const accepted = await acceptInvite(db, body.invite, body.password, now());
      return accepted ? signInPage('Password set; sign in.') : signInPage('The invitation is unknown or expired; ask the operator for a new one.', 400);
    }, { body: t.Object({ invite: Text(100), password: Text(1024) }) })
    .resolve(async ({ request, body }) => {
      const secret = sessionSecret(request.headers);
      const session = secret ? await readSession(db, secret, now()) : null;
      if (!session) return { session: null as never, secret: '' };
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        assertSameOrigin(request);
        assertCsrfToken((body as { _csrf?: unknown } | undefined)?._csrf, session.csrfToken);
      }
      return { session, secret: secret! };
    })
    .onBeforeHandle(({ session }) => (session ? undefined : redirect('/dashboard/sign-in')))
    .get('', () => redirect('/dashboard/keys'))
    .post('/sign-out', async ({ secret, request }) => {
      await closeSession(db, secret);
      return new Response(null, { status: 303, headers: { location: '/dashboard/sign-in', 'set-cookie': sessionCookie(request, config, '', 0) } });
    }, { body: CsrfForm })
    .get('/keys', ({ session }) => keysPage(session, null, null))
    .post('/keys', ({ session, body }) => orShow(async () => {
      const [service, plan] = body.servicePlan.split(':') as [Service, string];
      const accountKeys = session.viewer.kind === 'operator' ? [] : await listKeys(db, { accountId: session.viewer.accountId });
      if (!creatablePlans(session.viewer, accountKeys).includes(body.servicePlan)) throw apiError('Bad request', `You cannot create keys on ${body.servicePlan}`);
      const mode = body.mode === 'test' ? 'test' : 'live';
      if (mode === 'test' && service !== 'forms') throw apiError('Bad request', 'Test mode exists only for forms keys');
      const accountId = scopedAccount(session.viewer, body.accountId);
      const { name: _name, ...settings } = keySettings(session.viewer, { expiresAt: body.expiresAt, metadata: body.metadata, burstLimit: body.burstLimit, allowedOrigins: body.allowedOrigins });
      const kind = body.kind === 'publishable' ? 'publishable' : 'secret';
      const created = await createKey(db, { service, plan, accountId, name: body.name || undefined, mode, kind, ...settings });
      return keysPage(session, created, null);
    }, (message) => keysPage(session, null, message)), {
      body: t.Object({ ...csrf, ...KeySettingsBody, servicePlan: Text(50), mode: t.Optional(Text(10)), accountId: t.Optional(Text(100)), kind: t.Optional(Text(20)) }),
    })
    .post('/keys/:id/revoke', async ({ session, params }) => {
      const key = await ownKey(session.viewer, params.id);
      await revokeKey(db, key.id);
      portal.forget(key.id);
      return redirect('/dashboard/keys');
    }, { body: CsrfForm, params: IdParams })
    .post('/keys/:id/settings', async ({ session, params, body }) => {
      const key = await ownKey(session.viewer, params.id);
      const { _csrf, ...form } = body;
      return orShow(async () => {
        await updateKey(db, key.id, keySettings(session.viewer, form));
        portal.forget(key.id);
        return redirect('/dashboard/keys');
      }, (message) => keysPage(session, null, message));
    }, { body: t.Object({ ...csrf, ...KeySettingsBody }), params: IdParams })
    .post('/keys/:id/roll', async ({ session, params, body }) => {
      const key = await ownKey(session.viewer, params.id);
      return orShow(async () => {
        const rolled = await rollKey(db, key.id, { graceSeconds: parseGraceSeconds(body.graceSeconds) }, clock());
        portal.forget(key.id);
        return keysPage(session, { key: rolled.key, id: rolled.id, notice: `The old key ${key.prefix}… works until ${minute(rolled.rolledFrom.expiresAt)} UTC.` }, null);
      }, (message) => keysPage(session, null, message));
    }, { body: t.Object({ ...csrf, graceSeconds: t.Optional(Text(20)) }), params: IdParams })
    .get('/accounts', ({ session }) => accountsPage(session, null))
    .post('/teams', async ({ session, body }) => {
      requireOperator(session, 'creates teams');
      if (!(PLANS.analyze as readonly string[]).includes(body.plan)) throw apiError('Bad request', 'Unknown plan');
      await createTeam(db, body);
      return redirect('/dashboard/accounts');
    }, { body: t.Object({ ...csrf, name: t.String({ minLength: 1, maxLength: 200 }), plan: Text(20) }) })
    .post('/teams/:id/plan', ({ session, params, body }) => orShow(async () => {
      requireOperator(session, 'changes plans');
      const { team, keyIds } = await setTeamPlan(db, params.id, body.plan);
      keyIds.forEach((keyId) => portal.forget(keyId));
      return accountsPage(session, html`<p>Team ${team.name} is on plan ${team.plan} from its members' next request.</p>`);
    }, showOnAccounts(session)), { params: IdParams, body: t.Object({ ...csrf, plan: Text(20) }) })
    .post('/teams/:id/delete', ({ session, params }) => orShow(async () => {
      requireOperator(session, 'deletes teams');
      return accountsPage(session, deleted(`Team ${params.id}`, await deleteTeam(db, params.id, now())));
    }, showOnAccounts(session)), { params: IdParams, body: CsrfForm })
    .post('/accounts/:id/team', ({ session, params, body }) => orShow(async () => {
      requireOperator(session, 'moves accounts');
      await setAccountTeam(db, params.id, body.teamId || null);
      return redirect('/dashboard/accounts');
    }, showOnAccounts(session)), { params: IdParams, body: t.Object({ ...csrf, teamId: t.Optional(Text(100)) }) })
    .post('/accounts/:id/delete', ({ session, params }) => orShow(async () => {
      requireOperator(session, 'deletes accounts');
      return accountsPage(session, deleted(`Account ${params.id}`, await deleteAccount(db, params.id, now())));
    }, showOnAccounts(session)), { params: IdParams, body: CsrfForm })
    .post('/accounts', ({ session, body }) => orShow(async () => {
      requireOperator(session, 'creates accounts');
      await createAccount(db, { name: body.name, teamId: body.teamId || null });
      return redirect('/dashboard/accounts');
    }, showOnAccounts(session)), {
      body: t.Object({ ...csrf, name: t.String({ minLength: 1, maxLength: 200 }), teamId: t.Optional(Text(100)) }),
    })
    .post('/users', async ({ session, body, request }) => orShow(async () => {
      requireOperator(session, 'creates dashboard users');
      if (body.password && body.password.length < MIN_PASSWORD_LENGTH) throw apiError('Bad request', `Passwords need at least ${MIN_PASSWORD_LENGTH} characters`);
      const created = await createUser(db, { email: body.email, accountId: body.accountId, password: body.password || undefined }, now());
      if (!created) throw apiError('Bad request', 'A dashboard user with this e-mail exists');
      if (!created.invite) return accountsPage(session, html`<p>User ${created.user.email} created.</p>`);
      const link = `${requestOrigin(request, config)}/dashboard/invite?token=${created.invite}`;
      const emailed = await mailInvitation(config, created.user.email, link);
      return accountsPage(session, html`<p>Invitation for ${created.user.email} (valid ${INVITE_DAYS} days, shown once)${INVITATION_NOTES[emailed]}:</p>
<div class="secret"><code id="invite-link">${link}</code><button type="button" data-copy="invite-link">Copy</button></div>`);
    }, showOnAccounts(session)), {
      body: t.Object({ ...csrf, email: t.String({ format: 'email', maxLength: 320 }), accountId: Text(100), password: t.Optional(Text(1024)) }),
    })
    .get('/usage', ({ session, query }) => usagePage(session, query.owner), { query: t.Object({ owner: t.Optional(Text(200)) }) })
    .get('/forms', ({ session }) => formsPage(session, null))
    .post('/forms', ({ session, body }) => orShow(async () => {
      const accountId = scopedAccount(session.viewer, body.accountId);
      if (!accountId) throw apiError('Bad request', 'Choose the account the form belongs to');
      const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
      if (!account) throw new NotFoundError(`account ${accountId} does not exist`);
      const { _csrf, name, accountId: _account, fields, ...settings } = body;
      const form = await createForm(db, accountId, { name, fields: parseFields(fields), settings: await checkedSettings(editedSettings({}, settings), settingsEnvironment) });
      return redirect(`/dashboard/forms/${form.id}`);
    }, (message) => formsPage(session, message)), {
      body: t.Object({ ...csrf, name: t.String({ minLength: 1, maxLength: 200 }), accountId: t.Optional(Text(100)), fields: Text(200_000), ...SettingsBody }),
    })
    .get('/forms/:id', async ({ session, params, query }) =>
      formPage(session, await formFor(session.viewer, params.id), query.status, null), {
      params: t.Object({ id: Text(100) }), query: t.Object({ status: t.Optional(t.UnionEnum(['clean', 'spam'])) }),
    })
    .post('/forms/:id', async ({ session, params, body }) => {
      const form = await formFor(session.viewer, params.id);
      const { _csrf, name, fields, ...settings } = body;
      return orShow(async () => {
        await saveForm(form, { name, fields: parseFields(fields), settings: editedSettings(form.settings, settings) });
        return redirect(`/dashboard/forms/${form.id}`);
      }, (message) => formPage(session, form, undefined, message));
    }, {
      params: IdParams,
      body: t.Object({ ...csrf, name: t.String({ minLength: 1, maxLength: 200 }), fields: Text(200_000), ...SettingsBody }),
    })
    .post('/forms/:id/webhooks', async ({ session, params, body }) => {
      const form = await formFor(session.viewer, params.id);
      return orShow(async () => {
        const hook = { url: body.url.trim(), secret: body.secret?.trim() || newWebhookSecret(), events: eventsOf(body.events) } as WebhookSetting;
        await saveForm(form, { settings: { ...form.settings, webhooks: [...(form.settings.webhooks ?? []), hook] } });
        return formPage(session, await formFor(session.viewer, form.id), undefined, null, body.secret?.trim() ? null : { url: hook.url, secret: hook.secret });
      }, (message) => formPage(session, form, undefined, message));
    }, { params: IdParams, body: t.Object({ ...csrf, ...WebhookBody, secret: t.Optional(Text(200)) }) })
    .post('/forms/:id/webhooks/events', async ({ session, params, body }) => {
      const form = await formFor(session.viewer, params.id);
      return orShow(async () => {
        await changeWebhook(form, body.url, ({ disabledAt: _disabled, ...hook }) => ({ ...hook, events: eventsOf(body.events) as WebhookSetting['events'] }));
        return redirect(`/dashboard/forms/${form.id}#webhooks`);
      }, (message) => formPage(session, form, undefined, message));
    }, { params: IdParams, body: t.Object({ ...csrf, ...WebhookBody }) })
    .post('/forms/:id/webhooks/remove', async ({ session, params, body }) => {
      const form = await formFor(session.viewer, params.id);
      return orShow(async () => {
        await changeWebhook(form, body.url, () => null);
        return redirect(`/dashboard/forms/${form.id}#webhooks`);
      }, (message) => formPage(session, form, undefined, message));
    }, { params: IdParams, body: t.Object({ ...csrf, url: Text(5000) }) })
    .post('/forms/:id/responses/:responseId/spam', async ({ session, params, body }) => {
      const form = await formFor(session.viewer, params.id);
      if (!(await setSpam(db, form.id, params.responseId, body.isSpam === 'true'))) throw apiError('response_not_found', 'No such response');
      return redirect(`/dashboard/forms/${form.id}`);
    }, { params: t.Object({ id: Text(100), responseId: Text(100) }), body: t.Object({ ...csrf, isSpam: t.UnionEnum(['true', 'false']) }) })
    .post('/forms/:id/responses/:responseId/delete', async ({ session, params }) => {
      const form = await formFor(session.viewer, params.id);
      if (!(await deleteResponse(db, form.id, params.responseId))) throw apiError('response_not_found', 'No such response');
      return redirect(`/dashboard/forms/${form.id}`);
    }, { params: t.Object({ id: Text(100), responseId: Text(100) }), body: CsrfForm })
    .get('/forms/:id/export.csv', async ({ session, params }) => exportCsv(await formFor(session.viewer, params.id)), { params: t.Object({ id: Text(100) }) })
    .get('/playground', ({ session }) => playgroundPage(session, { prompt: '', fields: '', collections: '' }))
    .post('/playground', ({ session, body }) => playgroundPage(session, body), {
      body: t.Object({ ...csrf, prompt: t.String({ minLength: 1, maxLength: 4000 }), fields: Text(5000), collections: Text(2000) }),
    });
}
