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
/** An invented apiary: hives with their frames, harvests taken from them, tools lent out, and their keepers. */
const APIARY: Schema = {
  fields: ['_id', 'hiveCode', 'site', 'frames', 'frames.code', 'frames.label', 'harvestRef', 'takenOn', 'kg', 'ToolID', 'ToolName', 'tool', 'borrower', 'keeper', 'keeper.keeperId', 'keeper.name'],
  collections: ['hives', 'harvests', 'Tools', 'loans'],
};
/** An invented marina: boats, slips, and the tickets issued for berths. */
const MARINA: Schema = { fields: ['_id', 'boatCode', 'boatName', 'slipCode', 'berthTicketRef', 'issuedOn', 'fee'], collections: ['boats', 'tickets'] };
const OBJECT_ID = '65f1c2a9e4b0a1d2c3e4f5a6';

describe('filters: the letters of an id name the entity whose key keeps it', () => {
  test.each([
    // letters naming an entity key outweigh the agent a verb implies
    ['sum of qty delivered for HOP-12', BREWERY, { hopId: 'HOP-12' }, 'filters.code+prefix-over-agent'],
    // a prefix before further letter segments is read as the entity's letters
    ['shifts at LOC-NYC-03', BREWERY, { locationCode: 'LOC-NYC-03' }, 'filters.code+letter-prefix'],
    // of the keys one letter fits, the one the records named keep
    ['all readings for S-2207', WEATHER, { sensorId: 'S-2207' }, 'filters.code+subjects-prefixed-key'],
    // a bare word for a code passes it to the entity named before it
    ['the hive with code HV-0042', APIARY, { hiveCode: 'HV-0042' }, 'filters.code+past-code-word'],
    // the noun its letters abbreviate keeps it over a field they spell whole
    ['the tool with id TOOL-12', APIARY, { ToolID: 'TOOL-12' }, 'filters.code+linked-noun-over-spelled'],
    // "id" after an entity noun names that entity's key for an object id, not the document's own
    [`hives looked after by the keeper with id ${OBJECT_ID}`, APIARY, { 'keeper.keeperId': OBJECT_ID }, 'filters.quoted+object-id-entity-key+id-word-owner'],
    // letters abbreviating the noun linked to a code keep it the noun's, though they give another key's initials
    ['the boat with code BT-12', MARINA, { boatCode: 'BT-12' }, 'filters.code+past-code-word'],
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
    ['show code HV-0042', APIARY, 'filters.code+past-code-word'],
  ] as Array<[string, Schema, string]>)('not %p', (prompt, schema, rule) => {
    expect(read(prompt, schema).rules).not.toContain(rule);
  });

  test.each([
    // with no linking words the field the letters spell keeps the code
    ['loans of TOOL-12', APIARY, { tool: 'TOOL-12' }],
    // a code field is no key for an object id
    [`the hive with id ${OBJECT_ID}`, APIARY, { _id: OBJECT_ID }],
  ] as Array<[string, Schema, Record<string, unknown>]>)('kept: %p', (prompt, schema, expected) => {
    expect(read(prompt, schema).filters).toEqual(expected);
  });

  test('letters the linked noun does not hold still name the other entity\'s key', () => {
    expect(read('the slip with code BT-12', MARINA).rules).toContain('filters.code+linked-other-prefix');
  });
});
