import { expect, test } from 'bun:test';
import { analyze, collectionRules } from './fixtures.ts';

// an invented licensing office: requests keep the kind of licence asked for; no collection is called licences
const OFFICE = {
  fields: ['_id', 'request_no', 'licence_type', 'fee_usd', 'filed_on', 'clerk_id', 'first_name', 'desk'],
  collections: ['clerks', 'requests'],
};

const rules = (prompt: string) => collectionRules(analyze(prompt, OFFICE, { explain: true }));

test('the plural of the thing one kind field classifies names the records keeping that field', () => {
  expect(analyze('average fee of fishing licences', OFFICE).analysis.collection[0]).toBe('requests');
  expect(rules('how many fishing licences were filed in 2023')).toContain('collection.thing-a-kind-classifies');
});

test('the singular names no records', () => {
  expect(rules('which licence type is most common')).not.toContain('collection.thing-a-kind-classifies');
});

test('a plural after no word of its own saying a kind names no records', () => {
  expect(rules('how many licences does each clerk handle')).not.toContain('collection.thing-a-kind-classifies');
  expect(rules('average fee of a fishing licence')).not.toContain('collection.thing-a-kind-classifies');
});

test('one collection is named by nothing', () => {
  const SOLE = { fields: OFFICE.fields, collections: ['requests'] };
  expect(collectionRules(analyze('how many fishing licences were filed in 2023', SOLE, { explain: true }))).not.toContain('collection.thing-a-kind-classifies');
});
