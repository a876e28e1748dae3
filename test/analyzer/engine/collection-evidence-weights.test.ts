import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

type Schema = { fields: string[]; collections: string[] };

/** The collection the engine puts first, and whether the named rule spoke for it. */
function expectLead(prompt: string, schema: Schema, collection: string, rule: string) {
  const { analysis, explanation } = analyze(prompt, schema, { explain: true });
  expect(analysis.collection[0]).toBe(collection);
  expect(explanation?.collection.evidence.some((e) => e.rule === rule && e.text === collection)).toBe(true);
}

// kilns are pointed at by one id field of the firings; the glazes own the fields the questions name
const POTTERY = {
  fields: ['kiln_id', 'kiln_label', 'Firings', 'Firings.kiln_id', 'Firings.fired_on', 'glaze_code', 'glaze_label', 'colour', 'melting_point'],
  collections: ['kilns', 'glazes'],
};

describe('collection: a field the question names outweighs being pointed at by an id field', () => {
  test('one named field of the glazes beats one id field pointing at the kilns', () => {
    expectLead('what is the highest melting point?', POTTERY, 'glazes', 'collection.owns-named-field');
  });

  test('with no field named, the collection pointed at still comes first', () => {
    expect(analyze('show everything', POTTERY).analysis.collection[0]).toBe('kilns');
  });
});

const PORT = {
  fields: ['harbour_id', 'harbour_name', 'depth_m', 'master_id', 'master_name', 'age', 'licensed_since'],
  collections: ['harbours', 'masters'],
};

describe('collection: a collection word right before another collection name modifies it', () => {
  test('"harbour masters" are masters', () => {
    expectLead('list the names and ages of all harbour masters', PORT, 'masters', 'collection.name');
    const evidence = analyze('list the names and ages of all harbour masters', PORT, { explain: true }).explanation?.collection.evidence;
    expect(evidence?.some((e) => e.rule === 'collection.modifies-next-name' && e.text === 'harbours')).toBe(true);
  });

  test('apart, the first named collection still leads', () => {
    expect(analyze('which harbours have a master older than 60', PORT).analysis.collection[0]).toBe('harbours');
  });
});
