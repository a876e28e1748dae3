import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented ferry line: crossings keep a fare charge and a fuel cost, tariffs a price
const FERRY = { fields: ['crossingId', 'sailedOn', 'totalCharge', 'fuelCost', 'tariffName', 'price'], collections: ['crossings', 'tariffs'] };

test.each([
  ['How much revenue did crossings bring in during 2023?', 'totalCharge'],
  ['how much fuel cost in 2023', 'fuelCost'],
])('%p adds up %p', (prompt, metric) => {
  const { analysis } = analyze(prompt, FERRY);
  expect(analysis.operation).toBe('$sum');
  expect(analysis.metric).toBe(metric);
});

test.each(['how much does the cheapest tariff cost', 'how much is the price of tariff Gold'])('%p asks one record\'s figure, adds nothing up', (prompt) => {
  expect(analyze(prompt, FERRY).analysis.operation).not.toBe('$sum');
});
