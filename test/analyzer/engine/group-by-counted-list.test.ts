import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A tool library: each member's document embeds its borrowings, each keeping the depot it was collected from. */
const TOOLS = {
  fields: ['memberId', 'memberName', 'borrowings', 'borrowings.toolCode', 'borrowings.takenOn', 'borrowings.depotId', 'borrowings.damaged',
    'depotId', 'depotTown', 'openHours'],
  collections: ['members', 'depots'],
};

describe('records counted that another collection embeds are grouped by their own copy of the key (groupBy.*+counted-list)', () => {
  test('"X per Y" with X an embedded list: the key under the list, read in the collection embedding it', () => {
    const r = analyze('borrowings per depot', TOOLS, { explain: true });
    expect(r.analysis.groupBy).toEqual(['borrowings.depotId']);
    expect(r.analysis.collection[0]).toBe('members');
    expect(r.explanation?.groupBy.evidence.map((e) => e.rule).some((rule) => rule.endsWith('+counted-list'))).toBe(true);
  });

  test('"how many" of them, past a word naming one of their fields', () => {
    expect(analyze('how many damaged borrowings did each depot handle', TOOLS).analysis.groupBy).toEqual(['borrowings.depotId']);
  });

  test('a ranking by the number of them keeps the key of the records ranked', () => {
    expect(analyze('the depot with the highest number of borrowings', TOOLS).analysis.groupBy).not.toContain('borrowings.depotId');
  });
});
