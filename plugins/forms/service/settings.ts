import { invalidAddressEntry } from '../../../src/ip-ranges.ts';
import { originsProblem } from '../../auth/origins.ts';
import { webhookUrlProblem } from './deliveries.ts';
import type { FormSettings } from './forms.ts';

export interface SettingsProblem {
  code: string;
  message: string;
}

/** An absolute http(s) URL. */
export const isWebUrl = (text: string) => URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol);

/**
 * What is wrong with a form's settings, or null: an allowlist entry that is no address or CIDR block, an allowed
 * origin that is not one as browsers send it, a webhook URL that is not https or reaches a private address (unless
 * the operator allows it), a URL used twice, a success URL that is not http(s), or e-mail notifications while no
 * SMTP server is configured (refused rather than silently never sent).
 */
export async function settingsProblem(settings: FormSettings | undefined, environment: { allowPrivate: readonly string[]; smtpConfigured: boolean }): Promise<SettingsProblem | null> {
  if (!settings) return null;
  const badEntry = settings.allowlist ? invalidAddressEntry(settings.allowlist) : null;
  if (badEntry !== null) return { code: 'invalid_settings', message: `allowlist: "${badEntry}" is not an IP address or CIDR block` };
  const badOrigin = settings.allowedOrigins ? originsProblem(settings.allowedOrigins) : null;
  if (badOrigin !== null) return { code: 'invalid_settings', message: `allowedOrigins: ${badOrigin}` };
  const urls = new Set<string>();
  for (const hook of settings.webhooks ?? []) {
    if (urls.has(hook.url)) return { code: 'invalid_settings', message: 'webhooks: each URL may appear once' };
    urls.add(hook.url);
    const problem = await webhookUrlProblem(hook.url, environment.allowPrivate);
    if (problem) return { code: 'invalid_webhook_url', message: `webhooks: the URL ${problem}` };
  }
  if (settings.successUrl !== undefined && !isWebUrl(settings.successUrl)) return { code: 'invalid_settings', message: 'successUrl: must be an absolute http(s) URL' };
  if (settings.notifications && !environment.smtpConfigured) {
    return { code: 'smtp_not_configured', message: 'notifications need an SMTP server: the operator must set SMTP_URL' };
  }
  return null;
}
