import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a value named before its field after "with", "having" or "in" needs no article', () => {
  const CABINS = { fields: ['cabin_id', 'cabin_name', 'berths', 'decor', 'nightly_rate'], collections: ['Cabins'] };
  const PUPILS = { fields: ['pupil_id', 'surname', 'grade', 'homeroom'], collections: ['Pupils'] };

  test('"cabins with rustic decor" keeps rustic in decor', () => {
    const { analysis, explanation } = analyze('List the names of all cabins with rustic decor.', CABINS, { explain: true });
    expect(analysis.filters).toEqual({ decor: 'rustic' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.named-value+before-field']);
  });

  test('"pupils in fifth grade" keeps fifth in grade', () => {
    const { analysis } = analyze('Which pupils in fifth grade have homeroom 12?', PUPILS);
    expect(analysis.filters).toEqual({ homeroom: 12, grade: 'fifth' });
  });

  test('after "for" a bare word before the field is a purpose, no value', () => {
    const { analysis } = analyze('List the names of all cabins for rustic decor.', CABINS);
    expect(analysis.filters).toEqual({});
  });

  test('a word saying the field is empty or repeats is no bare value', () => {
    const NOTES = { fields: ['_id', 'heading', 'memo', 'writer', 'filed_at'], collections: ['notes'] };
    expect(analyze('Find notes with empty memo', NOTES).analysis.filters).toEqual({});
    expect(analyze('Find notes with blank memo', NOTES).analysis.filters).toEqual({});
    const GUESTS = { fields: ['_id', 'guest_name', 'mobile', 'suite'], collections: ['guests'] };
    expect(analyze('Show guests with duplicate mobile', GUESTS).analysis.filters).toEqual({});
  });

  test('a word making a phrase with "in" is no bare value of the field after it', () => {
    const JOBS = { fields: ['_id', 'label', 'phase', 'crew'], collections: ['jobs'] };
    expect(Object.keys(analyze('Show jobs in progress phase', JOBS).analysis.filters)).not.toContain('phase');
    const KILNS = { fields: ['_id', 'kiln_name', 'mode', 'depot_id'], collections: ['kilns', 'depots'] };
    expect(analyze('Which depots have kilns in use mode?', KILNS).analysis.filters).toEqual({});
  });
});
