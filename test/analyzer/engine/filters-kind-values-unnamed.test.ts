import { describe, expect, test } from 'bun:test';
import { expectFilters, runOnSchema } from './fixtures.ts';

// invented schemas: a freight depot's crates, a dog hotel's stays and rooms, a hardware hire shop, a pump fleet's faults
const DEPOT: readonly [string[], string[]] = [
  ['crate_id', 'crate_status', 'dock_code', 'weight_kg', 'carrier_id', 'carrier_name'],
  ['Crates', 'Carriers'],
];
const KENNEL: readonly [string[], string[]] = [
  ['stay_id', 'dog_name', 'room_id', 'status', 'drop_in', 'nightly_fee', 'check_out', 'room_name', 'allowsPuppies', 'floor'],
  ['stays', 'rooms'],
];
const HIRE: readonly [string[], string[]] = [
  ['tool_id', 'tool_type', 'manufacturer', 'day_rate', 'bought_year', 'branch_id', 'branch_name', 'town'],
  ['tools', 'branches'],
];
const PUMPS: readonly [string[], string[]] = [
  ['Default_Severity', 'Fault_Code', 'Fault_Desc', 'Fault_ID', 'Fix_Cost_Amt', 'Is_Fixed', 'Pump_ID', 'Pump_Make', 'Severity'],
  ['Faults', 'Pumps', 'Ref_Fault_Codes'],
];

describe('filters: a stage phrase right after the records, no verb between (filters.status-word+after-records)', () => {
  test('the phrase then another condition', () => {
    expectFilters('crates on hold at dock D4', DEPOT, { crate_status: 'on hold', dock_code: 'D4' }, 'filters.status-word+after-records');
  });
  test('the phrase closing the question', () => {
    expectFilters('heaviest crates in quarantine', DEPOT, { crate_status: 'in quarantine' }, 'filters.status-word+after-records');
  });
  test('a stage phrase after a measure, not the records, is not read as said of them', () => {
    expect(JSON.stringify(runOnSchema('total weight kg in transit', ...DEPOT).explanation!.filters.evidence)).not.toContain('after-records');
  });
});

describe('filters: a stage word before several plain words and the records (filters.status-word)', () => {
  test('two words between', () => {
    expectFilters('delayed steel mesh crates', DEPOT, { crate_status: 'delayed' }, 'filters.status-word');
  });
  test('a function word between breaks it', () => {
    expect(JSON.stringify(runOnSchema('delayed at the crates', ...DEPOT).explanation!.filters.evidence)).not.toContain('"filters.status-word"');
  });
});

describe('filters: stage words of a pitch, a machine, goods and a stay', () => {
  test.each([
    ['crates that were released', { crate_status: 'released' }],
    ['decommissioned crates', { crate_status: 'decommissioned' }],
    ['crates still in processing', { crate_status: 'in processing' }],
  ])('%p', (prompt, filters) => {
    expectFilters(prompt, DEPOT, filters, 'filters.status-word');
  });
  test('a checked-in stay', () => {
    expectFilters('nightly fee of checked-in stays', KENNEL, { status: 'checked-in' }, 'filters.status-word');
  });
});

describe('filters: a yes/no field named by a verb of having and its thing (filters.thing-flag)', () => {
  test.each([
    ['rooms that allow puppies', { allowsPuppies: true }],
    ['rooms allowing puppies', { allowsPuppies: true }],
    ['rooms with no puppies', { allowsPuppies: false }],
  ])('%p', (prompt, filters) => {
    expectFilters(prompt, KENNEL, filters, 'filters.thing-flag');
  });
  test('the thing without the verb or a lead names no flag', () => {
    expect(runOnSchema('how many puppies', ...KENNEL).analysis.filters).toEqual({});
  });
});

