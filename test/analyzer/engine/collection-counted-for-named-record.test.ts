import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('records counted for one record picked out by its name are counted from that record', () => {
  // an invented choir school: rehearsals embed who attended them, each attendance pointing at a singer
  const CHOIR = {
    fields: ['rehearsal_id', 'rehearsal_title', 'held_on', 'hall', 'Attendances', 'Attendances.singer_id', 'Attendances.rehearsal_id',
      'singer_id', 'singer_name', 'voice', 'home_town'],
    collections: ['Rehearsals', 'Singers'],
  };
  test('"how many rehearsals has the singer named \'Ada Brook\' attended" reads that singer (collection.counted-for-named-record)', () => {
    const { analysis, explanation } = analyze('how many rehearsals has the singer named "Ada Brook" attended', CHOIR, { explain: true });
    expect(analysis.collection[0]).toBe('Singers');
    expect(explanation!.collection.evidence.map((e) => e.rule)).toContain('collection.counted-for-named-record');
  });
  test('a plain attribute picks out no one record: "how many rehearsals were held in the Oak hall" (negative)', () => {
    expect(analyze('how many rehearsals were held in the "Oak" hall', CHOIR).analysis.collection[0]).toBe('Rehearsals');
  });
  test('records named alone are counted where they are kept: "how many rehearsals are there" (negative)', () => {
    expect(analyze('how many rehearsals are there', CHOIR).analysis.collection[0]).toBe('Rehearsals');
  });

  // invented relational schemas: each counted record keeps one pointer at the named record (its key listed once)
  const WARDS = { fields: ['ward_id', 'ward_name', 'floor', 'nurse_id', 'full_name', 'ward_id', 'shift'], collections: ['wards', 'nurses'] };
  const GIGS = { fields: ['gig_id', 'title', 'town', 'seat_id', 'gig_id', 'row_label'], collections: ['gigs', 'seats'] };
  test('records keeping a pointer at the named one are counted where kept: "how many nurses serve the ward named East Wing" (negative)', () => {
    expect(analyze('how many nurses serve the ward named "East Wing"', WARDS).analysis.collection[0]).toBe('nurses');
  });
  test('"how many seats were sold for the gig titled Night Songs" counts the seats (negative)', () => {
    expect(analyze('how many seats were sold for the gig titled "Night Songs"', GIGS).analysis.collection[0]).toBe('seats');
  });
  // brewers list batches of each style; the name field, listed once, is kept with the brewers
  const BREWS = {
    fields: ['BrewerId', 'Name', 'City', 'Batch', 'Batch.BatchId', 'Batch.BrewerId', 'Batch.StyleId', 'Batch.Litres',
      'StyleId', 'Beer', 'Beer.BeerId', 'Beer.Name', 'Beer.StyleId', 'Beer.Abv'],
    collections: ['Brewer', 'Style'],
  };
  test('a name right after a singular noun names that noun\'s record: "beers of the style Dark Lager" reads the style (negative)', () => {
    const { analysis, explanation } = analyze('count the beers that are of the style "Dark Lager"', BREWS, { explain: true });
    expect(analysis.collection[0]).toBe('Style');
    expect(explanation!.collection.evidence.map((e) => e.rule)).not.toContain('collection.counted-for-named-record');
  });
});
