import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;
/** The only filter says `field` is empty, and the rule that said so is `rule`. */
const expectEmptied = (result: ReturnType<typeof analyze>, field: string, rule: string) => {
  expect(result.analysis.filters).toEqual({ [field]: { $size: 0 } });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual([rule]);
};

describe('filters: having none of an embedded array', () => {
  const SHOP = { fields: ['customerId', 'name', 'orders', 'orders.orderId', 'orders.total', 'reviews', 'reviews.stars'], collections: ['customers'] };

  test.each([
    ['customers who never once placed any order', 'orders'],
    ['customers with no reviews', 'reviews'],
    ['customers without any orders', 'orders'],
  ])('%p', (prompt, field) => {
    expect(filters(prompt, SHOP)).toEqual({ [field]: { $size: 0 } });
  });

  test('"no more than" is a comparison, not an absence', () => {
    expect(filters('customers with no more than 3 reviews', SHOP)).not.toHaveProperty('reviews');
  });
});

describe('filters: what a denial does not empty', () => {
  const LEAGUE = {
    fields: ['team_id', 'name', 'other_notes', 'matches', 'matches.match_id', 'matches.kind', 'Plays_in', 'Plays_in.arena_id'],
    collections: ['teams'],
  };

  test('"other" sets things apart, it denies nothing', () => {
    expect(filters('show the team id and other notes for all matches', LEAGUE)).toEqual({});
  });

  test('a condition on the array\'s records is what the denial negates', () => {
    expect(filters("teams without a match of kind 'friendly'", LEAGUE)).toEqual({ 'matches.kind': 'friendly' });
  });

  test('a name ending in a preposition is not called by it', () => {
    expect(filters('teams not in the top division', LEAGUE)).not.toHaveProperty('Plays_in');
  });
});

describe('filters: which of several arrays a denial empties', () => {
  const CATALOG = {
    fields: ['dancer_id', 'dancer_name', 'Troupes', 'Troupes.troupe_id', 'Dancers_in_Troupes', 'Dancers_in_Troupes.troupe_id',
      'Dancer_Injuries', 'Dancer_Injuries.injury_id', 'Injury_Log', 'Injury_Log.log_id'],
    collections: ['dancers'],
  };
  test('the array whose name holds more of the question\'s words', () => {
    expect(filters('dancers that are not in any troupe', CATALOG)).toEqual({ Dancers_in_Troupes: { $size: 0 } });
  });
  test('a word that opens the name of the array named by the next word', () => {
    expect(filters('dancers without any injury log entries', CATALOG)).toEqual({ Injury_Log: { $size: 0 } });
  });
});

describe('filters: a denial over records that a later condition describes', () => {
  const HARBOURS = { fields: ['Harbour_ID', 'Harbour_name', 'Berths', 'Pier', 'Pier.Pier_ID', 'Pier.Pier_name', 'Pier.Opened'], collections: ['harbours'] };
  test.each([
    'List every harbour except the ones with a pier opened in 1990.',
    'Which harbours have no pier that opened in 1990?',
  ])('negates that condition, it does not empty the array: %p', (prompt) => {
    expect(filters(prompt, HARBOURS)).toEqual({ 'Pier.Opened': 1990 });
  });
});

