import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rules = (q: string, schema: { fields: string[]; collections: string[] }) =>
  analyze(q, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? [];

// an invented harbour: piers keep the body owning them, and the county they stand in
const PIERS = { fields: ['pier_id', 'pier_name', 'owner_authority', 'county', 'length_m'], collections: ['piers'] };

describe('filters.agent-owned: an authority owning records, after a word describing it', () => {
  test('"owned by the port Brixley" names the owning authority', () => {
    expect(analyze('piers owned by the port Brixley', PIERS).analysis.filters).toEqual({ owner_authority: 'Brixley' });
    expect(analyze('piers owned by Brixley', PIERS).analysis.filters).toEqual({ owner_authority: 'Brixley' });
  });
  test('a word naming a field of its own keeps the name instead', () => {
    expect(analyze('piers owned by the county Brixley', PIERS).analysis.filters).not.toHaveProperty('owner_authority');
  });
});

// an invented bus network: lines keep the stop they serve, and a fare-band code
const LINES = { fields: ['line_id', 'line_name', 'stop_served', 'band_code', 'town', 'takings'], collections: ['lines'] };

describe('filters.code+done-to-field: a code after a verb in -ing goes to the field named with its past participle', () => {
  test('"serving KX-4" goes to the field named with the verb\'s past participle', () => {
    expect(analyze('lines serving the KX-4', LINES).analysis.filters).toEqual({ stop_served: 'KX-4' });
    expect(rules('lines serving KX-4', LINES)).toContain('filters.code+done-to-field');
  });
  test('not without such a verb', () => {
    expect(rules('lines with KX-4', LINES)).not.toContain('filters.code+done-to-field');
  });
  test('a field keeping an amount or a date keeps how much or when, not the code', () => {
    const TOLLS = { fields: ['toll_id', 'charged_total', 'plaza_code', 'crossed_at'], collections: ['tolls'] };
    expect(rules('tolls charging ZX-4410', TOLLS)).not.toContain('filters.code+done-to-field');
    expect(analyze('tolls charging ZX-4410', TOLLS).analysis.filters).not.toHaveProperty('charged_total');
    expect(analyze('tolls crossing QN-7', TOLLS).analysis.filters).not.toHaveProperty('crossed_at');
  });
});

describe('an identifier said alone, or a name after a deed, picks no field by the schema\'s order or its doer alone', () => {
  test('no key of the first-listed records for an identifier nothing names', () => {
    const HIRES = { fields: ['renter_id', 'renter_name', 'hire_id', 'hire_fee'], collections: ['renters', 'hires'] };
    expect(analyze('open HK-40917', HIRES).analysis.filters).not.toHaveProperty('renter_id');
  });
  test('a name after "witnessed by" is no sponsor\'s', () => {
    const SIGHTINGS = { fields: ['sighting_id', 'species', 'witness_name', 'sponsor', 'seen_dt'], collections: ['sightings'] };
    expect(analyze('sightings witnessed by Okafor', SIGHTINGS).analysis.filters).toEqual({ witness_name: 'Okafor' });
  });
});
