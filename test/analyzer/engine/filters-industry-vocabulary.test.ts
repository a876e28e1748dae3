import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

// the generic pack, beside any sector's: the trade a client or sponsor works in is a stored value of its industry field
const engine = createEngine(loadBuiltinRegistry());
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW, explain: true });

// an invented glazier's trade customers, and a rowing regatta's backers
const GLAZIER = { fields: ['customerId', 'customerName', 'industry', 'creditLimit', 'town'], collections: ['customers'] };
const REGATTA = { fields: ['backer_id', 'backer_name', 'sector', 'pledge_gbp'], collections: ['backers'] };

describe('filters: an industry named by its usual word is the value of the industry field', () => {
  test('before the records or after "in", in a schema of no particular trade', () => {
    const result = run('aerospace customers in Leeds', GLAZIER);
    expect(result.analysis.filters).toEqual({ industry: 'aerospace', town: 'Leeds' });
    expect(JSON.stringify(result.explanation)).toContain('filters.pack-vocabulary');
    expect(run('average credit limit of customers in construction', GLAZIER).analysis.filters).toEqual({ industry: 'construction' });
  });
  test('a field called sector keeps them too', () => {
    expect(run('backers from the mining sector', REGATTA).analysis.filters).toEqual({ sector: 'mining' });
  });
});
