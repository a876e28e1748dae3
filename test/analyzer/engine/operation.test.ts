import { describe, expect, test } from 'bun:test';
import { analyze, analyzeMedia } from './fixtures.ts';

describe('operation + metric', () => {
  test.each([
    ['how many orders were shipped', '$count', null],
    ['count the customers', '$count', null],
    ['number of orders per month', '$count', null],
    ['total number of orders', '$count', null],
    ['average order value', '$avg', 'totalAmount'],
    ['mean price of products', '$avg', 'price'],
    ['total revenue', '$sum', 'totalAmount'],
    ['sum of quantity', '$sum', 'quantity'],
    ['maximum price', '$max', 'price'],
    ['minimum cost', '$min', 'cost'],
  ])('%p → %p %p', (prompt, op, metric) => {
    const { analysis } = analyze(prompt);
    expect(analysis.operation).toBe(op as never);
    expect(analysis.metric).toBe(metric);
  });

  test('plain lists have no operation', () => {
    for (const prompt of ['show orders from Texas', 'list customers', 'top 10 products by price']) {
      expect(analyze(prompt).analysis.operation).toBeNull();
      expect(analyze(prompt).analysis.metric).toBeNull();
    }
  });

  test('"minimum of 5" is a comparison, not an aggregation', () => {
    expect(analyze('products with a minimum of 5 ratings').analysis.operation).toBeNull();
  });

  test('"the highest number of" a stored count ranks, it does not count', () => {
    const { analysis } = analyzeMedia('which 6 films drew the highest number of club comments');
    expect(analysis.operation).toBeNull();
    expect(analysis.sort).toEqual({ num_club_comments: -1 });
  });

  test('"number of X" on a numeric field sums it', () => {
    const { analysis } = analyzeMedia('Work out the combined number of prize wins for films from Chile');
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('prizes.wins');
  });

  test('display lists do not aggregate', () => {
    expect(analyzeMedia('List 9 films rated under 4, showing their titles and their counts of comments').analysis.operation).toBeNull();
  });
});

describe('metric: the number an accumulator adds up', () => {
  // two accounts embed the same field name; trips embed their legs; vehicles point at depots by id
  const FLEET = {
    fields: ['depotId', 'name', 'capacity', 'savings', 'savings.ownerId', 'savings.balance', 'checking', 'checking.ownerId',
      'checking.balance', 'trips', 'trips.tripId', 'trips.distance', 'trips.fare', 'vehicles', 'vehicles.depotId'],
    collections: ['depots'],
  };
  const run = (prompt: string) => analyze(prompt, FLEET).analysis;

  test.each([
    ['average balance held in checking', 'checking.balance'],
    ['average balance of savings', 'savings.balance'],
    ['the average trip fare', 'trips.fare'],
    ['average vehicle depot capacity', 'capacity'],
  ])('%p → %p', (prompt, metric) => {
    expect(run(prompt).metric).toBe(metric);
  });

  test('an id names no number: "average of trips" leaves the metric open', () => {
    expect(run('the average of trips').metric).toBeNull();
  });

  test('"number of" an id-named entity counts it', () => {
    expect(run('the number of vehicles').operation).toBe('$count');
  });
});

describe('operation: sums named by an adjective, and one extreme value', () => {
  const STAFF = { fields: ['name', 'salary', 'budget', 'dept', 'hiredAt'], collections: ['employees', 'departments'] };
  const run = (prompt: string) => analyze(prompt, STAFF).analysis;

  test.each([
    ['the combined salary of employees in sales', '$sum', 'salary'],
    ['the overall budget of departments', '$sum', 'budget'],
    ['the cumulative salary paid', '$sum', 'salary'],
    ['the overall average salary', '$avg', 'salary'],
    ['the aggregated salary of employees in sales', '$sum', 'salary'],
    ['the accumulated budget of departments', '$sum', 'budget'],
    ['what is the peak value of salary', '$max', 'salary'],
  ] as const)('%p → %p of %p', (prompt, operation, metric) => {
    const a = run(prompt);
    expect(a.operation).toBe(operation);
    expect(a.metric).toBe(metric);
  });

  test('"overall" with no field after it accumulates nothing', () => {
    expect(run('the overall best employees').operation).toBeNull();
    expect(run('employees at their peak').operation).toBeNull();
  });

  test.each([
    ['What is the highest salary?', '$max'],
    ['I need the lowest salary in sales', '$min'],
  ] as const)('%p asks for one value: %p of the field, no ranking', (prompt, operation) => {
    const a = run(prompt);
    expect(a.operation).toBe(operation);
    expect(a.metric).toBe('salary');
    expect(a.sort).toEqual({});
    expect(a.limit).toBeNull();
  });

  test('"the employee with the highest salary" stays a ranking', () => {
    const a = run('the employee with the highest salary');
    expect(a.operation).toBeNull();
    expect(a.sort).toEqual({ salary: -1 });
  });
});

