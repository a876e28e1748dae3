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
