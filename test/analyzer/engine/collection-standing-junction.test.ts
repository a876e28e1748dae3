import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

const engine = createEngine(loadBuiltinRegistry());
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW, explain: true });

describe('collection: records counted per group are read where their standing in the group is kept', () => {
  // invented law firms: a partnership row links each partner to a firm
  const FIRMS = {
    fields: ['firm_id', 'firm_name', 'founded', 'lawyer_id', 'lawyer_name', 'bar_year', 'equity_share', 'admitted_on'],
    collections: ['Firms', 'Lawyers', 'Firm_Partnerships'],
  };
  // invented leagues: a sponsorship row links each sponsor to a league
  const LEAGUES = {
    fields: ['league_id', 'league_name', 'sponsor_id', 'sponsor_name', 'industry', 'amount', 'signed_on'],
    collections: ['League', 'Sponsor', 'League_Sponsorship'],
  };

  test('a tallied word naming no collection: "how many partners does each firm have"', () => {
    const result = run('how many partners does each firm have?', FIRMS);
    expect(result.analysis.collection[0]).toBe('Firm_Partnerships');
    expect(JSON.stringify(result.explanation)).toContain('collection.links-counted-to-group+unnamed-records');
  });

  test('a tallied collection whose standing names the junction: "number of sponsors for each league"', () => {
    const result = run('number of sponsors for each league', LEAGUES);
    expect(result.analysis.collection[0]).toBe('League_Sponsorship');
    expect(JSON.stringify(result.explanation)).toContain('collection.links-counted-to-group');
  });

  test('without a group the tallied records stay where they are named', () => {
    expect(run('how many sponsors are there?', LEAGUES).analysis.collection[0]).toBe('Sponsor');
  });
});
