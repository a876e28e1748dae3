import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented haulage firm and an invented dairy farm
const HAULAGE = { fields: ['depotId', 'depotName', 'truckId', 'plate', 'brand', 'payloadTonnes', 'driverId', 'fullName'], collections: ['depots', 'drivers', 'trucks'] };
const DAIRY = { fields: ['pastureId', 'acreage', 'cowTag', 'breed', 'litresPerDay', 'vetId', 'vetName'], collections: ['Pastures', 'Cows', 'Vets'] };

test('a collective noun no collection or field uses names the collection of the things it gathers', () => {
  const { analysis, explanation } = analyze('how many Volvos are in the fleet', HAULAGE, { explain: true });
  expect(analysis.collection[0]).toBe('trucks');
  expect(explanation?.collection.evidence.some((e) => e.rule === 'collection.collective-noun')).toBe(true);
  expect(analyze('how many Jerseys are in the herd', DAIRY).analysis.collection[0]).toBe('Cows');
});

test('a collective noun naming none of the collections names nothing', () => {
  expect(analyze('average litres per day across the fleet', DAIRY).analysis.collection[0]).not.toBe('Vets');
});
