import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A flat list in blocks: the dogs keep the colour's code, the colour lookup only its name. */
const FIELDS = ['_id', 'dog_id', 'dog_name', 'colour_code', 'birth_yr', 'weight_kg', 'chip_no', 'kennel_name', 'capacity', 'colour_name', 'is_solid'];

describe('collection: a name said right before a value of a key other records keep names only the key', () => {
  test.each([
    ['anything of colour BRN', ['lkp_colours', 'dogs', 'kennels']],
    ['list everything in colour BRN', ['kennels', 'lkp_colours', 'dogs']],
    ['how many are of colour BRN', ['lkp_colours', 'dogs', 'kennels']],
  ])('%p → dogs', (prompt, collections) => {
    const result = analyze(prompt, { fields: FIELDS, collections }, { explain: true });
    expect(result.analysis.collection[0]).toBe('dogs');
    expect(result.explanation?.collection.evidence.some((e) => e.rule === 'collection.keeps-key-of-named-value')).toBe(true);
  });

  test.each([
    // the record asked for is the one the name and its value pick out
    'show colour BRN',
    // a value of the named collection's own field
    'list everything about kennel Maple Lodge',
    // an attribute of the one record the name and its value pick out, no other records asked for
    'what is the long name of colour BRN',
    'give me the name of colour BRN',
    'when was the colour BRN first listed',
  ])('%p is not read as the key of other records', (prompt) => {
    const result = analyze(prompt, { fields: FIELDS, collections: ['lkp_colours', 'dogs', 'kennels'] }, { explain: true });
    expect(result.explanation?.collection.evidence.some((e) => e.rule === 'collection.keeps-key-of-named-value')).toBe(false);
    if (prompt.includes('colour')) expect(result.analysis.collection[0]).toBe('lkp_colours');
  });
});
