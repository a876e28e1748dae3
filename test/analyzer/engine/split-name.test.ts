import { describe, expect, test } from 'bun:test';
import { normName, splitFieldName, splitWrittenName } from '../../../plugins/analyzer/engine/text.ts';

/** The splits as their comments define them, by regular expressions: the one-pass loop must cut every name alike. */
const byRegexFine = (name: string): string[] =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.toLowerCase());
const byRegexWritten = (name: string): string[] =>
  name.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/).filter(Boolean).map((w) => w.toLowerCase());

/** A deterministic stream of invented names over letters of both cases, digits and separators. */
function* inventedNames(count: number): Generator<string> {
  const alphabet = 'abzQRX019_.- ';
  let seed = 7;
  for (let n = 0; n < count; n++) {
    let name = '';
    const length = 1 + (n % 11);
    for (let k = 0; k < length; k++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      name += alphabet[(seed >>> 16) % alphabet.length];
    }
    yield name;
  }
}

describe('name splitting', () => {
  test('splits camel case, capital runs and digits as the regular expressions do', () => {
    expect(splitFieldName('HTMLParser_v2Total')).toEqual(['html', 'parser', 'v2', 'total']);
    expect(splitWrittenName('HTMLParser_Q3Total')).toEqual(['htmlparser', 'q3total']);
    for (const name of inventedNames(20000)) {
      expect(splitFieldName(name)).toEqual(byRegexFine(name));
      expect(splitWrittenName(name)).toEqual(byRegexWritten(name));
    }
  });

  test('a word of a name holding non-ASCII letters is lower-cased alone', () => {
    expect(splitFieldName('İstanbul_Route')).toEqual(['stanbul', 'route']);
    expect(splitWrittenName('cityİD_Code')).toEqual(['city', 'd', 'code']);
  });

  test('a dotted path normalises as its parent path and its last segment joined', () => {
    for (const name of inventedNames(2000)) {
      const dot = name.lastIndexOf('.');
      if (dot > 0) expect(normName(name)).toBe(normName(name.slice(0, dot)) + normName(name.slice(dot + 1)));
    }
  });
});
