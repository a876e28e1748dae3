import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// kilns are pointed at by one id field of the firings; the glazes own the fields the questions name
const POTTERY = {
  fields: ['kiln_id', 'kiln_label', 'Firings', 'Firings.kiln_id', 'Firings.fired_on', 'glaze_code', 'glaze_label', 'colour', 'melting_point'],
  collections: ['kilns', 'glazes'],
};

describe('collection: a field the question names outweighs being pointed at by an id field', () => {
  test('one named field of the glazes beats one id field pointing at the kilns', () => {
    const { analysis, explanation } = analyze('what is the highest melting point?', POTTERY, { explain: true });
    expect(analysis.collection[0]).toBe('glazes');
    expect(explanation?.collection.evidence.some((e) => e.rule === 'collection.owns-named-field')).toBe(true);
    expect(analyze('list every colour with a melting point above 1200', POTTERY).analysis.collection[0]).toBe('glazes');
  });

  test('with no field named, the collection pointed at still comes first', () => {
    expect(analyze('show everything', POTTERY).analysis.collection[0]).toBe('kilns');
  });
});
