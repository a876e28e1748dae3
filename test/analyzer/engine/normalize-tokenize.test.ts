import { describe, expect, test } from 'bun:test';
import { emptyAnalysis, type EngineContext } from '../../../plugins/analyzer/engine/context.ts';
import { normalizeStage } from '../../../plugins/analyzer/engine/stages/normalize.ts';
import { tokenize } from '../../../plugins/analyzer/engine/stages/tokenize.ts';
import { analyze } from './fixtures.ts';

const tokens = (prompt: string) => analyze(prompt).analysis.rawTokens;

describe('normalise + tokenise', () => {
  test.each([
    ['Show me orders', ['show', 'me', 'orders']],
    ['  spaced\t\tout \n words ', ['spaced', 'out', 'words']],
    ['total > 100', ['total', '>', '100']],
    ['price >= 5', ['price', '>=', '5']],
    ['1,250.50 dollars', ['1,250.50', 'dollars']],
    ['over 80%', ['over', '80%']],
    ['imdb.rating above 7', ['imdb.rating', 'above', '7']],
    ['pg-13 movies', ['pg-13', 'movies']],
    ['non-English films', ['non', 'english', 'films']],
    ['the 1990s and the 80s', ['the', '1990s', 'and', 'the', '80s']],
    ["status 'shipped'", ['status', 'shipped']],
    ['named "Big Order"', ['named', 'big order']],
    // an apostrophe inside a single-quoted name does not close it
    ["diner 'Rosa's Kitchen' menus", ['diner', "rosa's kitchen", 'menus']],
    ["the 'red' and 'blue' bikes", ['the', 'red', 'and', 'blue', 'bikes']],
    // a grade or blood group keeps its sign; a hyphen inside a word or between spaced words does not
    ['donors with AB- or O+ blood', ['donors', 'with', 'ab-', 'or', 'o+', 'blood']],
    ['e-mail x - y', ['e-mail', 'x', '-', 'y']],
    ['email joe@example.com please', ['email', 'joe@example.com', 'please']],
    ['id 573a139af29313caabcf1573', ['id', '573a139af29313caabcf1573']],
    ['\u201Csmart\u201D quotes', ['smart', 'quotes']],
    ['it\u2019s done', ["it's", 'done']],
  ] as Array<[string, string[]]>)('%p', (prompt, expected) => {
    expect(tokens(prompt)).toEqual(expected);
  });

  test.each([
    ['plain words', 'plain words'],
    ['  padded  ', 'padded'],
    ['two  spaces', 'two spaces'],
    ['a\ttab', 'a tab'],
    ['`ticked`', "'ticked'"],
    ['caf\u00E9 \u201Cx\u201D', 'caf\u00E9 "x"'],
    ['range 1\u20132', 'range 1-2'],
  ])('normalised text of %p (plain ASCII skips the rewriting, the rest goes through it)', (prompt, text) => {
    const ctx = { prompt, text: '', analysis: emptyAnalysis() } as unknown as EngineContext;
    normalizeStage(ctx);
    expect(ctx.text).toBe(text);
  });

  test('ASCII prompts tokenise as they would through the Unicode rules', () => {
    // a trailing non-ASCII word sends the prompt through the Unicode tokeniser; the tokens before it must agree
    const alphabet = 'ab Z9 0-.,\'"@_$%k<=>!s';
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let n = 0; n < 300; n++) {
      const prompt = Array.from({ length: 1 + Math.floor(random() * 24) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect([...tokens(prompt), '\u00E9t\u00E9']).toEqual(tokens(`${prompt} \u00E9t\u00E9`));
    }
  });

  // the shortcuts for plain words and lone marks must read every mark as the regex does, in every place a word ends:
  // before an e-mail's @, a dotted word, a quote, a sign, in ASCII text and in text with other letters
  test('plain words and lone marks read by shortcut are the regex\'s tokens, beside every mark', () => {
    const marks = [...Array.from({ length: 95 }, (_, k) => String.fromCharCode(32 + k)).filter((c) => !/[A-Za-z0-9 ]/.test(c)), '\u00E9', '\u2013'];
    const shapes = (m: string) => [
      `kiln${m}`, `kiln${m} glaze`, `kiln${m}glaze`, `kiln${m}9`, `kiln_7${m}glaze.com`, `kiln${m}${m}glaze`,
      `${m}kiln`, `cone.${m}kiln`, `kiln.glaze${m}`, `kiln.${m}`, `kiln${m}@glaze.io`, `a${m}@b.co x`, `K${m}`, `AB${m} kiln`,
      `"kiln${m}" glaze`, `'kiln${m}' glaze`, `kiln ${m} glaze 4${m}`, `kiln${m}2.5kg`,
    ];
    for (const m of marks) {
      for (const text of shapes(m)) {
        const fast = tokenize(text).map((t) => [t.text, t.kind, t.canon, t.value]);
        expect({ text, tokens: fast }).toEqual({ text, tokens: tokenize(text, false).map((t) => [t.text, t.kind, t.canon, t.value]) });
      }
    }
  });

  test('control characters and zero-width marks are dropped', () => {
    expect(tokens('top\u0000 5\u200B orders\u0007')).toEqual(['top', '5', 'orders']);
  });

  test('NFKC folds full-width digits', () => {
    expect(tokens('top \uFF11\uFF10 orders')).toEqual(['top', '10', 'orders']);
  });

  test('number words become numbers', () => {
    expect(analyze('show me five orders').analysis.limit).toBe(5);
  });

  test('apostrophes inside words do not open quotes', () => {
    expect(tokens("the customer's orders")).toEqual(['the', "customer's", 'orders']);
  });

  test('empty and whitespace prompts give no tokens', () => {
    expect(tokens('')).toEqual([]);
    expect(tokens('   ')).toEqual([]);
  });
});
