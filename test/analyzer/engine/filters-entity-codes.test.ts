import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rules = (prompt: string, schema: { fields: string[]; collections: string[] }) =>
  analyze(prompt, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);

// invented allotments, exported table by table: plots point at their gardener by a key written shorter
const ALLOTMENTS = {
  fields: ['_id', 'plt_id', 'gdnr_id', 'plot_size', 'plot_status', 'crop', 'first_nm', 'last_nm', 'joined_dt'],
  collections: ['plots', 'gardeners'],
};

test('a code after a collection noun is its key written shorter (filters.code+shortened-key)', () => {
  expect(analyze('plots for gardener G00421', ALLOTMENTS).analysis.filters).toEqual({ gdnr_id: 'G00421' });
  expect(rules('plots for gardener G00421', ALLOTMENTS)).toEqual(['filters.code+shortened-key']);
});

// an invented ferry registry: sailings keep the code and name of the quay they leave from and that quay's country
const FERRIES = {
  fields: ['_id', 'sailing_id', 'quay_of_departure_code', 'quay_country_code', 'quay_name', 'country_code', 'sailed_on', 'boat_nm', 'berth_cd', 'berth_nm'],
  collections: ['sailings', 'quays'],
};

test('a field ending in `cd` is read as a code: "berth code" names `berth_cd` (lexicon ABBREVIATIONS)', () => {
  expect(analyze('sailings at berth code NWQ', FERRIES).analysis.filters).toEqual({ berth_cd: 'NWQ' });
  expect(rules('sailings at berth code NWQ', FERRIES)).toEqual(['filters.code+capitals-after-key']);
});

test('of code fields with the noun, one ending in another field name is that other thing code (+not-others-code)', () => {
  expect(analyze('sailings at quay HLX', FERRIES).analysis.filters).toEqual({ quay_of_departure_code: 'HLX' });
  expect(rules('sailings at quay HLX', FERRIES)).toEqual(['filters.proper-value+code-field-word+not-others-code']);
});

// an invented clinic: owners keep their vet's licence number, visits the licence of the vet who saw the pet
const CLINIC = { fields: ['_id', 'owner_nm', 'pet_nm', 'gp_licence', 'visits.vet_licence', 'visits.seen_on', 'licence', 'vet_nm'], collections: ['owners', 'vets'] };

test('a role word before a named field picks the longer field it spells (filters.field-equals-number+role-before)', () => {
  expect(analyze('owners whose gp is licence 4471', CLINIC).analysis.filters).toEqual({ gp_licence: 4471 });
  expect(rules('owners whose gp is licence 4471', CLINIC)).toEqual(['filters.field-equals-number+role-before']);
});

test('a record chaired by an entity number is kept in the key of that role (filters.entity-number+role-said)', () => {
  const MEETINGS = { fields: ['_id', 'meeting_id', 'chair_member_id', 'scribe_member_id', 'member_id', 'member_nm'], collections: ['meetings', 'members'] };
  expect(analyze('meetings chaired by member 812', MEETINGS).analysis.filters).toEqual({ chair_member_id: 812 });
  expect(rules('meetings chaired by member 812', MEETINGS)).toEqual(['filters.entity-number+role-said']);
});

// an invented land registry written short: plots by block (`blk`), refusals by a reason code (`rej_cd`)
const REGISTRY = { fields: ['_id', 'plot_no', 'blk', 'parcel', 'rej_cd', 'filed_on'], collections: ['filings'] };

test('a word written short in a field name is read as the word (lexicon ABBREVIATIONS)', () => {
  expect(analyze('filings for block 88 parcel 4', REGISTRY).analysis.filters).toEqual({ blk: 88, parcel: 4 });
  expect(analyze('filings turned down under reject code 12', REGISTRY).analysis.filters).toEqual({ rej_cd: 12 });
});

test('a number after a field named and the word for a code is that field value (filters.code+field-before-code-word)', () => {
  const SURVEY = { fields: ['_id', 'respondent_id', 'sex', 'age_band', 'answered_on'], collections: ['responses'] };
  expect(analyze('responses with sex code 2', SURVEY).analysis.filters).toEqual({ sex: '2' });
  expect(rules('responses with sex code 2', SURVEY)).toEqual(['filters.code+field-before-code-word']);
  // the field word held to its code is a condition, not a group after "by"
  const WALKS = { fields: ['_id', 'walk_id', 'set_off_at', 'sex', 'km_walked', 'trail_id', 'trail_title'], collections: ['walks', 'trails'] };
  expect(analyze('walks by hikers with sex code 2', WALKS).analysis.groupBy).toEqual([]);
});

test('a code the records included is kept in their embedded list of parts (filters.code+subject-code+included-parts)', () => {
  const HAMPERS = { fields: ['_id', 'hamperNo', 'voucherCode', 'deliveryAddress.postCode', 'goods.itemCode', 'goods.qty', 'packedAt'], collections: ['hampers'] };
  expect(analyze('any hampers that included QX-2210?', HAMPERS).analysis.filters).toEqual({ 'goods.itemCode': 'QX-2210' });
  expect(rules('any hampers that included QX-2210?', HAMPERS)).toEqual(['filters.code+subject-code+included-parts']);
});

test('a participle says its verb base for a role key (filters.entity-number+role-said)', () => {
  const HIKES = { fields: ['_id', 'hike_id', 'start_hut_id', 'end_hut_id', 'hut_id', 'hut_nm', 'walked_on'], collections: ['hikes', 'huts'] };
  expect(analyze('hikes that ended at hut 41', HIKES).analysis.filters).toEqual({ end_hut_id: 41 });
});

test('capitals in brackets spelling the initials of the words before them are no value', () => {
  const WORKS = { fields: ['_id', 'work_typ', 'ward', 'post_cd', 'filed_on'], collections: ['works'] };
  expect(analyze('which ward has the most road resurfacing (RR) works', WORKS).analysis.filters).toEqual({});
});

test('a name with its code in brackets after it is picked by the code alone', () => {
  const AWARDS = { fields: ['_id', 'award_id', 'award_status_code', 'sponsor_code', 'sponsor_name', 'amount'], collections: ['awards', 'sponsors'] };
  expect(analyze('awards sponsored by the Harbour Trust (code HBT)', AWARDS).analysis.filters).toEqual({ sponsor_code: 'HBT' });
});
