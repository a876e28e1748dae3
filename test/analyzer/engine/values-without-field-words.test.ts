import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { makeRegistry, NOW } from './fixtures.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';

const engine = createEngine(makeRegistry());
const run = (prompt: string, fields: string[], collections: string[]) => engine.analyze({ prompt, fields, collections }, { now: NOW, explain: true });
const rules = (r: ReturnType<typeof run>): string => JSON.stringify(r.explanation!.filters.evidence);
/** The filters read, and the rule that read them when one is given. */
const reads = (r: ReturnType<typeof run>, filters: Record<string, unknown>, rule?: string): void => {
  expect(r.analysis.filters).toEqual(filters);
  if (rule) expect(rules(r)).toContain(rule);
};

// invented repair shop: repair jobs with a status and an opening date, and the mechanics
const GARAGE = ['jobId', 'plate', 'jobStatus', 'openedOn', 'mechanicId', 'mechanicName', 'hourlyWage'];
const GARAGE_C = ['jobs', 'mechanics'];
// invented courier: parcels with a status, and the depots
const COURIER = ['parcel_id', 'weight_kg', 'status', 'sent_at', 'depot_id', 'depot_name', 'town'];
const COURIER_C = ['parcels', 'depots'];

describe('a stage said through a get-passive or a labelling participle', () => {
  test('"got <stage> <time phrase>": the time phrase closes the stage\'s clause', () => {
    reads(run('how many jobs got postponed last week', GARAGE, GARAGE_C), { jobStatus: 'postponed' }, 'filters.status-word');
  });
  test('"were <stage> <time phrase>" in another trade', () => {
    reads(run('how many parcels were delivered last month', COURIER, COURIER_C), { status: 'delivered' });
  });
  test('a participle naming a yes/no field is not closed by a time range (it dates that field)', () => {
    const r = run('how many kilns were relined between 2001 and 2003', ['kilnId', 'relined', 'builtYear'], ['kilns']);
    expect(r.analysis.filters.relined).toBeUndefined();
  });
  test('"marked <label>" with no field of the verb: the label is a stage, kept in the records\' status field', () => {
    reads(run('how many parcels were marked undeliverable last week', COURIER, COURIER_C), { status: 'undeliverable' }, 'filters.labelled+status');
  });
  test('"<records> flagged <label>" in another trade', () => {
    reads(run('jobs flagged warranty', GARAGE, GARAGE_C), { jobStatus: 'warranty' }, 'filters.labelled+status');
  });
  test('a capitalised label is a name, not a stage', () => {
    const r = run('parcels marked Hartwell', COURIER, COURIER_C);
    expect(rules(r)).not.toContain('filters.labelled+status');
  });
  test('a state of life ("deceased") is a stage a status field keeps', () => {
    reads(run('deceased pensioners', ['pensionerId', 'fullName', 'life_status', 'monthlyAmount'], ['pensioners']), { life_status: 'deceased' });
  });
});

describe('a plain field of a role over its twin naming one side of a change', () => {
  test('"gold <records>" beside `previous_tier` and `membership_tier`', () => {
    reads(run('gold climbers', ['climber_id', 'previous_tier', 'membership_tier', 'joined_on'], ['climbers']), { membership_tier: 'gold' });
  });
  test('in another trade and spelling: `OldTier` and `NewTier` beside `TierLevel`', () => {
    reads(run('platinum subscribers', ['SubscriberID', 'OldTier', 'NewTier', 'TierLevel', 'StartDate'], ['Subscribers', 'TierChanges']), { TierLevel: 'platinum' });
  });
  test('a change-side field still takes the value when it is the role\'s only field', () => {
    reads(run('gold climbers', ['climber_id', 'former_tier', 'joined_on'], ['climbers']), { former_tier: 'gold' });
  });
});

