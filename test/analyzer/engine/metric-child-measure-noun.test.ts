import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('metric: a measure noun after embedded records names their child kept under its usual other name (metric.field.exact)', () => {
  // an invented cycling club: members embed their rides, each with a duration and an effort score
  const CLUB = {
    fields: ['memberId', 'fullName', 'club', 'rides', 'rides.rideId', 'rides.startedOn', 'rides.durationMinutes', 'rides.effortScore', 'bikeId', 'model'],
    collections: ['members', 'bikes'],
  };

  test('"the average ride length" averages the rides\' duration, not their first score', () => {
    const { analysis } = analyze('what is the average ride length', CLUB);
    expect([analysis.operation, analysis.metric]).toEqual(['$avg', 'rides.durationMinutes']);
  });

  test('a word the child is named by still names it', () => {
    const { analysis } = analyze('what is the average ride score', CLUB);
    expect([analysis.operation, analysis.metric]).toEqual(['$avg', 'rides.effortScore']);
  });
});
