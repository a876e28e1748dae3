import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

type Schema = { fields: string[]; collections: string[] };
const FIRMS = { fields: ['firm_id', 'firm_name', 'founder', 'headquarters', 'revenue'], collections: ['firms'] };
const BOATS = { fields: ['boat_id', 'boat_name', 'owner_name', 'length_m'], collections: ['boats'] };
const YACHTS = { fields: ['yacht_id', 'yacht_name', 'sponsor_name', 'length_m'], collections: ['yachts'] };
const HOSTELS = { fields: ['hostel_id', 'hostel_name', 'facilities', 'facilities.facility_label'], collections: ['hostels'] };
// harbors embed their piers, each storing how many berths it has
const HARBORS = { fields: ['harbor_name', 'region', 'piers', 'piers.pier_id', 'piers.berths'], collections: ['harbors'] };

const explain = (prompt: string, schema: Schema) => analyze(prompt, schema, { explain: true });
const filterRules = (prompt: string, schema: Schema) => explain(prompt, schema).explanation?.filters.evidence.map((e) => e.rule) ?? [];
const operationRules = (prompt: string, schema: Schema) => explain(prompt, schema).explanation?.operation.evidence.map((e) => e.rule) ?? [];

describe('a proper value\'s evidence names the rule that chose its field', () => {
  test.each([
    ['the founder of Quillmark', FIRMS, 'filters.proper-value+asked-of'],
    ['yachts sponsored by Quillmark', YACHTS, 'filters.proper-value+acted-on'],
    ['boats owned by Quillmark', BOATS, 'filters.agent-owned'],
    ['facilities offered by Larkspur Hall', HOSTELS, 'filters.proper-value+other-record-name'],
    ['boats named Quillmark', BOATS, 'filters.proper-value'],
  ] as const)('%p → %p', (prompt, schema, rule) => {
    expect(filterRules(prompt, schema)).toEqual([rule]);
  });

  test('a quoted name read as a place says so', () => {
    expect(filterRules('list the firms at "Oakvale"', FIRMS)).toEqual(['filters.quoted+place']);
    expect(filterRules('firms whose founder is "Oakvale"', FIRMS)).not.toContain('filters.quoted+place');
  });
});

describe('an operation\'s evidence tells a compared extreme and counted embedded records apart', () => {
  test('"than the highest X" compares to an extreme, it ranks nothing', () => {
    expect(operationRules('harbors with more berths than the highest berths of any pier', HARBORS)).toEqual(['operation.than-extreme']);
  });

  test('"the total number of" embedded records counts them, by its own rule', () => {
    const { analysis, explanation } = explain('the total number of piers', HARBORS);
    expect(analysis.operation).toBe('$count');
    expect(explanation?.operation.evidence.map((e) => e.rule)).toEqual(['operation.total-number-of+embedded-records']);
  });
});

describe('"the maximum / minimum number of X" ranks records, it counts nothing', () => {
  test.each([
    ['the harbor with the maximum number of piers', -1],
    ['the harbor having the minimum number of piers', 1],
  ] as const)('%p', (prompt, direction) => {
    const { analysis } = analyze(prompt, HARBORS);
    expect(analysis.operation).toBeNull();
    expect(Object.values(analysis.sort)).toEqual([direction]);
  });
});
