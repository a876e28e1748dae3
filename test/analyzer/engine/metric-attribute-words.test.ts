import { describe, expect, test } from 'bun:test';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { analyze, makeRegistry, NOW, throwOnStageError } from './fixtures.ts';

// a schema whose quantities are named only by their field: nothing but the question's attribute words can reach them;
// the moment of a payment (`date_paid`) comes before its amount and must not be taken for it
const VENUES = {
  fields: ['venue_id', 'title', 'max_capacity', 'Attendance', 'ticket_price', 'visits', 'visits.visitor_age', 'visits.date_paid', 'visits.amount_paid', 'visits.payment_id', 'injured'],
  collections: ['venues'],
};
const run = (prompt: string) => analyze(prompt, VENUES).analysis;

describe('an accumulator with no field named takes the field an attribute word stands for', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    ['How old are visitors on average?', '$avg', 'visits.visitor_age'],
    ['How much have visitors paid in total?', '$sum', 'visits.amount_paid'],
    ['What is the average number of seats?', '$avg', 'max_capacity'],
    ['average number of attendees', '$avg', 'Attendance'],
    ['the average number of injuries at venues', '$avg', 'injured'],
  ];
  for (const [prompt, op, metric] of cases) {
    test(`${prompt} → ${op} of ${metric}, by the attribute-word rule`, () => {
      const { analysis, explanation } = analyze(prompt, VENUES, { explain: true });
      expect([analysis.operation, analysis.metric]).toEqual([op, metric]);
      expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.attribute-word');
    });
  }

  test('a measure noun right after the accumulator is read there already, by the measure-noun rule', () => {
    const { analysis, explanation } = analyze('What is the average cost to get in?', VENUES, { explain: true });
    expect([analysis.operation, analysis.metric]).toEqual(['$avg', 'ticket_price']);
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.field.measure-noun');
  });

  test('an id never stands for a payment', () => {
    expect(run('What is the average payment?').metric).not.toBe('visits.payment_id');
  });

  test('no field stores the attribute: no metric', () => {
    expect(run('How fast do visitors walk on average?').metric).toBeNull();
  });
});

describe('a word read as a condition does not name the accumulated field', () => {
  // records whose age is a condition and whose weeks on the chart are the figure
  const CHART = { fields: ['artist_name', 'Age', 'records', 'records.title', 'records.weeks_on_chart'], collections: ['artists'] };
  test.each([
    'Calculate the average weeks that records by artists aged 25 or less have spent on the chart.',
    'What is the average number of weeks that records from artists under the age of 30 stayed on the chart?',
  ])('%p averages the weeks, not the age', (prompt) => {
    const { analysis } = analyze(prompt, CHART);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('records.weeks_on_chart');
    expect(Object.keys(analysis.filters)).toContain('Age');
  });
});

describe('a moment is never added up or averaged', () => {
  // reporters with the date of their first story and how many years they have been reporting; the trade's pack reads
  // "year" as the date, as the built-in generic pack does
  const PRESS: SectorPack = {
    id: 'press', label: 'Press', signals: { fields: ['reporter_name', 'Date', 'Years_reporting'] }, synonyms: { year: ['Date'], years: ['Date'] },
    defaultMetrics: [], dateFields: ['Date'], entities: [], vocabularies: {},
  };
  const engine = createEngine(makeRegistry(PRESS), { onStageError: throwOnStageError });
  const REPORTERS = { fields: ['reporter_name', 'Date', 'Years_reporting'], collections: ['reporters'] };
  const run = (prompt: string) => engine.analyze({ prompt, ...REPORTERS }, { now: NOW, explain: true });
  test.each([
    'What is the average number of years spent reporting?',
    'Can you tell me the average years of experience among reporters?',
  ])('%p averages the years field, not the date', (prompt) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('Years_reporting');
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.moment-not-accumulated');
  });

  test('the latest of a moment stays on the moment', () => {
    expect(run('What is the maximum year?').analysis.metric).toBe('Date');
  });
});
