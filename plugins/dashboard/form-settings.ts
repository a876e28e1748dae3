import { randomBytes } from 'node:crypto';
import { t, type Static, type TSchema } from 'elysia';
import { Value, type ValueError } from '@sinclair/typebox/value';
import { apiError } from '../../src/errors.ts';
import { SettingsModel } from '../forms/model.ts';
import { WEBHOOK_EVENTS, type WebhookSetting } from '../forms/service/deliveries.ts';
import { UNDECLARED_POLICIES } from '../forms/service/fields.ts';
import type { FormSettings } from '../forms/service/forms.ts';
import { settingsProblem } from '../forms/service/settings.ts';
import { csrfField, html, type Markup } from './html.ts';

/**
 * The form editor's settings: each read from the text of its inputs into what the API's JSON would carry, then
 * judged by the API's own checks (the SettingsModel schema, then settingsProblem): the page has no rules of its own.
 */

/**
 * TypeBox's words for a failure, made readable: an enum lists its values; Elysia's integers and numbers are a union
 * of a numeric string and the number itself, and the page sends numbers, so the number's own failure is the reason.
 */
function reasonOf(error: ValueError): string {
  const values = error.schema.enum;
  if (Array.isArray(values)) return `Expected one of ${values.join(', ')}`;
  const alternatives = error.errors.map((branch) => branch.First()).filter((branch) => branch !== undefined);
  return alternatives.at(-1)?.message ?? error.message;
}

/** `value` against the API's schema; a 400 naming the first offending path otherwise. */
export function checkedAgainst<T extends TSchema>(label: string, schema: T, value: unknown): Static<T> {
  if (Value.Check(schema, value)) return value;
  const first = Value.Errors(schema, value).First();
  throw apiError('Bad request', `${label}: ${first?.path || '/'} ${first ? reasonOf(first) : 'is invalid'}`);
}

/** Items typed one per line or comma-separated. */
export const list = (raw: string | undefined) => (raw ?? '').split(/[,\n]/).map((item) => item.trim()).filter(Boolean);

const trimmed = (raw: string | undefined) => raw?.trim() || undefined;
const numeric = (raw: string | undefined) => (raw?.trim() ? Number(raw) : undefined);
const items = (raw: string | undefined) => {
  const values = list(raw);
  return values.length ? values : undefined;
};

/** Input names of the settings part of the editor, with their bodies' bounds (loose: the schema says what fits). */
export const SettingsBody = {
  honeypotField: t.Optional(t.String({ maxLength: 1000 })),
  minSeconds: t.Optional(t.String({ maxLength: 40 })),
  undeclaredFields: t.Optional(t.String({ maxLength: 40 })),
  allowlist: t.Optional(t.String({ maxLength: 20_000 })),
  retentionDays: t.Optional(t.String({ maxLength: 40 })),
  successUrl: t.Optional(t.String({ maxLength: 5000 })),
  allowedOrigins: t.Optional(t.String({ maxLength: 20_000 })),
  notificationRecipients: t.Optional(t.String({ maxLength: 5000 })),
  notificationSubject: t.Optional(t.String({ maxLength: 1000 })),
};
type SettingsForm = { [Name in keyof typeof SettingsBody]?: string };
type EditedSetting = Exclude<keyof FormSettings, 'webhooks'>;

/**
 * Setting → the inputs it is read from and how; an empty input clears the setting. Webhooks are edited on their
 * own (their secrets never go back into a page). A setting none of whose inputs a post carries stays as stored.
 */
const SETTING_INPUTS: { [Name in EditedSetting]-?: { inputs: ReadonlyArray<keyof SettingsForm>; read(form: SettingsForm): unknown } } = {
  honeypotField: { inputs: ['honeypotField'], read: (form) => trimmed(form.honeypotField) },
  minSeconds: { inputs: ['minSeconds'], read: (form) => numeric(form.minSeconds) },
  undeclaredFields: { inputs: ['undeclaredFields'], read: (form) => trimmed(form.undeclaredFields) },
  allowlist: { inputs: ['allowlist'], read: (form) => items(form.allowlist) },
  retentionDays: { inputs: ['retentionDays'], read: (form) => numeric(form.retentionDays) },
  successUrl: { inputs: ['successUrl'], read: (form) => trimmed(form.successUrl) },
  allowedOrigins: { inputs: ['allowedOrigins'], read: (form) => items(form.allowedOrigins) },
  notifications: {
    inputs: ['notificationRecipients', 'notificationSubject'],
    read: (form) => {
      const recipients = items(form.notificationRecipients);
      const subject = trimmed(form.notificationSubject);
      return recipients || subject ? { recipients: recipients ?? [], subject: subject ?? '' } : undefined;
    },
  },
};

/** The stored settings with what the post changed. */
export function editedSettings(stored: FormSettings, form: SettingsForm): FormSettings {
  const settings: Record<string, unknown> = { ...stored };
  for (const [name, setting] of Object.entries(SETTING_INPUTS)) {
    if (!setting.inputs.some((input) => form[input] !== undefined)) continue;
    const value = setting.read(form);
    if (value === undefined) delete settings[name];
    else settings[name] = value;
  }
  return settings as FormSettings;
}

