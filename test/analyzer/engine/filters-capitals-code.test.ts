import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a short word in capitals goes to the code field beside the name field the words around name', () => {
  const DEPOTS = { fields: ['_id', 'depot_name', 'depot_code', 'city', 'moved_at', 'qty'], collections: ['depots', 'moves'] };
  test.each(['stock moves at depot KLM last week', 'how many moves at depot KLM'])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, DEPOTS, { explain: true });
    expect(analysis.filters).toMatchObject({ depot_code: 'KLM' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.proper-value+capitals-code');
  });

  test('a name written as a word stays with the name field', () => {
    expect(analyze('how many moves at depot Northgate', DEPOTS).analysis.filters).toEqual({ depot_name: 'Northgate' });
  });

  test('when the code is what is asked, the name picks the record', () => {
    expect(analyze("What's the code for the depot named KLM?", DEPOTS).analysis.filters).toEqual({ depot_name: 'KLM' });
  });

  test('without a code field the name field keeps it', () => {
    const NAMES_ONLY = { fields: ['_id', 'depot_name', 'city', 'moved_at', 'qty'], collections: ['depots', 'moves'] };
    expect(analyze('how many moves at depot KLM', NAMES_ONLY).analysis.filters).toEqual({ depot_name: 'KLM' });
  });
});
