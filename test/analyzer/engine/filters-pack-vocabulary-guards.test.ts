import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

// the built-in gaming pack: tier names as values of a rank field (filters.pack-vocabulary)
const engine = createEngine(loadBuiltinRegistry());
const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW }).analysis.filters;

describe('filters: a word that spells a leaf\'s own name is no vocabulary value of another field', () => {
  // an invented arena league: players with a rank, and medal counts kept per season
  const ARENA = {
    fields: ['playerId', 'gamertag', 'rank', 'kills', 'wins', 'guildId', 'medals', 'medals.platinum', 'medals.diamond', 'medals.season'],
    collections: ['players'],
  };

  test('"platinum medals" counts the `medals.platinum` field, it ranks nobody', () => {
    expect(filters('How many platinum medals has the player with the most kills won?', ARENA)).toEqual({});
  });

  test('with the rank named right after, the word is the rank\'s value; other tiers stay values', () => {
    expect(filters('List players with platinum rank.', ARENA)).toEqual({ rank: 'platinum' });
    expect(filters('List players with silver rank.', ARENA)).toEqual({ rank: 'silver' });
  });
});

describe('filters: a past verb with its object after it is no status value', () => {
  // an invented fun run: runners with a status, and their laps
  const RUN = { fields: ['runner_id', 'runner_name', 'status', 'Laps', 'Laps.lap_no', 'Laps.seconds'], collections: ['runners'] };

  test('"completed a lap" and "cancelled the entry" say what was done', () => {
    expect(filters('List runners who completed a lap in under 90 seconds.', RUN)).toEqual({ 'Laps.seconds': { $lt: 90 } });
    expect(filters('runners that cancelled the entry', RUN)).toEqual({});
  });

  test('the same word as a state stays the status', () => {
    expect(filters('List runners whose status is completed.', RUN)).toEqual({ status: 'completed' });
    expect(filters('How many completed runners are there?', RUN)).toEqual({ status: 'completed' });
  });
});
