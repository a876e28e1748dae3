import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// districts keep head counts by kind of area and embed their schools
const DISTRICTS = { fields: ['district_code', 'mayor', 'Total_Population', 'Urban_Population', 'Rural_Population', 'schools', 'schools.label'], collections: ['districts'] };
const THEATRE = { fields: ['play_title', 'season', 'Attendance', 'hall.hall_name', 'hall.Seating'], collections: ['plays'] };
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('a count of what no collection holds adds up the number each record keeps of it', () => {
  test.each([
    ['count the rural inhabitants of all districts', DISTRICTS, 'Rural_Population'],
    ['how many people attended plays of the winter season', THEATRE, 'Attendance'],
    ['how many spectators can be seated in halls of the spring season', THEATRE, 'hall.Seating'],
  ] as const)('%p → $sum of %p', (prompt, schema, metric) => {
    const { analysis, explanation } = run(prompt, schema);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe(metric);
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.stored-amount')).toBe(true);
  });

  test('records a collection holds are counted', () => {
    expect(run('how many plays were staged in the winter season', THEATRE).analysis.operation).toBe('$count');
  });

  test('a measure named after a condition word is a condition, not what is counted', () => {
    const { analysis } = run('the number of plays with an attendance of 500 or above', THEATRE);
    expect(analysis.operation).toBe('$count');
  });
});

describe('of fields sharing a measure word, the one the question qualifies', () => {
  test('the qualifier said beside the measure noun picks its field, not the words of the accumulator', () => {
    const { analysis } = run('the total number of inhabitants, rural ones only, summed over every district', DISTRICTS);
    expect(analysis.metric).toBe('Rural_Population');
  });
});

// an invented bakery's sales lines, each keeping how many loaves it sold
const BAKERY_SALES = { fields: ['saleLineId', 'loafCode', 'qty', 'soldOn'], collections: ['saleLines'] };

test('"how many units" adds up the quantity the records keep, per group too', () => {
  const { analysis, explanation } = run('how many units of each loaf code were sold last week', BAKERY_SALES);
  expect(analysis.operation).toBe('$sum');
  expect(analysis.metric).toBe('qty');
  expect(analysis.groupBy).toEqual(['loafCode']);
  expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.stored-amount')).toBe(true);
});

test('"unit" before a measure is no quantity ("the mean unit price" stays the price)', () => {
  expect(run('the mean unit price of every loaf code', { fields: ['saleLineId', 'loafCode', 'qty', 'unitPrice'], collections: ['saleLines'] }).analysis.metric).toBe('unitPrice');
});

describe('a count said to be a whole of a field holding a number adds up that field', () => {
  const RACING = { fields: ['team', 'driver_name', 'laps', 'car_no', 'podiums'], collections: ['drivers'] };

  test.each([
    ['how many total laps were driven by each team', 'laps'],
    ['how many total podiums did the drivers reach', 'podiums'],
  ] as const)('%p → $sum of %p', (prompt, metric) => {
    const { analysis, explanation } = run(prompt, RACING);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe(metric);
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.stored-amount+whole-named-quantity')).toBe(true);
  });

  test('a field keeping words is not added up', () => {
    expect(run('how many total teams are there', RACING).analysis.operation).toBe('$count');
  });

  // an invented blog whose posts list their tags and categories: a plural name alone keeps no quantity
  const BLOG = { fields: ['post_id', 'headline', 'tags', 'categories', 'views'], collections: ['posts'] };

  test.each([
    'how many total tags are there',
    'how many total categories',
    'how many total tags are used',
  ])('%p adds nothing up', (prompt) => {
    const { analysis } = run(prompt, BLOG);
    expect(analysis.operation).toBe('$count');
    expect(analysis.metric).not.toBe('tags');
    expect(analysis.metric).not.toBe('categories');
  });
});
