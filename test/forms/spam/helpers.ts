import { DEFAULT_SPAM_CONFIG } from '../../../plugins/forms/spam/config.ts';
import { buildContext } from '../../../plugins/forms/spam/context.ts';
import type { ScreenContext, ScreenInput } from '../../../plugins/forms/spam/types.ts';

export const T0 = Date.parse('2026-03-02T09:00:00Z');
export const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** A clean contact-form submission; override what a test is about. */
export function submission(overrides: Partial<ScreenInput> = {}): ScreenInput {
  return {
    payload: { name: 'Sarah Mitchell', email: 'sarah@gmail.com', message: 'Do you ship to Canada?', _gotcha: '' },
    formId: 'frm_contact',
    formFieldNames: ['name', 'email', 'message'],
    settings: {},
    ip: '198.51.100.7',
    userAgent: CHROME,
    completionSeconds: 42,
    now: T0,
    ...overrides,
  };
}

export const contextOf = (overrides: Partial<ScreenInput> = {}): ScreenContext => buildContext(submission(overrides), DEFAULT_SPAM_CONFIG);

/** Context of a contact form whose message is `message`. */
export const messageContext = (message: string, overrides: Partial<ScreenInput> = {}) =>
  contextOf({ payload: { name: 'Sam', email: 'sam@gmail.com', message }, ...overrides });
