import { expect, test } from 'bun:test';
import { byLowerCase } from '../../../plugins/analyzer/engine/sorted-ownership.ts';
import { runOnSchema } from './fixtures.ts';

const sortRules = (r: ReturnType<typeof runOnSchema>): string[] => r.explanation!.sort.evidence.map((e) => e.rule);
const metricRules = (r: ReturnType<typeof runOnSchema>): string[] => r.explanation!.metric.evidence.map((e) => e.rule);

// an invented hotel: stays are stamped by a phrasal verb's participle and particle; guests keep a birth date
const HOTEL: [string[], string[]] = [['guest_id', 'full_name', 'date_of_birth', 'postcode', 'stay_id', 'room_no', 'checked_in_at', 'nights'], ['guests', 'stays']];

test('a phrasal participle and particle before "at" stamp when the records were done', () => {
  expect(runOnSchema('3 latest stays for G-1001', ...HOTEL).analysis.sort).toEqual({ checked_in_at: -1 });
});

test('a particle with no participle before it stamps nothing', () => {
  const r = runOnSchema('3 latest stays for G-1001', ['guest_id', 'full_name', 'postcode', 'stay_id', 'room_no', 'in_at', 'nights'], ['guests', 'stays']);
  expect(r.analysis.sort).not.toEqual({ in_at: -1 });
});

// an invented project tracker: a creator's id says "created" and names the members, yet dates nothing
const TRACKER: [string[], string[]] = [['_id', 'email', 'displayName', 'createdAt', 'plan', 'title', 'createdBy', 'createdBy.memberId', 'createdBy.displayName', 'dueDate'], ['members', 'projects']];

test('an id is never the date records are ranked by', () => {
  expect(runOnSchema('newest 5 members', ...TRACKER).analysis.sort).toEqual({ createdAt: -1 });
});

test('the records\' own date, not an id, still ranks the other records', () => {
  expect(runOnSchema('the 5 latest projects', ...TRACKER).analysis.sort).not.toEqual({ 'createdBy.memberId': -1 });
});

// an invented parcel network: deliveries are dated by a cut-off event word
const PARCELS: [string[], string[]] = [['Deli_Date', 'Deli_ID', 'Depot_ID', 'Depot_Name', 'Opened_Year', 'Parcel_Qty', 'Site_Code'], ['Deliveries', 'Depots']];

test('a date named by the records\' noun cut off dates those records', () => {
  const r = runOnSchema('5 latest deliveries to DP-12', ...PARCELS);
  expect(r.analysis.sort).toEqual({ Deli_Date: -1 });
  expect(sortRules(r)).toContain('sort.concept-recent+principal-date');
});

test('a cut-off word of three letters names no records\' date', () => {
  const r = runOnSchema('5 latest deliveries to DP-12', ['Del_Date', 'Deli_ID', 'Depot_ID', 'Depot_Name', 'Opened_Year', 'Parcel_Qty'], ['Deliveries', 'Depots']);
  expect(sortRules(r)).not.toContain('sort.concept-recent+principal-date');
});

// an invented charity: `amount` listed before any field naming a collection is left to none, and so it is in the
// same list sorted by name (read by names alone: see collection-sorted-ownership.test.ts); appeals embed gift tiers
const CHARITY_FIELDS = ['_id', 'amount', 'appealId', 'donorId', 'email', 'giftTiers', 'giftTiers.minDonation', 'giftTiers.title', 'goal', 'isFirstTime', 'title', 'name'];
const CHARITY: [string[], string[]] = [CHARITY_FIELDS, ['appeals', 'donations', 'donors']];
const CHARITY_SORTED: [string[], string[]] = [[...CHARITY_FIELDS].sort(byLowerCase), CHARITY[1]];

test.each([['in the caller\'s order', CHARITY], ['sorted by name', CHARITY_SORTED]] as const)(
  '"<records> amount" is the plain `amount` no collection is given, not another record\'s field ending in the noun (%s)', (_, schema) => {
    const r = runOnSchema('mean donation amount from first-time donors', ...schema);
    expect(r.analysis.metric).toBe('amount');
    expect(metricRules(r)).toContain('metric.field.records-own-measure');
  },
);

test('the noun said without a measure word keeps its own field', () => {
  expect(runOnSchema('mean minimum donation across gift tiers', ...CHARITY).analysis.metric).not.toBe('amount');
});

// an invented boiler service: faults keep a part price and a repair cost
const BOILERS: [string[], string[]] = [['Boiler_ID', 'Model', 'Install_Year', 'Fault_ID', 'Part_Price', 'Repair_Cost', 'Fault_Type'], ['Boilers', 'Faults']];

test('a price superlative ranks by the price field named with the noun after it', () => {
  const r = runOnSchema('the 4 priciest fault repairs', ...BOILERS);
  expect(r.analysis.sort).toEqual({ Repair_Cost: -1 });
  expect(sortRules(r)).toContain('sort.concept-price+qualifying-noun');
});

test('said of the records alone, the price superlative keeps the likeliest price word', () => {
  expect(runOnSchema('the 4 priciest faults', ...BOILERS).analysis.sort).toEqual({ Part_Price: -1 });
});

// an invented billing ledger: invoice lines and invoices each keep a value
const LEDGER: [string[], string[]] = [['Invoice_ID', 'Customer_Name', 'Gross_Value_Usd', 'Invoice_Date', 'Line_ID', 'Sku', 'Line_Value_Usd'], ['Invoice_Lines', 'Invoices']];

test('"by <word>" that names no field alone ranks the records by their field of their noun and that word', () => {
  const r = runOnSchema('the first 5 invoice lines by value', ...LEDGER);
  expect(r.analysis.sort).toEqual({ Line_Value_Usd: -1 });
  expect(sortRules(r)).toContain('sort.top-n-by-measure-word+records-noun');
});

test('a word after "by" that names a field alone is read as that field', () => {
  expect(sortRules(runOnSchema('the first 5 invoice lines by sku', ...LEDGER))).not.toContain('sort.top-n-by-measure-word+records-noun');
});

// an invented volunteer network: teams keep how many people they have
const VOLUNTEERS: [string[], string[]] = [['Team_ID', 'Team_Name', 'Base_Code', 'Headcount', 'Shift_ID', 'Shift_Date', 'Hours_Logged'], ['Shifts', 'Teams']];

test('the largest group is the one with the biggest headcount', () => {
  const r = runOnSchema('largest team at base B-7', ...VOLUNTEERS);
  expect(r.analysis.sort).toEqual({ Headcount: -1 });
  expect(r.analysis.limit).toBe(1);
});

test('a group that keeps no headcount is not ranked by another record\'s number', () => {
  expect(runOnSchema('largest team at base B-7', ['Team_ID', 'Team_Name', 'Base_Code', 'Shift_ID', 'Shift_Date', 'Hours_Logged'], ['Shifts', 'Teams']).analysis.sort).not.toEqual({ Hours_Logged: -1 });
});
