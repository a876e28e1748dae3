import { describe, expect, test } from 'bun:test';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { analyze, filterRules, GENERIC, makeRegistry, NOW } from './fixtures.ts';

const filtersOf = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

/** The filters read from the prompt, and whether a rule of the evidence ends with `suffix`. */
function readWith(prompt: string, schema: unknown, expected: unknown, suffix: string): void {
  const result = analyze(prompt, schema as never, { explain: true });
  expect(result.analysis.filters).toEqual(expected as never);
  expect(filterRules(result).some((r) => r.endsWith(suffix))).toBe(true);
}

describe('filters: a code never lands on a date; the records the date measures keep it in their code field (+code-beside-measure)', () => {
  // an invented canine pathology service: hounds embed lesions, dated by when they were found
  const KENNEL = {
    fields: ['_id', 'hound_id', 'call_name', 'lesions.lesion_no', 'lesions.finding_date', 'lesions.organ_code', 'lesions.morph_code', 'lesions.size_mm'],
    collections: ['hounds'],
  };
  // an invented back-office of a chiropractic chain: a flat claims table
  const CLAIMS = { fields: ['_id', 'claim_no', 'member_ref', 'problem_noted_at', 'billing_code', 'amount_billed'], collections: ['claims'] };

  test.each([
    ['hounds with D17.1', KENNEL, { 'lesions.organ_code': 'D17.1' }],
    ['how many hounds have a C44.3 lesion', KENNEL, { 'lesions.organ_code': 'C44.3' }],
    ['claims with M54.5', CLAIMS, { billing_code: 'M54.5' }],
  ] as const)('%p', (prompt, schema, expected) => {
    readWith(prompt, schema, expected, 'filters.code+code-system+code-beside-measure');
  });

  test('with no code field beside the date, the date still takes no code', () => {
    const bare = { fields: ['_id', 'hound_id', 'call_name', 'lesions.finding_date', 'lesions.size_mm'], collections: ['hounds'] };
    expect(Object.keys(filtersOf('hounds with D17.1', bare))).not.toContain('lesions.finding_date');
  });

  test('an identifier after an amount it is no value of leaves the amount alone; a short size code stays on the size', () => {
    const payroll = { fields: ['_id', 'worker_no', 'full_name', 'slip_id', 'gross_pay', 'net_pay', 'paid_on', 'shoe_size'], collections: ['workers', 'slips'] };
    expect(Object.keys(filtersOf('gross pay QZ-100771', payroll))).not.toContain('gross_pay');
    expect(filtersOf('shoe size 10W', payroll)).toEqual({ shoe_size: '10W' });
  });

  test('a code field named by the system keeps its codes; the one beside the date is not asked', () => {
    const named = { fields: ['_id', 'hound_id', 'lesions.finding_date', 'lesions.dx_code', 'lesions.organ_code'], collections: ['hounds'] };
    expect(filtersOf('hounds with D17.1', named)).toEqual({ 'lesions.dx_code': 'D17.1' });
  });
});

