import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A wildlife rescue: animals keep a tag number beside their id, embed their findings (coded) and their studies. */
const RESCUE = {
  fields: [
    '_id', 'animalId', 'tag', 'species', 'findings', 'findings.icd_code', 'findings.note', 'findings.state',
    'studies', 'studies.trial_ref', 'studies.arm', 'carerId', 'carerName',
  ],
  collections: ['animals', 'carers'],
};
const run = (prompt: string) => analyze(prompt, RESCUE, { explain: true });

describe('filters: "a <list> of <code>" where the list is embedded records', () => {
  test('the code goes to the list\'s field keeping its code system, not to the list or another of its fields', () => {
    expect(run('how many animals have a finding of S72.0').analysis.filters).toEqual({ 'findings.icd_code': 'S72.0' });
  });
});

describe('filters: a registered clinical study id is a code system of its own', () => {
  test('it goes to the field naming a trial', () => {
    expect(run('animals enrolled in NCT01234567').analysis.filters).toEqual({ 'studies.trial_ref': 'NCT01234567' });
  });
});

describe('filters: the letters before a code that spell a field\'s whole name give that field (filters.code+prefix-spells-field)', () => {
  test.each(['animal TAG-00412', 'show TAG-00412'])('%p', (prompt) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.filters).toEqual({ tag: 'TAG-00412' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.code+prefix-spells-field');
  });

  test('letters that spell no field keep the entity\'s key', () => {
    expect(run('animal AN-00412').analysis.filters).toEqual({ animalId: 'AN-00412' });
  });
});
