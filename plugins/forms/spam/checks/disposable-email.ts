import mailchecker from 'mailchecker';
import { emailDomain } from '../../email.ts';
import type { SpamCheck } from '../types.ts';

// mailchecker's isValid() also fails addresses its ASCII-only syntax rule rejects (IDN mailboxes), which are not
// disposable, so only its maintained domain list is used here, looked up for the domain and each parent domain.
const DISPOSABLE_DOMAINS = mailchecker.blacklist();

export function isDisposableDomain(domain: string): boolean {
  const labels = domain.toLowerCase().replace(/\.$/u, '').split('.');
  for (let start = 0; start < labels.length - 1; start++) if (DISPOSABLE_DOMAINS.has(labels.slice(start).join('.'))) return true;
  return false;
}

/** Any submitted value that is an address at a throwaway-mail domain. */
export function createDisposableEmailCheck(config: { weight: number }): SpamCheck {
  return {
    reason: 'disposable_email',
    weight: config.weight,
    evaluate: ({ values }) =>
      values.some(([, value]) => {
        const domain = emailDomain(value);
        return domain !== null && isDisposableDomain(domain);
      }) ? 1 : 0,
  };
}
