import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a parcel service: parcels have a weight, a fee and a posting date; each embeds the drone that carried it
const PARCELS = {
  fields: ['parcel_id', 'weight_kg', 'fee', 'posted_date', 'drone', 'drone.drone_id', 'drone.heaviest_load', 'drone.flights'],
  collections: ['Parcels'],
};

/** Prompts whose superlative orders nothing, with the rule that sets it aside. */
const SET_ASIDE: ReadonlyArray<readonly [string, string]> = [
  // one more figure of a list of accumulated figures
  ['Show the mean weight and the highest weight of parcels.', 'listed-figure'],
  // the opening word of the accumulated field's own name
  ['What is the mean heaviest load of the drones?', 'in-accumulated-field'],
];

describe('a superlative that orders nothing', () => {
  for (const [prompt, why] of SET_ASIDE) {
    test(prompt, () => {
      const result = analyze(prompt, PARCELS, { explain: true });
      expect(result.analysis.sort).toEqual({});
      expect(result.explanation!.sort.evidence.map((e) => e.rule)).toContain(`sort.no-order+${why}`);
    });
  }

  test('a superlative of its own still orders', () => {
    expect(analyze('Which parcel has the highest fee?', PARCELS).analysis.sort).toEqual({ fee: -1 });
    expect(analyze('Show the mean weight of the parcel with the highest fee.', PARCELS).analysis.sort).toEqual({ fee: -1 });
  });
});
