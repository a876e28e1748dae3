import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

type Schema = { fields: string[]; collections: string[] };
const read = (prompt: string, schema: Schema) => {
  const result = analyze(prompt, schema, { explain: true });
  return { filters: result.analysis.filters, rules: result.explanation?.filters.evidence.map((e) => e.rule) ?? [] };
};

/** An invented brewery: hops, the deliveries of them, and the shifts of the taprooms. */
const BREWERY: Schema = {
  fields: ['_id', 'hopId', 'hopName', 'alphaAcid', 'deliveryId', 'qty', 'deliveredOn', 'shiftId', 'locationCode', 'start'],
  collections: ['hops', 'deliveries', 'shifts'],
};
/** An invented weather network: readings keep the sensor they came from; stations and sites are kept apart. */
const WEATHER: Schema = {
  fields: ['_id', 'readingId', 'sensorId', 'value', 'takenAt', 'siteId', 'siteName', 'stationId', 'stationName'],
  collections: ['reading', 'site', 'station'],
};
describe('filters: the letters of an id name the entity whose key keeps it', () => {
  test.each([
    // letters naming an entity key outweigh the agent a verb implies
    ['sum of qty delivered for HOP-12', BREWERY, { hopId: 'HOP-12' }, 'filters.code+prefix-over-agent'],
    // a prefix before further letter segments is read as the entity's letters
    ['shifts at LOC-NYC-03', BREWERY, { locationCode: 'LOC-NYC-03' }, 'filters.code+letter-prefix'],
    // of the keys one letter fits, the one the records named keep
    ['all readings for S-2207', WEATHER, { sensorId: 'S-2207' }, 'filters.code+subjects-prefixed-key'],
  ] as Array<[string, Schema, Record<string, unknown>, string]>)('%p', (prompt, schema, expected, rule) => {
    const { filters, rules } = read(prompt, schema);
    expect(filters).toEqual(expected);
    expect(rules).toContain(rule);
  });

  test.each([
    // one letter names no entity: the agent stands
    ['sum of qty delivered for H-12', BREWERY, 'filters.code+prefix-over-agent'],
    ['show QRX-NYC-03', BREWERY, 'filters.code+letter-prefix'],
    // with no records named, one letter still names none of them
    ['anything for S-2207', WEATHER, 'filters.code+subjects-prefixed-key'],
  ] as Array<[string, Schema, string]>)('not %p', (prompt, schema, rule) => {
    expect(read(prompt, schema).rules).not.toContain(rule);
  });
});
