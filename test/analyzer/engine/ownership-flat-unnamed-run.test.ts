import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

// an invented debating league, flat: the schools; then the speakers, whose fields call them students and hold a badge
// number; then the debates, pointing at two schools under roles of their own
const LEAGUE = {
  fields: ['school_id', 'school_name', 'town', 'founded', 'student_id', 'student_name', 'year_group', 'badge_number', 'house', 'points',
    'debate_id', 'debate_date', 'proposing_school_id', 'opposing_school_id', 'motion', 'judge', 'audience'],
  collections: ['debate', 'school', 'speaker'],
};

test('a key naming a collection under a role begins no records; fields no field names, in one run, are the collection left', () => {
  const index = buildFieldIndex(LEAGUE.fields, []);
  const { ownerOf } = fieldOwners(index, LEAGUE.collections);
  const owners = ['proposing_school_id', 'judge', 'audience', 'student_id', 'badge_number', 'points']
    .map((name) => ownerOf.get(index.byName.get(name)!) ?? null);
  expect(owners).toEqual(['debate', 'debate', 'debate', 'speaker', 'speaker', 'speaker']);
});