describe('operation: "number of" a stored number', () => {
  const PLANTS = { fields: ['name', 'floors', 'workers', 'workers.workerId'], collections: ['plants'] };
  const run = (prompt: string) => analyze(prompt, PLANTS).analysis;

  test.each(['the total number of floors', 'the cumulative number of floors', 'the overall number of floors'])('%p sums it', (prompt) => {
    expect(run(prompt).operation).toBe('$sum');
    expect(run(prompt).metric).toBe('floors');
  });

  test('a bare "number of floors" is no sum', () => {
    expect(run('the number of floors').operation).not.toBe('$sum');
  });

  test('"sorted according to the number of floors" ranks, it does not count', () => {
    expect(run('plants sorted according to the number of floors').operation).toBeNull();
  });
});

describe('operation: "how many …, on average" averages a stored number', () => {
  const BAKERIES = { fields: ['name', 'Wholesale_Loaves', 'Counter_Loaves'], collections: ['bakeries'] };
  test.each([
    ['how many wholesale loaves does a bakery turn out, on average', '$avg'],
    ['How many bakeries are there?', '$count'],
  ])('%p → %p', (prompt, op) => {
    expect(analyze(prompt, BAKERIES).analysis.operation).toBe(op as never);
  });

  test('the metric is the number asked about', () => {
    expect(analyze('how many wholesale loaves does a bakery turn out, on average', BAKERIES).analysis.metric).toBe('Wholesale_Loaves');
  });
});

describe('"how many …, on average" asks for an average even when no field is named next to it', () => {
  // schools that store how many pupils they can take and embed their buildings with a classroom count
  const SCHOOLS = { fields: ['school_name', 'region', 'pupil_capacity', 'Buildings', 'Buildings.code', 'Buildings.classroom_count'], collections: ['schools'] };
  test.each([
    ['How many pupils, on average, can a school accommodate?', 'pupil_capacity'],
    ['How many classrooms does a building have on average?', 'Buildings.classroom_count'],
  ] as const)('%p → $avg of %p', (prompt, metric) => {
    const { analysis, explanation } = analyze(prompt, SCHOOLS, { explain: true });
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe(metric);
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.how-many-on-average');
  });

  test('without "on average" it stays a count', () => {
    expect(analyze('How many pupils does each school have?', SCHOOLS).analysis.operation).toBe('$count');
  });
});

describe('operation: "total number of" embedded records counts them', () => {
  // clubs that embed their fixtures, each with an id and a ticket amount
  const CLUBS = { fields: ['club_id', 'club_name', 'Fixtures', 'Fixtures.fixture_id', 'Fixtures.ticket_amount', 'Fixtures.kickoff_date'], collections: ['clubs'] };
  const run = (prompt: string) => analyze(prompt, CLUBS).analysis;

  test.each(['the total number of fixtures for each club', 'the total count of fixtures'])('%p → $count', (prompt) => {
    expect(run(prompt).operation).toBe('$count');
    expect(run(prompt).metric).toBeNull();
  });

  test('a child named after the records is still added up', () => {
    expect(run('the total fixture ticket amount').operation).toBe('$sum');
    expect(run('the total fixture ticket amount').metric).toBe('Fixtures.ticket_amount');
  });
});

describe('operation: "how many" of a number each top-level record stores under that name adds the numbers up', () => {
  // ports storing how many foot passengers they saw; their berths store how many vessels are moored
  const PORTS = { fields: ['port_name', 'Foot_Passengers', 'Region', 'berths', 'berths.berth_code', 'berths.Moored_Vessels'], collections: ['ports'] };
  test('the stored number is summed, by this rule', () => {
    const { analysis, explanation } = analyze('How many foot passengers passed through ports named Harwick?', PORTS, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('Foot_Passengers');
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.how-many+stored-number');
  });

  test('a number embedded records keep, or records themselves, are counted', () => {
    expect(analyze('How many moored vessels are there?', PORTS).analysis.operation).toBe('$count');
    expect(analyze('How many ports are in the north region?', PORTS).analysis.operation).toBe('$count');
  });
});
