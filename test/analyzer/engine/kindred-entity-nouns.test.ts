import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { analyze, GENERIC, makeRegistry, NOW, throwOnStageError } from './fixtures.ts';

// invented schemas: universities and the chess clubs that meet there; firms and the attorneys they retain
const CAMPUS = {
  fields: ['uni_motto', 'campus_town', 'Clubs', 'Clubs.club_motto', 'Clubs.league_rank'],
  collections: ['University'],
};
const CHAMBERS = { fields: ['firm_motto', 'firm_city', 'counsel_alias', 'bar_year', 'firm_ref'], collections: ['Firm', 'Lawyer'] };
const ruled = (prompt: string, schema: { fields: string[]; collections: string[] }) => {
  const result = analyze(prompt, schema, { explain: true });
  return { collection: result.analysis.collection[0], kindred: result.explanation?.collection.evidence.some((e) => e.rule === 'collection.kindred-noun') };
};

describe('collection: an entity noun the schema calls by a kindred word', () => {
  test('"colleges" names the University collection', () => {
    expect(ruled('In which campus town do the most colleges host a chess club?', CAMPUS)).toEqual({ collection: 'University', kindred: true });
  });

  test('"enterprises" names the Firm collection', () => {
    expect(ruled('Give the motto of every enterprise based in Leeds.', CHAMBERS)).toEqual({ collection: 'Firm', kindred: true });
  });

  test('"attorneys" names the Lawyer collection', () => {
    expect(ruled('Which attorneys were called to the bar before 1990?', CHAMBERS)).toEqual({ collection: 'Lawyer', kindred: true });
  });

  test('a word the schema uses itself keeps its own reading', () => {
    const schema = { fields: ['trade_motto', 'firm_motto'], collections: ['Firm', 'Business'] };
    expect(ruled('Print the motto of each business.', schema)).toEqual({ collection: 'Business', kindred: false });
  });
});

describe('collection: a kindred word a sector pack ties to some field', () => {
  // an invented record label, whose tunes are kept as tracks, and an invented pack tying "song" to a title field
  const LABEL_PACK: SectorPack = {
    ...GENERIC, id: 'label', label: 'Record label', signals: { fields: ['stage_name', 'tempo', 'pressed_on'] }, synonyms: { song: ['title'] },
  };
  const engine = createEngine(makeRegistry(LABEL_PACK), { onStageError: throwOnStageError });
  const fields = ['_id', 'stage_name', 'debut_year', 'title', 'length_sec', 'tempo', 'pressed_on', 'performer_ref', 'listener_ref', 'heard_at'];
  const result = engine.analyze({ prompt: 'songs with a tempo above 140', fields, collections: ['performers', 'plays', 'tracks'] }, { now: NOW, explain: true });

  test('still names the collection: "songs" are the tracks', () => {
    expect(result.analysis.collection[0]).toBe('tracks');
    expect(result.explanation?.collection.evidence.some((e) => e.rule === 'collection.kindred-noun')).toBe(true);
  });
});

describe('collection: a journey noun the schema calls by another word', () => {
  // an invented ferry operator keeping its crossings as journeys, and an invented scooter hire keeping its hires as journeys too
  const FERRY = { fields: ['_id', 'skipper_ref', 'sailed_at', 'harbour', 'fare', 'skipper_name'], collections: ['skippers', 'journeys', 'harbours'] };
  const SCOOTER = { fields: ['_id', 'stand_ref', 'hirer_kind', 'unlocked_at', 'parked_at', 'stand_label'], collections: ['stands', 'journeys'] };

  test('"rides" names the journeys collection', () => {
    expect(ruled('how many rides sailed from Dover last week', FERRY)).toEqual({ collection: 'journeys', kindred: true });
  });

  test('"payouts" names the payments', () => {
    const LEDGER = { fields: ['supplierNo', 'tradingName', 'town', 'remitNo', 'value', 'sentOn'], collections: ['suppliers', 'payments'] };
    expect(ruled('list the payouts to Hale Ltd', LEDGER)).toEqual({ collection: 'payments', kindred: true });
  });

  test('"trips" names the journeys collection', () => {
    expect(ruled('trips parked at stand 12', SCOOTER)).toEqual({ collection: 'journeys', kindred: true });
  });
});
