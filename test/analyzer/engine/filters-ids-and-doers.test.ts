import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rules = (q: string, schema: { fields: string[]; collections: string[] }) =>
  analyze(q, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? [];

// an invented ferry register: vessels keep their own number, crews point at them
const FERRIES = { fields: ['_id', 'vessel_no', 'vessel_name', 'tonnage', 'crew_id', 'crew_lead'], collections: ['vessels', 'crews'] };

describe('filters.code+lone-identifier: an identifier said alone is the first-listed records\' key', () => {
  test('nothing but a list verb and the identifier', () => {
    expect(analyze('open QX-20931', FERRIES).analysis.filters).toEqual({ vessel_no: 'QX-20931' });
    expect(rules('open QX-20931', FERRIES)).toContain('filters.code+lone-identifier');
  });
  test('not for a short code, too few digits for an identifier', () => {
    expect(rules('open QX-21', FERRIES)).not.toContain('filters.code+lone-identifier');
  });
});

// an invented bird survey: sightings name who recorded them, and a sponsor
const SIGHTINGS = { fields: ['sighting_id', 'species', 'recorder_name', 'sponsor', 'seen_dt'], collections: ['sightings'] };

describe('filters.agent: a bare name after a deed only a person does is the records\' doer', () => {
  test('"noted by" a bare surname fills the doer field', () => {
    expect(analyze('sightings noted by Okoro', SIGHTINGS).analysis.filters).toEqual({ recorder_name: 'Okoro' });
  });
  test('not after a deed a firm may do', () => {
    expect(analyze('sightings funded by Okoro', SIGHTINGS).analysis.filters).not.toHaveProperty('recorder_name');
  });
});

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

// an invented bus network: lines keep the stop they serve, and a short fare-band code
const LINES = { fields: ['line_id', 'line_name', 'stop_served', 'band_code', 'town', 'takings'], collections: ['lines'] };

describe('filters.code: codes placed by a verb in -ing, or by the one code field', () => {
  test('"serving KX-4" goes to the field named with the verb\'s past participle', () => {
    expect(analyze('lines serving the KX-4', LINES).analysis.filters).toEqual({ stop_served: 'KX-4' });
    expect(rules('lines serving KX-4', LINES)).toContain('filters.code+done-to-field');
  });
  test('not without such a verb', () => {
    expect(rules('lines with KX-4', LINES)).not.toContain('filters.code+done-to-field');
  });
  test('a short hyphened code nothing else places is the schema\'s one code, no town', () => {
    expect(analyze('total takings from FB-T2', LINES).analysis.filters).toEqual({ band_code: 'FB-T2' });
    expect(analyze('total takings from Dunmore', LINES).analysis.filters).toEqual({ town: 'Dunmore' });
  });
});