export interface SettingsEnvironment {
  allowPrivate: readonly string[];
  smtpConfigured: boolean;
}

/** What the API's POST and PATCH accept, judged the same way: schema first, then the settings service. */
export async function checkedSettings(settings: FormSettings, environment: SettingsEnvironment): Promise<FormSettings> {
  const valid = checkedAgainst('Settings', SettingsModel, settings);
  const problem = await settingsProblem(valid, environment);
  if (problem) throw apiError('Bad request', problem.message);
  return valid;
}

/** A Standard Webhooks secret for a webhook added without one: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** Checkbox values: none, one or several of the same name (the schema then judges them). */
export const eventsOf = (raw: string | string[] | undefined) => [raw ?? []].flat();

const eventBoxes = (checked: readonly string[]) =>
  WEBHOOK_EVENTS.map((event) => html`<label><input type="checkbox" name="events" value="${event}"${checked.includes(event) ? html` checked` : ''}> ${event}</label>`);

/** The settings inputs of the create and edit forms, filled with the stored values. */
export function settingsInputs(settings: FormSettings, smtpConfigured: boolean): Markup {
  const [defaultPolicy] = UNDECLARED_POLICIES;
  const undeclared = settings.undeclaredFields ?? defaultPolicy;
  // The default's option posts back what is stored ('' when unset): saving an untouched page changes nothing.
  const policyValue = (policy: string) => (policy === defaultPolicy && settings.undeclaredFields !== defaultPolicy ? '' : policy);
  return html`<fieldset><legend>Spam screening</legend>
<label>Honeypot field <input name="honeypotField" maxlength="100" value="${settings.honeypotField ?? ''}"></label>
<label>Minimum seconds before submit <input name="minSeconds" type="number" min="0" max="3600" step="any" value="${settings.minSeconds ?? ''}"></label>
<p><label for="allowlist">Allowlist (IP addresses or CIDR blocks that skip the velocity checks; one per line)</label>
<textarea id="allowlist" name="allowlist" rows="2">${(settings.allowlist ?? []).join('\n')}</textarea></p></fieldset>
<fieldset><legend>Submissions</legend>
<label>Undeclared fields <select name="undeclaredFields">${UNDECLARED_POLICIES.map((policy) => html`<option value="${policyValue(policy)}"${policy === undeclared ? html` selected` : ''}>${policy}${policy === defaultPolicy ? ' (default)' : ''}</option>`)}</select></label>
<label>Retention in days (empty: kept) <input name="retentionDays" type="number" min="1" max="36500" step="1" value="${settings.retentionDays ?? ''}"></label></fieldset>
<fieldset><legend>Web pages</legend>
<label>Success URL (empty: a built-in thank-you page) <input name="successUrl" type="url" size="50" value="${settings.successUrl ?? ''}"></label>
<label>Allowed origins (pages that may use a publishable key and where <code>_next</code> may redirect; comma-separated) <input name="allowedOrigins" size="60" placeholder="https://example.org" value="${(settings.allowedOrigins ?? []).join(', ')}"></label></fieldset>
<fieldset><legend>E-mail notifications</legend>${smtpConfigured ? '' : html`<p class="muted">This server has no SMTP_URL: notifications are refused until the operator sets it.</p>`}
<label>Recipients (comma-separated) <input name="notificationRecipients" size="50" value="${(settings.notifications?.recipients ?? []).join(', ')}"></label>
<label>Subject ({form}, {field.NAME}) <input name="notificationSubject" size="40" value="${settings.notifications?.subject ?? ''}"></label></fieldset>`;
}

/** The webhooks of a form: each with its events (saving them re-enables a disabled one) and removal; one to add. */
export function webhooksSection(formId: string, webhooks: readonly WebhookSetting[], csrfToken: string): Markup {
  const csrf = csrfField(csrfToken);
  return html`<section id="webhooks"><h2>Webhooks</h2><p class="muted">Signed per Standard Webhooks; a secret is shown once, when the webhook is added.</p>
<table><thead><tr><th>URL</th><th>Status</th><th>Events</th><th></th></tr></thead><tbody>
${webhooks.map((hook) => html`<tr data-webhook="${hook.url}"><td><code>${hook.url}</code></td><td>${hook.disabledAt ? `disabled ${hook.disabledAt.slice(0, 16)}` : 'active'}</td>
<td><form method="post" action="/dashboard/forms/${formId}/webhooks/events" class="inline">${csrf}<input type="hidden" name="url" value="${hook.url}">${eventBoxes(hook.events)}<button>${hook.disabledAt ? 'Save and re-enable' : 'Save'}</button></form></td>
<td><form method="post" action="/dashboard/forms/${formId}/webhooks/remove" class="inline">${csrf}<input type="hidden" name="url" value="${hook.url}"><button class="danger">Remove</button></form></td></tr>`)}
</tbody></table>${webhooks.length ? '' : html`<p class="muted">No webhooks.</p>`}
<form method="post" action="/dashboard/forms/${formId}/webhooks">${csrf}<label>URL (https) <input name="url" type="url" size="50" required></label>
${eventBoxes(['submission.created'])}<label>Secret (empty: one is made) <input name="secret" type="password" autocomplete="off" size="30"></label><button>Add webhook</button></form></section>`;
}
