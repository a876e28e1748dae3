import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// clubs that embed their members and store how many members, courts and coaches they have
const CLUBS = {
  fields: ['club_name', 'no_of_members', 'court_count', 'num_coaches', 'members', 'members.member_code', 'members.loyalty_score', 'members.fee'],
  collections: ['clubs'],
};
const run = (prompt: string) => analyze(prompt, CLUBS, { explain: true });
const rules = (prompt: string) => run(prompt).explanation?.metric.evidence.map((e) => e.rule) ?? [];

describe('"number of <records>" under an accumulator takes the field storing how many there are', () => {
  test.each([
    ['What is the average number of members across clubs?', '$avg', 'no_of_members'],
    ['the total number of club members', '$sum', 'no_of_members'],
    ['How many members does a club have on average?', '$avg', 'no_of_members'],
    ['the total number of courts over all clubs', '$sum', 'court_count'],
    ['the mean number of tennis coaches per club', '$avg', 'num_coaches'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const { analysis } = run(prompt);
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe(metric);
  });

  test('records embedded under the counted noun give way to the stored count, by this rule', () => {
    expect(rules('What is the average number of members across clubs?')).toContain('metric.stored-count');
    expect(rules('the total number of club members')).toContain('metric.stored-count');
  });

  test('a noun no field counts keeps what the accumulator read', () => {
    expect(rules('What is the average number of visits across clubs?')).not.toContain('metric.stored-count');
  });

  test('a count without an accumulator stays a count of records', () => {
    const { analysis } = run('How many members does each club have?');
    expect(analysis.operation).toBe('$count');
    expect(rules('How many members does each club have?')).not.toContain('metric.stored-count');
  });
});

describe('counting things the top-level records keep a count of adds up the stored counts', () => {
  test.each([
    ['How many members are there in total?', '$sum', 'no_of_members'],
    ['How many courts are there in all clubs?', '$sum', 'court_count'],
    ['Count the total number of tennis coaches in clubs named Riverside.', '$sum', 'num_coaches'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe(metric);
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.stored-count');
  });

  test('a figure listed beside others is shown, not added up', () => {
    expect(run('Show the club name and the number of courts').analysis.operation).not.toBe('$sum');
  });

  test('a collection holding the counted things one by one is counted', () => {
    const { analysis } = analyze('How many members are there in total?', { ...CLUBS, collections: ['clubs', 'members'] });
    expect(analysis.operation).toBe('$count');
    expect(analysis.metric).toBeNull();
  });

  test('a count kept by embedded records is not what the question counts', () => {
    const nested = { fields: ['club_name', 'courts', 'courts.court_code', 'courts.no_of_bookings'], collections: ['clubs'] };
    expect(analyze('How many bookings are there?', nested).analysis.operation).toBe('$count');
  });
});

describe('a stored count listed beside other fields is each record\'s value, shown as is', () => {
  // harbours embed their piers, each storing how many berths it has
  const HARBOURS = {
    fields: ['harbour_name', 'region', 'piers', 'piers.pier_id', 'piers.pier_code', 'piers.berth_count', 'piers.length_m'],
    collections: ['harbours'],
  };
  test.each([
    'Show the pier codes and the number of berths for each pier.',
    'List the pier codes and the count of berths of all piers.',
  ])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, HARBOURS, { explain: true });
    expect(analysis.operation).toBeNull();
    expect(analysis.groupBy).toEqual([]);
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.stored-count-listed');
  });

  test('a grouping by something other than the records keeping the count stays a count per group', () => {
    const { analysis } = analyze('Show each region and the number of berths in it', HARBOURS);
    expect(analysis.groupBy).toEqual(['region']);
    expect(analysis.operation).toBe('$count');
  });
});

describe('ranking groups by a noun their records keep a count of adds up the stored counts', () => {
  // shops that store how many shoppers they have, beside the district they stand in
  const SHOPS = {
    fields: ['shop_name', 'district', 'no_of_shoppers', 'shoppers', 'shoppers.shopper_code', 'shoppers.loyalty_points'],
    collections: ['shops'],
  };
  test.each([
    ['Which district has the most shoppers?', -1],
    ['Name the district where the fewest shoppers are counted.', 1],
  ] as const)('%p', (prompt, direction) => {
    const { analysis, explanation } = analyze(prompt, SHOPS, { explain: true });
    expect(analysis.groupBy).toEqual(['district']);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('no_of_shoppers');
    expect(analysis.sort).toEqual({ no_of_shoppers: direction });
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.stored-count-ranked');
  });

  test('a collection holding the counted things one by one is counted per group', () => {
    const { analysis } = analyze('Which district has the most shoppers?', { ...SHOPS, collections: ['shops', 'shoppers'] });
    expect(analysis.operation).toBe('$count');
  });
});

describe('a count of a stored number the records are ranked by is that number, read as is', () => {
  // channels storing their views (in thousands) and embedding their videos
  const CHANNELS = { fields: ['channel_name', 'Views_in_Thousands', 'region', 'videos', 'videos.video_code'], collections: ['channels'] };
  test('nothing is counted, by this rule', () => {
    const { analysis, explanation } = analyze('Print channel names plus the count of their views, highest views on top.', CHANNELS, { explain: true });
    expect(analysis.operation).toBeNull();
    expect(analysis.sort).toEqual({ Views_in_Thousands: -1 });
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.count-of-ranked-field');
  });

  test('a counted noun other than the ranking field stays a count', () => {
    expect(analyze('Print channel names plus the count of their videos, highest views on top.', CHANNELS).analysis.operation).toBe('$count');
  });

  test('a count grouped by the ranked records\' own id is one record each: no count, no grouping', () => {
    // squads embedding their rangers, each ranger storing how often they were injured
    const SQUADS = { fields: ['squad_name', 'rangers', 'rangers.Ranger_ID', 'rangers.Outpost', 'rangers.Injured'], collections: ['squads'] };
    const { analysis, explanation } = analyze('Which outpost belongs to the ranger with the largest number of injuries?', SQUADS, { explain: true });
    expect(analysis.operation).toBeNull();
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.sort).toEqual({ 'rangers.Injured': -1 });
    expect(explanation?.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.count-of-ranked-field');
  });
});
