import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('fields: a unit of volume, speed, energy, temperature or weight (British spellings too) ending a name is not what people call it (field.unit-stripped)', () => {
  // an invented ferry line: crossings logged with the engine's readings
  const FERRY = {
    fields: [
      'crossingId', 'vesselId', 'departedAt', 'hullTempC', 'ballastLiters', 'cruiseSpeedKmh', 'shorePowerKwh', 'deckCrew',
      'cargo_tonnes', 'route_kilometres', 'bilge_millilitres',
    ],
    collections: ['crossings', 'vessels'],
  };
  test.each([
    ['average hull temp per vessel', 'hullTempC'],
    ['total ballast by vessel', 'ballastLiters'],
    ['mean cruise speed per vessel', 'cruiseSpeedKmh'],
    ['sum of shore power by vessel', 'shorePowerKwh'],
    ['average cargo per vessel', 'cargo_tonnes'],
    ['total route by vessel', 'route_kilometres'],
    ['mean bilge per vessel', 'bilge_millilitres'],
  ])('%p measures %p', (question, field) => {
    const result = analyze(question, FERRY, { explain: true });
    expect(result.analysis.metric).toBe(field);
    expect(result.explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.field.unit-stripped');
  });
});

describe('fields: power, pound-sterling and area units end a name too (field.unit-stripped)', () => {
  // an invented wind cooperative: turbines and the flats they power
  const COOP = {
    fields: ['turbineId', 'ratedOutputMw', 'yearlyYieldGwh', 'flatId', 'floorAreaM2', 'monthlyRentGbp'],
    collections: ['turbines', 'flats'],
  };
  test.each([
    ['average rated output per turbine', 'ratedOutputMw'],
    ['total yearly yield by turbine', 'yearlyYieldGwh'],
    ['mean floor area of flats', 'floorAreaM2'],
    ['average monthly rent by flat', 'monthlyRentGbp'],
  ])('%p measures %p', (question, field) => {
    expect(analyze(question, COOP).analysis.metric).toBe(field);
  });
});
