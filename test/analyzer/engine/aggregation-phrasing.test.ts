import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// kilns with a glaze type, each embedding its firings
const KILNS = { fields: ['kiln_id', 'kiln_name', 'glaze_type', 'firing_temp', 'Firings', 'Firings.firing_id', 'Firings.fired_on'], collections: ['kilns'] };

describe('operation: "total count" is a count, not a sum', () => {
  test.each(['List each glaze type along with its total count.', 'Show every glaze type and the total count for each.'])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, KILNS, { explain: true });
    expect(analysis.operation).toBe('$count');
    expect(analysis.metric).toBeNull();
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.total-count');
  });
});

/** The question counts records per group keyed by `key`, by a rule named `rule`. */
function expectCountPerGroup(prompt: string, schema: { fields: string[]; collections: string[] }, key: string, rule: string): void {
  const { analysis, explanation } = analyze(prompt, schema, { explain: true });
  expect(analysis.groupBy).toEqual([key]);
  expect(analysis.operation).toBe('$count');
  expect(explanation?.groupBy.evidence.map((e) => e.rule)).toContain(rule);
}

// depots embedding their vans, each van with an id
const DEPOTS = { fields: ['depot_id', 'depot_name', 'city', 'Vans', 'Vans.van_id', 'Vans.model', 'Vans.mileage'], collections: ['depots'] };

describe('count per group: embedded records used as an adjective before a plural noun the schema does not name', () => {
  test.each([
    ['Which depots have more than three van repairs?', 'groupBy.count-threshold+records-adjective'],
    ['List the depots with at least two van inspections.', 'groupBy.count-threshold+records-adjective'],
    ['the depot with the fewest van inspections', 'groupBy.count-ranking+records-adjective'],
  ])('%p counts those records per depot', (prompt, rule) => expectCountPerGroup(prompt, DEPOTS, 'depot_id', rule));
});

// residents of towns, named by no collection of people
const RESIDENTS = { fields: ['person_id', 'full_name', 'town', 'age'], collections: ['residents'] };

describe('count per group: a plural not made with -s ("people", "staff") names records too', () => {
  test.each([
    ['Which towns have two or more people?', 'groupBy.count-threshold+unmarked-plural'],
    ['Which towns are home to more than 3 children?', 'groupBy.count-threshold+unmarked-plural'],
    ['Which town has the fewest people?', 'groupBy.count-ranking+unmarked-plural'],
  ])('%p counts per town', (prompt, rule) => expectCountPerGroup(prompt, RESIDENTS, 'town', rule));

  test('a participle after them that a field is called names a stored number, not records to count', () => {
    // people embedding the incidents they were in, each storing how many were killed
    const PEOPLE = { fields: ['person_id', 'full_name', 'incident', 'incident.incident_id', 'incident.incident_date', 'incident.Killed'], collections: ['people'] };
    const { analysis } = analyze('List the dates of incidents in descending order of the number of people killed.', PEOPLE);
    expect(analysis.groupBy).toEqual([]);
  });
});

// cabins with a bed type and a nightly price
const CABINS = { fields: ['cabin_id', 'cabin_name', 'bed_type', 'nightly_price'], collections: ['cabins'] };

describe('groupBy: "of different X" groups a figure by X unless a count noun counts the kinds', () => {
  test('the average price of different bed types is one average per bed type', () => {
    const { analysis, explanation } = analyze('What is the average nightly price of different bed types?', CABINS, { explain: true });
    expect(analysis.groupBy).toEqual(['bed_type']);
    expect(explanation?.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.different-kinds+of');
  });

  test.each(['What is the number of different bed types?', 'How many different bed types are there?'])('%p counts the kinds', (prompt) => {
    expect(analyze(prompt, CABINS).analysis.groupBy).toEqual([]);
  });
});

describe('count per group: an "of" phrase after the group noun names whose groups, no stored count', () => {
  // volumes embedding the music fairs they cover, each fair with a category
  const VOLUMES = { fields: ['volume_id', 'issue_date', 'music_fair', 'music_fair.fair_id', 'music_fair.Category', 'music_fair.Outcome'], collections: ['volumes'] };

  test('the categories of music fairs that appeared more than once count each category', () => {
    expectCountPerGroup('List the categories of music fairs that have appeared more than once.', VOLUMES, 'music_fair.Category', 'groupBy.count-threshold');
  });
});

describe('operation: a number a field stores, named as a tally or as things done, is shown as is', () => {
  test('"their floor counts" where `Floors` is stored counts nothing', () => {
    const { analysis, explanation } = analyze('List the tower names and their floor counts.', { fields: ['tower_id', 'tower_name', 'city', 'Floors', 'height_m'], collections: ['towers'] }, { explain: true });
    expect(analysis.operation).toBeNull();
    expect(analysis.intent).toBe('find');
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.no-count+stored-tally');
  });

  test('"the number of laps completed" where `Laps_completed` is stored counts nothing', () => {
    const { analysis, explanation } = analyze('List the runner names and the number of laps completed for each runner.', { fields: ['runner_id', 'runner_name', 'club', 'Laps_completed'], collections: ['runners'] }, { explain: true });
    expect(analysis.operation).toBeNull();
    expect(analysis.groupBy).toEqual([]);
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.no-count+stored-number');
  });
});

describe('groupBy: only values the question lists name one group each', () => {
  test('a set a rule makes up ("without heating": missing or false) names no groups', () => {
    const { analysis } = analyze('How many kennels do not have heating?', { fields: ['kennel_id', 'kennel_name', 'Heating', 'capacity'], collections: ['kennels'] });
    expect(analysis.filters).toEqual({ Heating: { $in: [null, false] } });
    expect(analysis.groupBy).toEqual([]);
  });
});

describe('groupBy: a word pointing at the records after "each" names no key', () => {
  const ORDERS = { fields: ['order_id', 'order_date', 'Lines', 'Lines.line_id', 'Lines.sku'], collections: ['orders'] };

  test.each(['How many lines are there for each specific order?', 'Count the lines of each corresponding order.'])('%p groups by the order', (prompt) => {
    const { analysis, explanation } = analyze(prompt, ORDERS, { explain: true });
    expect(analysis.groupBy).toEqual(['order_id']);
    expect(explanation?.groupBy.evidence.map((e) => e.rule).some((r) => r.endsWith('+pointing-word'))).toBe(true);
  });
});

describe('groupBy: both sexes named in a question that counts are one group per sex (groupBy.both-sexes)', () => {
  const SINGERS = { fields: ['singer_id', 'singer_name', 'voice_part', 'gender', 'age'], collections: ['singers'] };

  test('"how many are male and how many are female" counts per sex', () => {
    const { analysis, explanation } = analyze('How many singers are male and how many are female?', SINGERS, { explain: true });
    expect(analysis.groupBy).toEqual(['gender']);
    expect(analysis.filters).toEqual({});
    expect(explanation?.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.both-sexes');
  });

  test('beside another key, both keys group', () => {
    expect(analyze('Show each voice part and the number of male and female singers for each voice part.', SINGERS).analysis.groupBy).toEqual(['voice_part', 'gender']);
  });

  test('one sex is a condition, no group', () => {
    const { analysis } = analyze('How many female singers are there?', SINGERS);
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.filters).toEqual({ gender: 'female' });
  });
});
