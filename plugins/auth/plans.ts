/** Plans per service, as data: the admin API validates against these and the limits read them. */
export const SERVICES = ['analyze', 'forms'] as const;
export type Service = (typeof SERVICES)[number];

export const PLANS = {
  analyze: ['free', 'pro', 'ultra', 'team'],
  forms: ['free', 'pro', 'business'],
} as const satisfies Record<Service, readonly string[]>;

export type AnalyzePlan = (typeof PLANS.analyze)[number];
export type FormsPlan = (typeof PLANS.forms)[number];

/** Forms per-account limits per minute, from the form-collection contract. */
export const FORMS_RATE_LIMITS: Record<FormsPlan, { post: number; get: number }> = {
  free: { post: 60, get: 30 },
  pro: { post: 300, get: 120 },
  business: { post: 1000, get: 600 },
};

/** Visible key prefixes: the analyzer's service prefix, and the forms live/test modes. */
export const KEY_PREFIXES = { analyze: 'pa', forms: { live: 'ff_live', test: 'ff_test' } } as const;
export type KeyMode = keyof typeof KEY_PREFIXES.forms;
