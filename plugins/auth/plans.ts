/** Plans per service, as data: the admin API validates against these and the limits read them. */
export const SERVICES = ['analyze', 'forms'] as const;
export type Service = (typeof SERVICES)[number];

export const PLANS = {
  analyze: ['free', 'pro', 'ultra', 'team'],
  forms: ['free', 'pro', 'business'],
} as const satisfies Record<Service, readonly string[]>;

export type AnalyzePlan = (typeof PLANS.analyze)[number];
export type FormsPlan = (typeof PLANS.forms)[number];

/**
 * Forms per-account limits per minute: `post` and `get` from the form-collection contract (submissions and other
 * writes, reads); `telemetry` for views and field events, a bucket of its own so a page's visits never eat the
 * submissions (a view and a few field events per visitor: five times the plan's submissions).
 */
export const FORMS_RATE_LIMITS: Record<FormsPlan, { post: number; get: number; telemetry: number }> = {
  free: { post: 60, get: 30, telemetry: 300 },
  pro: { post: 300, get: 120, telemetry: 1500 },
  business: { post: 1000, get: 600, telemetry: 5000 },
};

/**
 * Per client address and account, per minute, for publishable-key traffic, drawn before the account's bucket: one
 * visitor holding a page's key can take at most this share of the account's plan, whatever the plan.
 */
export const PUBLISHABLE_ADDRESS_LIMITS = { post: 10, telemetry: 60 } as const;

/** Visible key prefixes: the analyzer's service prefix, and the forms live/test modes. */
export const KEY_PREFIXES = { analyze: 'pa', forms: { live: 'ff_live', test: 'ff_test' } } as const;
export type KeyMode = keyof typeof KEY_PREFIXES.forms;

/**
 * Key kinds (Stripe's sk_/pk_ idea): a secret key has full access and is accepted only in a header; a publishable
 * forms key (`ff_live_pk_…`, `ff_test_pk_…`) may sit in a web page: it may only submit, post views and post field
 * events, from the origins allowed for the form and the key, and may travel in the URL (`?key=`).
 */
export const KEY_KINDS = ['secret', 'publishable'] as const;
export type KeyKind = (typeof KEY_KINDS)[number];
export const PUBLISHABLE_MARK = 'pk';
export const PUBLISHABLE_PREFIXES = Object.values(KEY_PREFIXES.forms).map((mode) => `${mode}_${PUBLISHABLE_MARK}_`);
export const looksPublishable = (key: string) => PUBLISHABLE_PREFIXES.some((prefix) => key.startsWith(prefix));
