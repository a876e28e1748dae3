import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// workshops whose numbers are named by their measure: an amount and a count of hours
const WORKSHOPS = { fields: ['workshop_title', 'sessions', 'sessions.session_code', 'sessions.hours_taught', 'sessions.fee_amount', 'sessions.held_on'], collections: ['workshops'] };
const run = (prompt: string) => analyze(prompt, WORKSHOPS, { explain: true });

describe('a measure word after an accumulator names the field holding that measure', () => {
  test.each([
    ['Which workshop has the highest total hours of teaching?', '$sum', 'sessions.hours_taught'],
    ['Show each workshop title with the total amount collected.', '$sum', 'sessions.fee_amount'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe(metric);
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.measure-in-name')).toBe(true);
  });

  test('a measure no field holds leaves the accumulator without a field', () => {
    expect(run('What is the total weight of workshops?').analysis.metric).toBeNull();
  });
});

describe('a measure word no compound name holds names a field called just that word', () => {
  // air sensors logging one analyte per reading, its figure kept under a bare `value`
  const READINGS = { fields: ['sensor_name', 'analyte', 'value', 'unit', 'taken_at'], collections: ['readings'] };
  test('"the average ozone value" averages `value`', () => {
    const { analysis, explanation } = analyze('Average ozone value per week', READINGS, { explain: true });
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('value');
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.measure-in-name')).toBe(true);
  });
});
