import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { analyze } from './fixtures.ts';

/** Each picked field's owner as ownership reads the flat list. */
function ownersIn(fields: string[], collections: string[]) {
  const index = buildFieldIndex(fields, []);
  const read = fieldOwners(index, collections).ownerOf;
  return (...picked: string[]) => picked.map((f) => read.get(index.byName.get(f)!));
}

describe('a person\'s name right after an id inside a keyed document begins the named record (rule: key-before-person-name)', () => {
  // an invented marina: each boat's own values, then a sailor's key and name object, the sailor's values and lists,
  // then the voyages
  const fields = (afterKey: string[]) => [
    '_id', 'boatId', 'hullColour', 'lengthM', 'builtYear', 'sailorId', ...afterKey, 'rank', 'certificates', 'certificates.code',
    'certificates.issuedOn', 'homePort.city', 'wageEur', 'voyageId', 'voyageDate', 'crewSize', 'legs.port', 'legs.arrivedAt',
  ];

  test('the sailor\'s fields begin at the key before the name object', () => {
    const owners = ownersIn(fields(['name.first', 'name.last']), ['boats', 'sailors', 'voyages']);
    expect(owners('sailorId', 'rank', 'certificates.code', 'lengthM', 'crewSize')).toEqual(['sailors', 'sailors', 'sailors', 'boats', 'voyages']);
  });

  test('negative: a plain value after the id keeps it a pointer of the boat', () => {
    const owners = ownersIn(fields(['paintedOn', 'name.first', 'name.last']), ['boats', 'sailors', 'voyages']);
    expect(owners('sailorId', 'paintedOn')).toEqual(['boats', 'boats']);
  });
});

// an invented library: members keep a stored count of their loans; loans keep their status
const LIBRARY = {
  fields: ['_id', 'memberId', 'fullName', 'joinedOn', 'loanCount', '_id', 'loanId', 'memberId', 'bookTitle', 'status', 'dueOn'],
  collections: ['members', 'loans'],
};

describe('a stored count of records', () => {
  test('counting by a stored count\'s words counts the records it names (collection.counts-records-of-count-field)', () => {
    const { analysis, explanation } = analyze('loan count per status', LIBRARY, { explain: true });
    expect(analysis.collection[0]).toBe('loans');
    expect(explanation!.collection.evidence.some((e) => e.rule === 'collection.counts-records-of-count-field')).toBe(true);
  });

  test('negative: a count field filtered on is the holder\'s value', () => {
    expect(analyze('how many members have a loan count above 4', LIBRARY).analysis.collection[0]).toBe('members');
  });

  test('ranked by the stored count, the records ranked are its holders (collection.holds-sorted-count)', () => {
    const { analysis, explanation } = analyze('who has the most loans', LIBRARY, { explain: true });
    expect(analysis.sort).toEqual({ loanCount: -1 });
    expect(analysis.collection[0]).toBe('members');
    expect(explanation!.collection.evidence.some((e) => e.rule === 'collection.holds-sorted-count')).toBe(true);
  });

  test('negative: records named with no ranking word are the ones asked for', () => {
    expect(analyze('loans due this week', LIBRARY).analysis.collection[0]).toBe('loans');
  });
});

// an invented toll road: tags belong to drivers; each pass through a gate is a gate scan
const TOLLS = {
  fields: ['_id', 'Tag_ID', 'Driver_ID', 'tag_colour', '_id', 'Scan_ID', 'Tag_ID', 'Gate_ID', 'scan_timestamp', '_id', 'Driver_ID', 'driver_name'],
  collections: ['Tags', 'Gate_Scans', 'Drivers'],
};

describe('occurrences of a verb\'s event', () => {
  test('"how many times" a record was verbed counts the events the verb names (collection.event-verb-counted)', () => {
    const { analysis, explanation } = analyze('how many times was tag T-5521 scanned', TOLLS, { explain: true });
    expect(analysis.collection[0]).toBe('Gate_Scans');
    expect(explanation!.collection.evidence.some((e) => e.rule === 'collection.event-verb-counted')).toBe(true);
  });

  test('negative: counting the records named, with no occurrences asked, stays with them', () => {
    expect(analyze('how many tags were scanned', TOLLS).analysis.collection[0]).toBe('Tags');
  });

  test('negative: "many times" with no "how" before it is a condition, no occurrences counted', () => {
    const { explanation } = analyze('how many tags were scanned many times', TOLLS, { explain: true });
    expect(explanation!.collection.evidence.some((e) => e.rule === 'collection.event-verb-counted')).toBe(false);
  });
});

// an invented trial registry: trials keep their phase; intake visits are another collection (initials IV)
const TRIALS = {
  fields: ['_id', 'trialId', 'phase', 'sponsor', 'enrolledCount', '_id', 'visitId', 'trialId', 'visitDate', 'weightKg'],
  collections: ['trials', 'intake_visits'],
};

