import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A dance school: groups, dancers in them, rehearsals each dancer attends. */
const SCHOOL = {
  fields: ['_id', 'group_id', 'style', 'level', 'dancer_id', 'full_name', 'joined_on', 'rehearsal_id', 'held_on', 'notes'],
  collections: ['dancers', 'groups', 'rehearsals'],
};

describe('a record named by its id', () => {
  test('a function word that names a collection does so before an id', () => {
    const { analysis } = analyze('show group 12', SCHOOL);
    expect(analysis.collection[0]).toBe('groups');
    expect(analysis.filters).toEqual({ group_id: 12 });
    expect(analyze('show group 12', SCHOOL, { explain: true }).explanation?.collection.evidence.map((e) => e.rule)).toContain('collection.name-before-id');
  });

  test('the same word with no id after it is no collection', () => {
    expect(analyze('list dancers in group order', SCHOOL).analysis.filters).toEqual({});
  });

  test('a record named by its id after "of" is not what is counted', () => {
    const { analysis } = analyze('rehearsal notes of dancer 31', SCHOOL);
    expect(analysis.collection[0]).toBe('rehearsals');
    expect(analysis.filters).toEqual({ dancer_id: 31 });
  });

  test('a function word spelling a collection\'s whole name names it; an id goes to the key no other word qualifies', () => {
    const show = {
      fields: ['_id', 'rider_id', 'name', 'home_arena_id', 'entry_id', 'arena_id', 'fault_points', 'arena_name', 'surface'],
      collections: ['arenas', 'entries', 'riders'],
    };
    const { analysis } = analyze('entries at arena 3', show);
    expect(analysis.collection[0]).toBe('entries');
    expect(analysis.filters).toEqual({ arena_id: 3 });
  });
});

describe('an entity noun ending in -y before its number', () => {
  test('is singular, and the number is its id', () => {
    const museum = { fields: ['_id', 'gallery_id', 'wing', 'ticket_id', 'price', 'sold_at'], collections: ['galleries', 'tickets'] };
    expect(analyze('tickets for gallery 4', museum).analysis.filters).toEqual({ gallery_id: 4 });
  });
});

describe('a record named by its id after a preposition, past the records asked about', () => {
  const KENNEL = {
    fields: ['_id', 'dog_id', 'breed', 'walks', 'walks.walk_id', 'walks.walker_id', 'walks.minutes', 'walker_name', 'phone'],
    collections: ['dogs', 'walkers'],
  };

  test('only points at the records named first', () => {
    const { analysis } = analyze('walks by walker 7', KENNEL);
    expect(analysis.filters).toEqual({ 'walks.walker_id': 7 });
    expect(analysis.collection[0]).toBe('dogs');
  });
});

describe('records named right after another record\'s id (collection.identified-reference+records-after)', () => {
  // an invented nursery: suppliers deliver plants; each delivery keeps the supplier's id
  const NURSERY = {
    fields: ['_id', 'supplier_id', 'company', 'phone', 'delivery_id', 'delivered_on', 'crates', 'plant'],
    collections: ['suppliers', 'deliveries'],
  };
  test('the records after the id are the ones asked about, and the id filters them', () => {
    const result = analyze('supplier 3307 deliveries', NURSERY, { explain: true });
    expect(result.analysis.collection[0]).toBe('deliveries');
    expect(result.analysis.filters).toEqual({ supplier_id: 3307 });
    expect(result.explanation?.collection.evidence.map((e) => e.rule)).toContain('collection.identified-reference+records-after');
  });
});

describe('a measure accumulated "on"/"in" a record named by its id is read where the measure is kept', () => {
  // an invented ferry line, tables as moved from SQL: crossings keep how many cars they carried, with no ferry key
  const FERRY_LINE = { fields: ['FerryId', 'FerryName', 'BuiltYear', 'CrossingId', 'SailedOn', 'Cars_Carried'], collections: ['Ferries', 'Crossings'] };
  test.each(['total cars carried on ferry 12', 'average cars carried in ferry 12'])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, FERRY_LINE, { explain: true });
    expect(analysis.collection[0]).toBe('Crossings');
    expect(explanation?.collection.evidence.map((e) => e.rule)).toContain('collection.asked-of-identified-record');
  });
  test('asked of the record itself, the record\'s collection stays', () => {
    expect(analyze('the name of ferry 12', FERRY_LINE).analysis.collection[0]).toBe('Ferries');
  });
});

describe('a measure read from a word naming no field, given "by" a record named by its id, is read where it is kept', () => {
  // an invented pottery fair, listed flat: each appraisal keeps the judge's id and the points given
  const POTTERY_FAIR = {
    fields: ['appraisal_id', 'judge_id', 'appraised_on', 'grade_points', 'judge_name', 'guild'],
    collections: ['Appraisals', 'Judges'],
  };
  test('the records keeping the measure hold the records read, the id filters them', () => {
    const { analysis, explanation } = analyze("What's the average grade given by judge 4?", POTTERY_FAIR, { explain: true });
    expect(analysis.metric).toBe('grade_points');
    expect(analysis.collection[0]).toBe('Appraisals');
    expect(explanation?.collection.evidence.map((e) => e.rule)).toContain('collection.asked-of-identified-record');
  });
});
