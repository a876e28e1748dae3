import phraseList from '../data/spam-phrases.json' with { type: 'json' };
import { foldedWords, skeleton } from '../text.ts';
import type { SpamCheck } from '../types.ts';

export type PhraseMatch = 'word' | 'prefix' | 'anywhere';

export interface SpamPhrase {
  topic: string;
  text: string;
  weight: number;
  match?: PhraseMatch;
}

/** Scripts written without spaces between words: their phrases can only be found as substrings. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

interface CompiledPhrase {
  needle: string;
  weight: number;
}

function compile(phrase: SpamPhrase): CompiledPhrase {
  const match: PhraseMatch = UNSPACED_SCRIPT.test(phrase.text) ? 'anywhere' : (phrase.match ?? 'word');
  const bounded = skeleton(foldedWords(phrase.text)); // " word word "
  const needle = match === 'word' ? bounded : match === 'prefix' ? bounded.trimEnd() : bounded.trim();
  return { needle, weight: phrase.weight };
}

const DEFAULT_SPAM_PHRASES: readonly SpamPhrase[] = phraseList.phrases as SpamPhrase[];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Sum of the weights of the phrases found in the text (each phrase counts once), capped at 1. */
export function createSpamPhrasesCheck(config: { weight: number }, phrases: readonly SpamPhrase[] = DEFAULT_SPAM_PHRASES): SpamCheck {
  const compiled = phrases.map(compile);
  // One pass of a combined pattern tells most (clean) texts apart at once; only a hit pays for the per-phrase scan.
  const anyPhrase = new RegExp(compiled.map((phrase) => escapeRegExp(phrase.needle)).join('|'), 'u');
  return {
    reason: 'spam_phrases',
    weight: config.weight,
    evaluate: ({ words }) => {
      if (words.length === 0) return 0;
      const haystack = skeleton(words);
      if (!anyPhrase.test(haystack)) return 0;
      let strength = 0;
      for (const phrase of compiled) if (haystack.includes(phrase.needle)) strength += phrase.weight;
      return Math.min(1, strength);
    },
  };
}