describe('a company name said of the records is their maker', () => {
  const PHARMACY = ['batchId', 'batchCode', 'manufacturer', 'expiresOn', 'unitsLeft', 'recalled', 'patientId', 'firstName', 'lastName'];
  test('"<Name> <records>" where the records keep a manufacturer', () => {
    reads(run('recalled Zentrix batches', PHARMACY, ['batches', 'patients']), { recalled: true, manufacturer: 'Zentrix' }, 'filters.maker-name');
  });
  test('two capitalised words after "for" are a maker, not a person, when the records keep one', () => {
    reads(run('units left per batch for Halden Biologics', PHARMACY, ['batches', 'patients']), { manufacturer: 'Halden Biologics' });
  });
  test('in another trade: a brand field of mowers', () => {
    reads(run('how many mowers from Greenwick', ['mower_id', 'brand', 'blade_cm', 'sold_on', 'store_id', 'store_name'], ['mowers', 'stores']), { brand: 'Greenwick' });
  });
  test('a name after a place lead is no maker', () => {
    const r = run('batches stored at Harwick', PHARMACY, ['batches', 'patients']);
    expect(rules(r)).not.toContain('maker-name');
  });
});

describe('an order channel before the orders', () => {
  test('"pickup orders" where orders keep a channel', () => {
    const r = run('pickup orders over $30', ['order_id', 'channel', 'total', 'placed_at', 'store_id'], ['orders', 'stores']);
    expect(r.analysis.filters.channel).toBe('pickup');
  });
  test('a channel word before a field of the orders stays that field\'s word', () => {
    const r = run('average delivery fee of orders', ['order_id', 'channel', 'delivery_fee', 'placed_at'], ['orders']);
    expect(r.analysis.filters.channel).toBeUndefined();
  });
});

describe('a branch said before the specialists\' collection', () => {
  test('"<branch> <people>" where the people are a collection called by an occupation', () => {
    reads(run('lowest fee among yoga instructors', ['studio_id', 'studio_name', 'instructor_id', 'specialty', 'session_fee'], ['studios', 'instructors']), { specialty: 'yoga' }, 'filters.branch-named+before-specialists');
  });
  test('in another trade', () => {
    reads(run('marine surveyors', ['surveyor_id', 'full_name', 'specialty', 'licensed_on', 'vessel_id'], ['surveyors', 'vessels']), { specialty: 'marine' });
  });
  test('a noun before records named by no occupation is no branch', () => {
    const r = run('aspirin orders', ['order_id', 'item_name', 'specialty', 'placed_at'], ['orders']);
    expect(r.analysis.filters.specialty).toBeUndefined();
  });
});

describe('a kind of dated event said as the records', () => {
  const LEDGER = ['sku', 'category', 'unit_price', 'entry_id', 'entry_type', 'entry_date', 'quantity'];
  test('"how many <kind> <time phrase>": the kind field of the one collection that dates its records', () => {
    reads(run('how many refunds last week', LEDGER, ['products', 'ledger_entries']), { entry_type: 'refund' }, 'filters.event-kind+dated-kind-field');
  });
  test('in another trade: "latest 5 <kind>"', () => {
    reads(run('latest 5 transfers', ['account_no', 'holder', 'txn_id', 'txn_kind', 'posted_at', 'amount'], ['accounts', 'transactions']), { txn_kind: 'transfer' });
  });
  test('without a time said, the noun is left alone', () => {
    const r = run('how many refunds', LEDGER, ['products', 'ledger_entries']);
    expect(r.analysis.filters.entry_type).toBeUndefined();
  });
});

describe('a field named right after a vocabulary value picks among the fields its vocabulary gives', () => {
  const packed = createEngine(loadBuiltinRegistry());
  const NURSING = ['nurse_id', 'full_name', 'specialty', 'department', 'shift', 'patient_id', 'diagnosis', 'admitted_on'];
  test('"in the <value> department" beside a specialty field', () => {
    const r = packed.analyze({ prompt: 'how many nurses in the Cardiology department', fields: NURSING, collections: ['nurses', 'patients'] }, { now: NOW, explain: true });
    expect(r.analysis.filters).toEqual({ department: 'Cardiology' });
    expect(JSON.stringify(r.explanation!.filters.evidence)).toContain('+field-named-after');
  });
  test('a text field named after it that its vocabulary does not give still takes it', () => {
    const r = packed.analyze({ prompt: 'how many nurses in the Cardiology wing', fields: [...NURSING, 'wing'], collections: ['nurses', 'patients'] }, { now: NOW, explain: true });
    expect(r.analysis.filters).toEqual({ wing: 'Cardiology' });
    expect(JSON.stringify(r.explanation!.filters.evidence)).toContain('+field-named-after');
  });
  test('with no field named after it the vocabulary\'s own field keeps it', () => {
    const r = packed.analyze({ prompt: 'how many nurses in Cardiology', fields: NURSING, collections: ['nurses', 'patients'] }, { now: NOW, explain: true });
    expect(r.analysis.filters).toEqual({ specialty: 'Cardiology' });
  });
});

