import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('groupBy: "by <thing> <number>" names one identified record, no group (groupBy.no-group+numbered-agent)', () => {
  // an invented poetry archive: poets and their poems
  const ARCHIVE = {
    fields: ['_id', 'Poet_ID', 'Name', 'Nationality', 'Poem_ID', 'Title', 'Form', 'Year_Written', 'Anthology_ID'],
    collections: ['Poet', 'Poem', 'Anthology', 'Anthology_Poem'],
  };

  test('the forms of poems by poet 12 are listed, not counted per poet', () => {
    const r = analyze('Which forms do the poems by poet 12 written before 1800 have?', ARCHIVE, { explain: true });
    expect(r.analysis).toMatchObject({ intent: 'find', operation: null, groupBy: [] });
    expect(r.explanation?.groupBy.evidence.map((e) => e.rule)).toEqual(['groupBy.no-group+numbered-agent']);
  });

  test('"by poet" alone still groups', () => {
    expect(analyze('number of poems by poet', ARCHIVE).analysis.groupBy).toEqual(['Poet_ID']);
  });
});
