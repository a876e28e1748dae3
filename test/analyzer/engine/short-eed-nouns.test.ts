import { describe, expect, test } from 'bun:test';
import { PAST_PARTICIPLE_FORM } from '../../../plugins/analyzer/engine/text.ts';
import { analyze } from './fixtures.ts';

// an invented riding stable: horses with the feed they get and their stall
const STABLE = { fields: ['horseId', 'horseName', 'feed', 'stall', 'foaled_on'], collections: ['horses', 'stalls'] };

describe('a short word in "-eed" is a noun, not a past participle', () => {
  test('the form tells nouns from participles', () => {
    expect(['feed', 'seed', 'speed'].filter((w) => PAST_PARTICIPLE_FORM.test(w))).toEqual([]);
    expect(['agreed', 'guaranteed', 'shipped'].every((w) => PAST_PARTICIPLE_FORM.test(w))).toBe(true);
  });
  test('"which feed is most common" counts the horses per feed', () => {
    const { analysis, explanation } = analyze('which feed is most common', STABLE, { explain: true });
    expect(analysis.groupBy).toEqual(['feed']);
    expect(explanation?.groupBy.evidence.map((e) => e.rule)).toEqual(['groupBy.count-ranking']);
  });
});
