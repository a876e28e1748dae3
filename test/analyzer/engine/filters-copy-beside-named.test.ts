import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented weather network: stations keep the side of the valley they stand on, and each reading the side it faced
const NETWORK = {
  fields: ['stationId', 'name', 'side', 'installedOn', 'readings', 'readings.readingId', 'readings.takenAt', 'readings.side', 'readings.gustKmh', 'readings.rainfallMm', 'technician'],
  collections: ['stations'],
};

describe('filters: of the fields sharing a value\'s name, the one inside the record of another field the question names', () => {
  test('the side of the reading whose gust is asked about', () => {
    const { analysis, explanation } = analyze('highest gust ever logged on the north side', NETWORK, { explain: true });
    expect(analysis.filters).toEqual({ 'readings.side': 'north' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.named-value+before-field+filters.path-of-named-record']);
  });

  test.each([
    // nothing of a reading is named: the stations' own side
    'stations on the north side',
    // a top-level field named beside it keeps the top-level copy
    'how many stations were installed on the north side',
  ])('%p keeps the top-level copy', (prompt) => {
    expect(analyze(prompt, NETWORK).analysis.filters).toEqual({ side: 'north' });
  });

  // the embedded readings listed by their leaves only, no `readings` field of their own
  const LEAVES_ONLY = { ...NETWORK, fields: NETWORK.fields.filter((f) => f !== 'readings') };
  test('embedded records listed by their leaves only are the record of the field named too', () => {
    const { analysis, explanation } = analyze('highest gust ever logged on the north side', LEAVES_ONLY, { explain: true });
    expect(analysis.filters).toEqual({ 'readings.side': 'north' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.named-value+before-field+filters.path-of-named-record']);
  });
});

// invented schemas with one embedded object each (not records), listed by its leaves only
describe('filters: a named leaf of one embedded object listed by its leaves only marks no record of its own', () => {
  test.each([
    ['bakeries in Ohio with an owner phone ending in 55', ['bakeryId', 'name', 'state', 'owner.phone', 'owner.state'], 'bakeries', { state: 'Ohio' }],
    ['parcels sent from Peru with sender town Cusco', ['parcelId', 'sentOn', 'country', 'sender.town', 'sender.country'], 'parcels', { country: 'Peru', 'sender.town': 'Cusco' }],
    ['climbers from Chile whose guide name is Rojas', ['climberId', 'country', 'guide.name', 'guide.country'], 'climbers', { country: 'Chile', 'guide.name': 'Rojas' }],
  ] as const)('%p keeps the top-level copy', (prompt, fields, collection, filters) => {
    expect(analyze(prompt, { fields: [...fields], collections: [collection] }).analysis.filters).toMatchObject(filters);
  });
});
