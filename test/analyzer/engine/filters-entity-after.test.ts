import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name right before a collection named in several words is that collection\'s name', () => {
  // the kiosks keep a name of their own, which "kiosks" alone would pick
  const CHAINS = {
    fields: ['store_chain_id', 'store_chain_name', 'Kiosks', 'Kiosks.kiosk_id', 'Kiosks.kiosk_name', 'Kiosks.store_chain_id'],
    collections: ['Kiosk_Store_Chain'],
  };
  test.each([
    ['how many kiosks are in the Pelican kiosk store chain'],
    ['kiosks of the Pelican kiosk store chain'],
  ])('%p', (prompt) => {
    expect(analyze(prompt, CHAINS).analysis.filters).toEqual({ store_chain_name: 'Pelican' });
  });

  test('the evidence names the rule', () => {
    const rules = analyze('kiosks of the Pelican kiosk store chain', CHAINS, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toEqual(['filters.proper-value+collection-after']);
  });
});