describe('an initialism after a field word is that field\'s value', () => {
  test('"phase IV oncology trials" reads the trials, not the collection the capitals spell', () => {
    const { analysis } = analyze('phase IV oncology trials', TRIALS);
    expect(analysis.collection[0]).toBe('trials');
    expect(analysis.filters).toEqual({ phase: 'IV' });
  });

  test('negative: the initialism written plural still names its collection', () => {
    expect(analyze('IVs last month', TRIALS).analysis.collection[0]).toBe('intake_visits');
  });
});

describe('an own name right after the nested fields closing a record begins the collection left without fields (nameAfterNested)', () => {
  // an invented lending library listed collection by collection: loans point at their reader and book, the readers'
  // fields follow, then the books' keyless fields (the book's key was listed with the loans)
  const fields = (readerTail: string[]) => [
    'loan_id', 'reader_id', 'book_id', 'lent_on', 'due_on', 'fines.amount', 'fines.paid',
    'reader_name', 'joined_on', ...readerTail, 'title', 'format', 'pages',
  ];

  test('the books\' fields begin at the title after the reader\'s address', () => {
    const owners = ownersIn(fields(['address.city', 'address.street']), ['books', 'loans', 'readers']);
    expect(owners('joined_on', 'address.city', 'title', 'format', 'pages')).toEqual(['readers', 'readers', 'books', 'books', 'books']);
  });

  test('negative: a title among the reader\'s plain values stays the reader\'s', () => {
    const owners = ownersIn(fields(['card_colour']), ['books', 'loans', 'readers']);
    expect(owners('title', 'format')).toEqual(['readers', 'readers']);
  });
});

describe('a number right after the field naming its record stays that record\'s (rule: number-after-own-name)', () => {
  const collections = ['Concerts', 'Halls', 'Promoters', 'Scores'];
  const tail = ['Promoter_ID', 'Promoter_Name', 'Email', 'Concert_ID', 'Concert_Date', 'Ticket_Price', 'Programme_Title', 'Serial_Number', 'Composer', 'Duration_Min'];

  test('the hall\'s floor number and the fields after it are the hall\'s', () => {
    const owners = ownersIn(['Hall_ID', 'Hall_Name', 'Floor_Number', 'Has_Organ', ...tail], collections);
    expect(owners('Floor_Number', 'Has_Organ')).toEqual(['Halls', 'Halls']);
  });

  test('negative: a number after a title naming no collection still begins the records no field names', () => {
    const owners = ownersIn(['Hall_ID', 'Hall_Name', 'Floor_Number', 'Has_Organ', ...tail], collections);
    expect(owners('Serial_Number', 'Composer')).toEqual(['Scores', 'Scores']);
  });
});

// an invented shipping register: each ship keeps its tonnage and its operator's name
const SHIPS = { fields: ['Ship_ID', 'Ship_Name', 'GRT_Tonnage', 'Operator_Name'], collections: ['Ships'] };

describe('a capitalised word opening a field\'s name is no doer\'s name', () => {
  test('"by GRT tonnage" orders by the field, naming no operator', () => {
    const { analysis } = analyze('top 3 ships by GRT tonnage', SHIPS);
    expect(analysis.filters).toEqual({});
    expect(analysis.sort).toEqual({ GRT_Tonnage: -1 });
  });

  test('negative: a name after "by" is still the operator\'s', () => {
    expect(analyze('ships run by Bluewater Lines', SHIPS).analysis.filters).toEqual({ Operator_Name: 'Bluewater Lines' });
  });
});

// an invented physiotherapy clinic listed in alphabetical order: the clients embed their exercise plans
const CLINIC = {
  fields: ['_id', 'clinic_room', 'client_id', 'plans.plan_code', 'plans.reps', 'given_name', 'surname', 'visit_date', 'visit_id'],
  collections: ['clients', 'rooms', 'visits'],
};
// an invented film review site: a director is a value of each film; the one collection of people is the critics
const FILMS = {
  fields: ['_id', 'film_id', 'title', 'director', '_id', 'critic_id', 'full_name', 'stars'],
  collections: ['films', 'critics'],
};

describe('a question asking who asks for the one collection of people (collection.who-asks-for-people)', () => {
  test('"who is on plan P-204" reads the clients', () => {
    const { analysis, explanation } = analyze('who is on plan P-204', CLINIC, { explain: true });
    expect(analysis.collection[0]).toBe('clients');
    expect(explanation!.collection.evidence.some((e) => e.rule === 'collection.who-asks-for-people')).toBe(true);
  });

  test('negative: a value kept by other records keeps the question on them', () => {
    expect(analyze('who directed Solaris', FILMS).analysis.collection[0]).toBe('films');
  });

  test('negative: a question reading no value asks for no people ("who wrote Dune", Dune left unread)', () => {
    // an invented book club: books keep their author as a value; the one collection of people is the members
    const CLUB = { fields: ['_id', 'title', 'author', '_id', 'member_name', 'joined_on'], collections: ['books', 'members'] };
    const { analysis, explanation } = analyze('who wrote Dune', CLUB, { explain: true });
    expect(analysis.filters).toEqual({});
    expect(explanation!.collection.evidence.some((e) => e.rule === 'collection.who-asks-for-people')).toBe(false);
  });
});
