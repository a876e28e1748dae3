import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// makers embedding their parts; the parts' price is stored as `unit_price` and each part names its supplier
const MAKERS = { fields: ['maker_name', 'city', 'parts', 'parts.part_code', 'parts.unit_price', 'parts.Supplier', 'parts.stock_level'], collections: ['makers'] };
const run = (prompt: string) => analyze(prompt, MAKERS, { explain: true });

describe('a measure noun right after the accumulator names the figure, before any field named further on', () => {
  test.each([
    'List the maker names and average costs of parts from suppliers.',
    'the average cost of parts by supplier',
  ])('%p averages the price, not the supplier', (prompt) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('parts.unit_price');
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.field.measure-noun');
  });

  test('a field named right after the accumulator is still the figure', () => {
    expect(run('the average stock level of parts').analysis.metric).toBe('parts.stock_level');
  });
});

describe('"peak" is a superlative', () => {
  test('the peak value of a field is its maximum', () => {
    const { analysis } = run('What is the peak stock level among the parts?');
    expect(analysis.operation).toBe('$max');
    expect(analysis.metric).toBe('parts.stock_level');
  });
});

describe('a measure noun names a field stored under its usual other name', () => {
  // crews embedding their workers (paid a `wage`) and the plots they tend (measured as `area`), each job with a `cost`, a length and a revenue
  const CREWS = {
    fields: ['crew_label', 'workers', 'workers.worker_code', 'workers.wage', 'plots', 'plots.plot_code', 'plots.area', 'jobs', 'jobs.job_code', 'jobs.cost', 'jobs.length_min', 'jobs.revenue'],
    collections: ['crews'],
  };
  test.each([
    ['What is the average expense of jobs?', '$avg', 'jobs.cost'],
    ['the total salary of workers in each crew', '$sum', 'workers.wage'],
    ['the mean size of plots', '$avg', 'plots.area'],
    ['the maximum duration of jobs', '$max', 'jobs.length_min'],
    ['the total income of jobs', '$sum', 'jobs.revenue'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const { analysis, explanation } = analyze(prompt, CREWS, { explain: true });
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe(metric);
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.field.measure-noun');
  });
});

describe('measure nouns of everyday speech name the fields schemas keep them under', () => {
  // orchards embed their harvests (a `yield_mass`, a `grade`) and their stalls (a `turnover`, a `crowd`)
  const ORCHARDS = {
    fields: ['orchard_label', 'harvests', 'harvests.harvest_code', 'harvests.yield_mass', 'harvests.grade', 'stalls', 'stalls.stall_code', 'stalls.turnover', 'stalls.crowd'],
    collections: ['orchards'],
  };
  test.each([
    ['the mean weight of harvests', '$avg', 'harvests.yield_mass'],
    ['the average score of harvests per orchard', '$avg', 'harvests.grade'],
    ['the total sales of stalls', '$sum', 'stalls.turnover'],
    ['the maximum attendance of stalls', '$max', 'stalls.crowd'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const { analysis } = analyze(prompt, ORCHARDS);
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe(metric);
  });
});

describe('a field name ending in a unit after a joiner is named by the word before the joiner', () => {
  test('"Cost_in_Thousands" is the cost', () => {
    const { analysis } = analyze('what is the mean expense across agencies', { fields: ['agency_name', 'Cost_in_Thousands'], collections: ['agencies'] });
    expect(analysis.metric).toBe('Cost_in_Thousands');
  });
});

describe('of the fields a measure noun may name, the one whose path the question says most of', () => {
  // members embed bookings (an outstanding balance) and fees (a balance due); "owed" may name either
  const CLUBS = {
    fields: ['club_name', 'members', 'members.member_code', 'members.bookings', 'members.bookings.booking_code', 'members.bookings.balance_outstanding',
      'members.fees', 'members.fees.fee_code', 'members.fees.balance_due'],
    collections: ['clubs'],
  };
  test('"members owed in fees" reads the fees, not the first path that says "member"', () => {
    expect(analyze('Give the average amount members owed in fees.', CLUBS).analysis.metric).toBe('members.fees.balance_due');
  });
});

describe('a span of time no field is named by is kept in a field naming a unit of time beside another word', () => {
  // lighthouse keepers keep how many years they were posted; their lamps keep how many hours they were lit
  const KEEPERS = { fields: ['keeper_id', 'keeper_name', 'Years_posted', 'lamps', 'lamps.lamp_code', 'lamps.Hours_lit', 'lamps.Wattage'], collections: ['keepers'] };
  test.each([
    ['Across all keepers, what is the mean duration of a posting?', '$avg', 'Years_posted'],
    ['Keepers: give me their average duration posted', '$avg', 'Years_posted'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const { analysis } = analyze(prompt, KEEPERS);
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe(metric);
  });

  test('a field named by the noun itself still wins', () => {
    const LOGS = { fields: ['log_id', 'Years_serving', 'duration'], collections: ['logs'] };
    expect(analyze('What is the average duration of the logs?', LOGS).analysis.metric).toBe('duration');
  });

  // callers keep how long they have been members; their calls keep how many minutes were talked
  const PHONES = { fields: ['caller_id', 'caller_name', 'years_as_member', 'call_id', 'minutes_talked', 'placed_on'], collections: ['callers', 'calls'] };
  test('of spans kept by several collections, the one of the records asked about, whatever its unit', () => {
    expect(analyze('Mean duration over all calls, please', PHONES).analysis.metric).toBe('minutes_talked');
  });

  test('"length" is no span of time: it is not read from a field counted in years', () => {
    const BARGES = { fields: ['barge_id', 'barge_name', 'tonnage', 'years_afloat'], collections: ['barges'] };
    expect(analyze('Mean length of every barge', BARGES).analysis.metric).not.toBe('years_afloat');
  });
});
