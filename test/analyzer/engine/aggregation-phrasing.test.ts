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

// hands working on farms, named by no collection of people
const FARMHANDS = { fields: ['hand_id', 'full_name', 'farm', 'age'], collections: ['farmhands'] };

describe('count per group: a plural not made with -s ("people", "staff") names records too', () => {
  test.each([
    ['Which farms employ at least four staff?', 'groupBy.count-threshold+unmarked-plural'],
    ['Which farms take on more than 3 children at harvest?', 'groupBy.count-threshold+unmarked-plural'],
    ['Which farm has the fewest people?', 'groupBy.count-ranking+unmarked-plural'],
  ])('%p counts per farm', (prompt, rule) => expectCountPerGroup(prompt, FARMHANDS, 'farm', rule));

  test('a participle after them that a field is called names a stored number, not records to count', () => {
    // people embedding the storms they lived through, each storing how many were evacuated
    const PEOPLE = { fields: ['person_id', 'full_name', 'storm', 'storm.storm_id', 'storm.storm_date', 'storm.Evacuated'], collections: ['people'] };
    const { analysis } = analyze('Give the storm dates in descending order of the number of people evacuated.', PEOPLE);
    expect(analysis.groupBy).toEqual([]);
  });
});

// campsite pitches with a ground type and a nightly fee
const PITCHES = { fields: ['pitch_id', 'pitch_name', 'ground_type', 'nightly_fee'], collections: ['pitches'] };

describe('groupBy: "of different X" groups a figure by X unless a count noun counts the kinds', () => {
  test('the average fee of different ground types is one average per ground type', () => {
    const { analysis, explanation } = analyze('What is the average nightly fee of different ground types?', PITCHES, { explain: true });
    expect(analysis.groupBy).toEqual(['ground_type']);
    expect(explanation?.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.different-kinds+of');
  });

  test.each(['Give the number of different ground types.', 'How many different ground types do the pitches have?'])('%p counts the kinds', (prompt) => {
    expect(analyze(prompt, PITCHES).analysis.groupBy).toEqual([]);
  });
});

describe('count per group: an "of" phrase after the group noun names whose groups, no stored count', () => {
  // almanacs embedding the craft markets they list, each market with a theme
  const ALMANACS = { fields: ['almanac_id', 'print_date', 'craft_market', 'craft_market.market_id', 'craft_market.Theme', 'craft_market.Verdict'], collections: ['almanacs'] };

  test('the themes of craft markets listed more than once count each theme', () => {
    expectCountPerGroup('Which themes of craft markets were listed more than once?', ALMANACS, 'craft_market.Theme', 'groupBy.count-threshold');
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
  const HIVES = { fields: ['hive_id', 'placed_on', 'Inspections', 'Inspections.inspection_id', 'Inspections.note'], collections: ['hives'] };

  test.each(['How many inspections were made of each particular hive?', 'Count the inspections of each corresponding hive.'])('%p groups by the hive', (prompt) => {
    const { analysis, explanation } = analyze(prompt, HIVES, { explain: true });
    expect(analysis.groupBy).toEqual(['hive_id']);
    expect(explanation?.groupBy.evidence.map((e) => e.rule).some((r) => r.endsWith('+pointing-word'))).toBe(true);
  });
});

describe('groupBy: both sexes named in a question that counts are one group per sex (groupBy.both-sexes)', () => {
  const JOCKEYS = { fields: ['jockey_id', 'jockey_name', 'stable', 'gender', 'age'], collections: ['jockeys'] };

  test('"how many are female and how many are male" counts per sex', () => {
    const { analysis, explanation } = analyze('Of the jockeys, how many are female and how many are male?', JOCKEYS, { explain: true });
    expect(analysis.groupBy).toEqual(['gender']);
    expect(analysis.filters).toEqual({});
    expect(explanation?.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.both-sexes');
  });

  test('beside another key, both keys group', () => {
    expect(analyze('For every stable, count its female and male jockeys.', JOCKEYS).analysis.groupBy).toEqual(['stable', 'gender']);
  });

  test('one sex is a condition, no group', () => {
    const { analysis } = analyze('How many female jockeys are there?', JOCKEYS);
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.filters).toEqual({ gender: 'female' });
  });
});