describe('filters: an identifier after "for"/"by" is the key of whose the records are (+party-key, +first-listed-key, +holders-own-key)', () => {
  // an invented boarding kennel listed as one flat schema: each field once, the owners' key with the owners
  const BOARDING = {
    fields: ['_id', 'OwnerID', 'FullName', 'Phone', 'StayID', 'CheckIn', 'Nights', 'RoomNo', 'InvoiceID', 'Total', 'IssuedOn'],
    collections: ['Owners', 'Stays', 'Invoices'],
  };
  // an invented garage: jobs point at their customer by a reference of their own
  const GARAGE = { fields: ['_id', 'customer_id', 'full_name', 'email', 'job_id', 'customer_ref', 'bay', 'labour_hours', 'fee'], collections: ['customers', 'jobs'] };
  // an invented shipyard: vessels embed the services done on them
  const YARD = { fields: ['_id', 'hull_ref', 'vessel_name', 'flag', 'services.done_on', 'services.cost', 'services.item'], collections: ['vessels'] };

  test.each([
    ['stays for QK-7781234', BOARDING, { OwnerID: 'QK-7781234' }, 'filters.code+first-listed-key'],
    ['how many stays did QK-7781234 have', BOARDING, { OwnerID: 'QK-7781234' }, 'filters.code+first-listed-key'],
    ['jobs for WQ-4410021', GARAGE, { customer_ref: 'WQ-4410021' }, 'filters.code+party-key'],
    ['labour hours logged by WQ-4410021', GARAGE, { customer_ref: 'WQ-4410021' }, 'filters.code+party-key'],
    ['service history for ZX-0092231', YARD, { hull_ref: 'ZX-0092231' }, 'filters.code+holders-own-key'],
  ] as const)('%p', (prompt, schema, expected, rule) => {
    readWith(prompt, schema, expected, rule);
  });

  test('a short code is a label, not someone\'s identifier', () => {
    expect(Object.keys(filtersOf('stays for QK-12', BOARDING))).not.toContain('OwnerID');
    expect(Object.keys(filtersOf('jobs for WQ-21', GARAGE))).not.toContain('customer_ref');
  });

  test('without a word saying whose, the identifier is not the party\'s', () => {
    expect(Object.keys(filtersOf('stays in QK-7781234', BOARDING))).not.toContain('OwnerID');
  });

  test.each([
    ['phone number for QK-7781234', { OwnerID: 'QK-7781234' }],
    ['full name for QK-7781234', { OwnerID: 'QK-7781234' }],
  ] as const)('a field of the records named before is theirs, keyed by their own key: %p', (prompt, expected) => {
    readWith(prompt, BOARDING, expected, 'filters.code+subjects-own-key');
  });

  test('records listed after the first, named by a collection, still take the first-listed key', () => {
    readWith('invoices for QK-7781234', BOARDING, { OwnerID: 'QK-7781234' }, 'filters.code+first-listed-key');
  });

  test('records holding parts but no own key leave no holders\' evidence on what else takes the code', () => {
    const keyless = { fields: ['_id', 'vessel_name', 'flag', 'services.done_on', 'services.cost', 'services.item'], collections: ['vessels'] };
    const result = analyze('service history for ZX-0092231', keyless as never, { explain: true });
    expect(Object.keys(result.analysis.filters)).not.toContain('hull_ref');
    expect(filterRules(result).some((r) => r.includes('+holders-own-key'))).toBe(false);
  });
});

describe('filters: a compared bound of ten digits or more is no telephone number', () => {
  // an invented courier's customers, keeping a mobile number and an epoch of creation
  const COURIER = { fields: ['_id', 'customer_no', 'full_name', 'mobile_phone', 'created_epoch', 'parcels.weight_g'], collections: ['customers'] };

  test.each(['customers created after 1700000000', 'customers created since 1700000000', 'customers created before 1700000000'])('%p', (prompt) => {
    expect(Object.keys(filtersOf(prompt, COURIER))).not.toContain('mobile_phone');
  });

  test('after "for" the long number is still the telephone number', () => {
    readWith('customers for 15551234567', COURIER, { mobile_phone: '15551234567' }, 'filters.code+phone-number');
  });
});

describe('filters: a long run of digits is a telephone number where the schema keeps one (+phone-number)', () => {
  // an invented mobile operator and an invented dental practice
  const OPERATOR = { fields: ['_id', 'line_id', 'caller_mobile', 'tariff', 'call_id', 'started_at', 'duration_s', 'account_number'], collections: ['lines', 'calls'] };
  const DENTAL = { fields: ['_id', 'patient_no', 'surname', 'phone', 'appointments.booked_for', 'appointments.chair'], collections: ['patients'] };

  test.each([
    ['calls from 447912345678', OPERATOR, { caller_mobile: '447912345678' }],
    ['appointments for 15551234567', DENTAL, { phone: '15551234567' }],
  ] as const)('%p', (prompt, schema, expected) => {
    readWith(prompt, schema, expected, 'filters.code+phone-number');
  });

  test('a number after its entity stays that entity\'s; a shorter number is no telephone number', () => {
    expect(filtersOf('account 4402118773', OPERATOR)).toEqual({ account_number: 4402118773 });
    expect(filtersOf('appointments for 123456789', DENTAL)).toEqual({});
  });
});

