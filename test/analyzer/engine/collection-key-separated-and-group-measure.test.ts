import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners, keySeparatedOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { analyze } from './fixtures.ts';

const rulesOf = (prompt: string, schema: { fields: string[]; collections: string[] }) => {
  const result = analyze(prompt, schema, { explain: true });
  return { collection: result.analysis.collection[0], rules: result.explanation?.collection.evidence.map((e) => e.rule) ?? [] };
};

/** The owner of each named field, as the schema memo reads a flat list: the names first, the document keys over them. */
const ownersIn = (fields: string[], collections: string[]) => {
  const index = buildFieldIndex(fields, []);
  const { ownerOf } = keySeparatedOwners(fields, collections, index, fieldOwners(index, collections));
  return (...names: string[]) => names.map((name) => ownerOf.get(index.byName.get(name)!));
};

// an invented glasshouse nursery: growers, the seedling trays they sow, and the kilns that fire their pots
const NURSERY = {
  fields: ['_id', 'grower_ref', 'alias', 'tunnel', '_id', 'tray_ref', 'grower_ref', 'Kiln', 'sown_on', 'germ_rate', 'SoilCost', '_id', 'KilnCode', 'Label', 'peak_temp'],
  collections: ['Growers', 'Trays', 'Kilns'],
};

describe('ownership: a flat list repeating the document key once per collection', () => {
  test('each field goes to the collection it is first listed under', () => {
    const owners = ownersIn(NURSERY.fields, NURSERY.collections);
    expect(owners('alias', 'tunnel')).toEqual(['Growers', 'Growers']);
    expect(owners('Kiln', 'germ_rate', 'SoilCost')).toEqual(['Trays', 'Trays', 'Trays']);
    expect(owners('Label', 'peak_temp')).toEqual(['Kilns', 'Kilns']);
  });

  test('a field a later collection lists again stays with the first', () => {
    expect(ownersIn(NURSERY.fields, NURSERY.collections)('grower_ref')).toEqual(['Growers']);
  });

  test('a list whose document keys do not match the collections keeps the reading from names', () => {
    const fields = NURSERY.fields.filter((f, k) => f !== '_id' || k === 0);
    const index = buildFieldIndex(fields, []);
    const byNames = fieldOwners(index, NURSERY.collections);
    expect(keySeparatedOwners(fields, NURSERY.collections, index, byNames)).toBe(byNames);
  });
});

describe('collection: a group key kept beside the measure, named by the collection said after "per"', () => {
  test('"average soil cost per kiln" reads the trays keeping the costs and a Kiln', () => {
    expect(rulesOf('average soil cost per kiln', NURSERY)).toEqual({
      collection: 'Trays', rules: expect.arrayContaining(['collection.named-as-group-key+beside-measure', 'collection.holds-group-key+beside-measure']),
    });
  });

  // an invented harbour: pilots, their tows (a fee and the pilot's grade kept on each), and berths
  const HARBOUR = {
    fields: ['pilotId', 'callsign', 'licensedOn', 'TowNo', 'PilotID', 'TowDate', 'Grade', 'TowFeeAmt', 'berth_ref', 'berth_no', 'depth_m', 'quay'],
    collections: ['pilots', 'tows', 'berths'],
  };

  test('"total tow fee paid per pilot grade" reads the tows keeping the fee and the grade said right after the pilots', () => {
    expect(rulesOf('Total tow fee paid per pilot grade', HARBOUR)).toEqual({ collection: 'tows', rules: expect.arrayContaining(['collection.holds-group-key+beside-measure']) });
  });

  test('not when the key grouped on is the named collection\'s own', () => {
    const { rules } = rulesOf('average peak temp per kiln', NURSERY);
    expect(rules).not.toContain('collection.holds-group-key+beside-measure');
  });
});

describe('collection: a kindred noun naming the records, before an id even where a field uses it', () => {
  // an invented ferry line keeping its reservations, whose own reference uses the word "booking"
  const FERRY = {
    fields: ['_id', 'bookingCode', 'deck', 'vehicleLen', '_id', 'cardNo', 'tierName', 'points', '_id', 'sailingKey', 'portFrom'],
    collections: ['reservations', 'club_cards', 'sailings'],
  };

  test('"booking ZX41QP" names the reservations, though a field uses the word', () => {
    expect(rulesOf('Show booking ZX41QP.', FERRY)).toEqual({ collection: 'reservations', rules: expect.arrayContaining(['collection.kindred-noun-before-id']) });
  });

  test('without an id after it, the word keeps its field reading', () => {
    expect(rulesOf('bookings on the lower deck', FERRY).rules).not.toContain('collection.kindred-noun-before-id');
  });

  test('"payouts" names the payments', () => {
    const LEDGER = { fields: ['_id', 'supplierNo', 'tradingName', 'town', '_id', 'remitNo', 'supplierNo', 'value', 'sentOn'], collections: ['suppliers', 'payments'] };
    expect(rulesOf('list the payouts to Hale Ltd', LEDGER)).toEqual({ collection: 'payments', rules: expect.arrayContaining(['collection.kindred-noun']) });
  });
});
