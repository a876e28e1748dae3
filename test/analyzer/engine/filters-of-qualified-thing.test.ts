import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name after "the <qualifier> <one thing> of" is the name of what that thing belongs to', () => {
  const TUTORS = { fields: ['tID', 'tutor_name', 'subject', 'hourly_rate'], collections: ['Tutors'] };
  test.each(['Give the tutor id of Marta Okafor', 'the weekly rate of Marta Okafor'])('%p', (prompt) => {
    expect(analyze(prompt, TUTORS).analysis.filters).toEqual({ tutor_name: 'Marta Okafor' });
  });

  test('after a plural noun the name is still the subject of the phrase before', () => {
    expect(analyze('the subjects of Marta Okafor', TUTORS).analysis.filters).toEqual({});
  });
});
