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
    ['total yearly yield of all turbines', 'yearlyYieldGwh'],
    ['mean floor area of flats', 'floorAreaM2'],
    ['average monthly rent of flats', 'monthlyRentGbp'],
  ])('%p measures %p', (question, field) => {
    expect(analyze(question, COOP).analysis.metric).toBe(field);
  });
});

describe('fields: a unit of volume written with its power (`_cm3`, `_ft3`, `_cbm`) ending a name is not what people call it (field.unit-stripped)', () => {
  // an invented grain co-op: silos keep their volume in cubic centimetres, bins in cubic feet
  const GRAIN = { fields: ['silo_id', 'silo_name', 'volume_cm3', 'bin_id', 'hold_ft3', 'dock_cbm'], collections: ['silos', 'bins'] };
  test.each([
    ['Which silo has the largest volume?', { sort: { volume_cm3: -1 } }],
    ['total hold of all bins', { metric: 'hold_ft3' }],
    ['average dock per silo', { metric: 'dock_cbm' }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, GRAIN).analysis).toMatchObject(expected);
  });
});

describe('fields: shortened plural units (`_yrs`, `_wks`, `_pts`, `_hrs`) and a shortened amount word (`_qty`) end a name too (field.unit-stripped)', () => {
  // an invented kite club: flyers, their kites and contests; an order line's written-out `quantity` is what is said
  const KITES = {
    fields: [
      'flyer_id', 'flyer_name', 'membership_yrs', 'training_wks', 'kite_id', 'spool_qty', 'contest_id', 'judged_pts', 'airtime_hrs',
      'order_id', 'line_quantity',
    ],
    collections: ['flyers', 'kites', 'contests'],
  };
  test.each([
    ['average membership of flyers', 'membership_yrs'],
    ['total training of all flyers', 'training_wks'],
    ['average spool per kite', 'spool_qty'],
    ['mean judged per contest', 'judged_pts'],
    ['total airtime by flyer', 'airtime_hrs'],
    ['total line quantity', 'line_quantity'],
  ])('%p measures %p', (question, field) => {
    expect(analyze(question, KITES).analysis.metric).toBe(field);
  });
});

describe('fields: a scale letter or short unit ending a name (`_K` thousands, `_t` tonnes, `_ha` hectares) is not what people call it (field.unit-stripped)', () => {
  // an invented river barge company: barges (`_nm` is their name, not a unit), their runs and the bargemen's pay
  const BARGES = {
    fields: ['barge_id', 'barge_nm', 'Payload_t', 'run_no', 'bargeman_id', 'Stipend_K', 'Mooring_ha'],
    collections: ['Barge', 'Run', 'Bargeman'],
  };
  test('a measure with its scale or unit letter after it is named without it', () => {
    expect(analyze('What is the average stipend of bargemen?', BARGES).analysis.metric).toBe('Stipend_K');
    expect(analyze('maximum payload among barges', BARGES).analysis.metric).toBe('Payload_t');
    expect(analyze('mean mooring per barge', BARGES).analysis.metric).toBe('Mooring_ha');
  });
});

describe('fields: concentrations in parts per million or billion end a name as a unit (field.unit-stripped)', () => {
  // an invented well survey: water samples with what was measured in them
  const WELLS = { fields: ['sampleId', 'wellCode', 'sampledAt', 'nitratePpm', 'arsenic_ppb'], collections: ['samples'] };
  test.each([
    ['average nitrate per well', 'nitratePpm'],
    ['max arsenic for each well', 'arsenic_ppb'],
  ])('%p measures %p', (question, field) => {
    const result = analyze(question, WELLS, { explain: true });
    expect(result.analysis.metric).toBe(field);
    expect(result.explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.field.unit-stripped');
  });
});
