import { RE2JS } from 're2js';
import { BoundedCache } from '../../../src/bounded-cache.ts';

/**
 * Tenant-supplied field patterns run on RE2 (re2js, a pure-JS port): matching time is linear in the input,
 * so `^(a+)+$` cannot backtrack exponentially. Linear is not free — a pattern compiles to a program of N
 * instructions and a match costs up to N × input length steps (~20–30 ns each here) — so a form's patterned
 * fields must fit PATTERN_BUDGET together (program size × the field's maxLength, summed), a few tens of
 * milliseconds per submission at worst. RE2 syntax is JavaScript's without lookaround or backreferences;
 * matching is by code point, like JavaScript's `u` flag, and unanchored (`test`), like before.
 */
export const PATTERN_BUDGET = 1_000_000;

const programs = new BoundedCache<string, RE2JS | null>(10_000);

function compiled(pattern: string): RE2JS | null {
  return programs.getOrCompute(pattern, () => {
    try {
      return RE2JS.compile(pattern);
    } catch {
      return null;
    }
  });
}

/** Steps a match may cost: the program's size × the longest value it will see; null when RE2 refuses it. */
export function patternCost(pattern: string, maxLength: number): number | null {
  const program = compiled(pattern);
  return program ? program.programSize() * maxLength : null;
}

/** Whether `value` contains a match; a stored pattern RE2 cannot compile matches nothing. */
export function matchesPattern(pattern: string, value: string): boolean {
  return compiled(pattern)?.matcher(value).find() ?? false;
}
