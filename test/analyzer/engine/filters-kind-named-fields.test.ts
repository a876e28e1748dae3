import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented day surgery: operations keep the procedure's name and a fee
const DAY_SURGERY = { fields: ['operationId', 'procedureName', 'surgeonName', 'fee', 'patientId', 'fullName'], collections: ['operations', 'patients'] };
// an invented harbour: vessels keep names of their own
const HARBOUR = { fields: ['vesselId', 'vessel_name', 'tonnage', 'berthId', 'berth_name'], collections: ['vessels', 'berths'] };
// the same kept as lookup codes beside their descriptions: the word saying how the value is written goes
const CODED_SURGERY = { fields: ['operationId', 'procedure_name_code', 'procedure_name_description', 'fee'], collections: ['operations'] };
const CODED_HARBOUR = { fields: ['vesselId', 'vessel_name_code', 'vessel_name_description', 'tonnage'], collections: ['vessels'] };

describe('filters: the name of an act or a substance is its kind, named by the thing\'s noun (filters.hypernym-value)', () => {
  test('"a tonsillectomy" → `procedureName`', () => {
    const explained = analyze('average fee of a tonsillectomy', DAY_SURGERY, { explain: true });
    expect(explained.analysis.filters).toEqual({ procedureName: 'tonsillectomy' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.hypernym-value+procedure']);
  });

  test('a vessel\'s name is its own, no kind of vessel', () => {
    expect(analyze('average tonnage of the ferries', HARBOUR).analysis.filters).toEqual({});
  });

  test('a name kept as a lookup code is still named by the thing\'s noun before the name word', () => {
    expect(analyze('average fee of a tonsillectomy', CODED_SURGERY).analysis.filters).toEqual({ procedure_name_code: 'tonsillectomy' });
  });

  test('a vessel\'s name kept as a lookup code is still no kind of vessel', () => {
    expect(analyze('average tonnage of the ferries', CODED_HARBOUR).analysis.filters).toEqual({});
  });
});