describe('a plural noun said as records no collection name calls is a kind of them', () => {
  const HARDWARE = ['sku', 'category', 'unit_cost', 'supplier_id', 'supplier_name', 'aisle_id', 'aisle_label'];
  const HARDWARE_C = ['products', 'suppliers', 'aisles'];
  test('"<kinds> with <field> …": the kind field of the records that field is theirs', () => {
    reads(run('sprockets with unit cost under $3', HARDWARE, HARDWARE_C), { unit_cost: { $lt: 3 }, category: 'sprocket' }, 'filters.unnamed-records-kind');
  });
  test('in another trade: "<field> of <kinds>"', () => {
    reads(run('average price of zinnias', ['plant_id', 'type', 'price', 'potted_on', 'grower_id', 'grower_name'], ['plants', 'growers']), { type: 'zinnia' });
  });
  test('with the records\' collection named the noun is theirs, no kind', () => {
    reads(run('products with unit cost under $3', HARDWARE, HARDWARE_C), { unit_cost: { $lt: 3 } });
  });
});

describe('a class of seat goes to the cabin field, not to a field merely called a class', () => {
  test('"<class> class <records>" beside `fare_class` and `cabin`, and on rail tickets with a `cabin_class`', () => {
    reads(run('business class bookings', ['booking_ref', 'fare_class', 'cabin', 'flown_on', 'passenger_id'], ['bookings', 'passengers']), { cabin: 'business class' }, 'filters.value-class');
    reads(run('first class tickets sold today', ['ticket_no', 'cabin_class', 'seat_no', 'sold_on', 'coach_id'], ['tickets', 'coaches']), { cabin_class: 'first class' });
  });
  test('an ordinal with no class word stays a count of records', () => {
    reads(run('first 10 tickets', ['ticket_no', 'cabin_class', 'seat_no', 'sold_on'], ['tickets']), {});
  });
});

describe('a field named whole after "per" or "by" is a group key, no vocabulary value', () => {
  const packed = createEngine(loadBuiltinRegistry());
  const TRACKS = ['track_id', 'title', 'genre', 'label.country', 'label_name'];
  test('"<records> per <field>" beside a genre list holding that word', () => {
    const r = packed.analyze({ prompt: 'tracks per country', fields: TRACKS, collections: ['tracks'] }, { now: NOW });
    expect(r.analysis.groupBy).toEqual(['label.country']);
    expect(r.analysis.filters).toEqual({});
  });
  test('said as a kind of the records it stays the genre', () => {
    const r = packed.analyze({ prompt: 'country tracks', fields: TRACKS, collections: ['tracks'] }, { now: NOW });
    expect(r.analysis.filters).toEqual({ genre: 'country' });
  });
});

describe('a place or tongue given the role a field names after "as" fills that field (filters.lexicon+as-field)', () => {
  const CHOIR = ['singer_id', 'home_country', 'first_tongue_language', 'voice_part', 'joined_on'];
  test('"<tongue> as their <field>"', () => {
    reads(run('how many singers list Danish as their first tongue language', CHOIR, ['singers']), { first_tongue_language: 'Danish' }, 'filters.lexicon+as-field');
  });
  test('with no field after "as" the lexicon\'s own role keeps it', () => {
    const r = run('how many singers from Denmark', CHOIR, ['singers']);
    expect(r.analysis.filters).toEqual({ home_country: 'Denmark' });
  });
});
