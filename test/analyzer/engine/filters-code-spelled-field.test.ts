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
