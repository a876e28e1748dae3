import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const HARBOUR = {
  fields: ['_id', 'harbour_name', 'Num_of_cranes', 'berth_count', 'Docked', 'Departed', 'Opened_Date', 'keeper', 'keeper.keeper_id', 'keeper.name'],
  collections: ['harbours'],
};
const rules = (r: ReturnType<typeof analyze>) => r.explanation!.sort.evidence.map((e) => e.rule);

describe('sort: a count the key phrase says is a stored field', () => {
  test('"the number of ships docked": the verb after the counted noun names the field, nothing is counted', () => {
    const r = analyze('List harbour names in descending order of the number of ships docked.', HARBOUR, { explain: true });
    expect(r.analysis.sort).toEqual({ Docked: -1 });
    expect(r.analysis.operation).toBeNull();
    expect(rules(r)).toContain('sort.by-count+stored-field');
  });

  test('"the number of ships they have departed" reads past the subject and auxiliary', () => {
    expect(analyze('Show the harbour names sorted by the number of ships they have departed.', HARBOUR).analysis.sort).toEqual({ Departed: 1 });
  });

  test('"the number of books" where an embedded `book_count` stores it and no mention reads the noun', () => {
    const BOOKCASES = { fields: ['_id', 'Shelves', 'Shelves.shelf_id', 'Shelves.shelf_number', 'Shelves.book_count', 'Shelves.notebook_count', 'Shelves.sketchbook_count'], collections: ['bookcases'] };
    const r = analyze('Give the shelf numbers, sorted by the number of books.', BOOKCASES, { explain: true });
    expect(r.analysis.sort).toEqual({ 'Shelves.book_count': 1 });
    expect(rules(r)).toContain('sort.by-count+stored-field');
  });

  test('"the total number of cranes": the noun after the count word is read', () => {
    expect(analyze('Show harbour names in descending order of the total number of cranes.', HARBOUR).analysis.sort).toEqual({ Num_of_cranes: -1 });
  });
});
