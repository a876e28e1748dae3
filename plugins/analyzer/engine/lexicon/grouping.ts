/**
 * Words of counting per group and of grouping (kept apart from words.ts so that lexicon grows without merge churn).
 */

/** Nouns that count occurrences of the group itself ("used fewer than 5 times", "on at least two occasions"). */
export const OCCURRENCE_NOUNS: ReadonlySet<string> = new Set(['times', 'occasions', 'occurrences', 'instances']);

/** Units of a measured value: "more than 5 dollars" compares a value, it counts no records (canonical forms). */
export const VALUE_UNITS: ReadonlySet<string> = new Set([
  'dollar', 'euro', 'pound', 'cent', 'point', 'percent', 'degree', 'meter', 'metre', 'kilometer', 'mile', 'foot', 'feet',
  'inch', 'kilogram', 'gram', 'ton', 'liter', 'litre', 'unit', 'credit', 'hour', 'minute', 'second', 'day', 'week',
  'month', 'year', 'k', 'thousand', 'million', 'billion', 'star', 'vote', 'seat', 'lap', 'mile',
]);
