import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented day surgery: operations keep the procedure's name and a fee
const DAY_SURGERY = { fields: ['operationId', 'procedureName', 'surgeonName', 'fee', 'patientId', 'fullName'], collections: ['operations', 'patients'] };
// an invented harbour: vessels keep names of their own
const HARBOUR = { fields: ['vesselId', 'vessel_name', 'tonnage', 'berthId', 'berth_name'], collections: ['vessels', 'berths'] };

describe('filters: the name of an act or a substance is its kind, named by the thing\'s noun (filters.hypernym-value)', () => {
  test('"a tonsillectomy" → `procedureName`', () => {
    const explained = analyze('average fee of a tonsillectomy', DAY_SURGERY, { explain: true });
    expect(explained.analysis.filters).toEqual({ procedureName: 'tonsillectomy' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.hypernym-value+procedure']);
  });

  test('a vessel\'s name is its own, no kind of vessel', () => {
    expect(analyze('average tonnage of the ferries', HARBOUR).analysis.filters).toEqual({});
  });
});