describe('filters: a hyphenated noun naming a two-word field whole (filters.flag+hyphened-noun)', () => {
  test.each([
    ['average nightly fee for drop-ins', { drop_in: true }],
    ['drop-in stays per room', { drop_in: true }],
  ])('%p', (prompt, filters) => {
    expectFilters(prompt, KENNEL, filters, 'filters.flag+hyphened-noun');
  });
  test('the noun in the singular, before no records, names no kind of them', () => {
    expect(runOnSchema('rooms with a drop-in rate', ...KENNEL).analysis.filters).not.toHaveProperty('drop_in');
  });
});

describe('filters: a hyphenated word whose second part a label field is named for (filters.hyphened-label)', () => {
  // an invented cider press: each pressing has a clarity label, an apple variety and a pressed-on date
  const PRESS: readonly [string[], string[]] = [['pressing_id', 'clarity_flag', 'apple_variety', 'pressed_on'], ['pressings']];
  test.each([
    ['cloudy-clarity pressings', { clarity_flag: 'cloudy' }],
    ['how many poor-clarity pressings', { clarity_flag: 'poor' }],
  ])('%p', (prompt, filters) => {
    expectFilters(prompt, PRESS, filters, 'filters.hyphened-label');
  });
  test('a participle after the hyphen, or one letter before it, says no label', () => {
    const rated = runOnSchema('the highest-rated pressings', ['pressing_id', 'rated', 'apple_variety'], ['pressings']);
    expect(rated.analysis.filters).not.toHaveProperty('rated');
    expect(runOnSchema('A-clarity pressings', ...PRESS).analysis.filters).not.toHaveProperty('clarity_flag');
  });
});

describe('filters: a stage noun names its records beside other records named (filters.status-word+unnamed-records)', () => {
  test('the noun with a group of other records', () => {
    const schema: readonly [string[], string[]] = [['visit_id', 'status', 'surgery_id', 'surgery_name', 'booked_at'], ['visits', 'surgeries']];
    expectFilters('no-shows per surgery', schema, { status: 'no-show' }, 'filters.status-word+unnamed-records');
  });
});

describe('filters: a capitalised name before the records is their maker (filters.maker-name)', () => {
  test.each([
    ['day rate of a Brandtwerk tool', { manufacturer: 'Brandtwerk' }],
    ['show Brandtwerk tools', { manufacturer: 'Brandtwerk' }],
    ['how many Brandtwerk tools', { manufacturer: 'Brandtwerk' }],
  ])('%p', (prompt, filters) => {
    expectFilters(prompt, HIRE, filters, 'filters.maker-name');
  });
  test('with a kind between, the kind goes to the kind field', () => {
    expectFilters('Brandtwerk sander tools bought before 2015', HIRE, { manufacturer: 'Brandtwerk', tool_type: 'sander', bought_year: { $lt: 2015 } }, 'filters.maker-name');
  });
  test('a request verb opening the question is no maker', () => {
    expect(runOnSchema('Count tools', ...HIRE).analysis.filters).toEqual({});
  });
  test('records keeping no maker take no name as one, unless it names one thing of a make', () => {
    expect(runOnSchema('day rate at the Dunmore branches', ...HIRE).analysis.filters).not.toHaveProperty('manufacturer');
  });
});

describe('filters: a grade said of the records goes to their own field, not the default of their kind (filters.scale-value+own-not-default)', () => {
  test.each([
    ['unfixed critical faults', { Is_Fixed: false, Severity: 'critical' }],
    ['average fix cost for critical faults', { Severity: 'critical' }],
  ])('%p', (prompt, filters) => {
    expectFilters(prompt, PUMPS, filters, 'filters.scale-value+records-after+own-not-default');
  });
  test('a schema with no plain twin keeps the default field', () => {
    const schema: readonly [string[], string[]] = [['Default_Severity', 'Fault_Code', 'Fault_ID', 'Pump_ID'], ['Faults', 'Ref_Fault_Codes']];
    expect(JSON.stringify(runOnSchema('critical faults', ...schema).explanation!.filters.evidence)).not.toContain('own-not-default');
  });
});
