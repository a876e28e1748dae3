import { describe, expect, test } from 'bun:test';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { analyze, makeRegistry, NOW, throwOnStageError } from './fixtures.ts';

// a schema whose quantities are named only by their field: nothing but the question's attribute words can reach them;
// the moment of a payment (`date_paid`) comes before its amount and must not be taken for it
const VENUES = {
  fields: ['venue_id', 'title', 'max_capacity', 'Attendance', 'ticket_price', 'visits', 'visits.visitor_age', 'visits.date_paid', 'visits.sum_paid', 'visits.payment_id', 'injured'],
  collections: ['venues'],
};
const run = (prompt: string) => analyze(prompt, VENUES).analysis;

describe('an accumulator with no field named takes the field an attribute word stands for', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    ['How old are visitors on average?', '$avg', 'visits.visitor_age'],
    ['How much have visitors paid in total?', '$sum', 'visits.sum_paid'],
    ['What is the average number of seats?', '$avg', 'max_capacity'],
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
  // nurses whose age is a condition and whose shifts' hours are the figure
  const WARDS = { fields: ['nurse_name', 'Age', 'shifts', 'shifts.ward', 'shifts.hours_worked'], collections: ['nurses'] };
  test.each([
    'Work out the mean hours that shifts by nurses aged 30 or less have lasted.',
    'On average, how many hours did the shifts from nurses under the age of 44 last?',
  ])('%p averages the hours, not the age', (prompt) => {
    const { analysis } = analyze(prompt, WARDS);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('shifts.hours_worked');
    expect(Object.keys(analysis.filters)).toContain('Age');
  });
});

describe('a moment is never added up or averaged', () => {
  // sailors with the date of their first voyage and how many years they have sailed; the trade's pack reads
  // "year" as the date, as the built-in generic pack does
  const CREWS: SectorPack = {
    id: 'shipping', label: 'Shipping', signals: { fields: ['sailor_name', 'Date', 'Years_sailing'] }, synonyms: { year: ['Date'], years: ['Date'] },
    defaultMetrics: [], dateFields: ['Date'], entities: [], vocabularies: {},
  };
  const engine = createEngine(makeRegistry(CREWS), { onStageError: throwOnStageError });
  const SAILORS = { fields: ['sailor_name', 'Date', 'Years_sailing'], collections: ['sailors'] };
  const run = (prompt: string) => engine.analyze({ prompt, ...SAILORS }, { now: NOW, explain: true });
  test.each([
    'Work out the average number of years our sailors have spent at sea.',
    'Give me the mean years of service of our sailors.',
  ])('%p averages the years field, not the date', (prompt) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('Years_sailing');
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.moment-not-accumulated');
  });

  test('the latest of a moment stays on the moment', () => {
    expect(run('What is the maximum year?').analysis.metric).toBe('Date');
  });
});

describe('money words: the field of the first listed word the schema has, not the earliest of any (metric.field.measure-noun)', () => {
  // an invented pottery studio: a glaze's unit price comes before the totals its sales and grants record
  const STUDIO = {
    fields: ['glaze_id', 'unit_price', 'firing_id', 'firing_total', 'kiln_id', 'grant_id', 'funder_name', 'amount_eur', 'class_id', 'tuition_paid'],
    collections: ['glazes', 'firings', 'grants', 'classes'],
  };
  test('"revenue" is what the sales took, a total before a unit price', () => {
    const { analysis, explanation } = analyze('total revenue per kiln', STUDIO, { explain: true });
    expect(analysis.metric).toBe('firing_total');
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.field.measure-noun');
  });
  test('"money" is an amount', () => {
    const { analysis, explanation } = analyze('What is the total grant money the studio has received?', STUDIO, { explain: true });
    expect(analysis.metric).toBe('amount_eur');
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.field.measure-noun');
  });
  test('revenue read onto what was paid when no total is stored', () => {
    const paid = { fields: ['class_id', 'class_name', 'tuition_paid', 'seat_price'], collections: ['classes'] };
    expect(analyze('total revenue from evening classes', paid).analysis.metric).toBe('tuition_paid');
  });
});

describe('a measure said as a word of the family of the counted noun in a field name', () => {
  // an invented tannery: each shift keeps how many workers it employs and how many hides it stretches
  const TANNERY = { fields: ['shift_id', 'yard', 'employeeCount', 'stretchedHides'], collections: ['shifts'] };
  test('"employment" reads `employeeCount` (an "-ee" noun shares the verb\'s stem)', () => {
    expect(analyze('average employment per yard', TANNERY).analysis.metric).toBe('employeeCount');
  });
  test('"attendees" reads `Attendance` the same way round', () => {
    expect(analyze('average number of attendees', VENUES).analysis.metric).toBe('Attendance');
  });
});
