import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { analyze, filterRules, makeRegistry, NOW } from './fixtures.ts';

type Schema = { fields: string[]; collections: string[] };
const run = (prompt: string, schema: Schema) => analyze(prompt, schema, { explain: true });
const filters = (prompt: string, schema: Schema) => run(prompt, schema).analysis.filters;

// invented schemas: a music school's lessons, a freight yard's crates, a repair shop's tickets and audits, a lab's
// swabs, a pottery's kiln firings, a canoe hire's fleet, a farm's herds, a chain of gyms, a pet groomer's bookings
const LESSONS = { fields: ['lesson_id', 'lesson_status', 'pupil_name', 'starts_at', 'fee'], collections: ['lessons'] };
const CRATES = { fields: ['crate_id', 'crate_status_code', 'gross_kg', 'packed_on', 'due_on', 'route'], collections: ['crates'] };
const TICKETS = { fields: ['ticket_id', 'title', 'severity', 'opened_at', 'assignee'], collections: ['tickets'] };
const SITE_AUDITS = {
  fields: ['audit_id', 'site', 'overall_severity', 'findings.code', 'findings.severity', 'findings.note', 'audited_on'], collections: ['audits'],
};
const CITIES = { fields: ['city_id', 'city_name', 'population', 'country'], collections: ['cities'] };
const FIRINGS = {
  fields: ['Firing_Key', 'Kiln_Label', 'Fired_On', 'Verdict_Code', 'Verdict_Text', 'Potter_Name'],
  collections: ['Firings', 'Lu_Firing_Verdicts'],
};
const FIRINGS_WORDED = { fields: ['Firing_Key', 'Kiln_Label', 'Fired_On', 'Verdict_Text'], collections: ['Firings'] };
const SWABS = {
  fields: ['swab_id', 'taken_at', 'cultures.organism_code', 'cultures.result', 'cultures.result_value', 'cultures.abnormal_flag', 'ward'],
  collections: ['swabs'],
};
const CANOES = { fields: ['canoe_id', 'hull_length', 'Condition_Code', 'Condition_Text', 'bought_on'], collections: ['Canoes', 'Lu_Canoe_Conditions'] };
const HERDS = { fields: ['herd_id', 'pasture', 'health_number', 'counted_on'], collections: ['herds'] };
const GYMS = { fields: ['gym_id', 'gym_name', 'is_24_hour', 'city', 'opened_on'], collections: ['gyms'] };
const GROOMING = {
  fields: ['booking_id', 'pet_name', 'status', 'booked_for', 'invoice_id', 'invoiceStatus', 'total'],
  collections: ['bookings', 'invoices'],
};

describe('filters: more words naming a stage, and a journey under way (filters.status-word)', () => {
  test.each([
    ['how many lessons were missed', LESSONS, { lesson_status: 'missed' }],
    ['lessons that got discarded', LESSONS, { lesson_status: 'discarded' }],
    ['count the lessons that are live', LESSONS, { lesson_status: 'live' }],
    ['lessons still processing', LESSONS, { lesson_status: 'processing' }],
    ['how many crates are in transit right now', CRATES, { crate_status_code: 'in transit' }],
  ])('%p', (prompt, schema, expected) => {
    expect(filters(prompt, schema)).toEqual(expected);
    expect(filterRules(run(prompt, schema))).toEqual(['filters.status-word']);
  });

  test('a word that names no stage stays off the status', () => {
    expect(filters('lessons that were booked', LESSONS)).toEqual({});
    expect(filters('crates sent by rail transit', CRATES)).toEqual({});
  });

  test('"live" and "processing" are a stage only after a copula or "still": before a noun, or as a verb, they are not', () => {
    const MEMBERS = { fields: ['member_id', 'member_status', 'full_name', 'region', 'joined_on'], collections: ['members'] };
    const PARCELS = { fields: ['parcel_id', 'parcel_status', 'processing_minutes', 'weight_kg', 'sent_on'], collections: ['parcels'] };
    expect(filters('members who live in Ohio', MEMBERS)).not.toHaveProperty('member_status');
    expect(filters('average processing time of parcels', PARCELS)).not.toHaveProperty('parcel_status');
    expect(filters('the live lessons', LESSONS)).toEqual({});
    expect(filters('parcels currently processing', PARCELS)).toEqual({ parcel_status: 'processing' });
  });
});

describe('filters: grades of harm, a graded item in the singular, a word between the grade and the records (filters.scale-value)', () => {
  test.each([
    ['list the major tickets', TICKETS, { severity: 'major' }],
    ['how many minor tickets were opened', TICKETS, { severity: 'minor' }],
    ['audits with a severe finding', SITE_AUDITS, { 'findings.severity': 'severe' }],
    ['show the major hardware tickets', TICKETS, { severity: 'major' }],
  ])('%p', (prompt, schema, expected) => {
    expect(filters(prompt, schema)).toEqual(expected);
  });

  test('the evidence names the records after the grade', () => {
    expect(filterRules(run('audits with a severe finding', SITE_AUDITS))).toEqual(['filters.scale-value+records-after']);
  });

  test('a grade word beside records graded on no scale stays prose', () => {
    expect(filters('list the major cities', CITIES)).toEqual({});
  });

  test('a field of study or a person under age is no grade of harm, beside a severity field', () => {
    // an invented college keeping conduct cases on its students
    const PUPILS = { fields: ['pupil_id', 'full_name', 'major', 'is_minor', 'conduct_severity'], collections: ['pupils'] };
    expect(filters('pupils by major', PUPILS)).toEqual({});
    expect(run('pupils by major', PUPILS).analysis.groupBy).toEqual(['major']);
    expect(filters('number of minors', PUPILS)).not.toHaveProperty('conduct_severity');
  });
});

