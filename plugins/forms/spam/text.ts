import confusables from './data/confusables.json' with { type: 'json' };

const LOOKALIKES: Readonly<Record<string, string>> = confusables.lookalikes;
const DIGITS_IN_WORDS: Readonly<Record<string, string>> = confusables.digitsInWords;

const NON_WORD = /[^\p{L}\p{N}]+/u;
const COMBINING_OR_INVISIBLE = /[\p{M}\p{Cf}]/gu;
const HAS_LETTER = /\p{L}/u;
/**
 * Most submissions are plain ASCII, which has nothing to decompose, no combining or invisible characters, and
 * only A–Z, a–z and 0–9 as letters and digits: their folding and splitting skip the Unicode machinery.
 */
const ASCII_ONLY = /^[\x00-\x7f]*$/;
const ASCII_NON_WORD = /[^A-Za-z0-9]+/;

/**
 * Words of the text, lower case and compatibility-folded (fullwidth, 𝐦𝐚𝐭𝐡 letters), accents and zero-width characters
 * removed. CJK runs stay one token, as they have no spaces to split on.
 */
export function foldedWords(text: string): string[] {
  const words = ASCII_ONLY.test(text)
    ? text.toLowerCase().split(ASCII_NON_WORD)
    : text.normalize('NFKD').replace(COMBINING_OR_INVISIBLE, '').toLowerCase().split(NON_WORD);
  return words.filter(Boolean);
}

const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'gu');
const DIGITS_READ_AS_LETTERS = `[${Object.keys(DIGITS_IN_WORDS).join('')}]`;
const DIGIT_IN_WORD = new RegExp(DIGITS_READ_AS_LETTERS, 'gu');
const HAS_DIGIT_READ_AS_LETTER = new RegExp(DIGITS_READ_AS_LETTERS, 'u');

/**
 * A word's digits read as the letters they stand for ("v1agra"), when the word has letters too. Only a word with
 * such a digit can change, so that cheap test runs first: most words have no digit at all.
 */
const digitsAsLetters = (token: string) =>
  HAS_DIGIT_READ_AS_LETTER.test(token) && HAS_LETTER.test(token) ? token.replace(DIGIT_IN_WORD, (digit) => DIGITS_IN_WORDS[digit]!) : token;

/**
 * Folded words as spam phrases are matched against them: look-alike letters mapped to the Latin ones they
 * imitate, joined by single spaces with a space at each end so that ` word ` matches whole words only.
 * Phrases go through the same mapping, so a Cyrillic phrase still matches its own (equally mapped) text.
 */
export function skeleton(words: readonly string[]): string {
  return ` ${words.map(digitsAsLetters).join(' ')} `.replace(LOOKALIKE, (letter) => LOOKALIKES[letter]!);
}
