import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: superlatives that name no field rank by the measure they mean', () => {
  // an invented harbour: quays with a depth, ramps with a gradient, tanks with a diameter and a volume
  const HARBOUR = {
    fields: ['quay_id', 'quay_label', 'min_depth_m', 'ramp_id', 'ramp_label', 'avg_gradient_pct', 'tank_id', 'tank_label', 'tank_diameter_m', 'volume_l'],
    collections: ['quays', 'ramps', 'tanks'],
  };

  test.each<[string, Record<string, 1 | -1>, string]>([
    ['which quay is the deepest', { min_depth_m: -1 }, 'sort.attribute-deepest'],
    ['the steepest ramp', { avg_gradient_pct: -1 }, 'sort.attribute-steepest'],
    ['show the biggest tank', { tank_diameter_m: -1 }, 'sort.thing-measure'],
  ])('%p sorts %p', (prompt, sort, rule) => {
    const { analysis, explanation } = analyze(prompt, HARBOUR, { explain: true });
    expect(analysis.sort).toEqual(sort);
    expect(explanation?.sort.evidence.map((e) => e.rule)).toContain(rule);
  });

  // an invented rail yard: wagons with their own length beside the tracks' length
  const YARD = { fields: ['wagon_id', 'wagon_code', 'length_m', 'track_id', 'track_label', 'track_length_km'], collections: ['wagons', 'tracks'] };

  test('"the longest track" ranks by the tracks\' own length, not the wagons\' (sort.concept-length)', () => {
    const { analysis } = analyze('which track is the longest', YARD, { explain: true });
    expect(analysis.sort).toEqual({ track_length_km: -1 });
  });

  // an invented studio: lessons embedded in each teacher, with a duration in minutes and a rating
  const STUDIO = { fields: ['teacherId', 'teacherName', 'lessons', 'lessons.lessonId', 'lessons.lessonDate', 'lessons.durationMin', 'lessons.moodScore'], collections: ['teachers'] };

  test('"the longest lessons" ranks embedded records by the duration field whose unit ends its name', () => {
    const { analysis } = analyze('the 5 longest lessons', STUDIO, { explain: true });
    expect(analysis.sort).toEqual({ 'lessons.durationMin': -1 });
  });

  // an invented auction house: lots with a hammer value, bidders with a paid amount
  const AUCTION = { fields: ['lot_id', 'lot_title', 'hammer_value', 'bidder_id', 'bidder_name', 'paid_amount'], collections: ['lots', 'bidders'] };

  test('"the biggest lots first" ranks the lots by their own value (sort.thing-measure)', () => {
    const { analysis, explanation } = analyze('list the lots, biggest first', AUCTION, { explain: true });
    expect(analysis.sort).toEqual({ hammer_value: -1 });
    expect(explanation?.sort.evidence.map((e) => e.rule)).toContain('sort.thing-measure');
  });

  test('"the largest amount" asks the figure itself: no order of things by a measure', () => {
    const TOLLS = {
      fields: ['booth_id', 'booth_remarks', 'Tolls', 'Tolls.toll_id', 'Tolls.booth_id', 'Tolls.charged_on', 'Tolls.amount_of_toll', 'Tolls.remarks'],
      collections: ['Booths'],
    };
    const { explanation } = analyze('show me the biggest amount charged across every toll', TOLLS, { explain: true });
    expect(explanation?.sort.evidence.map((e) => e.rule)).not.toContain('sort.thing-measure');
  });
});

describe('a size superlative said of a group with no size field ranks by the one count it keeps', () => {
  // an invented dance festival: troupes keep how many dancers they have; no size, area or capacity field
  const FESTIVAL = { fields: ['troupe_id', 'troupe_name', 'Dancer_Count', 'Founded_Year', 'show_id', 'show_title', 'Ticket_Price'], collections: ['Troupe', 'Show'] };
  test('"the largest troupe" ranks by `Dancer_Count`', () => {
    const { analysis } = analyze('largest troupe', FESTIVAL);
    expect(analysis.sort).toEqual({ Dancer_Count: -1 });
  });
  test('a height superlative does not: "the highest troupe" is no count', () => {
    expect(analyze('highest troupe', FESTIVAL).analysis.sort).not.toEqual({ Dancer_Count: -1 });
  });
});
