import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A boat-hire yard sent flat: boats, sailors, and the hires of boats, whose records keep when each boat went out. */
const YARD = {
  fields: ['boat_id', 'boat_name', 'hull_colour', 'sailor_id', 'sailor_name', 'hire_id', 'launched_at', 'hours_out', 'hire_fee'],
  collections: ['boats', 'sailors', 'hires'],
};
/** A seed merchant whose collection of its trades is named by the event, not by a date field. */
const SEEDS = {
  fields: ['till_id', 'till_location', 'packet_id', 'packet_label', 'grower', 'trade_id', 'trade_day', 'packets_qty'],
  collections: ['tills', 'packets', 'Packet_Sales'],
};

/** A transcription bureau sent flat, whose jobs' fields name no collection. */
const BUREAU = {
  fields: ['clerk_id', 'clerk_name', 'desk', 'tape_id', 'tape_label', 'tape_minutes', 'job_no', 'pages', 'words_typed', 'typist_ref'],
  collections: ['clerks', 'tapes', 'transcriptions'],
};

describe('the records counted are the events a verb says (collection.event-verb-counted)', () => {
  const rules = (prompt: string, schema: typeof YARD) => analyze(prompt, schema, { explain: true }).explanation?.collection.evidence.map((e) => e.rule);

  test('a verb whose event date one collection keeps: its records are counted per group', () => {
    expect(analyze('which boat was launched the most times', YARD).analysis.collection[0]).toBe('hires');
    expect(rules('which boat was launched the most times', YARD)).toContain('collection.event-verb-counted');
  });

  test('an irregular verb names the collection of its events', () => {
    expect(analyze('number of items sold per till', SEEDS).analysis.collection[0]).toBe('Packet_Sales');
  });

  test('a verb that only orders the records, or a question neither counting nor accumulating, leaves them', () => {
    expect(rules('boats ordered by hull colour', YARD)).not.toContain('collection.event-verb-counted');
    expect(rules('boats launched in May', YARD)).not.toContain('collection.event-verb-counted');
  });

  test('a verb said right after records named picks among them; a lookup table labels events, never keeps them', () => {
    expect(rules('average hire fee of boats launched in May per sailor', YARD)).not.toContain('collection.event-verb-counted');
    const lookup = { fields: ['trade_kind_code', 'trade_kind_label', 'grower_id', 'grower_name', 'packets_qty'], collections: ['growers', 'Ref_Trade_Kinds'] };
    expect(rules('average packets traded per grower', lookup)).not.toContain('collection.event-verb-counted');
  });
});

/** Orchards and their trees, sent flat: the trees keep when each was planted. */
const ORCHARDS = {
  fields: ['orchard_id', 'orchard_name', 'county', 'acreage', 'tree_id', 'variety', 'planted_date', 'height_m'],
  collections: ['orchards', 'trees'],
};

describe('a participle right before the measure accumulated says which measure it is (participle-modifies-measure)', () => {
  test('no event is counted: the measure\'s records are read', () => {
    const result = analyze('total planted acreage by county', ORCHARDS, { explain: true });
    expect(result.analysis.collection[0]).toBe('orchards');
    expect(result.explanation?.collection.evidence.map((e) => e.rule)).not.toContain('collection.event-verb-counted');
  });
  test('a participle whose event keeps the measure reads those events', () => {
    const gauges = {
      fields: ['gauge_id', 'gauge_name', 'valley', 'altitude_m', 'sample_id', 'measured_at', 'rainfall_mm', 'wind_kmh'],
      collections: ['gauges', 'samples'],
    };
    expect(analyze('total measured rainfall per valley', gauges).analysis.collection[0]).toBe('samples');
  });
});

describe('the records listed are the events of a verb whose doer is identified (collection.event-verb-by-identified)', () => {
  const rules = (prompt: string) => analyze(prompt, BUREAU, { explain: true }).explanation?.collection.evidence.map((e) => e.rule);

  test('a verb in -scribe names its event in -scription, accumulated or listed by its doer', () => {
    expect(analyze('total pages transcribed of tape TP-0091', BUREAU).analysis.collection[0]).toBe('transcriptions');
    expect(analyze('the pages and words transcribed by CL-204', BUREAU).analysis.collection[0]).toBe('transcriptions');
    expect(rules('the pages and words transcribed by CL-204')).toContain('collection.event-verb-by-identified');
  });

  test('a listing whose verb has no identified doer leaves the records named', () => {
    expect(rules('pages transcribed by hand')).not.toContain('collection.event-verb-by-identified');
    expect(rules('pages transcribed in May')).not.toContain('collection.event-verb-by-identified');
    expect(rules('tapes sorted by tape minutes')).not.toContain('collection.event-verb-by-identified');
  });
});
