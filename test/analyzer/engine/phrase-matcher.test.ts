import { describe, expect, test } from 'bun:test';
import { phraseMatcher } from '../../../plugins/analyzer/engine/context.ts';
import { tokenize } from '../../../plugins/analyzer/engine/stages/tokenize.ts';

/** The phrase found at each token of `text`, or '-' where none opens. */
function matchesIn(text: string, phrases: readonly string[]): string[] {
  const match = phraseMatcher(phrases.map((p) => [p.split(' '), p] as const));
  const tokens = tokenize(text);
  return tokens.map((_, at) => match(tokens, at)?.[1] ?? '-');
}

describe('phraseMatcher: the letters-and-length filter before the look-up rules out no phrase', () => {
  test('words sharing a first word\'s first letter and length, or its last letter and length, open nothing', () => {
    // "kiln fired" opens with a four-letter word in k…n: "keen" and "kelp" share a letter and the length, not the word
    expect(matchesIn('keen potters kelp kiln fired bowls', ['kiln fired', 'glaze coat'])).toEqual(['-', '-', '-', 'kiln fired', '-', '-']);
  });

  test('the longest phrase a first word opens wins, whatever else shares its letters', () => {
    expect(matchesIn('glaze coat thick glaze', ['glaze', 'glaze coat', 'gauze'])).toEqual(['glaze coat', '-', '-', 'glaze']);
  });

  test('a first word past ASCII or longer than 31 letters still opens its phrase', () => {
    const long = 'a'.repeat(40);
    expect(matchesIn(`crème brûlée and ${long} word`, ['crème brûlée', `${long} word`])).toEqual(['crème brûlée', '-', '-', `${long} word`, '-']);
  });
});