describe('filters: an outcome goes to its code, not to the wording kept beside it (filters.outcome-word)', () => {
  test('the code keeps the outcome', () => {
    expect(filters('show me the failed firings', FIRINGS)).toEqual({ Verdict_Code: 'failed' });
    expect(filterRules(run('show me the failed firings', FIRINGS))).toEqual(['filters.outcome-word']);
  });

  test('with no code beside it the wording still keeps it', () => {
    expect(filters('show me the failed firings', FIRINGS_WORDED)).toEqual({ Verdict_Text: 'failed' });
  });
});

describe('filters: a result a test came back with (filters.result-given) and a grade it was flagged (filters.labelled)', () => {
  test('the word after "came back" is the result, in the field named by the outcome alone', () => {
    expect(filters('swabs where the culture came back inconclusive', SWABS)).toEqual({ 'cultures.result': 'inconclusive' });
    expect(filterRules(run('swabs where the culture came back inconclusive', SWABS))).toEqual(['filters.result-given']);
  });

  test('"came back" followed by a function word gives no result', () => {
    expect(filters('swabs that came back to the ward', SWABS)).not.toHaveProperty('cultures.result');
  });

  test('a grade is a label, though "high" is a function word elsewhere', () => {
    expect(filters('swabs whose culture was flagged high', SWABS)).toEqual({ 'cultures.abnormal_flag': 'high' });
    expect(filters('swabs whose culture was flagged abnormal', SWABS)).toEqual({ 'cultures.abnormal_flag': 'abnormal' });
  });
});

describe('filters: a stage word written in capitals after a labelling participle (filters.labelled+status)', () => {
  test('the capitals do not make it a name', () => {
    expect(filters('show crates marked OVERDUE', CRATES)).toEqual({ crate_status_code: 'OVERDUE' });
  });

  test('a capitalised word that names no stage is not read as one by the labelling participle', () => {
    expect(filterRules(run('show crates marked Harwich', CRATES))).not.toContain('filters.labelled+status');
  });
});

describe('filters: the condition a thing is in (filters.condition-phrase)', () => {
  test.each([
    ['canoes in fair condition', { Condition_Code: 'fair' }],
    ['how many canoes are in a poor condition', { Condition_Code: 'poor' }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, CANOES)).toEqual(expected);
    expect(filterRules(run(prompt, CANOES))).toEqual(['filters.condition-phrase']);
  });

  test('with no condition field the phrase stays prose', () => {
    expect(filters('lessons in fair condition', LESSONS)).toEqual({});
  });

  test('a field that keeps a number holds no condition in words', () => {
    expect(filterRules(run('herds in poor health', HERDS))).not.toContain('filters.condition-phrase');
    expect(filters('herds in poor health', HERDS)).toEqual({});
  });
});

describe('filters: a yes/no field whose state is one hyphenated word (filters.flag)', () => {
  test('"24-hour" says the whole state', () => {
    expect(filters('how many 24-hour gyms are there', GYMS)).toEqual({ is_24_hour: true });
  });

  test('the last part alone does not', () => {
    expect(filters('gyms with hour-long queues', GYMS)).not.toHaveProperty('is_24_hour');
  });
});

describe('filters: a stage noun naming records of their own (filters.status-word+unnamed-records)', () => {
  test('the bare status keeps it beside another record\'s status, whatever follows the noun', () => {
    expect(filters('count the no-shows booked online', GROOMING)).toEqual({ status: 'no-show' });
    expect(filterRules(run('count the no-shows booked online', GROOMING))).toEqual(['filters.status-word+unnamed-records']);
  });

  test('a named collection still takes its own status', () => {
    expect(filters('how many invoices are overdue', GROOMING)).toEqual({ invoiceStatus: 'overdue' });
  });
});

// an invented trade whose pack knows the stages of a `status` listed among another collection's fields
const CLAIMS = {
  fields: ['policy_id', 'holder', 'status', 'claim_id', 'insurer_name', 'claim_status', 'lodged_at'],
  collections: ['policies', 'claims'],
};
const COVER: SectorPack = {
  id: 'cover', label: 'Cover', signals: { fields: ['policy_id', 'claim_id', 'status'] }, synonyms: {},
  defaultMetrics: [], dateFields: ['lodged_at'], entities: [], vocabularies: { status: ['spurned'] },
};
const cover = createEngine(makeRegistry(COVER));
const coverFilters = (prompt: string) => cover.analyze({ prompt, ...CLAIMS }, { now: NOW }).analysis.filters;

describe('filters: a pack stage said far from the only records named is still theirs (filters.pack-vocabulary+records-status)', () => {
  test('the records\' own status keeps it', () => {
    expect(coverFilters('claims from Northwind Mutual that got spurned')).toEqual({ insurer_name: 'Northwind Mutual', claim_status: 'spurned' });
  });

  test('with two collections named, none is taken for the far word', () => {
    expect(coverFilters('claims on policies held by Northwind Mutual that got spurned')).not.toHaveProperty('claim_status');
  });
});
