import { expect, test } from 'bun:test';
import { runOnSchema } from './fixtures.ts';

const sortRules = (r: ReturnType<typeof runOnSchema>): string[] => r.explanation!.sort.evidence.map((e) => e.rule);

// an invented water utility: pumps keep a list price and a fee for their servicing
const PUMPS: [string[], string[]] = [['pump_id', 'model', 'service_fee', 'list_price'], ['pumps', 'sites']];

test('after the records\' noun closes its phrase, a noun past a function word qualifies no price', () => {
  const r = runOnSchema('the 3 priciest pumps in service', ...PUMPS);
  expect(r.analysis.sort).toEqual({ list_price: -1 });
  expect(sortRules(r)).not.toContain('sort.concept-price+qualifying-noun');
});

test('negative: a noun before the records\' noun still qualifies it', () => {
  const r = runOnSchema('the 3 priciest service pumps', ...PUMPS);
  expect(r.analysis.sort).toEqual({ service_fee: -1 });
  expect(sortRules(r)).toContain('sort.concept-price+qualifying-noun');
});

// an invented climbing gym: each session is stamped twice by one phrasal verb
const GYM = ['session_id', 'locker_no', 'clocked_in_at', 'clocked_out_at'];

test('one verb stamped with two particles leaves recency no date to rank by', () => {
  const r = runOnSchema('the 5 newest climbing sessions', GYM, ['sessions']);
  expect(r.analysis.sort).toEqual({});
});

test('negative: the verb stamped once still dates the records', () => {
  const r = runOnSchema('the 5 newest climbing sessions', GYM.slice(0, 3), ['sessions']);
  expect(r.analysis.sort).toEqual({ clocked_in_at: -1 });
});
