import { describe, test } from 'bun:test';
import { expectFilters } from './fixtures.ts';

/** An invented vet practice: clients with a numbered file, their visits coded and attended by a physician kept in a lookup. */
const PRACTICE = [
  ['_id', 'client_id', 'client_no', 'surname', 'town', 'visits', 'visits.vis_id', 'visits.code', 'visits.seen_on', 'visits.physician_id', 'physician_id', 'physician_name', 'grade'],
  ['clients', 'ref_physicians'],
] as const satisfies readonly [string[], string[]];
/** An invented orchard: trees with a variety code of their own and the sprays logged against them. */
const ORCHARD = [
  ['_id', 'tree_tag', 'variety_code', 'planted_yr', 'row_no', 'sprays', 'sprays.spray_id', 'sprays.spray_dt', 'sprays.mix_code', 'sprays.litres'],
  ['trees', 'varieties'],
] as const satisfies readonly [string[], string[]];
/** An invented library store: loans in one flat collection beside borrowers and shelves. */
const STORE = [
  ['_id', 'shelf_code', 'shelf_label', 'loan_id', 'title_code', 'copies', 'borrowerNo', 'loaned_dt', 'memberRef', 'member_name'],
  ['loans', 'shelves', 'members'],
] as const satisfies readonly [string[], string[]];

describe('a code in a public system’s written form is a code the records hold, not a key (systemCodeOverKey)', () => {
  test('after a verb whose agent has a key', () => expectFilters('clients seen for J30.1', PRACTICE, { 'visits.code': 'J30.1' }, 'filters.code+system-code-over-key'));
  test('after the records and the word code', () => expectFilters('clients with code J30.1', PRACTICE, { 'visits.code': 'J30.1' }, 'filters.code+system-code-over-key'));
  test('an id written with the agent’s letters stays the agent’s key', () =>
    expectFilters('clients seen by PH-0012', PRACTICE, { 'visits.physician_id': 'PH-0012' }, '!system-code-over-key'));
});

describe('letters abbreviating the noun before a code name its key over a bare code (abbreviatedNounKey)', () => {
  test('the noun’s key written shorter', () => expectFilters('show visit VIS-20931', PRACTICE, { 'visits.vis_id': 'VIS-20931' }, 'filters.code+abbreviated-noun-key'));
  test('letters that abbreviate no noun leave the code the visits record', () =>
    expectFilters('show visit QZ-20931', PRACTICE, { 'visits.code': 'QZ-20931' }, '!abbreviated-noun-key'));
  test('the word "code" said before the value keeps it the code', () =>
    expectFilters('the visit with code VIS-7', PRACTICE, { 'visits.code': 'VIS-7' }, '!abbreviated-noun-key'));
});

describe('a code after a verb of giving is what the embedded events logged (givenPartCode)', () => {
  test('right after the verb', () => expectFilters('which trees were given QF-40B?', ORCHARD, { 'sprays.mix_code': 'QF-40B' }, 'filters.code+given-part-code'));
  test('past "with" and an article', () => expectFilters('trees dosed with a QF-40B', ORCHARD, { 'sprays.mix_code': 'QF-40B' }, 'filters.code+given-part-code'));
  test('without such a verb the code is the trees’ own, not the sprays’', () =>
    expectFilters('which trees are QF-40B', ORCHARD, { tree_tag: 'QF-40B' }, '!given-part-code'));
});

describe('capitals joined in runs after "of" are the records’ one code (joinedCapitalsOfRecords)', () => {
  test('a hyphenated code of the records', () => expectFilters('loans of FIC-HIST', STORE, { title_code: 'FIC-HIST' }, 'filters.code+joined-capitals-of-records'));
  test('capitals in one run are a word or an acronym, no such code', () => expectFilters('loans of FICTION', STORE, {}, '!joined-capitals-of-records'));
});
