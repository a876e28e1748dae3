import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a title given by "named" / "voted" / "crowned" that a field is called by holds yes (filters.appointed-title)', () => {
  // an invented cycling tour: riders, stages and each rider's result on a stage
  const TOUR = { fields: ['rider_id', 'rider_name', 'stage_id', 'finish_time', 'stage_winner', 'team'], collections: ['riders', 'stages', 'results'] };

  test('"crowned stage winner" holds `stage_winner` to yes', () => {
    const r = analyze('How many times was each rider crowned stage winner?', TOUR);
    expect(r.analysis.filters).toEqual({ stage_winner: true });
  });

  test('"not voted stage winner" denies it', () => {
    const r = analyze('riders not voted stage winner', TOUR);
    expect(r.analysis.filters).toEqual({ stage_winner: false });
  });

  test('"named Tom" stays a name: no field is called Tom', () => {
    const r = analyze('riders named Tom', TOUR);
    expect(r.analysis.filters).toEqual({ rider_name: 'Tom' });
  });
});