describe('filters: a code written after the thing it stands for is the one condition on it', () => {
  // an invented assay pack, whose vocabulary names the analytes a panel measures
  const ASSAY: SectorPack = {
    ...GENERIC, id: 'assay', label: 'Assay', signals: { fields: ['panel_id', 'drawn_at'] },
    vocabularies: { 'draws.analyte': ['ferritin', 'lipase'] },
  };
  const PHLEBOTOMY = { fields: ['_id', 'panel_id', 'drawn_at', 'draws.loinc', 'draws.analyte', 'draws.reading', 'rx.ndc', 'rx.product'], collections: ['panels'] };
  // an invented dispensary pack naming the products it stocks
  const DISPENSARY: SectorPack = {
    ...GENERIC, id: 'dispensary', label: 'Dispensary', signals: { fields: ['script_no', 'written_on'] },
    vocabularies: { 'lines.product': ['levothyroxine', 'sertraline'] },
  };
  const SCRIPTS = { fields: ['_id', 'script_no', 'written_on', 'lines.ndc', 'lines.product', 'lines.qty', 'labs.loinc'], collections: ['scripts'] };
  const run = (pack: SectorPack, schema: { fields: string[]; collections: string[] }, prompt: string) =>
    createEngine(makeRegistry(pack)).analyze({ prompt, ...schema }, { now: NOW }).analysis.filters;

  test.each([
    ['panels where ferritin (LOINC 2276-4) was drawn', ASSAY, PHLEBOTOMY, { 'draws.loinc': '2276-4' }],
    ['mean lipase reading for LOINC 3040-3', ASSAY, PHLEBOTOMY, { 'draws.loinc': '3040-3' }],
    ['scripts with sertraline (NDC 0093-7198)', DISPENSARY, SCRIPTS, { 'lines.ndc': '0093-7198' }],
  ] as const)('%p', (prompt, pack, schema, expected) => {
    expect(run(pack, schema as never, prompt)).toEqual(expected);
  });

  test('a code the same records do not keep leaves the thing named as a condition of its own', () => {
    expect(Object.keys(run(DISPENSARY, SCRIPTS, 'scripts with sertraline and a 2276-4 lab'))).toContain('lines.product');
    expect(Object.keys(run(ASSAY, PHLEBOTOMY, 'panels with ferritin drawn and 0093-7198 given'))).toContain('draws.analyte');
  });
});

describe('record path: a person pronoun asks of the copy kept in the collection of people (+asked-of-people)', () => {
  // an invented marina and an invented lending library: people embed what they did, where it is also kept on its own
  const MARINA = {
    fields: ['_id', 'sailor_id', 'given_name', 'surname', 'dob', 'voyages.mooring_code', 'voyages.departed_on', 'mooring_code', 'depth_m', 'berth_count'],
    collections: ['sailors', 'moorings'],
  };
  const LIBRARY = {
    fields: ['_id', 'patron_id', 'first_name', 'last_name', 'birth_date', 'loans.branch_code', 'loans.due_on', 'branch_code', 'city', 'opened'],
    collections: ['patrons', 'branches'],
  };

  test.each([
    ['anyone who sailed from mooring MR-77', MARINA, { 'voyages.mooring_code': 'MR-77' }],
    ['who borrowed at branch BR-0042', LIBRARY, { 'loans.branch_code': 'BR-0042' }],
  ] as const)('%p', (prompt, schema, expected) => {
    readWith(prompt, schema, expected, '+asked-of-people');
  });

  test('a given and a family name written apart make the records people\'s; one kind of name alone does not', () => {
    const choir = (second: string) => ({
      fields: ['_id', 'singer_id', 'given_name', second, 'rehearsals.hall_code', 'rehearsals.held_on', 'hall_code', 'seats', 'city'],
      collections: ['singers', 'halls'],
    });
    readWith('who rehearsed in hall HL-3108', choir('family_name'), { 'rehearsals.hall_code': 'HL-3108' }, '+asked-of-people');
    expect(filtersOf('who rehearsed in hall HL-3108', choir('stage_alias'))).toEqual({ hall_code: 'HL-3108' });
  });

  test('a question about the keyed record itself keeps its own copy', () => {
    expect(filtersOf('the depth of mooring MR-77', MARINA)).toEqual({ mooring_code: 'MR-77' });
    expect(filtersOf('which city is branch BR-0042 in', LIBRARY)).toEqual({ branch_code: 'BR-0042' });
  });
});
