import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { analyze } from './fixtures.ts';

// an invented library service exported table by table, a column already listed left out: branches point at their
// manager through a qualified key before the librarians' own fields are listed
const LIBRARY = {
  fields: ['Branch_ID', 'Branch_Name', 'Opening_Year', 'Manager_Librarian_ID', 'Librarian_ID', 'Full_Name', 'Hourly_Wage', 'Date_Of_Hire'],
  collections: ['Branches', 'Librarians'],
};

test('an id qualifying the collection it names ("manager_librarian_id") points at it, and starts none of its fields', () => {
  const index = buildFieldIndex(LIBRARY.fields, []);
  const { ownerOf } = fieldOwners(index, LIBRARY.collections);
  const owner = (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
  expect(owner('Manager_Librarian_ID')).toBe('Branches');
  expect(owner('Librarian_ID')).toBe('Librarians');
  expect(owner('Hourly_Wage')).toBe('Librarians');
  expect(analyze('what is the average hourly wage', LIBRARY).analysis.collection[0]).toBe('Librarians');
});
