import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

test('"insured by" / "covered by" a name: the insurer the records keep (filters.agent-insured, filters.proper-value+acted-on)', () => {
  // an invented marina: boats keep the insurer of their policy
  const MARINA = { fields: ['_id', 'boat_id', 'berth', 'policy.insurer', 'policy.renews_on', 'length_m'], collections: ['boats'] };
  const result = analyze('boats insured by Harbourline', MARINA, { explain: true });
  expect(result.analysis.filters).toEqual({ 'policy.insurer': 'Harbourline' });
  // the verb's own agent noun names the field
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.agent-insured');
  const covered = analyze('boats covered by Harbourline', MARINA, { explain: true });
  expect(covered.analysis.filters).toEqual({ 'policy.insurer': 'Harbourline' });
  expect(covered.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.proper-value+acted-on');
});

test('"insured by" a name reaches a payer field too, the word health plans use for the insurer', () => {
  // an invented physiotherapy practice: clients keep the payer of their plan
  const PRACTICE = { fields: ['_id', 'client_no', 'plan.payer', 'plan.group_no', 'sessions_left'], collections: ['clients'] };
  expect(analyze('clients insured by Larchmont Mutual', PRACTICE).analysis.filters).toEqual({ 'plan.payer': 'Larchmont Mutual' });
});
