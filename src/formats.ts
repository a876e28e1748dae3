import { FormatRegistry } from '@sinclair/typebox';

/**
 * String formats the schemas use, registered once with checkers that compile their pattern once.
 * `@elysiajs/openapi` registers `date` (and others) as `(value) => check(z.string().date(), value)`, which builds
 * a Zod schema on every check: a few microseconds each time a response or body carries a date (the analyzer's
 * date ranges). `date` keeps Zod's meaning — YYYY-MM-DD naming a real calendar day — at the cost of one regex.
 */
const ISO_DATE = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/;

export function registerFormats(): void {
  FormatRegistry.Set('date', (value) => ISO_DATE.test(value));
}
