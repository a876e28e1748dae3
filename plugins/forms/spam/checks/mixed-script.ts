import { strengthAt, type StrengthStep } from '../config.ts';
import type { SpamCheck } from '../types.ts';

const LATIN = /\p{Script=Latin}/u;
const CYRILLIC_OR_GREEK = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

const countMixedScriptWords = (words: readonly string[]) =>
  words.filter((word) => CYRILLIC_OR_GREEK.test(word) && LATIN.test(word)).length; // the rarer script first: most words stop there

/**
 * Words mixing Latin with Cyrillic or Greek letters ("саsinо", "vіagra"). Real words stay in one script;
 * one such word can be a keyboard-layout slip, several are obfuscation. Latin next to CJK is normal and ignored.
 */
export function createMixedScriptCheck(config: { weight: number; steps: StrengthStep[] }): SpamCheck {
  return {
    reason: 'mixed_script',
    weight: config.weight,
    evaluate: ({ words }) => strengthAt(config.steps, countMixedScriptWords(words)),
  };
}