describe('filters: a field of the records named right after a denial of having it', () => {
  // a hotel's rooms, each with features kept as fields of its own
  const HOTEL = { fields: ['room_no', 'floor', 'Minibar', 'balcony', 'nightly_rate', 'guests', 'guests.guest_name'], collections: ['rooms'] };
  const run = (prompt: string) => analyze(prompt, HOTEL, { explain: true });

  test.each([
    ['rooms that do not have a minibar', 'Minibar'],
    ['how many rooms lack the balcony feature', 'balcony'],
    ['rooms without any balcony', 'balcony'],
    ['rooms that don\'t have a minibar', 'Minibar'],
  ])('%p', (prompt, field) => {
    expect(run(prompt).analysis.filters).toEqual({ [field]: { $in: [null, false] } });
  });

  test('the evidence names the absence rule', () => {
    expect(run('rooms that do not have a minibar').explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.absence+lacked-field']);
  });

  test.each([
    // having it (present, not missing), or an array of records (emptied instead), or the field not right after the denial
    ['rooms that have a minibar', { Minibar: { $nin: [null, false] } }],
    ['rooms without guests', { guests: { $size: 0 } }],
    ['rooms that do not have a view of the balcony', {}],
  ])('%p', (prompt, expected) => {
    expect(run(prompt).analysis.filters).toEqual(expected);
  });
});

describe('filters: a denial of what links the records to others, named by its verb or by the other records', () => {
  // volunteers, each with the shifts they enrolled in, the newsletters sent to them and their donations embedded
  const CHARITY = {
    fields: ['volunteer_id', 'full_name', 'town', 'shift_enrollment', 'shift_enrollment.shift_id', 'Newsletter_Volunteers',
      'Newsletter_Volunteers.newsletter_id', 'Donations', 'Donations.amount', 'Vetting', 'Vetting.Vetted_By', 'Vetting.notes'],
    collections: ['volunteers'],
  };
  const run = (prompt: string) => analyze(prompt, CHARITY, { explain: true });

  test.each([
    ['volunteers still not enrolled on a single shift', 'shift_enrollment'],
    ['Show the volunteers that were never mailed one newsletter.', 'Newsletter_Volunteers'],
    ['How many volunteers did not donate?', 'Donations'],
  ])('%p', (prompt, field) => {
    expectEmptied(run(prompt), field, 'filters.absence+linking-array');
  });

  test('a value later in the clause is what the denial is about', () => {
    const CLUBS = { fields: ['club_id', 'club_name', 'founder', 'Member_locations', 'Member_locations.site_id'], collections: ['clubs'] };
    expect(analyze("clubs with a founder not living in 'Oslo'", CLUBS).analysis.filters).toEqual({ founder: { $ne: 'Oslo' } });
  });

  test('an event whose agent the array records went unset, the array is not emptied', () => {
    expect(run('volunteers who were never vetted').analysis.filters).toEqual({ 'Vetting.Vetted_By': { $eq: null } });
  });
});

describe('filters: the array a denial empties lives in the records it is said of', () => {
  // a publisher's books keep their own loan records; the publisher's `Loans` are other records
  const PRESS = {
    fields: ['publisher_id', 'publisher_name', 'Loans', 'Loans.loan_id', 'Books', 'Books.book_id', 'Books.title', 'Books.Loan_Records', 'Books.Loan_Records.loan_id'],
    collections: ['publishers'],
  };
  // readers keep their loan records, branches their loans
  const LIBRARY = {
    fields: ['reader_id', 'reader_name', 'Loan_Records', 'Loan_Records.book_id', 'branch_id', 'branch_name', 'Loans', 'Loans.loan_id', 'Loans.reader_id'],
    collections: ['readers', 'branches'],
  };
  // the same books also sit on shelves, a longer path the question does not take
  const SHELVED = {
    fields: ['library_id', 'Shelves', 'Shelves.Books', 'Shelves.Books.book_id', 'Shelves.Books.Loan_Records', 'Shelves.Books.Loan_Records.loan_id',
      'Books', 'Books.book_id', 'Books.Loan_Records', 'Books.Loan_Records.loan_id'],
    collections: ['libraries'],
  };
  const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

  test.each([
    ['books without any loan', PRESS, 'Books.Loan_Records'],
    ['the titles of books never loaned to a reader', PRESS, 'Books.Loan_Records'],
    ['readers without any loan', LIBRARY, 'Loan_Records'],
    ['Which readers have no loans?', LIBRARY, 'Loan_Records'],
    ['names of the readers who joined in 2020 but never took a loan', LIBRARY, 'Loan_Records'],
    ['readers signed up since 2020 yet still without one single loan', LIBRARY, 'Loan_Records'],
    ['Which books have no loan records?', SHELVED, 'Books.Loan_Records'],
  ])('%p', (prompt, schema, field) => {
    const result = run(prompt, schema);
    expect(result.analysis.filters[field]).toEqual({ $size: 0 });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.absence+own-array');
  });

  test('a date of the event kept by other records leaves the array of the subject\'s to empty', () => {
    const DATED = { ...PRESS, fields: [...PRESS.fields, 'Loans.loan_date'] };
    expect(analyze('the titles of books never loaned to a reader', DATED).analysis.filters).toEqual({ 'Books.Loan_Records': { $size: 0 } });
  });

  test('a stop word names the array too when it lives in the subject\'s records', () => {
    const GYMS = { fields: ['gym_id', 'Records', 'Records.record_id', 'Members', 'Members.member_id', 'Members.member_name', 'Members.Record_Notes', 'Members.Record_Notes.note'], collections: ['gyms'] };
    expect(analyze('the member names without a record', GYMS).analysis.filters).toEqual({ 'Members.Record_Notes': { $size: 0 } });
  });

  test('other records named on the way do not move it to their copy of the array', () => {
    const NOTES = { fields: ['reader_id', 'reader_name', 'Fines', 'Fines.amount', 'Fines.Visit_Notes', 'Fines.Visit_Notes.note', 'Visit_Notes', 'Visit_Notes.note'], collections: ['readers'] };
    expect(analyze('readers who paid a fine but never left any visit notes', NOTES).analysis.filters).toEqual({ Visit_Notes: { $size: 0 } });
  });
});

describe('filters: a denial of any of other records empties the array that links the subject to them', () => {
  // rinks list the skaters' ice slots (each slot names its skater and rink); skaters keep their lessons, each naming a coach
  const SKATING = {
    fields: ['rink_id', 'rink_name', 'city', 'Ice_Slots', 'Ice_Slots.skater_id', 'Ice_Slots.rink_id', 'Ice_Slots.slot_time',
      'skater_id', 'skater_name', 'level', 'Lessons', 'Lessons.coach_id', 'Lessons.minutes', 'coach_id', 'coach_name'],
    collections: ['rinks', 'skaters', 'coaches'],
  };
  const run = (prompt: string) => analyze(prompt, SKATING, { explain: true });

  test.each([
    ['skaters who are not booked on any rink', 'Ice_Slots'],
    ['rinks that no skater has booked', 'Ice_Slots'],
    ['Which skaters have never trained with a coach?', 'Lessons'],
    ['names of skaters no coach has ever instructed', 'Lessons'],
    ['Give the skater names of everyone never instructed by a coach.', 'Lessons'],
  ])('%p', (prompt, field) => {
    expectEmptied(run(prompt), field, 'filters.absence+own-array+to-named-records');
  });

  test('records of the subject\'s own collection are no other records it is linked to', () => {
    expect(run('rinks not near any other rink').analysis.filters).toEqual({});
  });
});

describe('filters: a participle negated by "un" empties the array its verb names (filters.absence+un-prefixed)', () => {
  // an invented volunteer roster: each volunteer holds the shifts enrolled in
  const ROSTER = { fields: ['volunteer_id', 'full_name', 'shift_enrollment', 'shift_enrollment.shift_id', 'shift_enrollment.hours'], collections: ['volunteers'] };
  test('"currently unenrolled" is an empty enrollment', () => {
    expectEmptied(analyze('names of volunteers who are currently unenrolled', ROSTER, { explain: true }), 'shift_enrollment', 'filters.absence+un-prefixed');
  });
  test('a participle whose verb names no array is no condition', () => {
    expect(analyze('names of volunteers who are unidentified', ROSTER).analysis.filters).toEqual({});
  });
});
